import { expect, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { ADMIN, header, openSignedIn, type NewCustomer } from './accountSupport.ts';

const main = (page: Page) => page.getByRole('main');

/**
 * Opens a back-office page as the demo staff member, signed in through requests (see openSignedIn); admin.spec.ts
 * signs in through /admin/login's pages.
 */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await openSignedIn(page, ADMIN, path);
}

/** A staff member's browser of their own, at the back-office page `path` (see openAsAdmin). */
export async function staffPageAt(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openAsAdmin(page, path);
  return page;
}

/** A staff member's browser of their own, at the back office's list of products. */
export async function adminProductsPage(browser: Browser): Promise<Page> {
  const page = await staffPageAt(browser, '/admin/produits');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Produits' })).toBeVisible();
  return page;
}

/**
 * From the back office's publication list, the detail of publication `id` found by `search` (title, EAN or
 * author): its address, `/admin/publication/{idpersonne}/{id}`.
 */
export async function openAdminPublication(page: Page, search: string, id: number): Promise<string> {
  await page.goto('/admin/publications');
  await main(page)
    .getByRole('textbox', { name: /Titre, EAN ou auteur/ })
    .fill(search);
  await main(page).getByRole('button', { name: 'Rechercher' }).click();
  await main(page).getByRole('grid', { name: 'Publications' }).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/admin/publication/\\d+/${id}$`));
  return new URL(page.url()).pathname;
}

/** A customer signs in and adds the product named `libelle` from the home page to the basket. */
export async function signInAndAdd(page: Page, customer: NewCustomer, libelle: string): Promise<void> {
  await openSignedIn(page, customer, '/');
  await addToBasket(page, '/', libelle);
}

const BASKET_LOAD_WAIT_MS = 30_000;

/**
 * Resolves once the page has the account's basket from the server (`/api/Panier/GetProduits`), asked from now on:
 * the previous page's call, which the navigation may cancel, does not count. Fails as soon as the call fails, and
 * after 30 s with the calls the page made and what its header shows, instead of at the test's time limit with
 * nothing to go on.
 */
function basketLoaded(page: Page): Promise<void> {
  const isBasketLoad = (url: string) => url.endsWith('/api/Panier/GetProduits');
  const calls: string[] = [];
  const asked = new Set<Request>();
  return new Promise((resolve, reject) => {
    const onRequest = (request: Request) => {
      if (!request.url().includes('/api/')) return;
      calls.push(new URL(request.url()).pathname);
      if (isBasketLoad(request.url())) asked.add(request);
    };
    const onResponse = (response: Response) => {
      if (asked.has(response.request())) finish();
    };
    const onFailed = (request: Request) => {
      if (asked.has(request)) finish(new Error(`GetProduits failed: ${request.failure()?.errorText}`));
    };
    const timer = setTimeout(() => {
      void header(page)
        .innerText({ timeout: 2_000 })
        .catch((error: unknown) => `(header unreadable: ${String(error)})`)
        .then((shown) =>
          finish(
            new Error(
              `No GetProduits within ${BASKET_LOAD_WAIT_MS} ms at ${page.url()}; calls: ${calls.join(', ') || 'none'}; ` +
                `header: ${shown.replace(/\s+/g, ' ')}`,
            ),
          ),
        );
    }, BASKET_LOAD_WAIT_MS);
    function finish(error?: Error) {
      clearTimeout(timer);
      page.off('request', onRequest).off('response', onResponse).off('requestfailed', onFailed);
      if (error) reject(error);
      else resolve();
    }
    page.on('request', onRequest).on('response', onResponse).on('requestfailed', onFailed);
  });
}

/** Adds the product named `subject` from the page at `path` to the signed-in customer's basket. */
export async function addToBasket(page: Page, path: string, subject: string): Promise<void> {
  // A page load fetches the account's basket again; an addition waits for it.
  const loaded = basketLoaded(page);
  // Should the navigation fail, that failure is the test's: the wait ends later without a second one.
  loaded.catch(() => undefined);
  await page.goto(path);
  await loaded;
  await main(page)
    .getByRole('button', { name: `Ajouter au panier : ${subject}`, exact: true })
    .click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Votre article a été ajouté au panier',
  );
}

/**
 * Confirms the basket holding `libelle` at /panier/valider with the CGV and both withdrawal consents, each seen
 * ticked, and presses « Commander avec obligation de paiement »: the browser goes on to the payment page.
 */
export async function placeCommandeWithExpressConsent(page: Page, libelle: string): Promise<void> {
  await page.goto('/panier/valider');
  await expect(main(page).getByRole('region', { name: 'Récapitulatif' })).toContainText(libelle);
  for (const consent of [
    "J'ai lu et j'accepte les conditions générales de vente",
    /Je demande expressément que l’exécution commence/,
    /Je reconnais perdre mon droit de rétractation/,
  ]) {
    const box = page.getByRole('checkbox', { name: consent });
    await expect(box).toBeEnabled();
    await page.getByText(consent).click();
    await expect(box).toBeChecked();
  }
  await main(page).getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
}

/** Signs in, adds `libelle` from the home page, confirms and pays it (see payWithExpressConsent): the order's number. */
export async function buyAndPay(page: Page, customer: NewCustomer, libelle: string): Promise<string> {
  await signInAndAdd(page, customer, libelle);
  return payWithExpressConsent(page, libelle);
}

/** Orders the basket holding `libelle` (see placeCommandeWithExpressConsent), pays by an accepted card in the sandbox and opens the order: its number. */
export async function payWithExpressConsent(page: Page, libelle: string): Promise<string> {
  await placeCommandeWithExpressConsent(page, libelle);
  await payByAcceptedCard(page);
  return (await main(page).getByRole('heading', { level: 1 }).textContent())!.replace('Commande ', '');
}

/** Ticks the CGV and both withdrawal consents at /panier/valider and presses « Commander avec obligation de paiement ». */
export async function consentAndPlaceCommande(page: Page): Promise<void> {
  await page.getByText("J'ai lu et j'accepte les conditions générales de vente").click();
  await page.getByText(/Je demande expressément que l’exécution commence/).click();
  await page.getByText(/Je reconnais perdre mon droit de rétractation/).click();
  await main(page).getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
}

/**
 * At the sandbox's payment page, pays by an accepted card and goes from the success page to the order's page,
 * returning once that page shows its own heading (the address changes before the new page has rendered).
 */
export async function payByAcceptedCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Carte acceptée' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?commande=\d+$/);
  await main(page).getByRole('link', { name: 'Voir ma commande' }).click();
  await expect(page).toHaveURL(/\/commande\/\d+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: /^Commande / })).toBeVisible();
}
