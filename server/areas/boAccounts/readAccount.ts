import type { components } from '../../../openapi/generated/schema.d.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { deletionVerdictOf } from '../accountData/public.ts';
import { findCompteById, toCompte } from '../accounts/public.ts';

/**
 * The account as the back office reads it: Compte_Get's, with the deletion rule applied to it for the staff member
 * `callerId` (so that « Supprimer » is offered only when the server would delete it); 404 when no account has this id.
 */
export async function readBoAccount(
  db: Queryable,
  id: number,
  callerId: number | undefined,
): Promise<components['schemas']['CompteBO']> {
  const record = await findCompteById(db, id);
  if (!record) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
  return { ...toCompte(record), Suppression: await deletionVerdictOf(db, id, callerId) };
}
