import { expect, test, type Locator, type Page } from './test.ts';
import { expectNoAxeViolations } from './support.ts';
import { accountButton, ADMIN, AUTEUR, header, loginButton, openSignedIn } from './accountSupport.ts';

test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };

async function boxesOf(controls: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The header on a phone: one row of controls, none over another, and no page wider than the screen. Measured
 * again until it holds, since the account menu replaces its placeholder once its code has arrived.
 */
async function expectCompactHeader(page: Page): Promise<void> {
  await expect(async () => {
    const controls = header(page).locator('a:visible, button:visible');
    const boxes = await boxesOf(controls);
    expect(boxes.length, (await controls.allTextContents()).join(' | ')).toBeGreaterThanOrEqual(3);
    const headerBox = (await header(page).boundingBox())!;
    expect(headerBox.height).toBeLessThanOrEqual(80);
    const rowCentre = boxes[0]!.y + boxes[0]!.height / 2;
    for (const [index, box] of boxes.entries()) {
      expect(Math.abs(box.y + box.height / 2 - rowCentre), `control ${index} off the row`).toBeLessThan(8);
      for (const other of boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false);
      expect(box.height).toBeGreaterThanOrEqual(40);
    }
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  }).toPass({ timeout: 5000 });
}

test('on a phone, a visitor has one row: the logo, the basket and its count, « Connexion »', async ({ page }) => {
  await page.goto('/');
  await expect(loginButton(page)).toBeVisible();
  await expect(loginButton(page)).toHaveText('Connexion / Inscription');
  await expect(header(page).getByRole('link', { name: /^Mon Panier \(/ })).toBeVisible();
  await expectCompactHeader(page);
  await expectNoAxeViolations(page);
  // The header stays at hand while the page scrolls.
  await page.mouse.wheel(0, 1200);
  await expect(header(page)).toBeInViewport();
});

test('on a tablet, a visitor and a signed-in author keep one row, « Les services » included', async ({ page }) => {
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Les services' })).toBeVisible();
    await expectCompactHeader(page);
  }
  await openSignedIn(page, AUTEUR, '/');
  await expectCompactHeader(page);
});

test('on a phone, a signed-in author has the basket and one account button, on the home page and the profile', async ({
  page,
}) => {
  await openSignedIn(page, AUTEUR, '/');
  await expectCompactHeader(page);
  await page.goto('/profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expectCompactHeader(page);
  await accountButton(page, AUTEUR.prenom).click();
  await expect(page.getByRole('menuitem', { name: 'Mes publications' })).toBeVisible();
});

test('on a phone, a back-office user has Retour and the admin menu on one row', async ({ page }) => {
  await openSignedIn(page, ADMIN, '/');
  await expect(header(page).getByRole('link', { name: "Retour à l'administration" })).toBeVisible();
  await expect(accountButton(page, ADMIN.prenom)).toBeVisible();
  await expectCompactHeader(page);
});
