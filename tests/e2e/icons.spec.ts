import { expect, test, type Page } from './test.ts';

const CONTENT_TYPES: [RegExp, RegExp][] = [
  [/\.svg$/, /^image\/svg\+xml/],
  [/\.ico$/, /^image\/(x-icon|vnd\.microsoft\.icon)/],
  [/\.png$/, /^image\/png/],
  [/\.webmanifest$/, /^application\/manifest\+json/],
];

/**
 * Every request for what a page loads (not the page itself: the sandbox answers a refused form with a 400 page) that
 * failed or answered an error, and every other error written to the console.
 */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    const isPage = response.request().resourceType() === 'document';
    if (response.status() >= 400 && !isPage) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`${request.failure()?.errorText} ${request.url()}`));
  page.on('console', (message) => {
    // The browser's own line for each answer in error: the pages' resources are counted above.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      failures.push(`console: ${message.text()}`);
  });
  return failures;
}

async function expectServed(page: Page, url: string): Promise<void> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const expected = CONTENT_TYPES.find(([name]) => name.test(new URL(url).pathname))?.[1];
  expect(expected, url).toBeDefined();
  expect(response.headers()['content-type'], url).toMatch(expected!);
}

/** The page links the favicon (SVG and ICO), the Apple touch icon and the manifest, and each one, its icons too, is served. */
async function expectIcons(page: Page): Promise<void> {
  const links = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
    .evaluateAll((elements) => elements.map((link) => [link.getAttribute('rel'), (link as HTMLLinkElement).href]));
  expect(links.map(([rel, href]) => `${rel} ${new URL(href!).pathname}`)).toEqual([
    'icon /favicon.ico',
    'icon /favicon.svg',
    'apple-touch-icon /apple-touch-icon.png',
    'manifest /manifest.webmanifest',
  ]);
  for (const [, href] of links) await expectServed(page, href!);
  const manifestUrl = links.find(([rel]) => rel === 'manifest')![1]!;
  const manifest = (await (await page.request.get(manifestUrl)).json()) as { icons: { src: string; sizes: string }[] };
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) await expectServed(page, new URL(icon.src, manifestUrl).href);
}

test('the portal, the identity provider’s sign-in page and the payment sandbox show the portal’s icons, with no failed request', async ({
  page,
}) => {
  const failures = watchFailures(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectIcons(page);

  await page.goto('/login');
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/oidc\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expectIcons(page);

  // The sandbox answers a payment form posted from the shop: one it cannot read, here.
  await page.goto('/');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/paiement-test/vads-payment/';
    document.body.append(form);
    form.submit();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement impossible' })).toBeVisible();
  await expectIcons(page);

  expect(failures).toEqual([]);
});
