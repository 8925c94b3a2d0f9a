import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { accountIdOf } from '../basket/repository.ts';
import { HttpError } from '../http/httpError.ts';
import { sendStoredFile } from '../http/sendStoredFile.ts';
import { identityOf, requireBearer } from '../identity/authenticate.ts';
import { normalizeLogin } from '../identity/directory.ts';
import { roleName, type RoleNames } from '../../domain/identity/roles.ts';
import type { AccessTokenVerifier } from '../identity/verifyAccessToken.ts';
import { readStoredFile } from './files.ts';
import { PUBLICATION_MESSAGES } from '../../domain/publication/messages.ts';
import { findOwnPublication } from './repository.ts';
import { publications } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

export interface PublicationFileRoutesOptions {
  db: Database;
  dataDir: string;
  verifyAccessToken: AccessTokenVerifier;
  roles: RoleNames;
}

/**
 * Covers are read with the bearer token (fetched, then shown from a blob): to the owner of the
 * publication and to the back office only, as attachments that the browser never sniffs.
 */
export function registerPublicationFiles(app: FastifyInstance, options: PublicationFileRoutesOptions): void {
  app.get<{ Params: { idPublication: string; nom: string } }>(
    '/fichiers/publications/:idPublication/:nom',
    { preValidation: [requireBearer(options.verifyAccessToken)] },
    async (request, reply) => {
      const idPublication = Number(request.params.idPublication);
      if (!Number.isSafeInteger(idPublication) || idPublication < 1)
        throw new HttpError(404, PUBLICATION_MESSAGES.fileNotFound);
      const identity = identityOf(request);
      const backOffice = identity.roles.includes(roleName('backoffice', options.roles));
      const idCompte = await accountIdOf(options.db, normalizeLogin(identity.login));
      const visible = backOffice
        ? (
            await options.db
              .select({ id: publications.id })
              .from(publications)
              .where(eq(publications.id, idPublication))
          ).length > 0
        : idCompte !== undefined && (await findOwnPublication(options.db, idCompte, idPublication)) !== undefined;
      if (!visible) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
      const file = await readStoredFile(options.dataDir, idPublication, request.params.nom);
      if (!file) throw new HttpError(404, PUBLICATION_MESSAGES.fileNotFound);
      return sendStoredFile(reply, {
        ...file,
        name: request.params.nom,
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  );
}
