import { expect, test, type BrowserContext, type Page } from './test.ts';
import { accountButton, header, loginButton, registerCustomer, signIn, signOut, signInAs } from './accountSupport.ts';
import { chunkOf } from './support.ts';

const ARTICLE = 'Fiche pratique : obtenir un ISBN et un code EAN';
const PASSWORD = 'Onglets#2026';

const basketLink = (page: Page) => header(page).getByRole('link', { name: /^Mon Panier/ });
const profileHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Mon profil' });

/** Every address the browser asks for, in any tab or frame. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Notes, in each page of the context, whether the header ever showed « Connexion / Inscription », and every path
 * the page showed, from its first paint on.
 */
async function watchHeader(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = { login: false, paths: [] as string[] };
    Object.assign(window, { headerSeen: seen });
    const look = () => {
      if (document.querySelector('header a[aria-label="Connexion / Inscription"]')) seen.login = true;
      if (seen.paths.at(-1) !== window.location.pathname) seen.paths.push(window.location.pathname);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

function headerSeen(page: Page): Promise<{ login: boolean; paths: string[] }> {
  return page.evaluate(() => (window as unknown as { headerSeen: { login: boolean; paths: string[] } }).headerSeen);
}

/** What the page keeps in localStorage, as `key=value` lines. */
function localStorageEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.entries(window.localStorage).map(([key, value]) => `${key}=${value}`));
}

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

async function newCustomer(request: Parameters<typeof registerCustomer>[0], prefix: string) {
  const customer = { email: `${prefix}-${Date.now()}@example.org`, password: PASSWORD, prenom: 'Maëlle' };
  await registerCustomer(request, customer);
  return customer;
}

test(
  'a new tab of a signed-in customer is signed in with the same basket, without a token in an address or in localStorage; signing out in one tab signs out the other',
  { tag: '@long' },
  async ({ context, page, request }) => {
    const customer = await newCustomer(request, 'onglets');
    const requested = recordRequests(context);
    await watchHeader(context);

    await signInAs(page, customer);
    await page.goto('/');
    await expect(accountButton(page, customer.prenom)).toBeVisible();
    await expect(basketLink(page)).toHaveAccessibleName('Mon Panier (0 articles)');
    await page.getByRole('button', { name: `Ajouter au panier : ${ARTICLE}`, exact: true }).click();
    await expect(basketLink(page)).toHaveAccessibleName('Mon Panier (1 article)');

    // A new tab, as a Ctrl+click or a typed address opens it: nothing of the first tab's sessionStorage.
    const second = await context.newPage();
    await second.goto('/profil');
    await expect(accountButton(second, customer.prenom)).toBeVisible();
    await expect(profileHeading(second)).toBeVisible();
    await expect(basketLink(second)).toHaveAccessibleName('Mon Panier (1 article)');
    // The header never offered to sign in, and the protected page waited rather than leaving for /login.
    const seen = await headerSeen(second);
    expect(seen.login).toBe(false);
    expect(seen.paths).toEqual(['/profil']);
    // Its own tokens, in its own sessionStorage.
    expect(
      await second.evaluate(() => Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:'))),
    ).toBe(true);

    // No token ever travelled in an address; codes did, through the provider.
    expect(requested.some((url) => url.includes('/auth/silent?code='))).toBe(true);
    expect(requested.some((url) => chunkOf('src/features/auth/oidcAuthService.ts').test(url))).toBe(true);
    for (const url of requested) expect(url).not.toMatch(/access_token|refresh_token|id_token=/);
    // localStorage holds the hint that this browser has signed in, and no token.
    for (const current of [page, second]) {
      const entries = await localStorageEntries(current);
      expect(entries).toContain(`portail.login=${customer.email}`);
      for (const entry of entries) {
        expect(entry).not.toMatch(JWT);
        expect(entry).not.toContain('refresh_token');
        expect(entry).not.toMatch(/^oidc\./);
      }
    }

    // Both tabs work with the same basket on the server.
    await second.goto('/panier');
    await expect(second.getByRole('heading', { name: ARTICLE, exact: true })).toBeVisible();
    // A Ctrl+click opens a signed-in tab too.
    const [clicked] = await Promise.all([
      context.waitForEvent('page'),
      basketLink(page).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(accountButton(clicked, customer.prenom)).toBeVisible();
    await expect(clicked.getByRole('heading', { name: ARTICLE, exact: true })).toBeVisible();
    await clicked.close();

    // Signing out in the first tab signs the second out, where it is, without a reload loop.
    await second.goto('/profil');
    await expect(profileHeading(second)).toBeVisible();
    let loads = 0;
    second.on('load', () => {
      loads += 1;
    });
    await signOut(page, customer.prenom);
    await expect(loginButton(second)).toBeVisible();
    await expect(header(second)).not.toContainText(customer.prenom);
    await expect(second).toHaveURL(/\/login$/);
    await expect(basketLink(second)).toHaveAccessibleName('Mon Panier (0 articles)');
    await second.waitForTimeout(1_500);
    expect(loads).toBe(0);
    await expect(second).toHaveURL(/\/login$/);
    expect(await second.evaluate(() => Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.')))).toBe(
      false,
    );
    expect(await localStorageEntries(second)).not.toContain(`portail.login=${customer.email}`);

    // A tab opened now is anonymous at once, and downloads nothing of the OIDC client: the browser is no longer
    // signed in.
    const third = await context.newPage();
    const thirdRequests: string[] = [];
    third.on('request', (request) => thirdRequests.push(new URL(request.url()).pathname));
    await third.goto('/');
    await expect(loginButton(third)).toBeVisible();
    await expect(third.getByRole('button', { name: `Ajouter au panier : ${ARTICLE}`, exact: true })).toBeVisible();
    expect(thirdRequests.filter((path) => /oidcAuthService|authRuntime|^\/oidc\/|^\/auth\//.test(path))).toEqual([]);
  },
);

test('a new tab whose provider session has ended starts anonymous, without an error, and forgets the hint', async ({
  context,
  page,
  request,
}) => {
  const customer = await newCustomer(request, 'fin-session');
  await signInAs(page, customer);

  // The session ends at the provider, not through the portal: the portal's hint stays in localStorage.
  const provider = await context.newPage();
  await provider.goto('/oidc/session/end');
  await provider.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(provider.getByText('Vous êtes déconnecté du portail.')).toBeVisible();
  expect(await localStorageEntries(provider)).toContain(`portail.login=${customer.email}`);

  const errors: string[] = [];
  const later = await context.newPage();
  later.on('pageerror', (error) => errors.push(error.message));
  await later.goto('/profil');
  // The protected page leads to the sign-in page, as for any anonymous visitor.
  await expect(later).toHaveURL(/\/login$/);
  await expect(loginButton(later)).toBeVisible();
  await expect(later.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(await localStorageEntries(later)).not.toContain(`portail.login=${customer.email}`);

  // Signing in again works as usual.
  await signIn(later, customer.email, customer.password);
  await expect(accountButton(later, customer.prenom)).toBeVisible();
});
