import { expect } from 'vitest';
import { Browser, newPkce } from '../api/oidcBrowser.ts';

/** What the tests need of the running realm, from the variables `npm run test:keycloak` gives them. */
export function realmUnderTest() {
  const env = process.env;
  const missing = ['OIDC_ISSUER', 'KEYCLOAK_ADMIN_CLIENT_SECRET', 'KEYCLOAK_SMTP_PORT', 'PUBLIC_URL'].filter(
    (name) => !env[name],
  );
  if (missing.length > 0) {
    throw new Error(
      `Ces tests demandent un Keycloak démarré : lancez npm run test:keycloak (manque ${missing.join(', ')})`,
    );
  }
  return {
    issuer: env.OIDC_ISSUER!,
    publicUrl: env.PUBLIC_URL!,
    smtpPort: Number(env.KEYCLOAK_SMTP_PORT),
    env: {
      OIDC_ISSUER: env.OIDC_ISSUER!,
      OIDC_CLIENT_ID: env.OIDC_CLIENT_ID ?? 'portail',
      OIDC_AUDIENCE: env.OIDC_AUDIENCE ?? 'urn:portail:api',
      KEYCLOAK_ADMIN_CLIENT_ID: env.KEYCLOAK_ADMIN_CLIENT_ID ?? 'portail-admin',
      KEYCLOAK_ADMIN_CLIENT_SECRET: env.KEYCLOAK_ADMIN_CLIENT_SECRET!,
      PUBLIC_URL: env.PUBLIC_URL!,
    },
  };
}

export interface KeycloakTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/** The `action` of the page's form with this id, its `&amp;` undone. */
export function formAction(html: string, id: string): string {
  const form = new RegExp(`<form[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const action = /action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`no form #${id} on the page:\n${html.slice(0, 2000)}`);
  return action.replace(/&amp;/g, '&');
}

/** The portal's sign-in, as its SPA starts it: the public client, PKCE S256, back to `/auth/callback`. */
export class KeycloakSession {
  readonly browser = new Browser();
  private readonly pkce = newPkce();
  readonly redirectUri: string;

  constructor(
    private readonly issuer: string,
    publicUrl: string,
  ) {
    this.redirectUri = `${publicUrl}/auth/callback`;
  }

  /** Keycloak's login page for the portal's client. */
  async loginPage(): Promise<string> {
    const url = new URL(`${this.issuer}/protocol/openid-connect/auth`);
    url.search = new URLSearchParams({
      client_id: 'portail',
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: this.redirectUri,
      state: 'etat',
      code_challenge: this.pkce.challenge,
      code_challenge_method: 'S256',
    }).toString();
    const { response } = await this.browser.follow(url.href, this.redirectUri);
    expect(response.status).toBe(200);
    return response.text();
  }

  /** Submits a form; answers the page it leads to, or the code when it leads back to the portal. */
  async submit(action: string, form: Record<string, string>): Promise<{ code?: string; page?: string }> {
    const first = await this.browser.request(action, { form });
    const { response, url } = await this.browser.follow(action, this.redirectUri, first);
    if (url.startsWith(this.redirectUri)) {
      const code = new URL(url).searchParams.get('code');
      return code ? { code } : { page: url };
    }
    return { page: await response.text() };
  }

  async signIn(login: string, password: string): Promise<{ code?: string; page?: string }> {
    const page = await this.loginPage();
    return this.submit(formAction(page, 'kc-form-login'), { username: login, password, credentialId: '' });
  }

  async exchange(code: string): Promise<KeycloakTokens> {
    const response = await fetch(`${this.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'portail',
        code,
        redirect_uri: this.redirectUri,
        code_verifier: this.pkce.verifier,
      }).toString(),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as KeycloakTokens;
  }

  /** Signs in with the right password and answers the tokens. */
  async tokens(login: string, password: string): Promise<KeycloakTokens> {
    const { code, page } = await this.signIn(login, password);
    if (!code) throw new Error(`sign-in of ${login} did not come back to the portal:\n${page?.slice(0, 1500)}`);
    return this.exchange(code);
  }
}

/** The refresh grant of the portal's public client. */
export function refreshWith(issuer: string, refreshToken: string): Promise<Response> {
  return fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'portail',
      refresh_token: refreshToken,
    }).toString(),
  });
}
