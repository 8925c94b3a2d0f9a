import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database.ts';
import { echecsConnexion } from '../db/schema.ts';
import { ACCOUNT_SIGN_IN_BUDGET, SIGN_IN_SLOWDOWN, signInWaitMs } from '../../../domain/identity/signInSlowdown.ts';

/** One account (its typed login, known or not) seen from one source address. */
export interface SignInPair {
  login: string;
  adresse: string;
}

/** The row that counts an account's failures from every address (no source address is written so). */
const EVERY_ADDRESS = '*';

/** A wait, and whether it is the pair's (this address) or the account's (every address). */
export interface SignInWait {
  waitMs: number;
  scope: 'pair' | 'account';
}

const NO_WAIT: SignInWait = { waitMs: 0, scope: 'pair' };

function ofPair({ login, adresse }: SignInPair) {
  return and(eq(echecsConnexion.login, login), eq(echecsConnexion.adresse, adresse));
}

/** The pair's row and the account's. */
function ofPairAndAccount({ login, adresse }: SignInPair) {
  return and(eq(echecsConnexion.login, login), inArray(echecsConnexion.adresse, [adresse, EVERY_ADDRESS]));
}

function longer(a: SignInWait, b: SignInWait): SignInWait {
  return b.waitMs > a.waitMs ? b : a;
}

function scopeOf(adresse: string): SignInWait['scope'] {
  return adresse === EVERY_ADDRESS ? 'account' : 'pair';
}

/** How long the pair must still wait before trying again (its own wait or its account's); 0 when it may try now. */
export async function signInWaitLeft(db: Database, pair: SignInPair, now: Date): Promise<SignInWait> {
  const rows = await db
    .select({ adresse: echecsConnexion.adresse, bloqueJusquA: echecsConnexion.bloqueJusquA })
    .from(echecsConnexion)
    .where(ofPairAndAccount(pair));
  return rows.reduce<SignInWait>((wait, row) => {
    const left = row.bloqueJusquA ? Math.max(0, row.bloqueJusquA.getTime() - now.getTime()) : 0;
    return longer(wait, { waitMs: left, scope: scopeOf(row.adresse) });
  }, NO_WAIT);
}

/**
 * Counts a failure of the pair and of its account and, past either allowance, makes the try after it wait;
 * returns the longer wait (0: none).
 */
export async function recordSignInFailure(db: Database, pair: SignInPair, now: Date): Promise<SignInWait> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(echecsConnexion)
      .values([
        { ...pair, echecs: 1, dateMaj: now },
        { login: pair.login, adresse: EVERY_ADDRESS, echecs: 1, dateMaj: now },
      ])
      .onConflictDoUpdate({
        target: [echecsConnexion.login, echecsConnexion.adresse],
        set: { echecs: sql`${echecsConnexion.echecs} + 1`, dateMaj: now },
      })
      .returning({ adresse: echecsConnexion.adresse, echecs: echecsConnexion.echecs });
    let wait = NO_WAIT;
    for (const row of rows) {
      const scope = scopeOf(row.adresse);
      const waitMs = signInWaitMs(row.echecs, scope === 'account' ? ACCOUNT_SIGN_IN_BUDGET : SIGN_IN_SLOWDOWN);
      if (waitMs === 0) continue;
      await tx
        .update(echecsConnexion)
        .set({ bloqueJusquA: new Date(now.getTime() + waitMs) })
        .where(ofPair({ login: pair.login, adresse: row.adresse }));
      wait = longer(wait, { waitMs, scope });
    }
    return wait;
  });
}

/** A success forgets the pair's failures and its account's: its owner is back. */
export async function clearSignInFailures(db: Database, pair: SignInPair): Promise<void> {
  await db.delete(echecsConnexion).where(ofPairAndAccount(pair));
}

/** A new password set through an e-mailed link forgets the login's failures from every address: its owner is back. */
export async function clearSignInFailuresOfLogin(db: Queryable, login: string): Promise<void> {
  await db.delete(echecsConnexion).where(eq(echecsConnexion.login, login));
}

/** Forgets the pairs (and accounts) without a failure for a day and no wait still running. */
export async function purgeSignInFailures(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(echecsConnexion)
    .where(
      and(
        lt(echecsConnexion.dateMaj, new Date(now.getTime() - SIGN_IN_SLOWDOWN.forgetAfterMs)),
        or(isNull(echecsConnexion.bloqueJusquA), lt(echecsConnexion.bloqueJusquA, now)),
      ),
    );
}
