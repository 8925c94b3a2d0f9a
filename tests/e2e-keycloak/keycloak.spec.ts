import KeycloakAdminClient from '@keycloak/keycloak-admin-client';
import { expect, test, type Page } from '../e2e/test.ts';
import { apiPost } from '../e2e/support.ts';
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

/** Gives a registered account the back-office realm role in Keycloak, as an administrator does in its console. */
async function makeStaff(email: string): Promise<void> {
  const issuer = process.env.OIDC_ISSUER ?? '';
  const token = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: process.env.KEYCLOAK_ADMIN_CLIENT_ID ?? '',
      client_secret: process.env.KEYCLOAK_ADMIN_CLIENT_SECRET ?? '',
    }).toString(),
  }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
  const admin = new KeycloakAdminClient({ baseUrl: issuer.replace(/\/realms\/.*$/, ''), realmName: 'portail' });
  admin.setAccessToken(token);
  const [user] = await admin.users.find({ username: email, exact: true });
  const roles = await admin.users.listRealmRoleMappings({ id: user!.id! });
  const role = (name: string) => roles.find((mapped) => mapped.name === name);
  await admin.users.delRealmRoleMappings({
    id: user!.id!,
    roles: [{ id: role('frontoffice')!.id!, name: 'frontoffice' }],
  });
  const backOffice = await admin.roles.findOneByName({ name: 'backoffice' });
  await admin.users.addRealmRoleMappings({ id: user!.id!, roles: [{ id: backOffice!.id!, name: 'backoffice' }] });
}

test('a staff member signs in on Keycloak’s page from /admin and reaches the back office', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `dominique.keycloak.${Date.now()}@example.org`;
  const secret = 'Glycine#2026';
  await apiPost(request, '/Compte/Compte_LoginCreate', {
    IdCivilite: 1,
    Prenom: 'Dominique',
    Nom: 'Bernard',
    Societe: null,
    Adresse: {
      NumeroEtVoie: '12 rue de l’Édition',
      ComplementsAdresse: null,
      CodePostal: '75006',
      Ville: 'Paris',
      IdPays: 74,
    },
    Email: email,
    MotDePasse: secret,
    ConfirmationMotDePasse: secret,
  });
  await page.goto(await confirmationPath(request, email));
  await expect(page.getByText('Votre compte est confirmé', { exact: false })).toBeVisible();
  await makeStaff(email);

  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await signInAtKeycloak(page, email, secret);
  await expect(page).toHaveURL('/admin');
  await expect(
    page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Publications' }),
  ).toBeVisible();
  await expect(accountButton(page, 'Dominique')).toBeVisible();

  // The customer's pages are closed to staff, as with the embedded provider.
  await page.goto('/profil');
  await expect(page).toHaveURL('/admin/logout');
  await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();
});
