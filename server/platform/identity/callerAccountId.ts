import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { comptes } from '../db/schema.ts';
import { normalizeLogin } from './directory.ts';
import type { Identity } from './verifyAccessToken.ts';

/** The caller's account: its id and its login as the portal stores it. */
export interface CallerAccount {
  id: number;
  login: string;
}

const COLUMNS = { id: comptes.id, login: comptes.login };

async function boundAccount(db: Queryable, subject: string): Promise<CallerAccount | undefined> {
  const [row] = await db.select(COLUMNS).from(comptes).where(eq(comptes.sujet, subject));
  return row;
}

/**
 * The account a verified token speaks for, found by its subject (`sub`), never by the login it also carries: a token
 * of a deleted account does not act on a new account that took the same address. An account created before
 * subjects were kept is bound to its token's subject on its first call, by its login, once. Undefined when the
 * token's subject has no account.
 */
export async function accountOfIdentity(db: Queryable, identity: Identity): Promise<CallerAccount | undefined> {
  const bound = await boundAccount(db, identity.subject);
  if (bound) return bound;
  const [claimed] = await db
    .update(comptes)
    .set({ sujet: identity.subject })
    .where(and(eq(comptes.login, normalizeLogin(identity.login)), isNull(comptes.sujet)))
    .returning(COLUMNS);
  // Two first calls at once: the one that did not bind finds the account the other bound.
  return claimed ?? (await boundAccount(db, identity.subject));
}

/** The id of the account the token speaks for (see accountOfIdentity). */
export async function callerAccountId(db: Queryable, identity: Identity): Promise<number | undefined> {
  return (await accountOfIdentity(db, identity))?.id;
}
