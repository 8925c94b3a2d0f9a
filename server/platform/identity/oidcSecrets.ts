import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Database } from '../db/database.ts';
import { oidcSecrets } from '../db/schema.ts';

/** What the embedded provider needs that must not change between restarts nor differ between processes. */
export interface OidcSecrets {
  /** Private signing keys (JWK), the first one signs. */
  signingKeys: JWK[];
  /** Keys of the provider's signed cookies, the first one signs. */
  cookieKeys: string[];
}

const SIGNING_KEYS = 'signing_keys';
const COOKIE_KEYS = 'cookie_keys';

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * Reads a secret, creating it first when it does not exist. Processes starting together may both
 * generate one: the first insert wins and everybody reads the winner back.
 */
async function readOrCreate<T>(db: Database, nom: string, create: () => T): Promise<T> {
  const [existing] = await db.select({ valeur: oidcSecrets.valeur }).from(oidcSecrets).where(eq(oidcSecrets.nom, nom));
  if (existing) return existing.valeur as T;
  await db.insert(oidcSecrets).values({ nom, valeur: create() }).onConflictDoNothing();
  const [stored] = await db.select({ valeur: oidcSecrets.valeur }).from(oidcSecrets).where(eq(oidcSecrets.nom, nom));
  if (!stored) throw new Error(`secret ${nom} missing after insert`);
  return stored.valeur as T;
}

export async function loadOidcSecrets(db: Database): Promise<OidcSecrets> {
  const signingKeys = await readOrCreate<JWK[]>(db, SIGNING_KEYS, () => [newSigningKey()]);
  const cookieKeys = await readOrCreate<string[]>(db, COOKIE_KEYS, () => [randomBytes(32).toString('base64url')]);
  return { signingKeys, cookieKeys };
}

/** The public half of signing keys, as a JWKS publishes them. */
export function publicJwks(keys: readonly JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, value]) => value !== undefined),
      ),
    ),
  };
}
