import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';
import { accountButton, registerCustomer, signIn } from './accountSupport.ts';

const password = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The « Mot de passe oublié ? » link of the last such e-mail sent to `email`, read in the embedded outbox. */
async function resetLinkPath(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/outbox')).text();
      const mail = html.split('<li>').find((item) => item.includes(email) && item.includes('/oidc/mot-de-passe/'));
      const href = mail?.match(/href="([^"]*\/oidc\/mot-de-passe\/nouveau\/[^"]+)"/)?.[1];
      path = href ? new URL(href.replaceAll('&amp;', '&')).pathname : undefined;
      return path;
    })
    .toBeTruthy();
  return path!;
}

test('a customer who forgot the password asks for a link, reads the e-mail, chooses a new password and signs in with it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = { email: `oubli.${Date.now()}@example.org`, password: 'Lilas#2026', prenom: 'Maëlle' };
  const newPassword = 'Glycine#2027';
  await registerCustomer(request, customer);

  // The portal's « Se connecter » leads to the provider's sign-in page, which offers « Mot de passe oublié ? ».
  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(heading(page, 'Connexion')).toBeVisible();
  await shootAtWidths(page, 'connexion');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();

  await expect(heading(page, 'Mot de passe oublié')).toBeVisible();
  await expectNoAxeViolations(page);
  // An empty address is said, and tied to the field.
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('alert')).toHaveText('Saisissez l’adresse e-mail de votre compte.');
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await shootAtWidths(page, 'mot-de-passe-oublie');
  await page.getByLabel('Adresse e-mail').fill(customer.email);
  await page.getByLabel('Adresse e-mail').press('Enter');
  await expect(page.getByRole('status')).toContainText(
    'Si un compte correspond à cette adresse, un e-mail vient de lui être envoyé',
  );
  await shootAtWidths(page, 'mot-de-passe-oublie-envoye');

  await page.goto(await resetLinkPath(request, customer.email));
  await expect(heading(page, 'Nouveau mot de passe')).toBeVisible();
  await expectNoAxeViolations(page);
  await password(page, 'Nouveau mot de passe').fill(newPassword);
  await password(page, 'Confirmation du nouveau mot de passe').fill('Autre#2027');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toContainText('Le formulaire contient des erreurs');
  await expect(password(page, 'Confirmation du nouveau mot de passe')).toHaveAccessibleDescription(
    'Les mots de passe ne correspondent pas',
  );
  await expectNoAxeViolations(page);
  await shootAtWidths(page, 'nouveau-mot-de-passe');
  await password(page, 'Nouveau mot de passe').fill(newPassword);
  await password(page, 'Confirmation du nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

  await expect(heading(page, 'Mot de passe modifié')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié.');
  await shootAtWidths(page, 'mot-de-passe-modifie');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, customer.email, newPassword, '');
  await expect(accountButton(page, customer.prenom)).toBeVisible();
});

test('the old password no longer opens the account, and a used link says so and offers a new one', async ({
  page,
  request,
}) => {
  const customer = { email: `oubli.deux.${Date.now()}@example.org`, password: 'Lilas#2026', prenom: 'Noé' };
  await registerCustomer(request, customer);
  await page.goto('/oidc/mot-de-passe/oublie');
  await page.getByLabel('Adresse e-mail').fill(customer.email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const link = await resetLinkPath(request, customer.email);
  await page.goto(link);
  await password(page, 'Nouveau mot de passe').fill('Glycine#2027');
  await password(page, 'Confirmation du nouveau mot de passe').fill('Glycine#2027');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(heading(page, 'Mot de passe modifié')).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'Ce lien de réinitialisation a déjà servi : il ne fonctionne qu’une fois.',
  );
  await expectNoAxeViolations(page);
  await shootAtWidths(page, 'lien-deja-utilise');
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(heading(page, 'Mot de passe oublié')).toBeVisible();

  await signIn(page, customer.email, customer.password);
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
});
