import { eq } from 'drizzle-orm';
import { FRANCE } from '../../domain/referenceIds.ts';
import type { Database } from '../../server/platform/db/database.ts';
import { comptes } from '../../server/platform/db/schema.ts';
import { hashPassword } from '../../server/platform/identity/passwordHash.ts';
import { signInForAccessToken } from '../../tests/api/oidcBrowser.ts';

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
export function accessToken(baseUrl: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  return signInForAccessToken(baseUrl, email, password);
}

export function adminToken(baseUrl: string): Promise<string> {
  return accessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
}
