import { describe, expect, test } from 'vitest';
import { Browser, newPkce } from './oidcBrowser.ts';
import { DEMO, exchangeCode, refresh, signIn, portalForTests } from './identityHarness.ts';

const started = portalForTests();

const silentUri = () => `${started.portal.baseUrl}/auth/silent`;

/** A new tab's silent sign-in: the authorisation request the hidden frame opens, followed to the silent page. */
async function silentAuthorization(browser: Browser) {
  const pkce = newPkce();
  const url = `${started.portal.baseUrl}/oidc/auth?${new URLSearchParams({
    client_id: 'portail',
    response_type: 'code',
    redirect_uri: silentUri(),
    scope: 'openid profile email',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'etat-silencieux',
    nonce: 'nonce-silencieux',
    prompt: 'none',
  })}`;
  const { url: landed } = await browser.follow(url, silentUri());
  return { answer: new URL(landed), verifier: pkce.verifier };
}

describe('la connexion silencieuse d’un nouvel onglet (prompt=none)', () => {
  test('avec la session du fournisseur, le cadre reçoit un code : l’onglet a ses propres jetons', async () => {
    const { tokens, browser } = await signIn(started.portal, DEMO.auteur.email, DEMO.auteur.password);
    const { answer, verifier } = await silentAuthorization(browser);
    expect(answer.origin + answer.pathname).toBe(silentUri());
    expect(answer.searchParams.get('state')).toBe('etat-silencieux');
    expect(answer.searchParams.get('error')).toBeNull();
    // A code only: no token ever travels in an address.
    expect([...answer.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state']);

    const tab = await exchangeCode(started.portal, answer.searchParams.get('code') ?? '', silentUri(), verifier);
    expect(tab.refresh_token).toBeTruthy();
    expect(tab.refresh_token).not.toBe(tokens.refresh_token);
    // Two chains of refresh tokens: each tab rotates its own without spoiling the other's.
    expect((await refresh(started.portal.baseUrl, tab.refresh_token)).status).toBe(200);
    expect((await refresh(started.portal.baseUrl, tokens.refresh_token)).status).toBe(200);
  });

  test('sans session chez le fournisseur, le cadre reçoit login_required, sans page de connexion', async () => {
    const { answer } = await silentAuthorization(new Browser());
    expect(answer.origin + answer.pathname).toBe(silentUri());
    expect(answer.searchParams.get('error')).toBe('login_required');
    expect(answer.searchParams.get('state')).toBe('etat-silencieux');
  });

  test('la page silencieuse ne se laisse encadrer que par le portail, et ne fait que passer la réponse', async () => {
    const page = await fetch(`${silentUri()}?code=abc&state=xyz`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<script src="/auth/silent.js"></script>');
    expect(html).not.toMatch(/<script>|<style/);

    const script = await fetch(`${started.portal.baseUrl}/auth/silent.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    // Posted to the portal's own origin only, in the shape oidc-client-ts waits for.
    const code = (await script.text()).replace(/\s+/g, ' ');
    expect(code).toContain(
      "window.parent.postMessage( { source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin, );",
    );

    // Every other page keeps refusing to be framed, and may frame only the portal itself.
    const home = await fetch(`${started.portal.baseUrl}/auth/config.json`);
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('content-security-policy')).toContain("frame-src 'self'");
  });
});
