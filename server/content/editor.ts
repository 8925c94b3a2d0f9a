import type { FastifyRequest } from 'fastify';
import { accountIdOf } from '../basket/repository.ts';
import type { Queryable } from '../db/database.ts';
import { identityOf } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';
import type { Editor } from './editRepository.ts';

/** The staff member saving a block, as the kept version names them. */
export async function editorOf(db: Queryable, request: FastifyRequest): Promise<Editor> {
  const login = normalizeLogin(identityOf(request).login);
  return { login, idCompte: (await accountIdOf(db, login)) ?? null };
}
