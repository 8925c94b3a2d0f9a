import { expect, test } from './test.ts';
import type { components } from '../../openapi/generated/schema.d.ts';
import { apiPost, expectNoAxeViolations } from './support.ts';

type Rubrique = components['schemas']['Rubrique'];
type Produit = components['schemas']['Produit'];

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test('the home page lists the seeded rubriques with their products and prices', async ({ page, request }) => {
  const rubriques = await apiPost<Rubrique[]>(request, '/Rubrique/Rubrique_GetAll');
  const produits = await apiPost<Produit[]>(request, '/Produit/Produit_GetAll');
  expect(rubriques.length).toBeGreaterThan(2);

  await page.goto('/');
  await expect(page).toHaveTitle("Portail de l'autoédition");
  const main = page.getByRole('main');
  for (const rubrique of rubriques) {
    const section = main.getByRole('region', { name: rubrique.Libelle });
    await expect(section.getByRole('heading', { level: 2, name: rubrique.Libelle, exact: true })).toBeVisible();
    for (const produit of produits.filter((p) => p.IdRubrique === rubrique.Id)) {
      const card = section
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: produit.Libelle, exact: true }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(euros(produit.PrixTTCCentimes));
    }
  }
  await expectNoAxeViolations(page);
});

test('a rubrique leads to its page and a training to its sessions', async ({ page, request }) => {
  const rubriques = await apiPost<Rubrique[]>(request, '/Rubrique/Rubrique_GetAll');
  const produits = await apiPost<Produit[]>(request, '/Produit/Produit_GetAll');
  const formation = produits.find((p) => p.IdTypeProduit === 2 && p.Sessions.length > 0)!;
  const rubrique = rubriques.find((r) => r.Id === formation.IdRubrique)!;

  await page.goto(`/rubrique/${rubrique.Id}`);
  await expect(page.getByRole('heading', { level: 1, name: rubrique.Libelle })).toBeVisible();
  await page.getByRole('link', { name: formation.Libelle }).first().click();
  await expect(page).toHaveURL(`/formation/${formation.Id}`);
  await expect(page.getByRole('heading', { level: 1, name: formation.Libelle })).toBeVisible();
  const [year, month, day] = formation.Sessions[0]!.DateDebut.split('-');
  await expect(page.getByRole('main')).toContainText(`${day}/${month}/${year}`);
  await expectNoAxeViolations(page);
});

test('the JavaScript the home page loads before it is interactive stays under 150 KB gzip', async ({ page }) => {
  const { gzipSync } = await import('node:zlib');
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`JavaScript de la page d'accueil : ${scripts.size} fichiers, ${(total / 1024).toFixed(1)} Ko gzip`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThan(150 * 1024);
});
