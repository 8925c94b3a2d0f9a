import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './test.ts';
import type { components } from '../../openapi/generated/schema.d.ts';
import { accountButton, AUTEUR, signInAs, signInAtProvider } from './accountSupport.ts';
import { RENDERED_PAGE_PATHS } from '../renderedPagePaths.ts';
import { apiPost, shootAtWidths } from './support.ts';

type Rubrique = components['schemas']['Rubrique'];
type Produit = components['schemas']['Produit'];

/** The not-found pages the server renders with their 404. */
const NOT_FOUND = ['/rubrique/999999', '/formation/999999', '/nulle-part'];

async function firstFormation(request: Parameters<typeof apiPost>[0]): Promise<Produit> {
  const produits = await apiPost<Produit[]>(request, '/Produit/Produit_GetAll');
  return produits.find((produit) => produit.IdTypeProduit === 2 && produit.Sessions.length > 0)!;
}

/** What the browser reports while a page loads and hydrates: errors, warnings, CSP refusals. */
function watchConsole(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A not-found page is answered with its 404 status, which Chromium reports for the document itself.
    if (message.text().startsWith('Failed to load resource: the server responded with a status of 404')) return;
    reports.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => reports.push(`pageerror: ${error.message}`));
  return reports;
}

/** The API calls the page makes. */
function watchApi(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, a rubrique, a training and the FAQ show their content', async ({ page, request }) => {
    const rubriques = await apiPost<Rubrique[]>(request, '/Rubrique/Rubrique_GetAll');
    const produits = await apiPost<Produit[]>(request, '/Produit/Produit_GetAll');
    const rubrique = rubriques.find((r) => r.Visible && produits.some((p) => p.IdRubrique === r.Id))!;
    const formation = await firstFormation(request);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: rubrique.Libelle, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: produits[0]!.Libelle, exact: true })).toBeVisible();

    await page.goto(`/rubrique/${rubrique.Id}`);
    await expect(page.getByRole('heading', { level: 1, name: rubrique.Libelle })).toBeVisible();
    const inRubrique = produits.find((p) => p.IdRubrique === rubrique.Id && p.Visible)!;
    await expect(page.getByRole('main').getByRole('heading', { name: inRubrique.Libelle, exact: true })).toBeVisible();

    await page.goto(`/formation/${formation.Id}`);
    await expect(page.getByRole('heading', { level: 1, name: formation.Libelle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  });
});

test('each rendered page hydrates without a console error, a CSP refusal or a call for data it already has', async ({
  page,
  request,
}) => {
  const reports = watchConsole(page);
  const calls = watchApi(page);
  const formation = await firstFormation(request);
  for (const path of [...RENDERED_PAGE_PATHS, `/formation/${formation.Id}`, ...NOT_FOUND]) {
    calls.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(reports, path).toEqual([]);
    expect(calls, path).toEqual([]);
  }
});

test(
  'a signed-in author never sees « Connexion » on the rendered pages, which hydrate into their own header without a console error',
  { tag: '@long' },
  async ({ page, request }) => {
    const formation = await firstFormation(request);
    await signInAs(page, AUTEUR);
    const reports = watchConsole(page);
    await page.addInitScript(() => {
      // What each frame is about to paint in the header: the text as shown, hidden elements left out.
      const watch = () => {
        if (document.querySelector('header')?.innerText.includes('Connexion')) {
          document.documentElement.dataset.connexionVue = 'oui';
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    for (const path of [...RENDERED_PAGE_PATHS, `/formation/${formation.Id}`, ...NOT_FOUND]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(accountButton(page, AUTEUR.prenom)).toBeVisible();
      await expect(page.locator('html'), path).not.toHaveAttribute('data-connexion-vue');
      expect(reports, path).toEqual([]);
    }
  },
);

test("before the page's code runs, a browser holding a session sees the account button's outline where an anonymous one sees « Connexion »", async ({
  page,
}) => {
  // Without the application's entry, the page stays as the server sent it.
  const withoutCode = () => page.route('**/assets/index-*.js', (request) => request.abort());
  const connexion = page.getByRole('banner').getByRole('link', { name: 'Connexion / Inscription' });
  // The outline the server renders beside « Connexion », to stand in its place.
  const outline = page
    .getByRole('banner')
    .locator('a[aria-label="Connexion / Inscription"] + span[aria-hidden="true"]');

  await withoutCode();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(connexion).toBeVisible();
  await expect(outline).toBeHidden();

  await page.unrouteAll();
  await signInAs(page, AUTEUR);
  await withoutCode();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(outline).toBeVisible();
  await expect(connexion).toBeHidden();
  await shootAtWidths(page, 'accueil-session-avant-code');

  // Once hydrated, the account itself, and the server's outline is gone.
  await page.unrouteAll();
  await page.goto('/');
  await expect(accountButton(page, AUTEUR.prenom)).toBeVisible();
  await expect(outline).toHaveCount(0);
});

test('a rendered page, once hydrated, navigates in the browser', async ({ page, request }) => {
  const rubriques = await apiPost<Rubrique[]>(request, '/Rubrique/Rubrique_GetAll');
  const rubrique = rubriques.find((r) => r.Id === 1)!;
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });

  await page.goto('/faq', { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Les services' }).click();
  await expect(page.getByRole('heading', { level: 2, name: rubrique.Libelle, exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  // Only the first page came from the server: the others were rendered by the hydrated application.
  expect(documents).toEqual(['/faq']);
});

/** The built file of a source module, as the build's manifest names it. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  return `/${manifest[source]!.file}`;
}

/** Holds the requests for `path` until the returned function is called. */
async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the sign-in page's registration form brings its code only once used; filled and sent before the code came, it creates the account with what was typed", async ({
  page,
}) => {
  const formCode = builtFile('src/features/account/components/RegistrationForm.tsx');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const reports = watchConsole(page);
  const releaseCode = await holdRequests(page, formCode);

  await page.goto('/login', { waitUntil: 'networkidle' });
  expect(scripts).not.toContain(formCode);

  const email = `lea.avant-code.${Date.now()}@example.org`;
  await page
    .locator('label')
    .filter({ hasText: /^Madame$/ })
    .click();
  // The request leaves once the press has reached the page, which the click does not wait for.
  await expect.poll(() => scripts).toContain(formCode);
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Numéro et voie' }).fill('3 rue des Lilas');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('35000');
  await page.getByRole('combobox', { name: /^Ville/ }).fill('Rennes');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Lilas#2026');
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Lilas#2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // Held back: the browser sent nothing, the page is still the sign-in page.
  await expect(page).toHaveURL(/\/login$/);

  releaseCode();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('Votre compte a bien été créé');
  expect(reports).toEqual([]);
});

test("« Se connecter » pressed before the page's code runs leads to the identity provider once it runs, and signs in", async ({
  page,
}) => {
  const releaseEntry = await holdRequests(page, builtFile('index.html'));
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  releaseEntry();
  await signInAtProvider(page, AUTEUR.email, AUTEUR.password);
  await expect(accountButton(page, AUTEUR.prenom)).toBeVisible();
});
