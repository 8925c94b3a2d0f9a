import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { LOGIN_KEY } from '../../src/features/auth/storage.ts';
import { authorizationRequest, describeForm } from '../api/oidcBrowser.ts';
import { apiPost } from './support.ts';

/** The demo accounts of the embedded mode (README). */
export const DEMO_PASSWORD = 'Portail#2026';
export const AUTEUR = { email: 'auteur@example.org', password: DEMO_PASSWORD, prenom: 'Camille' };
export const ADMIN = { email: 'admin@example.org', password: DEMO_PASSWORD, prenom: 'Dominique' };

export const header = (page: Page) => page.getByRole('banner');

export function accountButton(page: Page, prenom: string) {
  return header(page).getByRole('button', { name: `Mon compte : ${prenom}` });
}

export function loginButton(page: Page) {
  return header(page).getByRole('link', { name: 'Connexion / Inscription' });
}

/** Fills in the embedded provider's sign-in page, where the portal's « Se connecter » led. */
export async function signInAtProvider(page: Page, email: string, password: string): Promise<void> {
  // The portal's registration form has an « Adresse e-mail » field too: wait until the provider's page is open.
  await page.waitForURL(/\/oidc\//);
  await expect(page.getByLabel('Adresse e-mail', { exact: true })).toBeVisible();
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in from a portal page holding the « Se connecter » button (/login by default). */
export async function signIn(page: Page, email: string, password: string, from = '/login'): Promise<void> {
  if (from) await page.goto(from);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await signInAtProvider(page, email, password);
}

/** Signs in as `who` from the sign-in page and sees the account menu under their first name. */
export async function signInAs(page: Page, who: { email: string; password: string; prenom: string }): Promise<void> {
  await signIn(page, who.email, who.password);
  await expect(accountButton(page, who.prenom)).toBeVisible();
}

/** Signs out through the account menu; the provider's sign-out leads back to the home page. */
export async function signOut(page: Page, prenom: string): Promise<void> {
  await accountButton(page, prenom).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();
}

/** The confirmation address of the last e-mail sent to `email`, read in the embedded outbox. */
export async function confirmationPath(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/outbox')).text();
      const mail = html.split('<li>').find((item) => item.includes(email));
      const href = mail?.match(/href="([^"]*\/CompteConfirmation\/[^"]+)"/)?.[1];
      path = href ? new URL(href.replaceAll('&amp;', '&')).pathname : undefined;
      return path;
    })
    .toBeTruthy();
  return path!;
}

export interface NewCustomer {
  email: string;
  password: string;
  prenom: string;
  /** The company the customer declares; a private customer by default. */
  societe?: { RaisonSociale: string; Siret: string };
}

/** A customer of this run only: `<label>.<now>@example.org`, with the tests' usual password. */
export function uniqueCustomer(label: string, prenom: string, societe?: NewCustomer['societe']): NewCustomer {
  return {
    email: `${label}.${Date.now()}@example.org`,
    password: 'Hirondelle#2026',
    prenom,
    ...(societe ? { societe } : {}),
  };
}

/** A customer of their own (address in Rennes), registered and confirmed through the API. */
export async function registerCustomer(request: APIRequestContext, customer: NewCustomer): Promise<void> {
  await apiPost(request, '/Compte/Compte_LoginCreate', {
    IdCivilite: 2,
    Prenom: customer.prenom,
    Nom: 'Lebrun',
    Societe: customer.societe ?? null,
    Adresse: {
      NumeroEtVoie: '3 rue des Lices',
      ComplementsAdresse: null,
      CodePostal: '35000',
      Ville: 'Rennes',
      IdPays: 74,
    },
    Email: customer.email,
    MotDePasse: customer.password,
    ConfirmationMotDePasse: customer.password,
  });
  const code = decodeURIComponent((await confirmationPath(request, customer.email)).split('/').pop()!);
  await apiPost(request, '/Compte/Compte_LoginConfirmation', { Code: code });
}

/** Registers `customer` (see registerCustomer) and opens a browser of their own for them, not signed in yet. */
export async function registeredCustomerPage(
  browser: Browser,
  request: APIRequestContext,
  customer: NewCustomer,
): Promise<Page> {
  await registerCustomer(request, customer);
  return (await browser.newContext()).newPage();
}

/** Where the provider's redirects end: the portal's callback, which the browser is left to open (or not). */
async function followToCallback(page: Page, response: APIResponse, callback: string): Promise<void> {
  let current = response;
  for (let hops = 0; hops < 10; hops += 1) {
    const location = current.headers()['location'];
    if (current.status() < 300 || current.status() >= 400 || !location) break;
    const next = new URL(location, current.url()).href;
    if (next.startsWith(callback)) return;
    current = await page.context().request.get(next, { maxRedirects: 0 });
  }
  throw new Error(`le fournisseur n'a pas rendu la main au portail (${current.status()} à ${current.url()})`);
}

/**
 * Signs `who` in at the embedded provider through plain HTTP requests made in the page's browser, whose cookies they
 * share, and leaves the portal's hint that this browser has signed in: the next page the browser opens joins the
 * provider's session by itself, as a new tab does. For tests about something else than the sign-in's own pages.
 */
export async function signInByRequests(page: Page, who: { email: string; password: string }): Promise<void> {
  const context = page.context();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const authorization = authorizationRequest(origin);
  const form = await context.request.get(authorization.url);
  expect(form.ok(), `${authorization.url} → ${form.status()}`).toBe(true);
  const action = describeForm(await form.text()).action;
  if (!action) throw new Error(`pas de formulaire de connexion à ${form.url()}`);
  const posted = await context.request.post(new URL(action.replaceAll('&amp;', '&'), form.url()).href, {
    form: { email: who.email, password: who.password },
    maxRedirects: 0,
  });
  await followToCallback(page, posted, authorization.redirectUri);
  const { cookies } = await context.storageState();
  await context.setStorageState({
    cookies,
    origins: [{ origin, localStorage: [{ name: LOGIN_KEY, value: who.email }] }],
  });
}

/** Opens `path` in the browser of `who`, signed in through requests (see signInByRequests), and sees their account. */
export async function openSignedIn(
  page: Page,
  who: { email: string; password: string; prenom: string },
  path: string,
): Promise<void> {
  await signInByRequests(page, who);
  await page.goto(path);
  await expect(accountButton(page, who.prenom)).toBeVisible();
}
