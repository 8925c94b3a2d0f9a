import type { FastifyRequest } from 'fastify';
import { accountIdOf } from '../basket/repository.ts';
import type { Database } from '../db/database.ts';
import type { HttpError } from '../http/httpError.ts';
import { identityOf } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';

/**
 * The caller's account: the token's, never one named in the body. A token whose account is unknown owns nothing,
 * so it gets the area's not-found answer.
 */
export async function callerAccount(db: Database, request: FastifyRequest, notFound: () => HttpError): Promise<number> {
  const idCompte = await accountIdOf(db, normalizeLogin(identityOf(request).login));
  if (idCompte === undefined) throw notFound();
  return idCompte;
}
