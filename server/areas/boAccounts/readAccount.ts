import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { findCompteById, toCompte } from '../accounts/public.ts';

/** The account as Compte_Get gives it; 404 when no account has this id. */
export async function readBoAccount(db: Queryable, id: number) {
  const record = await findCompteById(db, id);
  if (!record) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
  return toCompte(record);
}
