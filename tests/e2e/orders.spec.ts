import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './test.ts';
import { AUTEUR, registerCustomer, signInAs, signOut, uniqueCustomer } from './accountSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';
import { consentAndPlaceCommande, payByAcceptedCard, addToBasket } from './adminSupport.ts';

/**
 * A customer of their own who buys as the tests go. A training is ordered online by a company only (see
 * Commande_Create in the contract): the customer declares one.
 */
const NEWCOMER = uniqueCustomer('nouveau.client', 'Nina', {
  RaisonSociale: 'Éditions du Lierre',
  Siret: '73282932000074',
});

const main = (page: Page) => page.getByRole('main');

async function expectPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
}

test.describe.configure({ mode: 'serial' });

// The file is one journey, played in order: all of it runs with the long ones.
test(
  'a customer who has bought nothing sees empty orders, trainings and subscriptions, each with a way on',
  { tag: '@long' },
  async ({ page, request }) => {
    await registerCustomer(request, NEWCOMER);
    await signInAs(page, NEWCOMER);

    await expectPage(page, '/commandes', 'Mes commandes');
    await expect(main(page).getByText("Vous n'avez encore passé aucune commande.")).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Découvrir nos services' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    await expectPage(page, '/formations', 'Mes Formations');
    await expect(main(page).getByText("Vous n'avez encore réservé aucune formation.")).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Voir nos formations' })).toHaveAttribute(
      'href',
      /^\/rubrique\/\d+$/,
    );
    await expectNoAxeViolations(page);

    await expectPage(page, '/Abonnements', 'Mes Abonnements');
    await expect(main(page).getByText("Vous n'avez aucun abonnement.")).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Découvrir nos abonnements' })).toHaveAttribute(
      'href',
      /^\/rubrique\/\d+$/,
    );
    await expectNoAxeViolations(page);

    // The partners' offers are editorial content.
    await page.goto('/offres/partenaire');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Offres de nos partenaires');
    await expect(main(page).getByRole('article')).toContainText('Imprimerie Lumière');
    await expectNoAxeViolations(page);
  },
);

const TRAINING = "Les fondamentaux de l'autoédition";
const SESSION = 'session du 04/10/2027 au 05/10/2027';
const SUBSCRIPTION = 'Abonnement Premium (12 mois)';
const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';

const TODAY = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
}).format(new Date());

/** What the second test bought, for the third. */
const bought = { commandePath: '', invoicePath: '' };

