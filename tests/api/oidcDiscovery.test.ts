import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildPortal, type Portal } from './identityHarness.ts';
import { testContext, type TestContext } from './testApp.ts';

const FORGED_HEADERS = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
};

let ctx: TestContext;
const portals: Portal[] = [];
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => {
  await Promise.all(portals.map((portal) => portal.app.close()));
});

/** Every address the discovery document gives: the issuer, the endpoints and the key set. */
async function discoveryAddresses(env: Record<string, string>): Promise<Record<string, string>> {
  const portal = buildPortal(ctx.db, ctx.document, 3999, env);
  portals.push(portal);
  const response = await portal.app.inject({
    method: 'GET',
    url: '/oidc/.well-known/openid-configuration',
    headers: FORGED_HEADERS,
  });
  expect(response.statusCode).toBe(200);
  const discovery = response.json<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(discovery).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        (entry[0] === 'issuer' || entry[0] === 'jwks_uri' || entry[0].endsWith('_endpoint')),
    ),
  );
}

describe('le document de découverte du fournisseur intégré', () => {
  test.each([
    ['sans proxy', {}],
    ['derrière un proxy de confiance', { TRUST_PROXY: 'true' }],
  ])('donne les adresses de PUBLIC_URL, pas celles de l’en-tête Host (%s)', async (_case, env) => {
    const addresses = await discoveryAddresses({ PUBLIC_URL: 'https://portail.example.org', ...env });
    expect(addresses.issuer).toBe('https://portail.example.org/oidc');
    expect(addresses.authorization_endpoint).toBe('https://portail.example.org/oidc/auth');
    expect(addresses.token_endpoint).toBe('https://portail.example.org/oidc/token');
    expect(addresses.end_session_endpoint).toBe('https://portail.example.org/oidc/session/end');
    expect(addresses.jwks_uri).toBe('https://portail.example.org/oidc/jwks');
    for (const [name, address] of Object.entries(addresses)) {
      expect(address, name).toMatch(/^https:\/\/portail\.example\.org\/oidc(\/|$)/);
    }
  });
});
