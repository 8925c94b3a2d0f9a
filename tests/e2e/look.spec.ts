import { expect, test, type Browser, type Page } from './test.ts';
import type { components } from '../../openapi/generated/schema.d.ts';
import { apiPost, expectNoAxeViolations } from './support.ts';

type Rubrique = components['schemas']['Rubrique'];
type Produit = components['schemas']['Produit'];

const WIDTHS = [390, 768, 1280] as const;
const MAIN_ACTION = 'Référencer un livre';

const mainAction = (page: Page) => page.getByRole('main').getByRole('link', { name: MAIN_ACTION, exact: true });

/** The rubrique the seed offers its referencing products in. */
async function referencingRubrique(request: Parameters<typeof apiPost>[0]): Promise<Rubrique> {
  const rubriques = await apiPost<Rubrique[]>(request, '/Rubrique/Rubrique_GetAll');
  const produits = await apiPost<Produit[]>(request, '/Produit/Produit_GetAll');
  const referencing = produits.find((p) => p.IdTypeProduit === 1 && p.Visible)!;
  return rubriques.find((r) => r.Id === referencing.IdRubrique)!;
}

/** The number of cards on each row of each product grid of the page, read from where the cards are drawn. */
async function rowsOfEachGrid(page: Page): Promise<number[][]> {
  return page.locator('main ul:has(> li > article)').evaluateAll((grids) =>
    grids.map((grid) => {
      const rows = new Map<number, number>();
      for (const item of Array.from(grid.children)) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
    }),
  );
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every image of the page's content declares its size (no shift when it arrives), has loaded and has an alt. */
async function expectSizedImages(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((images) => (images as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0)),
    )
    .toBe(true);
  const images = await page.locator('main img').evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.getAttribute('alt'),
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image, `${image.src}`).toMatchObject({ loaded: true });
    expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
    expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
    expect(image.alt, `${image.src} alt`).not.toBeNull();
  }
}

/** The cumulative layout shift of a first visit to `path`, once the page has settled. */
async function layoutShiftOf(browser: Browser, path: string, width: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  await context.close();
  return shift;
}

test('the home page has one main action in sight at every width, which leads to the referencing services', async ({
  page,
  request,
}) => {
  const rubrique = await referencingRubrique(request);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await expect(mainAction(page)).toBeInViewport();
    await expect(page.getByRole('main').getByRole('link', { name: MAIN_ACTION })).toHaveCount(1);
  }
  await expectSizedImages(page);
  await expectNoAxeViolations(page);
  await mainAction(page).click();
  await expect(page).toHaveURL(`/rubrique/${rubrique.Id}`);
  await expect(page.getByRole('heading', { level: 1, name: rubrique.Libelle })).toBeVisible();
});

test(
  'the catalogue pages and the sign-in page do not move as they load, on a phone and on a desktop',
  { tag: '@long' },
  async ({ browser, request }) => {
    const rubrique = await referencingRubrique(request);
    for (const path of ['/', `/rubrique/${rubrique.Id}`, '/formation/10', '/login']) {
      for (const width of [390, 1280]) {
        const shift = await layoutShiftOf(browser, path, width);
        console.log(`Décalage cumulé de la mise en page de ${path} à ${width} px : ${shift.toFixed(4)}`);
        expect(shift, `${path} at ${width} px`).toBeLessThan(0.02);
      }
    }
  },
);

test('the FAQ, hydrated over the server-rendered page, and the basket do not move as they load', async ({
  browser,
}) => {
  for (const path of ['/faq', '/panier']) {
    for (const width of [390, 1280]) {
      const shift = await layoutShiftOf(browser, path, width);
      console.log(`Décalage cumulé de la mise en page de ${path} à ${width} px : ${shift.toFixed(4)}`);
      expect(shift, `${path} at ${width} px`).toBeLessThan(0.01);
    }
  }
});

test('no product card is left alone on the last row of a grid, and nothing scrolls sideways', async ({
  page,
  request,
}) => {
  const rubrique = await referencingRubrique(request);
  for (const path of ['/', `/rubrique/${rubrique.Id}`]) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      const grids = await rowsOfEachGrid(page);
      expect(grids.length).toBeGreaterThan(0);
      for (const rows of grids) {
        const where = `${path} à ${width} px : ${JSON.stringify(rows)}`;
        if (width > 390) expect(Math.max(...rows), where).toBeGreaterThan(1);
        if (rows.length > 1 && Math.max(...rows) > 1) expect(rows.at(-1), where).toBeGreaterThan(1);
      }
      await expectNoHorizontalScroll(page);
    }
  }
});

test('each card shows its kind in a picture and in words, with a filled primary « Ajouter au panier »', async ({
  page,
  request,
}) => {
  const produits = await apiPost<Produit[]>(request, '/Produit/Produit_GetAll');
  const article = produits.find((p) => p.IdTypeProduit === 3 && p.Visible)!;
  await page.goto('/');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: article.Libelle, exact: true }) });
  await expect(card.getByText('Article', { exact: true })).toBeVisible();
  const visual = card.locator('img');
  await expect(visual).toHaveAttribute('alt', '');
  await expect(visual).toHaveAttribute('src', /type-article/);

  // Each kind of service has its own picture.
  const kinds = await page
    .locator('main article img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('src')));
  expect(new Set(kinds).size).toBeGreaterThanOrEqual(4);

  const button = card.getByRole('button', { name: `Ajouter au panier : ${article.Libelle}`, exact: true });
  await expect(button).toHaveText('Ajouter au panier');
  const colours = await button.evaluate((element) => {
    // The primary colour as the browser resolves it, to compare like with like.
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-brand)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return { primary, background: getComputedStyle(element).backgroundColor, text: getComputedStyle(element).color };
  });
  expect(colours.background).toBe(colours.primary);
  expect(colours.text).toBe('rgb(255, 255, 255)');

  await button.click();
  await expect(page.getByRole('link', { name: 'Mon Panier (1 article)' })).toBeVisible();
});

test('an empty basket shows a drawing and leads back to the services', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/panier');
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    const drawing = page.getByRole('main').locator('img');
    await expect(drawing).toBeVisible();
    await expect(drawing).toHaveAttribute('alt', '');
    await expectSizedImages(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  }
  const back = page.getByRole('main').getByRole('link', { name: 'Découvrir les services' });
  await expect(back).toBeInViewport();
  await back.click();
  await expect(page).toHaveURL('/');
  await expect(mainAction(page)).toBeVisible();
  await context.close();
});