test(
  'an order paid through the sandbox shows in the orders, with its invoice and PDF, its training and its subscription, which can be cancelled',
  { tag: '@long' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, NEWCOMER);

    // A training session, a subscription and an article, ordered and paid by card at the sandbox.
    await addToBasket(page, '/formation/10', `${TRAINING}, ${SESSION}`);
    await addToBasket(page, '/', SUBSCRIPTION);
    await addToBasket(page, '/', ARTICLE);
    await page.goto('/panier/valider');
    await consentAndPlaceCommande(page);
    await payByAcceptedCard(page);
    bought.commandePath = new URL(page.url()).pathname;
    const numero = (await main(page).getByRole('heading', { level: 1 }).textContent())!.replace('Commande ', '');

    // « Mes commandes »: the order, its date, its state, its total and its article to download, linking to it.
    await expectPage(page, '/commandes', 'Mes commandes');
    const row = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Commande ${numero}` }) });
    await expect(row.getByRole('cell')).toHaveText([TODAY, 'Payée', /^\d[\d\s]*,\d{2}\s€$/, 'Télécharger']);
    await row.getByRole('link', { name: `Commande ${numero}` }).click();
    await expect(page).toHaveURL(bought.commandePath);

    // The order's page: its lines, the accepted payment, then the invoice once the outbox has issued it.
    await expect(main(page).getByRole('heading', { level: 1, name: `Commande ${numero}` })).toBeVisible();
    const lines = main(page).getByRole('table', { name: 'Articles de la commande' });
    await expect(lines).toContainText(TRAINING);
    await expect(lines).toContainText('Session : du 04/10/2027 au 05/10/2027');
    await expect(lines).toContainText(SUBSCRIPTION);
    await expect(main(page).getByRole('table', { name: 'Paiements de la commande' })).toContainText('Accepté');
    const invoiceLink = main(page).getByRole('link', { name: /^Facture FA-\d{4}-\d{6}$/ });
    await expect(async () => {
      await page.reload();
      await expect(invoiceLink).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(main(page).getByRole('button', { name: 'Payer cette commande' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const invoiceNumber = (await invoiceLink.textContent())!.replace('Facture ', '');

    // The PDF from the order's page, saved under the invoice's number.
    const [fromCommande] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Télécharger la facture (PDF)' }).click(),
    ]);
    expect(fromCommande.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);

    // The invoice's page, with its mentions, printable, and its PDF.
    await invoiceLink.click();
    await expect(page).toHaveURL(/\/facture\/\d+$/);
    bought.invoicePath = new URL(page.url()).pathname;
    const invoice = main(page).getByRole('article', { name: `Facture ${invoiceNumber}` });
    await expect(invoice).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Facture ${invoiceNumber} \\| `));
    for (const mention of ['SIREN', 'N° de TVA intracommunautaire', 'RCS', 'Éditions du Lierre', 'Total TTC'])
      await expect(invoice).toContainText(mention);
    await expect(invoice.getByRole('table', { name: 'Récapitulatif de la TVA' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Imprimer' })).toBeVisible();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Télécharger le PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // « Mes Formations »: the session booked, then its follow-up page.
    await expectPage(page, '/formations', 'Mes Formations');
    const training = main(page).getByRole('listitem', { name: TRAINING });
    await expect(training).toContainText('Du 04/10/2027 au 05/10/2027');
    await expect(training).toContainText('Présence : À venir');
    await expect(training).toContainText('1 place');
    await training.getByRole('link', { name: TRAINING }).click();
    await expect(page).toHaveURL(/\/formation\/10\/\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: TRAINING })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Session' })).toContainText(`Commande ${numero}`);
    await expect(main(page).getByRole('link', { name: /Rejoindre la classe virtuelle/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // « Mes Abonnements »: the subscription renews; cancelling asks first, and « Conserver » keeps it.
    await expectPage(page, '/Abonnements', 'Mes Abonnements');
    const subscription = main(page).getByRole('listitem', { name: SUBSCRIPTION });
    await expect(subscription).toContainText(/Renouvellement automatique le \d{2}\/\d{2}\/\d{4}/);
    await subscription.getByRole('button', { name: 'Résilier mon abonnement' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Résilier l'abonnement/ });
    await expect(dialog.getByRole('heading')).toHaveText(
      /^Résilier l'abonnement «\s+Abonnement Premium \(12 mois\)\s+»\s+\?$/,
    );
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Conserver mon abonnement' }).click();
    await expect(dialog).toBeHidden();
    await expect(subscription).toContainText('Renouvellement automatique le');

    // A cancellation that does not reach the server says so in the dialog, and « Réessayer » goes through.
    await subscription.getByRole('button', { name: 'Résilier mon abonnement' }).click();
    await page.route('**/api/Abonnement/Abonnement_Resilier', (route) => route.abort('connectionrefused'), {
      times: 1,
    });
    await dialog.getByRole('button', { name: 'Confirmer la résiliation' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      "La résiliation n'a pas abouti : votre abonnement est inchangé.",
    );
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'abonnement-resiliation-echec');
    await dialog.getByRole('button', { name: 'Réessayer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      `Votre abonnement « ${SUBSCRIPTION} » est résilié.`,
    );
    await expect(subscription).toContainText(new RegExp(`Résilié le ${TODAY}, actif jusqu'au \\d{2}/\\d{2}/\\d{4}`));
    await expect(subscription.getByRole('button', { name: 'Résilier mon abonnement' })).toHaveCount(0);
    // The server has it: a reload shows the same.
    await page.reload();
    await expect(subscription).toContainText(`Résilié le ${TODAY}`);
  },
);

test('another customer’s order and invoice answer the not-found page', { tag: '@long' }, async ({ page }) => {
  expect(bought.commandePath).toMatch(/^\/commande\/\d+$/);
  expect(bought.invoicePath).toMatch(/^\/facture\/\d+$/);
  await signInAs(page, AUTEUR);

  await page.goto(bought.commandePath);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeVisible();
  await expect(main(page)).toContainText("Cette commande n'existe pas ou ne fait pas partie de vos commandes.");
  await page.goto(bought.invoicePath);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Facture introuvable' })).toBeVisible();
  await signOut(page, AUTEUR.prenom);
});
