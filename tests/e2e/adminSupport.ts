import { expect, type Page } from '@playwright/test';
import { accountButton, ADMIN, DEMO_PASSWORD, signIn, signInAtProvider, type NewCustomer } from './accountSupport.ts';

const main = (page: Page) => page.getByRole('main');

/** Opens a back-office page as the demo staff member, through /admin/login where the guard sends a visitor. */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL('/admin/login');
  await main(page).getByRole('button', { name: 'Se connecter' }).click();
  await signInAtProvider(page, ADMIN.email, DEMO_PASSWORD);
  await expect(accountButton(page, ADMIN.prenom)).toBeVisible();
  await page.goto(path);
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

/**
 * A customer signs in, adds the product named `libelle` from the home page, confirms and pays it (see
 * payWithExpressConsent): answers the order's number.
 */
export async function buyAndPay(page: Page, customer: NewCustomer, libelle: string): Promise<string> {
  await signIn(page, customer.email, customer.password);
  await expect(accountButton(page, customer.prenom)).toBeVisible();
  const basketLoaded = page.waitForResponse((response) => response.url().endsWith('/api/Panier/GetProduits'));
  await page.goto('/');
  await basketLoaded;
  await main(page)
    .getByRole('button', { name: `Ajouter au panier : ${libelle}`, exact: true })
    .click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Votre article a été ajouté au panier',
  );
  return payWithExpressConsent(page, libelle);
}

/**
 * Confirms the basket holding `libelle` at /panier/valider with the CGV and both withdrawal consents, pays by an accepted card in
 * the sandbox and opens the order: answers its number.
 */
export async function payWithExpressConsent(page: Page, libelle: string): Promise<string> {
  await page.goto('/panier/valider');
  await expect(main(page).getByRole('region', { name: 'Récapitulatif' })).toContainText(libelle);
  for (const consent of [
    "J'ai lu et j'accepte les conditions générales de vente",
    /Je demande expressément que l’exécution commence/,
    /Je reconnais perdre mon droit de rétractation/,
  ]) {
    await page.getByText(consent).click();
    await expect(page.getByRole('checkbox', { name: consent })).toBeChecked();
  }
  await main(page).getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await page.getByRole('button', { name: 'Carte acceptée' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?commande=\d+$/);
  await main(page).getByRole('link', { name: 'Voir ma commande' }).click();
  await expect(page).toHaveURL(/\/commande\/\d+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: /^Commande / })).toBeVisible();
  return (await main(page).getByRole('heading', { level: 1 }).textContent())!.replace('Commande ', '');
}
