import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * A browser reduced to what an OpenID Connect sign-in needs: plain HTTP with `fetch`, a cookie jar
 * (names, paths, deletions) and redirects followed by hand, so that each step can be looked at.
 */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export class CookieJar {
  private cookies: StoredCookie[] = [];

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))?.slice(5) || '/';
      const expired = attributes.some(
        (attribute) =>
          attribute.toLowerCase() === 'max-age=0' ||
          (attribute.toLowerCase().startsWith('expires=') && Date.parse(attribute.slice(8)) < Date.now()),
      );
      this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.path === path));
      if (!expired && value !== '') this.cookies.push({ name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return this.cookies
      .filter(
        (cookie) =>
          pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  names(): string[] {
    return this.cookies.map((cookie) => cookie.name);
  }
}

/** How a browser sends one request: `fetch`, or a stand-in that picks the connection (to reach one server process). */
export type SendRequest = (url: string, init: RequestInit) => Promise<Response>;

export class Browser {
  readonly jar = new CookieJar();

  constructor(private readonly send: SendRequest = fetch) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    const cookie = this.jar.header(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await this.send(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects from `url` until a page answers or the location leaves for `stopAt`; returns the last response and URL. */
  async follow(url: string, stopAt: string, first?: Response): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = first ?? (await this.request(current));
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const location = response.headers.get('location');
      if (!location) break;
      current = new URL(location, current).href;
      if (current.startsWith(stopAt)) return { response, url: current };
      response = await this.request(current);
    }
    return { response, url: current };
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The portal's sign-in request to its embedded provider (code and PKCE, as the browser application sends it). */
export interface AuthorizationRequest {
  url: string;
  redirectUri: string;
  state: string;
  pkce: Pkce;
}

export function authorizationRequest(baseUrl: string): AuthorizationRequest {
  const pkce = newPkce();
  const state = randomUUID();
  const redirectUri = `${baseUrl}/auth/callback`;
  const url = `${baseUrl}/oidc/auth?${new URLSearchParams({
    client_id: 'portail',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomUUID(),
  })}`;
  return { url, redirectUri, state, pkce };
}

/** Exchanges the code the provider sent back for the tokens, as the portal's client does. */
export function exchangeCode(
  baseUrl: string,
  request: AuthorizationRequest,
  code: string,
  send: SendRequest = fetch,
): Promise<Response> {
  return send(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: request.redirectUri,
      client_id: 'portail',
      code_verifier: request.pkce.verifier,
    }).toString(),
  });
}

/** Signs in through the embedded provider's page with an e-mail and a password: the access token. */
export async function signInForAccessToken(baseUrl: string, email: string, password: string): Promise<string> {
  const browser = new Browser();
  const request = authorizationRequest(baseUrl);
  const page = await browser.follow(request.url, request.redirectUri);
  const action = describeForm(await page.response.text()).action;
  if (!action) throw new Error(`pas de formulaire de connexion à ${page.url}`);
  const posted = await browser.request(new URL(action.replaceAll('&amp;', '&'), page.url).href, {
    form: { email, password },
  });
  const { url } = await browser.follow(page.url, request.redirectUri, posted);
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error(`connexion de ${email} refusée (${url})`);
  const tokens = await exchangeCode(baseUrl, request, code);
  if (!tokens.ok) throw new Error(`jeton de ${email} refusé : ${tokens.status}`);
  return ((await tokens.json()) as { access_token: string }).access_token;
}

/** Reads the fields, labels and button of a sign-in page (enough to assert on them without a DOM). */
export function describeForm(html: string) {
  const labels = [...html.matchAll(/<label for="([^"]+)">([^<]+)<\/label>/g)].map((m) => ({ for: m[1], text: m[2] }));
  const inputs = [...html.matchAll(/<input id="([^"]+)" name="([^"]+)" type="([^"]+)"/g)].map((m) => ({
    id: m[1],
    name: m[2],
    type: m[3],
  }));
  const buttons = [...html.matchAll(/<button type="submit"[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const alert = /role="alert"><p>([^<]+)<\/p>/.exec(html)?.[1];
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
  return { labels, inputs, buttons, action, alert, stylesheets };
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}
