import { expect, test, type Page } from './test.ts';
import { AUTEUR, header, openSignedIn } from './accountSupport.ts';
import { openAdminPublication, openAsAdmin } from './adminSupport.ts';
import { expectStep, freshEan, main, next, startDeclaration } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const PHONE = { width: 390, height: 844 };

const progress = (page: Page) => main(page).getByRole('navigation', { name: 'Étapes de la publication' });
const stepsToggle = (page: Page) => progress(page).getByRole('button', { name: /Voir les étapes/ });
const stepButton = (page: Page, step: number) =>
  progress(page).getByRole('button', { name: new RegExp(`^Étape ${step} :`) });
const stepHeading = (page: Page, step: number) =>
  main(page).getByRole('heading', { level: 2, name: new RegExp(`^Étape ${step} sur 5`) });
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });

/** A new publication saved at step 1, shown at step 2: its id. */
async function createAtStep2(page: Page, ean = freshEan()): Promise<number> {
  await startDeclaration(page);
  await main(page).getByRole('textbox', { name: 'EAN' }).fill(ean);
  await next(page);
  await expect(page).toHaveURL(/\/publication\/\d+\/edit\/2$/);
  await expectStep(page, 2);
  return Number(/\/publication\/(\d+)\//.exec(page.url())![1]);
}

test.describe("the wizard's shell", () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, AUTEUR, '/publications');
  });

  test('on a phone the bar reads « Étape n sur 5 », opens its steps from the keyboard and leaves the form above the fold', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await startDeclaration(page);
    await expect(progress(page)).toContainText('Étape 1 sur 5');
    await expect(stepsToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(stepButton(page, 1)).toBeHidden();

    const ean = main(page).getByRole('textbox', { name: 'EAN' });
    const box = await ean.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);

    // The disclosure names what it opens and works with Enter and Space.
    const listId = await stepsToggle(page).getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    await stepsToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(stepsToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${listId}"]`)).toBeVisible();
    for (const step of [1, 2, 3, 4, 5]) await expect(stepButton(page, step)).toBeVisible();
    await expect(stepButton(page, 1)).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(stepsToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(stepButton(page, 2)).toBeHidden();
    await expectNoAxeViolations(page);

    // After Suivant, focus is on the new step's heading.
    await ean.fill(freshEan());
    await next(page);
    await expectStep(page, 2);
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(progress(page)).toContainText('Étape 2 sur 5');

    // On a desk the five steps stay in view, without the button.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(stepsToggle(page)).toBeHidden();
    for (const step of [1, 2, 3, 4, 5]) await expect(stepButton(page, step)).toBeVisible();
  });

  test('focus follows Précédent and the bar to the heading of the step shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await createAtStep2(page);
    await main(page).getByRole('button', { name: 'Précédent' }).click();
    await expectStep(page, 1);
    await expect(stepHeading(page, 1)).toBeFocused();
    await stepButton(page, 2).click();
    await expectStep(page, 2);
    await expect(stepHeading(page, 2)).toBeFocused();
  });

  test('leaving a step with unsaved changes by a link or the back button asks first', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const id = await createAtStep2(page);
    const titre = main(page).getByRole('textbox', { name: 'Titre', exact: true });
    const homeLink = header(page).getByRole('link', { name: /accueil/ });

    // The back button asks, then stays.
    await titre.fill('Les Dunes');
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    // Escape reaches the dialog once it holds the focus, as a keyboard user meets it.
    await expect(leaveDialog(page).getByRole('button', { name: 'Rester sur la page' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(leaveDialog(page)).toBeHidden();
    await expect(page).toHaveURL(`/publication/${id}/edit/2`);
    await expect(titre).toHaveValue('Les Dunes');

    // A link asks; staying is the default answer and keeps what is typed.
    await homeLink.click();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(leaveDialog(page)).toContainText('Les modifications de cette étape ne sont pas enregistrées.');
    await expect(leaveDialog(page).getByRole('button', { name: 'Rester sur la page' })).toBeFocused();
    await expectNoAxeViolations(page);
    await leaveDialog(page).getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(page).toHaveURL(`/publication/${id}/edit/2`);
    await expect(titre).toHaveValue('Les Dunes');

    // Closing or reloading the tab asks the browser's question.
    const beforeUnload = page.waitForEvent('dialog');
    void page.reload().catch(() => undefined);
    const dialog = await beforeUnload;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(titre).toHaveValue('Les Dunes');

    await homeLink.click();
    await leaveDialog(page).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL('/');

    // What was left unsaved is gone, and with nothing typed a link leaves at once.
    await page.goto(`/publication/${id}/edit/2`);
    await expectStep(page, 2);
    await expect(titre).toHaveValue('');
    await homeLink.click();
    await expect(page).toHaveURL('/');

    // A move inside the wizard saves and never asks.
    await page.goto(`/publication/${id}/edit/2`);
    await expectStep(page, 2);
    await expect(titre).toHaveValue('');
    await titre.fill('Les Dunes');
    await main(page).getByRole('button', { name: 'Précédent' }).click();
    await expectStep(page, 1);
    await expect(leaveDialog(page)).toBeHidden();
    await homeLink.click();
    await expect(page).toHaveURL('/');
  });

  test("the back office's wizard asks too before a link leaves unsaved changes", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const ean = freshEan();
    const id = await createAtStep2(page, ean);

    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staff = await staffContext.newPage();
    await openAsAdmin(staff, '/admin');
    await openAdminPublication(staff, ean, id);
    await main(staff).getByRole('link', { name: 'Modifier la publication' }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/publication/\\d+/${id}/edit/1$`));
    await expect(stepHeading(staff, 1)).toBeVisible();

    await main(staff).getByRole('textbox', { name: 'EAN' }).fill(freshEan());
    await main(staff).getByRole('link', { name: '← Publications' }).click();
    await expect(leaveDialog(staff)).toBeVisible();
    await expect(leaveDialog(staff).getByRole('button', { name: 'Rester sur la page' })).toBeFocused();
    await expectNoAxeViolations(staff);
    await leaveDialog(staff).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(staff).toHaveURL('/admin/publications');
    await staffContext.close();
  });
});
