import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../platform/db/database.ts';
import { callerAccountOf, identityOf } from '../../platform/http/authenticate.ts';
import { normalizeLogin } from '../../platform/identity/directory.ts';
import type { Editor } from './editRepository.ts';

/** The staff member saving a block, as the kept version names them. */
export async function editorOf(db: Queryable, request: FastifyRequest): Promise<Editor> {
  const identity = identityOf(request);
  const account = callerAccountOf(request);
  // Staff kept by Keycloak alone have no account in the portal: the version names them by their token's login.
  return account
    ? { login: account.login, idCompte: account.id }
    : { login: normalizeLogin(identity.login), idCompte: null };
}
