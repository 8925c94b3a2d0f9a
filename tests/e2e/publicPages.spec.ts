import { expect, test } from './test.ts';
import type { components } from '../../openapi/generated/schema.d.ts';
import { apiPost, expectNoAxeViolations, footer } from './support.ts';

type VersionBackEnd = components['schemas']['VersionBackEnd'];

test('a footer link opens its content in a modal that prints', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.goto('/cgu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await footer(page).getByRole('link', { name: 'CGV | CGU' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Imprimer' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/cgu');
});

test('the hidden click in the footer shows the environment and both versions', async ({ page, request }) => {
  const back = await apiPost<VersionBackEnd>(request, '/StaticData/BackEnd_Version');
  await page.goto('/');
  const versions = footer(page).getByRole('button', { name: /afficher les versions/ });
  await versions.click();
  await expect(footer(page)).toContainText('production');
  await expect(footer(page)).toContainText('1.6.1 (17/10/2023)');
  await expect(footer(page)).toContainText(back.Version);
});

test('the contact form refuses an incomplete message, then sends a complete one', async ({ page }) => {
  await page.goto('/contact');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Champ obligatoire').first()).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Nom')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: /Sujet/ }).click();
  await page.getByRole('option').first().click();
  await field('Nom').fill('Martin');
  await field('Prénom').fill('Léa');
  await field('Adresse e-mail').fill('lea.martin@');
  await field('Message').fill('Bonjour, je souhaite référencer mon premier roman.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Saisie incorrecte')).toBeVisible();
  await expect(field('Message')).toHaveValue('Bonjour, je souhaite référencer mon premier roman.');

  await field('Adresse e-mail').fill('lea.martin@example.org');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre message a bien été envoyé.', { exact: false })).toBeVisible();
});

test('the FAQ shows its categories and says when a search finds nothing', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const closed = page.getByRole('main').getByRole('button', { expanded: false }).first();
  const question = (await closed.textContent())!.trim();
  const firstQuestion = page.getByRole('main').getByRole('button', { name: question });
  await firstQuestion.click();
  await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox').fill('zzzz aucune question');
  await expect(page.getByText('Pas de résultats')).toBeVisible();
});

test('the legal pages show their content', async ({ page }) => {
  for (const path of ['/mentionlegales', '/cgu', '/politiquecookie']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test('the health page reports the state of the back end', async ({ page }) => {
  await page.goto('/checkmonitoring_lpe');
  await expect(page.getByRole('main')).toContainText('OK');
});

test('navigation scrolls back to the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footer(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
