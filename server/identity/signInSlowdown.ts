import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database.ts';
import { echecsConnexion } from '../db/schema.ts';
import { SIGN_IN_SLOWDOWN, signInWaitMs } from '../../domain/identity/signInSlowdown.ts';

/** One account (its typed login, known or not) seen from one source address. */
export interface SignInPair {
  login: string;
  adresse: string;
}

function ofPair({ login, adresse }: SignInPair) {
  return and(eq(echecsConnexion.login, login), eq(echecsConnexion.adresse, adresse));
}

/** How long the pair must still wait before trying again, 0 when it may try now. */
export async function signInWaitLeftMs(db: Database, pair: SignInPair, now: Date): Promise<number> {
  const [row] = await db
    .select({ bloqueJusquA: echecsConnexion.bloqueJusquA })
    .from(echecsConnexion)
    .where(ofPair(pair));
  return row?.bloqueJusquA ? Math.max(0, row.bloqueJusquA.getTime() - now.getTime()) : 0;
}

/** Counts a failure of the pair and, past the allowance, makes it wait; returns that wait (0: none). */
export async function recordSignInFailure(db: Database, pair: SignInPair, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(echecsConnexion)
      .values({ ...pair, echecs: 1, dateMaj: now })
      .onConflictDoUpdate({
        target: [echecsConnexion.login, echecsConnexion.adresse],
        set: { echecs: sql`${echecsConnexion.echecs} + 1`, dateMaj: now },
      })
      .returning({ echecs: echecsConnexion.echecs });
    const wait = signInWaitMs(row?.echecs ?? 1);
    if (wait > 0) {
      await tx
        .update(echecsConnexion)
        .set({ bloqueJusquA: new Date(now.getTime() + wait) })
        .where(ofPair(pair));
    }
    return wait;
  });
}

/** A success forgets the pair's failures. */
export async function clearSignInFailures(db: Database, pair: SignInPair): Promise<void> {
  await db.delete(echecsConnexion).where(ofPair(pair));
}

/** A new password set through an e-mailed link forgets the login's failures from every address: its owner is back. */
export async function clearSignInFailuresOfLogin(db: Queryable, login: string): Promise<void> {
  await db.delete(echecsConnexion).where(eq(echecsConnexion.login, login));
}

/** Forgets the pairs without a failure for a day and no wait still running. */
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
