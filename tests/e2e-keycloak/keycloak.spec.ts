import KeycloakAdminClient from '@keycloak/keycloak-admin-client';
import { expect, test, type Page } from '../e2e/test.ts';
import { apiPost } from '../e2e/support.ts';
import { startMailCatcher } from '../../scripts/keycloak/mailCatcher.ts';
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

/** A confirmed customer of this run, registered through the API and confirmed on the portal's page. */
async function registeredCustomer(
  page: Page,
  request: Parameters<typeof confirmationPath>[0],
  label: string,
  secret: string,
) {
  const email = `${label}.${Date.now()}@example.org`;
  await apiPost(request, '/Compte/Compte_LoginCreate', {
    IdCivilite: 2,
    Prenom: 'Maëlle',
    Nom: 'Le Goff',
    Societe: null,
    Adresse: {
      NumeroEtVoie: '5 quai Duguay-Trouin',
      ComplementsAdresse: null,
      CodePostal: '35000',
      Ville: 'Rennes',
      IdPays: 74,
    },
    Email: email,
    MotDePasse: secret,
    ConfirmationMotDePasse: secret,
  });
  // The confirmation page sends the code to the portal, as a person's browser does.
  await page.goto(await confirmationPath(request, email));
  await expect(page.getByText('Votre compte est confirmé', { exact: false })).toBeVisible();
  return email;
}

test('a new password ends the sessions of the other browsers: there, Keycloak asks for the password again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const first = 'Lilas#2026';
  const next = 'Glycine#2027';
  const email = await registeredCustomer(page, request, 'maelle.sessions', first);
  await page.goto('/profil');
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await signInAtKeycloak(page, email, first);
  await expect(accountButton(page, 'Maëlle')).toBeVisible();

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(`${new URL(page.url()).origin}/login`);
  await other.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await signInAtKeycloak(other, email, first);
  await expect(accountButton(other, 'Maëlle')).toBeVisible();

  await page.goto('/changerMotdePasse');
  await password(page, 'Mot de passe actuel').fill(first);
  await password(page, 'Nouveau mot de passe').fill(next);
  await password(page, 'Confirmation du nouveau mot de passe').fill(next);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();

  // The other browser's Keycloak session is gone: signing in there asks for the (new) password.
  await other.goto(`${new URL(page.url()).origin}/`);
  await other.evaluate(() => window.sessionStorage.clear());
  await other.goto(`${new URL(page.url()).origin}/login`);
  await other.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await signInAtKeycloak(other, email, next);
  await expect(accountButton(other, 'Maëlle')).toBeVisible();
  await elsewhere.close();
});

test('a customer who forgot the password asks Keycloak, reads its e-mail, chooses a new password and is signed in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const mail = await startMailCatcher(Number(process.env.KEYCLOAK_SMTP_PORT));
  try {
    const email = await registeredCustomer(page, request, 'maelle.oubli', 'Lilas#2026');
    await page.goto('/login');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/realms\/portail\//);
    await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
    await page.locator('#username').fill(email);
    await page.locator('#username').press('Enter');

    const message = await mail.waitFor(email);
    const link = message.links.find((candidate) => candidate.includes('action-token'));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.locator('#password-new').fill('Retrouve#2027');
    await page.locator('#password-confirm').fill('Retrouve#2027');
    await page.locator('#password-confirm').press('Enter');
    await expect(accountButton(page, 'Maëlle')).toBeVisible();
  } finally {
    await mail.close();
  }
});
