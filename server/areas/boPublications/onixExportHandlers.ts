import { Readable } from 'node:stream';
import { ONIX_EXPORT_TEXTS } from '../../../domain/publication/onixExportTexts.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { publicationOwners } from './repository.ts';
import { parisDayStart } from './onixExportSince.ts';
import { parisDay } from '../../../domain/parisDay.ts';
import { onixSenderOf, planOnixExport, writeOnixExport } from '../onix/public.ts';
import { toPlanExportOnix } from './view.ts';

/** Yields `read`, then the rest of `chunks`. */
async function* startingWith(read: string[], chunks: AsyncIterator<string>): AsyncGenerator<string> {
  yield* read;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

/**
 * The first chunks of `chunks`, up to the first one written from the database (the header comes before it): when the
 * database fails there, the call answers an error and nothing of the file has been sent.
 */
async function firstChunks(chunks: AsyncIterator<string>): Promise<string[]> {
  const read: string[] = [];
  while (read.length < 2) {
    const next = await chunks.next();
    if (next.done) break;
    read.push(next.value);
  }
  return read;
}

/** The back office's ONIX 3.1 export: its plan, and the message as a `.xml` download. */
export function boOnixExportHandlers({ db, config }: AppDependencies): HandlerMap {
  return {
    BO_Publication_Publication_ExportOnix_Plan: async (request) => {
      // The contract has checked Depuis is a calendar day (400 with a French message otherwise).
      const { Depuis } = valuesOf(request, 'Requete_BOExportOnix');
      const since = Depuis ? parisDayStart(Depuis) : undefined;
      const plan = await planOnixExport(db, since ? { since } : {});
      const owners = await publicationOwners(
        db,
        plan.unexportable.map((publication) => publication.IdPublication),
      );
      return toPlanExportOnix(plan, owners);
    },

    BO_Publication_Publication_ExportOnix: async (request, reply) => {
      const { Depuis } = valuesOf(request, 'Requete_BOExportOnix');
      const now = new Date();
      const options = {
        now,
        publicUrl: config.publicUrl,
        sender: onixSenderOf(config.seller),
        ...(Depuis ? { since: parisDayStart(Depuis) } : {}),
      };
      const chunks = writeOnixExport(db, options)[Symbol.asyncIterator]();
      const read = await firstChunks(chunks);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ONIX_EXPORT_TEXTS.fileName(parisDay(now))}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(startingWith(read, chunks)));
    },
  };
}
