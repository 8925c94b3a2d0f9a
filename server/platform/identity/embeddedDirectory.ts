import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database.ts';
import { comptes, oidcPayloads } from '../db/schema.ts';
import type { Directory, PasswordCheck } from './directory.ts';
import { hashPassword, verifyPassword } from './passwordHash.ts';

/** Checked against when no account matches, so that an unknown login takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('mot-de-passe-leurre');
  return decoyHash;
}

export interface EmbeddedAccount {
  id: number;
  confirme: boolean;
}

export interface EmbeddedDirectory extends Directory {
  /** Checks a sign-in: the account is given when the password is right, confirmed or not. */
  authenticate(login: string, password: string): Promise<{ check: PasswordCheck; account?: EmbeddedAccount }>;
}

/**
 * Credentials kept in the portal's `comptes` table, for the embedded provider. The profile and the
 * confirmation flag are the accounts module's; this directory writes the password hash only.
 */
export function createEmbeddedDirectory(db: Database): EmbeddedDirectory {
  async function authenticate(
    login: string,
    password: string,
  ): Promise<{ check: PasswordCheck; account?: EmbeddedAccount }> {
    const [row] = await db
      .select({ id: comptes.id, confirme: comptes.confirme, hash: comptes.motDePasseHash })
      .from(comptes)
      .where(eq(comptes.login, login));
    const valid = await verifyPassword(password, row?.hash ?? (await decoy()));
    if (!row || !row.hash || !valid) return { check: 'invalid' };
    return { check: row.confirme ? 'valid' : 'unconfirmed', account: { id: row.id, confirme: row.confirme } };
  }

  async function storeHash(login: string, password: string, tx: Queryable): Promise<void> {
    const motDePasseHash = await hashPassword(password);
    await tx.update(comptes).set({ motDePasseHash }).where(eq(comptes.login, login));
  }

  /** Sessions, grants and refresh tokens of the account: what renews its tokens without a password. */
  async function endSessions(tx: Queryable, accountId: SQL | number): Promise<void> {
    await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = (${accountId})::text`);
  }

  const accountIdOf = (login: string) => sql`(select ${comptes.id} from ${comptes} where ${comptes.login} = ${login})`;

  return {
    authenticate,
    async exists(login) {
      const [row] = await db.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, login));
      return row !== undefined;
    },
    // The embedded provider's subject is the account's id (see embeddedProvider's findAccount).
    async createUser(user, tx) {
      await storeHash(user.login, user.password, tx);
      const [row] = await tx.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, user.login));
      if (!row) throw new Error(`no account for ${user.login}`);
      return String(row.id);
    },
    // The `confirme` column is the portal's record of the confirmation, written by the accounts module.
    confirm: async () => undefined,
    checkPassword: async (login, password) => (await authenticate(login, password)).check,
    // Whoever knew the old password may hold a session: none outlives it.
    async setPassword(login, password, tx) {
      await storeHash(login, password, tx);
      await endSessions(tx, accountIdOf(login));
    },
    // Names live in the profile, which the accounts module has already written.
    updateNames: async () => undefined,
    // Login, names, role and confirmation are columns of the account the accounts module has written; the
    // provider reads them at each token it issues. A new login ends the sessions opened with the old one.
    async updateUser(login, changes, tx) {
      if (changes.newLogin === undefined) return;
      await endSessions(tx, accountIdOf(changes.newLogin));
    },
    // The password hash goes with the account's row, which the accounts module deletes.
    deleteUser: async ({ id }, tx) => endSessions(tx, id),
  };
}
