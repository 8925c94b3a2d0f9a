import { expect, test, type Locator, type Page } from './test.ts';
import { COMMON_MESSAGES } from '../../domain/messages.ts';
import { AUTEUR, openSignedIn } from './accountSupport.ts';
import { adminProductsPage } from './adminSupport.ts';
import { main } from './publicationSupport.ts';

test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The boxes of the fields and buttons of `scope`, as far as the window shows them: below the header when it stays on
 * top (a field scrolled under it is out of sight), and not the native copies that react-aria hides beside its own
 * widgets.
 */
async function controlBoxes(scope: Locator): Promise<Box[]> {
  return scope
    .locator('input:not([type="hidden"]), select, textarea, button, [role="button"]')
    .evaluateAll((elements) => {
      const header = document.querySelector('body header');
      const sticky = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position);
      const top =
        sticky && !elements.some((element) => element.closest('[role="dialog"]'))
          ? header.getBoundingClientRect().bottom
          : 0;
      return elements
        .filter((element) => !element.closest('[aria-hidden="true"]'))
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > top && rect.top < window.innerHeight)
        .map((rect) => ({
          x: rect.x,
          y: Math.max(rect.y, top),
          width: rect.width,
          height: rect.bottom - Math.max(rect.y, top),
        }));
    });
}

/** The toast stands clear of every field and button of `scope`, and inside the window with a margin. */
async function expectClearOf(page: Page, toast: Locator, scope: Locator): Promise<void> {
  await expect(async () => {
    const box = (await toast.boundingBox())!;
    const controls = await controlBoxes(scope);
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(overlap(box, control), JSON.stringify({ box, control })).toBe(false);
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width - 8);
  }).toPass({ timeout: 5000 });
}

test('on a phone, a saved form’s toast stands clear of its fields, is read politely, keeps the focus where it was and closes by its button', async ({
  page,
}) => {
  await openSignedIn(page, AUTEUR, '/profil');
  const save = main(page).getByRole('button', { name: 'Enregistrer' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const toast = notifications(page).getByRole('alertdialog').filter({ hasText: COMMON_MESSAGES.saved });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('status')).toContainText(COMMON_MESSAGES.saved);
  await shootToast(page, 'toast-form-390');
  await expectClearOf(page, toast, main(page));
  // The news is told, not forced on the reader: the focus stays on the form.
  await expect(save).toBeFocused();

  await toast.getByRole('button', { name: 'Fermer la notification' }).click();
  await expect(toast).toHaveCount(0);
});

test('on a phone, a failed save’s toast stands clear of the dialog’s fields and buttons, is an alert, and Escape closes it, not the dialog', async ({
  browser,
}) => {
  const page = await adminProductsPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await main(page).getByRole('button', { name: 'Nouveau code de réduction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau code de réduction' });
  await dialog.getByRole('textbox', { name: 'Libellé' }).fill('Doublon');
  await dialog.getByRole('textbox', { name: /^Code/ }).fill('BIENVENUE10');
  await dialog.getByRole('textbox', { name: 'Remise (%)' }).fill('5');
  await dialog.getByRole('button', { name: 'Créer le code' }).click();
  const message = "L'enregistrement a échoué : Le code de réduction « BIENVENUE10 » existe déjà.";
  const toast = notifications(page).getByRole('alertdialog').filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('alert')).toContainText(message);
  await shootToast(page, 'toast-dialog-390');
  await expectClearOf(page, toast, dialog);

  // A focused toast stays (its time stops), and keeps clear of the dialog on a wide screen too.
  await toast.focus();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectClearOf(page, toast, dialog);
  await shootToast(page, 'toast-dialog-1280');
  await page.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Libellé' })).toHaveValue('Doublon');
});

/** With SCREENSHOT_DIR set, the window as it stands (the toast over the page), for looking at it. */
async function shootToast(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}
