import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { SANDBOX_CATALOGUE_PASSWORD, SANDBOX_CATALOGUE_USER } from '../../server/platform/config/catalogue.ts';
import { ADMIN, DEMO_PASSWORD, registerCustomer, signIn, signInAs } from './accountSupport.ts';
import { payWithExpressConsent } from './adminSupport.ts';
import { answerAsStaff } from './moderationSupport.ts';
import { declarePublication, expectStep, main, validateAndSubmit } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

// Long enough for the catalogue (200 characters at least), so that it raises no remark.
const RESUME =
  "Sur une île de la mer d'Iroise, un gardien de phare tient le journal des tempêtes et des bateaux qui passent. " +
  "Quand un cargo s'échoue sur les récifs, il recueille trois naufragés dont aucun ne dit la vérité sur sa traversée.";
const RESUME_CORRIGE = `${RESUME} Un roman d'atmosphère sur la mer, la solitude et le poids des secrets.`;
const REFERENCEMENT_IMPRIME = "Référencement d'un livre imprimé";

/** Tells the embedded catalogue how to answer the next deliveries (normal, or rejecting every record). */
async function catalogueAnswers(request: APIRequestContext, Mode: 'normal' | 'rejet'): Promise<void> {
  const basic = Buffer.from(`${SANDBOX_CATALOGUE_USER}:${SANDBOX_CATALOGUE_PASSWORD}`).toString('base64');
  const response = await request.post('/catalogue-test/reglages', {
    headers: { authorization: `Basic ${basic}` },
    data: { Mode },
  });
  expect(response.ok()).toBe(true);
}

/** Staff deliver from /admin/livraisons: the delivery of `titre` is prepared and sent. */
async function deliverNow(staff: Page, titre: string): Promise<void> {
  await staff.goto('/admin/livraisons');
  await staff.getByRole('button', { name: 'Livrer maintenant' }).click();
  const dialog = staff.getByRole('alertdialog');
  await expectNoAxeViolations(staff);
  await dialog.getByRole('button', { name: 'Livrer', exact: true }).click();
  await expect(staff.getByRole('region', { name: 'Notifications' })).toContainText(/Livraison n°\s\d+ envoyée/);
  await staff
    .getByRole('grid', { name: 'Livraisons au catalogue' })
    .getByRole('row', { name: /^n°\s\d+$/ })
    .first()
    .click();
  await expect(staff.getByRole('main')).toContainText(titre);
}

/** The « Référencement » section of the author's publication page, once it reads `state` (the catalogue answers in its own time). */
async function expectReferencing(page: Page, id: number, state: string | RegExp): Promise<void> {
  await expect(async () => {
    await page.goto(`/publication/${id}`);
    await expect(main(page).getByRole('region', { name: 'Référencement' })).toContainText(state, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test(
  'a validated publication is paid for, delivered and referenced; rejected by the catalogue, it is corrected, validated and referenced again',
  { tag: '@long' },
  async ({ page, browser, request }) => {
    test.setTimeout(300_000);
    const suffix = Date.now().toString(36);
    const author = { email: `auteur-ref-${suffix}@example.org`, password: 'Phare#Iroise2026', prenom: 'Maëlle' };
    const titre = `Le Gardien d'Ouessant ${suffix}`;
    await registerCustomer(request, author);
    await signInAs(page, author);
    const id = await declarePublication(page, { titre, contributeur: 'Loïc Le Bihan', resume: RESUME });

    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staff = await staffContext.newPage();
    await signIn(staff, ADMIN.email, DEMO_PASSWORD, '/admin/login');
    await expect(staff).toHaveURL('/admin');
    await answerAsStaff(staff, titre, 'accept');

    // Validated, not paid for: the page offers the referencing at its price.
    await expectReferencing(page, id, 'Référencement à commander');
    const section = main(page).getByRole('region', { name: 'Référencement' });
    await expect(section).toContainText('49,00 €');
    await expectNoAxeViolations(page);
    await section.getByRole('button', { name: /^Commander le référencement/ }).click();
    await expect(page).toHaveURL('/panier');
    await expect(main(page)).toContainText(REFERENCEMENT_IMPRIME);
    await payWithExpressConsent(page, REFERENCEMENT_IMPRIME);
    await expectReferencing(page, id, 'En attente de transmission');
    await expect(section).toContainText('Payé par votre commande');

    // Delivered to the catalogue, which accepts it.
    await catalogueAnswers(request, 'normal');
    await deliverNow(staff, titre);
    await expectReferencing(page, id, /^Référencement.*Référencée le \d{2}\/\d{2}\/\d{4}/s);
    await page.goto('/publications');
    await expect(main(page).getByRole('listitem').filter({ hasText: titre })).toContainText('Référencée');

    // Changed by staff, it goes again; this time the catalogue rejects it, with a message for step 5.
    await catalogueAnswers(request, 'rejet');
    await editSummaryAsStaff(staff, titre, `${RESUME} Nouvelle édition.`);
    await expectReferencing(page, id, 'En attente de transmission');
    await deliverNow(staff, titre);
    await expectReferencing(page, id, 'Rejetée par le catalogue');
    await expect(section).toContainText('charte éditoriale du catalogue');
    await expect(section).toContainText('Étape 5');
    await expectNoAxeViolations(page);

    // The author takes it back, corrects the summary in the wizard and submits it again.
    await section.getByRole('button', { name: 'Corriger', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Corriger', exact: true }).click();
    await expect(page).toHaveURL(`/publication/${id}/edit/5`);
    await expectStep(page, 5);
    await main(page).getByRole('textbox', { name: 'Résumé' }).fill(RESUME_CORRIGE);
    await validateAndSubmit(page);
    await expect(page).toHaveURL(`/publication/${id}/edit/fin`);

    // Validated again, it is still paid for: the next delivery carries it, and the catalogue accepts it.
    await answerAsStaff(staff, titre, 'accept');
    await expectReferencing(page, id, 'En attente de transmission');
    await catalogueAnswers(request, 'normal');
    await deliverNow(staff, titre);
    await expectReferencing(page, id, /Référencée le/);
    // What booksellers now read is the corrected record.
    await expect(main(page).getByRole('article', { name: /^Fiche libraire/ })).toContainText(RESUME_CORRIGE);
    await staffContext.close();
  },
);

/** Staff change a publication's summary from the back office's edit of its step 5 (Valider saves it). */
async function editSummaryAsStaff(staff: Page, titre: string, resume: string): Promise<void> {
  await staff.goto('/admin/publications');
  await main(staff)
    .getByRole('textbox', { name: /Titre, EAN ou auteur/ })
    .fill(titre);
  await main(staff).getByRole('button', { name: 'Rechercher' }).click();
  await main(staff)
    .getByRole('grid', { name: 'Publications' })
    .getByRole('row', { name: new RegExp(titre) })
    .click();
  await expect(staff).toHaveURL(/\/admin\/publication\/\d+\/\d+$/);
  const detail = new URL(staff.url()).pathname;
  await staff.goto(`${detail}/edit/5`);
  await main(staff).getByRole('textbox', { name: 'Résumé' }).fill(resume);
  await main(staff).getByRole('button', { name: 'Valider' }).click();
  await expect(staff).toHaveURL(detail);
  await expect(staff.getByText('Modifications enregistrées').first()).toBeVisible();
}
