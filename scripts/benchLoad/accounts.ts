import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FRANCE } from '../../domain/referenceIds.ts';
import type { Database } from '../../server/platform/db/database.ts';
import { comptes } from '../../server/platform/db/schema.ts';
import { hashPassword } from '../../server/platform/identity/passwordHash.ts';
import { Browser, describeForm, newPkce } from '../../tests/api/oidcBrowser.ts';

export const BENCH_PASSWORD = 'Charge#2026';
const DEMO_ADMIN = { email: 'admin@example.org', password: 'Portail#2026' };

/** Confirmed customers with a billing address in Paris, ready to order; their logins. */
export async function createCustomers(db: Database, prefix: string, count: number): Promise<string[]> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const logins = Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}@charge.example.org`);
  for (const login of logins) {
    const [row] = await db
      .insert(comptes)
      .values({
        login,
        prenom: 'Client',
        nom: 'Charge',
        idCivilite: 1,
        role: 'frontoffice',
        confirme: true,
        motDePasseHash: hash,
        nomVoie: '3 rue des Lilas',
        codePostal: '75011',
        ville: 'Paris',
        idPays: FRANCE.idPays,
      })
      .returning({ id: comptes.id });
    if (!row) throw new Error(`account ${login} not created`);
    // The embedded provider's subject is the account's id.
    await db
      .update(comptes)
      .set({ sujet: String(row.id) })
      .where(eq(comptes.id, row.id));
  }
  return logins;
}

/** Signs in through the embedded provider's page (code and PKCE, as the portal's client does): an access token. */
export async function accessToken(baseUrl: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const browser = new Browser();
  const pkce = newPkce();
  const redirectUri = `${baseUrl}/auth/callback`;
  const authorize = `${baseUrl}/oidc/auth?${new URLSearchParams({
    client_id: 'portail',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: randomUUID(),
    nonce: randomUUID(),
  })}`;
  const page = await browser.follow(authorize, redirectUri);
  const action = describeForm(await page.response.text()).action;
  if (!action) throw new Error(`pas de formulaire de connexion à ${page.url}`);
  const posted = await browser.request(new URL(action, baseUrl).href, { form: { email, password } });
  const { url } = await browser.follow(page.url, redirectUri, posted);
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error(`connexion de ${email} refusée (${url})`);
  const tokens = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'portail',
      code_verifier: pkce.verifier,
    }),
  });
  if (!tokens.ok) throw new Error(`jeton de ${email} refusé : ${tokens.status}`);
  return ((await tokens.json()) as { access_token: string }).access_token;
}

export function adminToken(baseUrl: string): Promise<string> {
  return accessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
}
