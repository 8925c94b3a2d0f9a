import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { HttpError } from './httpError.ts';
import { callerAccountId } from '../identity/callerAccountId.ts';
import { identityOf } from './authenticate.ts';

/**
 * The caller's account: the token's, never one named in the body. A token whose account is unknown owns nothing,
 * so it gets the area's not-found answer.
 */
export async function callerAccount(db: Database, request: FastifyRequest, notFound: () => HttpError): Promise<number> {
  const idCompte = await callerAccountId(db, identityOf(request));
  if (idCompte === undefined) throw notFound();
  return idCompte;
}
