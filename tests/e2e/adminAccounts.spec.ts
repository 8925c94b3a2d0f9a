import { expect, test, type Page } from './test.ts';
import { AUTEUR, registerCustomer, uniqueCustomer } from './accountSupport.ts';
import { staffPageAt } from './adminSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

/** A customer of their own, whom the back office changes and then deletes. */
const CUSTOMER = uniqueCustomer('client.comptes', 'Maëlle', {
  RaisonSociale: 'Éditions de la Lande',
  Siret: '44306184100047',
});

const main = (page: Page) => page.getByRole('main');
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const textbox = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const accountRows = (page: Page) => main(page).getByRole('grid', { name: 'Utilisateurs' }).getByRole('row');

/** Types `text` in the list's search field and sends it with Enter; the address keeps it. */
async function search(page: Page, text: string) {
  const field = textbox(page, 'Nom, adresse e-mail ou société (facultatif)');
  await field.fill(text);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`Recherche=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
}

test(
  'the back office finds an account, changes it, is not offered deleting its own account, deletes a fresh customer',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(90_000);
    await registerCustomer(request, CUSTOMER);

    const page = await staffPageAt(browser, '/admin/utilisateurs');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await expect(page).toHaveTitle(/^Utilisateurs \| /);
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /\d+ comptes/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-utilisateurs');

    // The fresh customer is found by its SIRET's first digits, then by its address; a reload shows the same page.
    const siret = textbox(page, 'SIRET (premiers chiffres) (facultatif)');
    await siret.fill(CUSTOMER.societe!.Siret.slice(0, 9));
    await siret.press('Enter');
    await expect(page).toHaveURL(/Siret=443061841/);
    await search(page, CUSTOMER.email);
    await page.reload();
    await expect(main(page).getByRole('status').filter({ hasText: '1 compte' })).toBeVisible();
    const row = accountRows(page).filter({ hasText: CUSTOMER.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(CUSTOMER.societe!.Siret);
    await expect(row).toContainText('Éditions de la Lande');

    await row.click();
    await expect(page).toHaveURL(/\/admin\/utilisateur\/\d+$/);
    const detailPath = new URL(page.url()).pathname;
    await expect(
      main(page).getByRole('heading', { level: 1, name: `Compte de ${CUSTOMER.prenom} Lebrun` }),
    ).toBeVisible();
    await expect(textbox(page, 'Adresse e-mail')).toHaveValue(CUSTOMER.email);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'admin-utilisateur');

    // The contract's rule is checked before anything is sent, in French, on the field.
    await textbox(page, 'Nom').fill('Lebrun 2');
    await main(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(main(page).getByText('Le nom ne doit pas contenir de chiffres')).toBeVisible();
    await expect(textbox(page, 'Nom')).toBeFocused();

    // The server's refusal is said in French above the form, which keeps what was typed.
    await textbox(page, 'Nom').fill('Lebrun-Moreau');
    await textbox(page, 'Adresse e-mail').fill(AUTEUR.email);
    await main(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      "Les modifications du compte n'ont pas été enregistrées. Un compte existe déjà avec cette adresse e-mail.",
    );
    await expect(textbox(page, 'Nom')).toHaveValue('Lebrun-Moreau');
    await expect(textbox(page, 'Adresse e-mail')).toHaveValue(AUTEUR.email);

    await textbox(page, 'Adresse e-mail').fill(CUSTOMER.email);
    await main(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(notifications(page)).toContainText('Modifications enregistrées');
    await expect(
      main(page).getByRole('heading', { level: 1, name: `Compte de ${CUSTOMER.prenom} Lebrun-Moreau` }),
    ).toBeVisible();
    await page.reload();
    await expect(textbox(page, 'Nom')).toHaveValue('Lebrun-Moreau');

    // The staff member's own account: the server would refuse, so « Supprimer » is not offered; the reason, once.
    await page.goto('/admin/utilisateurs');
    await search(page, 'admin@example.org');
    await accountRows(page).filter({ hasText: 'admin@example.org' }).click();
    const danger = main(page).getByRole('region', { name: 'Supprimer le compte' });
    await expect(danger).toContainText('Vous ne pouvez pas supprimer le compte avec lequel vous êtes connecté.');
    await expect(danger.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Vous ne pouvez pas supprimer le compte avec lequel vous êtes connecté.')).toHaveCount(
      1,
    );

    const dialog = page.getByRole('alertdialog');
    // The fresh customer goes, once confirmed; the list says so and its page no longer finds it.
    await page.goto(detailPath);
    await main(page).getByRole('button', { name: 'Supprimer' }).click();
    await dialog.getByRole('button', { name: 'Conserver le compte' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(detailPath);
    await main(page).getByRole('button', { name: 'Supprimer' }).click();
    await dialog.getByRole('button', { name: 'Supprimer le compte' }).click();
    await expect(page).toHaveURL('/admin/utilisateurs');
    await expect(notifications(page)).toContainText(
      'Le compte a été supprimé ; ses commandes et factures sont conservées, anonymisées.',
    );
    await search(page, CUSTOMER.email);
    await expect(main(page).getByText('Aucun compte ne correspond à votre recherche.')).toBeVisible();
    await page.goto(detailPath);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Compte introuvable' })).toBeVisible();
    await expect(main(page).getByText('Aucun compte ne correspond à cet identifiant.')).toBeVisible();
  },
);
