import { expect, test } from './test.ts';
import { modules } from '../../server/compose/seed/data/modules.ts';
import { expectNoAxeViolations } from './support.ts';
import {
  accountButton,
  ADMIN,
  AUTEUR,
  DEMO_PASSWORD,
  header,
  loginButton,
  signIn,
  signInAs,
  signInAtProvider,
} from './accountSupport.ts';

test('a front-office user is sent away from /admin to /admin/logout, told why, then signed out and home', async ({
  page,
}) => {
  await signInAs(page, AUTEUR);

  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText("L'administration est réservée aux équipes du portail");
  await expectNoAxeViolations(page);
  // Still signed in until they choose to sign out.
  await expect(accountButton(page, AUTEUR.prenom)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();
});

test('an anonymous visit to /admin leads to /admin/login, with no account creation', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: "Connexion à l'administration" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer mon compte' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Connexion / Inscription' })).toHaveAttribute(
    'href',
    '/admin/login',
  );
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await expectNoAxeViolations(page);
});

test('a back-office user sees the visible modules sorted by Rang, and edits content from the public site', async ({
  page,
}) => {
  const expected = modules
    .filter((m) => m.Visible)
    .sort((a, b) => a.Rang - b.Rang)
    .map((m) => m.Libelle);

  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await signInAtProvider(page, ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/admin');

  const nav = page.getByRole('navigation', { name: 'Modules' });
  await expect(nav.getByRole('link')).toHaveText(expected);
  for (const hidden of modules.filter((m) => !m.Visible)) {
    await expect(nav.getByRole('link', { name: hidden.Libelle })).toHaveCount(0);
  }
  await expect(nav.getByRole('link', { name: 'Publications' })).toHaveAttribute('href', '/admin/publications');
  await expect(accountButton(page, ADMIN.prenom)).toBeVisible();
  await expectNoAxeViolations(page);

  // Any other admin address: the not-found page, inside the admin layout, leading back to the modules.
  await page.goto('/admin/inconnue');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Modules' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Retour aux modules' }).click();
  await expect(page).toHaveURL('/admin');

  // Editorial content is edited on the public pages, where the header leads back to the modules.
  await header(page).getByRole('link', { name: 'Modules' }).click();
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Contenus éditoriaux' }).click();
  await expect(page).toHaveURL('/');
  // On the public site, a back-office user has the admin menu, not the basket or the customer's links.
  await expect(header(page).getByRole('link', { name: /Mon Panier/ })).toHaveCount(0);
  await accountButton(page, ADMIN.prenom).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Modules', ...expected, 'Se déconnecter']);
  await page.getByRole('menuitem', { name: 'Commandes' }).click();
  await expect(page).toHaveURL('/admin/commandes');
  await page.goto('/');
  await header(page).getByRole('link', { name: "Retour à l'administration" }).click();
  await expect(page).toHaveURL('/admin');

  // A back-office user has no front-office role: the profile says so, and « Retour à l'accueil » keeps the session.
  await page.goto('/profil');
  await expect(page).toHaveURL('/admin/logout');
  await expect(page.getByRole('main')).toContainText('Cette page est réservée aux clients du portail');
  await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
  await expect(accountButton(page, ADMIN.prenom)).toBeVisible();
});

test('the admin dropdown signs out, from the keyboard', async ({ page }) => {
  await signIn(page, ADMIN.email, DEMO_PASSWORD, '/admin/login');
  await expect(page).toHaveURL('/admin');
  await accountButton(page, ADMIN.prenom).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['Se déconnecter']);
  await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();
});
