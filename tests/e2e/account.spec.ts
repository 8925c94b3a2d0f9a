import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations } from './support.ts';
import {
  accountButton,
  AUTEUR,
  confirmationPath,
  DEMO_PASSWORD,
  header,
  loginButton,
  signIn,
  signInAtProvider,
  signOut,
} from './accountSupport.ts';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, name: string) => page.getByLabel(name, { exact: true });
/** React Aria draws its own radio buttons and check boxes over the native input: a user clicks the label. */
const choice = (page: Page, name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

test(
  'a visitor registers, confirms, signs in, edits the profile, changes the password and signs in again',
  { tag: '@long' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = `lea.durand.${Date.now()}@example.org`;
    const firstPassword = 'Lilas#2026';
    const newPassword = 'Glycine#2027';

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion / Inscription' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);

    await choice(page, 'Madame').click();
    await expect(page.getByRole('radio', { name: 'Madame' })).toBeChecked();
    await textbox(page, 'Prénom').fill('Léa');
    await textbox(page, 'Nom').fill('Durand');
    await textbox(page, 'Adresse e-mail').fill(email);
    await textbox(page, 'Numéro et voie').fill('3 rue des Lilas');
    await textbox(page, 'Code postal').fill('35000');
    // The only town of the postal code is filled in once the towns arrive.
    await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue('Rennes');
    // A postal code without towns does not keep the town of the former one.
    await textbox(page, 'Code postal').fill('99999');
    await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue('');
    await textbox(page, 'Code postal').fill('35000');
    await expect(page.getByRole('combobox', { name: 'Ville' })).toHaveValue('Rennes');
    await expect(page.getByRole('button', { name: /Pays/ })).toContainText('France');
    await password(page, 'Mot de passe').fill(firstPassword);
    await password(page, 'Confirmation du mot de passe').fill(firstPassword);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Un e-mail de confirmation vient de vous être envoyé' }),
    ).toContainText(email);

    await page.goto(await confirmationPath(request, email));
    await expect(page.getByText('Votre compte est confirmé', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    await signInAtProvider(page, email, firstPassword);
    await expect(accountButton(page, 'Léa')).toBeVisible();
    await expect(page).toHaveURL('/');

    // The account menu leads to the profile.
    await accountButton(page, 'Léa').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Mes commandes',
      'Mes publications',
      'Mes Formations',
      'Mes Abonnements',
      'Mon profil',
      'Se déconnecter',
    ]);
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Mon profil' }).click();
    await expect(page).toHaveURL('/profil');
    await expect(textbox(page, 'Nom')).toHaveValue('Durand');
    await expect(textbox(page, 'Adresse e-mail')).toHaveValue(email);
    await expect(textbox(page, 'Adresse e-mail')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('main').getByRole('link', { name: 'page Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoAxeViolations(page);

    await textbox(page, 'Nom').fill('Durand-Moreau');
    await textbox(page, 'Prénom').fill('L3a');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le prénom ne doit pas contenir de chiffres')).toBeVisible();
    await expect(textbox(page, 'Prénom')).toBeFocused();
    await textbox(page, 'Prénom').fill('Léa-Marie');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées')).toBeVisible();
    // The header follows the saved first name at once.
    await expect(accountButton(page, 'Léa-Marie')).toBeVisible();
    await page.reload();
    await expect(textbox(page, 'Nom')).toHaveValue('Durand-Moreau');
    await expect(accountButton(page, 'Léa-Marie')).toBeVisible();

    await page.getByRole('link', { name: 'Changer mon mot de passe' }).click();
    await expect(page).toHaveURL('/changerMotdePasse');
    await expectNoAxeViolations(page);
    await password(page, 'Mot de passe actuel').fill(firstPassword);
    await password(page, 'Nouveau mot de passe').fill(firstPassword);
    await password(page, 'Confirmation du nouveau mot de passe').fill(firstPassword);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(password(page, 'Nouveau mot de passe')).toHaveAccessibleDescription(
      /Le nouveau mot de passe doit être différent du mot de passe actuel/,
    );
    await password(page, 'Mot de passe actuel').fill('Faux#2026x');
    await password(page, 'Nouveau mot de passe').fill(newPassword);
    await password(page, 'Confirmation du nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(password(page, 'Mot de passe actuel')).toHaveAccessibleDescription('Mot de passe actuel incorrect');
    // Said once, on the field: no banner above the form repeats it.
    await expect(page.getByText('Mot de passe actuel incorrect')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await password(page, 'Mot de passe actuel').fill(firstPassword);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page).toHaveURL('/profil');
    await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();

    await signOut(page, 'Léa');
    await signIn(page, email, newPassword);
    await expect(accountButton(page, 'Léa')).toBeVisible();
  },
);

test('the registration form checks its rules in the browser and says when the e-mail is taken', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert')).toContainText('Le formulaire contient des erreurs');
  await expect(textbox(page, 'Prénom')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('radio', { name: 'Monsieur' })).toBeFocused();
  await expectNoAxeViolations(page);

  await textbox(page, 'Adresse e-mail').fill(AUTEUR.email);
  await textbox(page, 'Numéro et voie').focus();
  await expect(textbox(page, 'Adresse e-mail')).toHaveAccessibleDescription(
    /Un compte existe déjà avec cette adresse e-mail/,
  );

  await choice(page, 'Je représente une société').click();
  await expect(page.getByRole('checkbox', { name: 'Je représente une société' })).toBeChecked();
  await textbox(page, 'SIRET').fill('123 456');
  await password(page, 'Mot de passe').fill('lilas2026');
  await password(page, 'Confirmation du mot de passe').fill('autre');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(textbox(page, 'SIRET')).toHaveAccessibleDescription(/Le SIRET doit comporter 14 chiffres/);
  await expect(password(page, 'Mot de passe')).toHaveAccessibleDescription(/au moins une lettre majuscule/);
  await expect(password(page, 'Confirmation du mot de passe')).toHaveAccessibleDescription(
    /Les mots de passe ne correspondent pas/,
  );
  await expectNoAxeViolations(page);
});

test('a wrong confirmation code is refused in French', async ({ page }) => {
  await page.goto('/CompteConfirmation/code-inconnu-0000');
  await expect(page.getByRole('alert')).toContainText('Ce code de confirmation est inconnu');
  await expectNoAxeViolations(page);
});

test('an anonymous visit to /profil leads to /login, then back to /profil once signed in', async ({ page }) => {
  await page.goto('/profil');
  await expect(page).toHaveURL('/login');
  await expect(loginButton(page)).toBeVisible();
  await signIn(page, AUTEUR.email, DEMO_PASSWORD, '');
  await expect(page).toHaveURL('/profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(textbox(page, 'Nom')).toHaveValue('Martin');
  await expect(accountButton(page, AUTEUR.prenom)).toBeVisible();
  // A front-office user has no content edit mode.
  await expect(header(page).getByRole('link', { name: "Retour à l'administration" })).toHaveCount(0);

  // A reload keeps the user on the protected page: the session is restored first.
  await page.reload();
  await expect(page).toHaveURL('/profil');
  await expect(textbox(page, 'Nom')).toHaveValue('Martin');
});
