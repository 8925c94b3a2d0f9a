import { expect, test, type Page } from './test.ts';
import { header, loginButton } from './accountSupport.ts';
import { footer, shootAtWidths } from './support.ts';

/** How the sign-in link lays out: its text's lines, and whether it stays whole within the window and itself. */
function loginLayout(page: Page) {
  return loginButton(page).evaluate((link) => {
    // The lines its shown text takes: one box per text node and line.
    const lineTops = new Set<number>();
    const texts = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) lineTops.add(Math.round(rect.bottom));
    }
    const box = link.getBoundingClientRect();
    return {
      lines: lineTops.size,
      text: (link as HTMLElement).innerText,
      withinWindow: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      textFits: link.scrollWidth <= link.clientWidth,
      pageFits: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    };
  });
}

test('« Connexion / Inscription » reads on one line, whole and clear of the other header links, from 320 to 1280 px', async ({
  page,
}) => {
  for (const [width, text] of [
    [320, 'Connexion'],
    [390, 'Connexion'],
    [768, 'Connexion / Inscription'],
    [1280, 'Connexion / Inscription'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(loginButton(page)).toBeVisible();
    expect(await loginLayout(page), `${width} px`).toEqual({
      lines: 1,
      text,
      withinWindow: true,
      textFits: true,
      pageFits: true,
    });
    const login = (await loginButton(page).boundingBox())!;
    for (const other of await header(page).locator('a:visible, button:visible').all()) {
      if ((await other.getAttribute('href')) === '/login') continue;
      const box = (await other.boundingBox())!;
      const apart = box.x + box.width <= login.x || login.x + login.width <= box.x || box.y + box.height <= login.y;
      expect(apart, `${width} px: ${await other.innerText()}`).toBe(true);
    }
  }
  await shootAtWidths(page, 'en-tete-connexion');
});

test('the footer links the cookie policy, which opens its page', async ({ page }) => {
  await page.goto('/');
  const link = footer(page)
    .getByRole('navigation', { name: 'Informations' })
    .getByRole('link', { name: 'Politique relative aux cookies' });
  await link.click();
  await expect(page).toHaveURL('/politiquecookie');
  await expect(page.getByRole('heading', { level: 1, name: 'Politique relative aux cookies' })).toBeVisible();
});
