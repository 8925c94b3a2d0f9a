import { expect, test, type Page } from '../e2e/test.ts';
import { accountButton, confirmationPath, header, loginButton } from '../e2e/accountSupport.ts';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const choice = (page: Page, name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

/** Fills in Keycloak's own login page (the realm's French theme), where the portal's « Se connecter » led. */
async function signInAtKeycloak(page: Page, email: string, secret: string): Promise<void> {
  await page.waitForURL(/\/realms\/portail\/protocol\/openid-connect\/auth|\/realms\/portail\/login-actions\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(secret);
  await page.locator('#kc-login').click();
}

test('a visitor registers on the portal, confirms, signs in on Keycloak’s page, meets the guards and signs out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `lea.keycloak.${Date.now()}@example.org`;
  const secret = 'Lilas#2026';

  await page.goto('/login');
  await choice(page, 'Madame').click();
  await textbox(page, 'Prénom').fill('Léa');
  await textbox(page, 'Nom').fill('Durand');
  await textbox(page, 'Adresse e-mail').fill(email);
  await textbox(page, 'Numéro et voie').fill('3 rue des Lilas');
  await textbox(page, 'Code postal').fill('35000');
  await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue('Rennes');
  await password(page, 'Mot de passe').fill(secret);
  await password(page, 'Confirmation du mot de passe').fill(secret);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Un e-mail de confirmation vient de vous être envoyé' }),
  ).toContainText(email);

  // The portal sends its own confirmation code; confirming marks the address verified in Keycloak.
  await page.goto(await confirmationPath(request, email));
  await expect(page.getByText('Votre compte est confirmé', { exact: false })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await signInAtKeycloak(page, email, secret);
  await expect(accountButton(page, 'Léa')).toBeVisible();
  await expect(page).toHaveURL('/');

  // The account's API answers with Keycloak's token, and the back office stays closed to an author.
  await page.goto('/profil');
  await expect(textbox(page, 'Adresse e-mail')).toHaveValue(email);
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès réservé' })).toBeVisible();
  await expect(accountButton(page, 'Léa')).toBeVisible();

  // Signing out goes through Keycloak's end-session and back to the home page, anonymous.
  await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();
  await expect(header(page)).not.toContainText('Léa');
  // Keycloak's session is over too: « Se connecter » asks for the password again.
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await signInAtKeycloak(page, email, secret);
  await expect(accountButton(page, 'Léa')).toBeVisible();
  await accountButton(page, 'Léa').click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();
});
