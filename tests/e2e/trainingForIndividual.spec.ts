import { expect, test, type Page } from './test.ts';
import { registerCustomer, openSignedIn } from './accountSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';
import { TRAINING_FOR_INDIVIDUAL_TEXTS } from '../../domain/order/trainingForIndividual.ts';

const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';
const FORMATION = "Les fondamentaux de l'autoédition";
const SESSION = 'session du 07/06/2027 au 08/06/2027';
const PLACE_COMMANDE_BUTTON = 'Commander avec obligation de paiement';

const main = (page: Page) => page.getByRole('main');
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const basketLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Mon Panier/ });
const basketLine = (page: Page, libelle: string) =>
  page
    .getByRole('list', { name: 'Articles du panier' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: libelle, exact: true }) });

/** A private customer of their own: no company on the profile. */
const PRIVATE = { email: `particulier.${Date.now()}@example.org`, password: 'Mésange#2026', prenom: 'Lucie' };

/** At a phone's width the page, notice and named line included, stays within the screen; then shots for review. */
async function expectFitsPhoneAndShoot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootAtWidths(page, name);
}

async function addTraining(page: Page) {
  await page.goto('/formation/10');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: `Ajouter au panier : ${FORMATION}, ${SESSION}` }).click();
}

test('before signing in, a training line states the rule for private persons, neutrally', async ({ page }) => {
  await addTraining(page);
  await expect(notifications(page)).toContainText(TRAINING_FOR_INDIVIDUAL_TEXTS.visitorNotice);
  await page.goto('/panier');
  const line = basketLine(page, FORMATION);
  await expect(line).toContainText(TRAINING_FOR_INDIVIDUAL_TEXTS.visitorNotice);
  await expect(line).toHaveAccessibleDescription(TRAINING_FOR_INDIVIDUAL_TEXTS.visitorNotice);
});

test('a private person is told on the line as soon as the training is added, then removes it on the confirmation and orders the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerCustomer(request, PRIVATE);
  await openSignedIn(page, PRIVATE, '/');

  // Added from the training's page: the addition is announced with what the line says.
  await addTraining(page);
  await expect(notifications(page)).toContainText(TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: `Ajouter au panier : ${ARTICLE}`, exact: true }).click();
  await expect(basketLink(page)).toHaveAccessibleName('Mon Panier (2 articles)');

  // The line in /panier says it, before /panier/valider; the article's line says nothing.
  await page.goto('/panier');
  const line = basketLine(page, FORMATION);
  await expect(line).toContainText(TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice);
  await expect(line).toHaveAccessibleDescription(TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice);
  await expect(basketLine(page, ARTICLE)).not.toContainText('particulier');
  await expectNoAxeViolations(page);
  await expectFitsPhoneAndShoot(page, 'panier-formation-particulier');

  // The confirmation names the line, its session, and offers to remove it; the order waits until then.
  await page.getByRole('button', { name: 'Valider mon panier' }).click();
  await expect(page).toHaveURL('/panier/valider');
  const toRemove = main(page).getByRole('list', { name: 'Formations à retirer' });
  await expect(toRemove.getByText(FORMATION, { exact: true })).toBeVisible();
  await expect(toRemove).toContainText('Session : du 07/06/2027 au 08/06/2027');
  await expect(main(page)).toContainText(
    'Une formation payée par un particulier pour lui-même ne se commande pas en ligne',
  );
  await page.getByText("J'ai lu et j'accepte les conditions générales de vente").click();
  await page.getByText(/Je demande expressément que l’exécution commence/).click();
  await page.getByText(/Je reconnais perdre mon droit de rétractation/).click();
  await expect(main(page).getByRole('button', { name: PLACE_COMMANDE_BUTTON })).toBeDisabled();
  await expectNoAxeViolations(page);
  await expectFitsPhoneAndShoot(page, 'valider-formation-particulier');

  // Removed as in the basket: « Retirer », then the confirmation, which the keyboard reaches at once.
  await toRemove.getByRole('button', { name: `Retirer « ${FORMATION} » du panier` }).click();
  const confirm = toRemove.getByRole('button', { name: `Confirmer le retrait de « ${FORMATION} »` });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notifications(page)).toContainText('Votre article a été retiré du panier');
  await expect(toRemove).toHaveCount(0);
  await expect(basketLink(page)).toHaveAccessibleName('Mon Panier (1 article)');
  await expect(main(page).getByRole('button', { name: PLACE_COMMANDE_BUTTON })).toBeEnabled();
  await main(page).getByRole('button', { name: PLACE_COMMANDE_BUTTON }).click();
  await expect(page.getByRole('heading', { name: 'Paiement de test' })).toBeVisible();
});
