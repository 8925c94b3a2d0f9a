import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';
import {
  accountButton,
  loginButton,
  registeredCustomerPage,
  signIn,
  signInAtProvider,
  uniqueCustomer,
} from './accountSupport.ts';

test(
  '« Mes données (RGPD) »: the archive downloads; the account is deleted after a typed confirmation and a new sign-in',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(90_000);
    const customer = uniqueCustomer('rgpd', 'Maëlle');
    const page = await registeredCustomerPage(browser, request, customer);
    await signIn(page, customer.email, customer.password);
    await expect(accountButton(page, 'Maëlle')).toBeVisible();
    await page.goto('/profil');
    const section = page.getByRole('region', { name: 'Mes données (RGPD)' });
    await expect(section).toBeVisible();
    await expect(section.getByText('Sera conservé :')).toBeVisible();
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'profil-mes-donnees');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-portail-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['LISEZMOI.txt', 'compte.json', 'commandes.json']));
    expect(JSON.parse(strFromU8(files['compte.json']!))).toMatchObject({ Login: customer.email, Prenom: 'Maëlle' });

    await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Supprimer mon compte ?' });
    await expect(dialog).toContainText('reconnectez-vous avec votre mot de passe');
    await shootAtWidths(page, 'profil-suppression-reconnexion');
    await dialog.getByRole('button', { name: 'Me reconnecter pour continuer' }).click();
    // The provider asks for the password even though its session is open (prompt=login).
    await signInAtProvider(page, customer.email, customer.password);
    await expect(page).toHaveURL('/profil?suppression=confirmer');

    dialog = page.getByRole('alertdialog', { name: 'Supprimer mon compte ?' });
    await expect(dialog).toContainText('Vous venez de vous reconnecter.');
    const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Tapez SUPPRIMER pour confirmer' }).fill('SUPPRIMER');
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'profil-suppression-confirmation');
    await confirm.click();
    await expect(page.getByRole('alertdialog', { name: 'Compte supprimé' })).toContainText(
      'Votre compte a été supprimé. Un e-mail de confirmation a été envoyé à votre adresse.',
    );
    await page.getByRole('button', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL('/');
    await expect(loginButton(page)).toBeVisible();

    await expect
      .poll(async () => {
        const html = await (await request.get('/dev/outbox')).text();
        return html
          .split('<li>')
          .some((mail) => mail.includes(customer.email) && mail.includes('Votre compte a été supprimé'));
      })
      .toBe(true);

    await signIn(page, customer.email, customer.password);
    await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  },
);
