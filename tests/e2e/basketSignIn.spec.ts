import { CODE_REFUSALS, MERGE_TEXTS } from '../../domain/basket/messages.ts';
import { expect, test, type Page } from './test.ts';
import {
  accountButton,
  header,
  openSignedIn,
  registerCustomer,
  signIn,
  signInAtProvider,
  signOut,
  uniqueCustomer,
  type NewCustomer,
} from './accountSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';
const REFERENCEMENT = "Référencement d'un livre imprimé";

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const lineTitles = (page: Page) =>
  page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem').getByRole('heading', { level: 2 });
const codeField = (page: Page) => page.getByLabel('Votre code');

async function addFromHome(page: Page, libelle: string): Promise<void> {
  await page.getByRole('button', { name: `Ajouter au panier : ${libelle}`, exact: true }).click();
  await expect(notifications(page)).toContainText('Votre article a été ajouté au panier');
}

/** A customer of this run, registered, whose browser holds the two articles chosen before signing in. */
async function customerWithAnonymousBasket(page: Page, request: Parameters<typeof registerCustomer>[0]) {
  const customer = uniqueCustomer('fusion', 'Maëlle');
  await registerCustomer(request, customer);
  await page.goto('/');
  await addFromHome(page, ARTICLE);
  await addFromHome(page, REFERENCEMENT);
  return customer;
}

async function signedInWithArticle(page: Page, request: Parameters<typeof registerCustomer>[0], label: string) {
  const customer: NewCustomer = uniqueCustomer(label, 'Yann');
  await registerCustomer(request, customer);
  await openSignedIn(page, customer, '/');
  await expect(accountButton(page, customer.prenom)).toBeVisible();
  await addFromHome(page, ARTICLE);
  await page.goto('/panier');
  await expect(lineTitles(page)).toHaveText([ARTICLE]);
  return customer;
}

test('a sign-in started from « Valider mon panier » goes on to /panier/valider and says what the merge added', async ({
  page,
  request,
}) => {
  const customer = await customerWithAnonymousBasket(page, request);
  await page.goto('/panier');
  await expect(page.getByText('puis conduit à la validation de votre panier')).toBeVisible();
  await page.getByRole('button', { name: 'Valider mon panier' }).click();
  await signInAtProvider(page, customer.email, customer.password);

  await expect(page).toHaveURL('/panier/valider');
  await expect(notifications(page)).toContainText(MERGE_TEXTS.added(2));
  await expect(notifications(page)).toContainText('2 articles de votre panier précédent ont été ajoutés');
  await expect(header(page).getByRole('link', { name: /^Mon Panier/ })).toHaveAccessibleName('Mon Panier (2 articles)');
});

test(
  'a merge says one article in the singular, a line already there, and nothing when nothing was merged',
  { tag: '@long' },
  async ({ page, request }) => {
    const customer = uniqueCustomer('fusion-un', 'Gwen');
    await registerCustomer(request, customer);
    // The account's basket holds the article; the browser's, once signed out, the article and the referencing.
    await signIn(page, customer.email, customer.password);
    await expect(accountButton(page, customer.prenom)).toBeVisible();
    await page.goto('/');
    await addFromHome(page, ARTICLE);
    await signOut(page, customer.prenom);
    await page.goto('/');
    await addFromHome(page, ARTICLE);
    await addFromHome(page, REFERENCEMENT);

    await signIn(page, customer.email, customer.password);
    await expect(notifications(page)).toContainText(`${MERGE_TEXTS.added(1)} ${MERGE_TEXTS.joined(1)}`);
    await expect(notifications(page)).toContainText('1 article de votre panier précédent a été ajouté.');
    await page.goto('/panier');
    await expect(lineTitles(page)).toHaveText([ARTICLE, REFERENCEMENT]);

    // Signed out and in again with nothing chosen meanwhile: nothing was merged, nothing is said.
    await signOut(page, customer.prenom);
    await signIn(page, customer.email, customer.password);
    await expect(accountButton(page, customer.prenom)).toBeVisible();
    await page.goto('/panier');
    await expect(lineTitles(page)).toHaveText([ARTICLE, REFERENCEMENT]);
    await expect(page.getByText(/panier précédent/)).toHaveCount(0);
  },
);

test('a line keeps its place when its quantity changes', async ({ page, request }) => {
  await signedInWithArticle(page, request, 'ordre');
  await page.goto('/');
  await addFromHome(page, REFERENCEMENT);
  await page.goto('/panier');
  await expect(lineTitles(page)).toHaveText([ARTICLE, REFERENCEMENT]);
  for (const button of ['Augmenter', 'Diminuer']) {
    await page.getByRole('button', { name: `${button} la quantité de « ${ARTICLE} »` }).click();
    await expect(notifications(page)).toContainText('Modification du panier effectuée');
    await expect(lineTitles(page)).toHaveText([ARTICLE, REFERENCEMENT]);
  }
  await page.reload();
  await expect(lineTitles(page)).toHaveText([ARTICLE, REFERENCEMENT]);
});

test('a refused reduction code says why under its field, which keeps the code', async ({ page, request }) => {
  await signedInWithArticle(page, request, 'codes');
  const refusals: [string, string][] = [
    ['NOEL', CODE_REFUSALS.inconnu()],
    ['ete2025', CODE_REFUSALS.expire('2025-08-31')],
    ['PREMIUM20', CODE_REFUSALS.produitAbsent('Abonnement Premium (12 mois)')],
  ];
  for (const [code, message] of refusals) {
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(codeField(page)).toHaveAccessibleDescription(message);
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField(page)).toHaveValue(code);
    // Shown under the field (and said once by a live region beside it).
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await shootAtWidths(page, 'panier-code-refuse');

  // A good code is applied: the summary shows it and the field is free again.
  await codeField(page).fill('REMISE5');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(notifications(page)).toContainText('Code de réduction correctement appliqué');
  await expect(codeField(page)).toHaveValue('');
  await expect(codeField(page)).not.toHaveAttribute('aria-invalid');
});
