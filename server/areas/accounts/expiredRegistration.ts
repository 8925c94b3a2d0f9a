import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { codesConfirmation, comptes } from '../../platform/db/schema.ts';
import type { Directory } from '../../platform/identity/directory.ts';
import { registrationExpiryCutoff } from '../../../domain/identity/registrationValidity.ts';

/**
 * Whether an account is a registration whose confirmation never came in time: unconfirmed, created before the
 * cutoff, with its confirmation code still unused (an account the back office marked unconfirmed keeps its used code
 * and is not one).
 */
function expiredRegistration(cutoff: Date) {
  return and(eq(comptes.confirme, false), lt(comptes.dateCreation, cutoff), isNull(codesConfirmation.dateUtilisation));
}

/** Whether the confirmation code's account is an expired registration. */
export function isExpiredRegistration(account: { confirme: boolean; dateCreation: Date }, now = new Date()): boolean {
  return !account.confirme && account.dateCreation < registrationExpiryCutoff(now);
}

/**
 * Removes the expired registration of this login, if any, with its codes and its user at the identity provider, so
 * that the address can be registered again. The row is locked, so that a confirmation arriving meanwhile waits.
 */
export async function releaseExpiredRegistration(
  { db, directory }: { db: Database; directory: Directory },
  login: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [expired] = await tx
      .select({ id: comptes.id, login: comptes.login })
      .from(comptes)
      .innerJoin(codesConfirmation, eq(codesConfirmation.idCompte, comptes.id))
      .where(and(eq(comptes.login, login), expiredRegistration(registrationExpiryCutoff(now))))
      .for('update', { of: comptes });
    if (!expired) return;
    await tx.delete(comptes).where(eq(comptes.id, expired.id));
    await directory.deleteUser(expired, tx);
  });
}
