import type { Database } from '../../platform/db/database.ts';
import { deleteCompte, lockExpiredRegistration } from './repository.ts';
import type { Directory } from '../../platform/identity/directory.ts';
import { registrationExpiryCutoff } from '../../../domain/identity/registrationValidity.ts';

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
    const expired = await lockExpiredRegistration(tx, login, registrationExpiryCutoff(now));
    if (!expired) return;
    await deleteCompte(tx, expired.id);
    await directory.deleteUser(expired, tx);
  });
}
