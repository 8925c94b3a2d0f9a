import { expect, test, type Page } from './test.ts';
import { AUTEUR, registerCustomer, openSignedIn } from './accountSupport.ts';
import { LIVE_ATTEMPT_REFUSALS } from '../../domain/order/paymentIncidents.ts';
import { expectNoAxeViolations } from './support.ts';

const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';
const REFERENCEMENT = "Référencement d'un livre imprimé";
const PLACE_COMMANDE_BUTTON = 'Commander avec obligation de paiement';

const main = (page: Page) => page.getByRole('main');
const basketLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Mon Panier/ });

const articles = (count: number) => `Mon Panier (${count} ${count === 1 ? 'article' : 'articles'})`;

async function addFromHome(page: Page, libelle: string, before = 0) {
  await page.goto('/');
  await expect(basketLink(page)).toHaveAccessibleName(articles(before));
  // The basket ignores an add while it loads the account's basket (noted on the issue): let it settle.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: `Ajouter au panier : ${libelle}`, exact: true }).click();
  await expect(basketLink(page)).toHaveAccessibleName(articles(before + 1));
}

/** Removes every line and discount code of the signed-in customer's basket, each line through its confirmation. */
async function emptyBasket(page: Page) {
  await page.goto('/panier');
  await page.waitForLoadState('networkidle');
  const remove = main(page).getByRole('button', { name: /^Retirer « .* » du panier$/ });
  const confirm = main(page).getByRole('button', { name: /^Confirmer le retrait de « / });
  while ((await remove.count()) > 0) {
    const lines = await remove.count();
    await remove.first().click();
    await confirm.click();
    // Each removal is answered before the next one starts; the last one also costs the basket its code.
    await expect(remove).toHaveCount(lines - 1);
    await expect(confirm).toHaveCount(0);
  }
  const removeCode = main(page).getByRole('button', { name: /^Retirer le code de réduction/ });
  if ((await removeCode.count()) > 0) await removeCode.click();
  await expect(main(page)).toContainText('Votre panier est vide.');
  await expect(basketLink(page)).toHaveAccessibleName(articles(0));
}

/** From a filled basket to the provider's test page, through the confirmation. */
async function placeCommandeAndReachProvider(page: Page): Promise<string> {
  await page.goto('/panier');
  await page.getByRole('button', { name: 'Valider mon panier' }).click();
  await expect(page).toHaveURL('/panier/valider');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Confirmer ma commande' })).toBeVisible();
  return acceptAndPlaceCommande(page);
}

/** Gives the acceptances an order needs on /panier/valider, orders, and reads the order number at the provider. */
async function acceptAndPlaceCommande(page: Page): Promise<string> {
  const placeCommandeButton = main(page).getByRole('button', { name: PLACE_COMMANDE_BUTTON });
  await expect(placeCommandeButton).toBeDisabled();
  await page.getByText("J'ai lu et j'accepte les conditions générales de vente").click();
  // An article starts at once: the express request and the waiver are needed too.
  await expect(placeCommandeButton).toBeDisabled();
  await page.getByText(/Je demande expressément que l’exécution commence/).click();
  await page.getByText(/Je reconnais perdre mon droit de rétractation/).click();
  await expect(placeCommandeButton).toBeEnabled();
  await placeCommandeButton.click();
  await expect(page.getByRole('heading', { name: 'Paiement de test' })).toBeVisible();
  const commandeNumber = (await page
    .getByText(/C\d{4}-\d{6}/)
    .first()
    .textContent())!.match(/C\d{4}-\d{6}/)![0];
  return commandeNumber;
}

/** The pages the main frame goes through from now on, history changes included (each once in a row). */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    const { pathname } = new URL(frame.url());
    if (frame === page.mainFrame() && paths.at(-1) !== pathname) paths.push(pathname);
  });
  return paths;
}

test.describe.configure({ mode: 'serial' });

/** A customer of their own: the demo author's basket holds a training, which a private person cannot order. */
const CUSTOMER = { email: `commande.${Date.now()}@example.org`, password: 'Mésange#2026', prenom: 'Louise' };

