import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { sendStoredFile } from '../../platform/files/sendStoredFile.ts';
import { callerAccountOf, identityOf } from '../../platform/http/authenticate.ts';
import { roleName, type RoleNames } from '../../../domain/identity/roles.ts';
import { readStoredFile } from '../../platform/files/files.ts';
import { findPublicCover, PUBLIC_COVERS_PATH } from './publicCovers.ts';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { findOwnPublication, publicationExists } from './repository.ts';

export interface PublicationFileRoutesOptions {
  db: Database;
  dataDir: string;
  /** The bearer check that resolves the caller. */
  authenticate: preValidationAsyncHookHandler;
  roles: RoleNames;
}

/**
 * Covers are read with the bearer token (fetched, then shown from a blob): to the owner of the
 * publication and to the back office only, as attachments that the browser never sniffs.
 */
export function registerPublicationFiles(app: FastifyInstance, options: PublicationFileRoutesOptions): void {
  app.get<{ Params: { idPublication: string; nom: string } }>(
    '/fichiers/publications/:idPublication/:nom',
    { preValidation: [options.authenticate] },
    async (request, reply) => {
      const idPublication = Number(request.params.idPublication);
      if (!Number.isSafeInteger(idPublication) || idPublication < 1)
        throw new HttpError(404, PUBLICATION_MESSAGES.fileNotFound);
      const identity = identityOf(request);
      const backOffice = identity.roles.includes(roleName('backoffice', options.roles));
      const idCompte = callerAccountOf(request)?.id;
      const visible = backOffice
        ? await publicationExists(options.db, idPublication)
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

/**
 * A validated publication's covers under their public links (see publicCovers.ts), without sign-in, for the
 * catalogues that read the ONIX export: shown inline, never sniffed, cached an hour at most so that a publication
 * no longer validated stops being served soon. Anything else, 404.
 */
export function registerPublicCovers(app: FastifyInstance, options: { db: Database; dataDir: string }): void {
  app.get<{ Params: { nom: string } }>(`${PUBLIC_COVERS_PATH}:nom`, async (request, reply) => {
    const cover = await findPublicCover(options.db, request.params.nom);
    const file = cover && (await readStoredFile(options.dataDir, cover.idPublication, cover.storedName));
    if (!file) throw new HttpError(404, PUBLICATION_MESSAGES.publicCoverNotFound);
    return sendStoredFile(reply, {
      ...file,
      name: request.params.nom,
      disposition: 'inline',
      cacheControl: 'public, max-age=3600',
    });
  });
}