test.describe('a new customer orders an article', () => {
  test.beforeAll(async ({ request }) => {
    await registerCustomer(request, CUSTOMER);
  });

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, CUSTOMER, '/');
  });

  test('an accepted card: the order is paid, its page shows the invoice, and the basket is empty', async ({ page }) => {
    await addFromHome(page, ARTICLE);
    await page.goto('/panier/valider');
    await expect(main(page).getByText('Total TTC')).toBeVisible();
    await expectNoAxeViolations(page);
    const numero = await placeCommandeAndReachProvider(page);

    const visited = visitedPaths(page);
    await page.getByRole('button', { name: 'Carte acceptée' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?commande=\d+$/);
    // The provider returns the browser to the check page, which hands over to the outcome's page.
    expect(visited.filter((path) => path.startsWith('/payment/'))).toEqual(['/payment/check', '/payment/success']);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Paiement accepté' })).toBeVisible();
    await expect(main(page)).toContainText(numero);
    await expect(basketLink(page)).toHaveAccessibleName('Mon Panier (0 articles)');
    await expectNoAxeViolations(page);

    await main(page).getByRole('link', { name: 'Voir ma commande' }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(numero);
    await expect(main(page)).toContainText('Payée');
    await expect(main(page).getByRole('link', { name: /FA-\d{4}-\d{6}/ })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Payer cette commande' })).toHaveCount(0);

    await page.goto('/commandes');
    await expect(main(page).getByRole('link', { name: new RegExp(numero) })).toBeVisible();
  });

  test('a refused card: the failure page, the order unpaid and payable again; an abandoned payment fails too', async ({
    page,
  }) => {
    await addFromHome(page, ARTICLE);
    const numero = await placeCommandeAndReachProvider(page);
    await page.getByRole('button', { name: 'Carte refusée' }).click();
    await expect(page).toHaveURL(/\/payment\/failure\?commande=\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Paiement non abouti' })).toBeVisible();
    await expect(main(page)).toContainText(numero);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // Paid again from the failure page: a new attempt at the provider, abandoned this time.
    await main(page).getByRole('button', { name: 'Payer cette commande' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement de test' })).toBeVisible();
    await page.getByRole('button', { name: 'Abandonner le paiement' }).click();
    await expect(page).toHaveURL(/\/payment\/failure\?commande=\d+$/);
    await main(page).getByRole('link', { name: 'Voir ma commande' }).click();
    await expect(main(page)).toContainText('La facture sera émise dès que le paiement aura été accepté.');
    await expect(main(page).getByRole('button', { name: 'Payer cette commande' })).toBeVisible();
  });

  test('a payment awaiting validation: the pending page, and checking again keeps it pending', async ({ page }) => {
    await addFromHome(page, ARTICLE);
    await placeCommandeAndReachProvider(page);
    await page.getByRole('button', { name: 'Paiement en attente de validation' }).click();
    await expect(page).toHaveURL(/\/payment\/pending\?commande=\d+$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Paiement en attente de validation' }),
    ).toBeVisible();
    await main(page).getByRole('link', { name: 'Vérifier de nouveau' }).click();
    await expect(page).toHaveURL(/\/payment\/pending\?commande=\d+$/);
  });
});

test.describe('a new customer meets the provider errors', () => {
  const customer = { ...CUSTOMER, email: `erreur.${Date.now()}@example.org` };

  test.beforeAll(async ({ request }) => {
    await registerCustomer(request, customer);
  });

  test('back from the provider, the order is in Mes commandes and is not paid twice; a technical error, then a failure at 3-D Secure', async ({
    page,
  }) => {
    await openSignedIn(page, customer, '/');
    await addFromHome(page, ARTICLE);
    const numero = await placeCommandeAndReachProvider(page);

    // The browser's back button: the order is placed, the basket empty, the confirmation waits for nothing.
    await page.goBack();
    await expect(page).toHaveURL('/panier/valider');
    await expect(main(page)).toContainText('Votre panier est vide');
    await expect(basketLink(page)).toHaveAccessibleName(articles(0));
    await main(page).getByRole('link', { name: 'Mes commandes' }).click();
    await main(page)
      .getByRole('link', { name: new RegExp(numero) })
      .click();
    // One order, one charge: the attempt left at the provider is still valid, so no second one opens.
    await main(page).getByRole('button', { name: 'Payer cette commande' }).click();
    await expect(main(page).getByRole('alert')).toContainText(LIVE_ATTEMPT_REFUSALS.payAgain);

    // Another order, at the provider: a technical error, then paid again from the error page.
    await addFromHome(page, ARTICLE);
    const other = await placeCommandeAndReachProvider(page);
    await page.getByRole('button', { name: 'Erreur technique' }).click();
    await expect(page).toHaveURL(/\/payment\/processingerror\?commande=\d+$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Erreur technique lors du paiement' }),
    ).toBeVisible();
    await expect(main(page)).toContainText(`${other} : rien ne vous a été débité`);
    await expectNoAxeViolations(page);

    await main(page).getByRole('button', { name: 'Payer cette commande' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement de test' })).toBeVisible();
    await page.getByRole('button', { name: 'Échec de l’authentification 3-D Secure' }).click();
    await expect(page).toHaveURL(/\/payment\/failure\?commande=\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Paiement non abouti' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Payer cette commande' })).toBeVisible();
  });
});

test.describe('the demo author orders a referencing of one of their publications', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, AUTEUR, '/');
  });

  test('a referencing line without its publication is explained, its publication chosen on the page, then paid', async ({
    page,
  }) => {
    // Earlier tests may have merged an anonymous basket into this one: the order holds one referencing only.
    await emptyBasket(page);
    await addFromHome(page, REFERENCEMENT);

    await page.goto('/panier/valider');
    await expect(main(page)).toContainText('Chaque ligne de référencement doit porter la publication à référencer');
    await expect(main(page).getByText('Publication à choisir')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Déclarer une publication' })).toHaveAttribute(
      'href',
      '/publication/create',
    );
    await page.getByText("J'ai lu et j'accepte les conditions générales de vente").click();
    await page.getByText(/Je demande expressément/).click();
    await page.getByText(/Je reconnais perdre/).click();
    await expect(main(page).getByRole('button', { name: PLACE_COMMANDE_BUTTON })).toBeDisabled();
    await expectNoAxeViolations(page);

    await main(page)
      .getByRole('button', { name: new RegExp(`Publication à référencer pour « ${REFERENCEMENT}`) })
      .click();
    await page.getByRole('option', { name: 'Carnets de route en Bretagne (9782365120029)' }).click();
    // The basket saves the choice and the recap is read again: the line names its publication, the answers stay.
    await expect(main(page).getByText('Carnets de route en Bretagne', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Publication à choisir')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: PLACE_COMMANDE_BUTTON })).toBeEnabled();
    await main(page).getByRole('button', { name: PLACE_COMMANDE_BUTTON }).click();

    await expect(page.getByRole('heading', { name: 'Paiement de test' })).toBeVisible();
    await page.getByRole('button', { name: 'Carte acceptée' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?commande=\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Paiement accepté' })).toBeVisible();
    await expect(basketLink(page)).toHaveAccessibleName(articles(0));
  });
});
