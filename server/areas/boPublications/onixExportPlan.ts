import { inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Database } from '../../platform/db/database.ts';
import { publications } from '../../platform/db/schema.ts';
import { planOnixExport } from '../onix/public.ts';

type PlanExportOnix = components['schemas']['PlanExportOnix'];

/** The ONIX export's plan as the back office reads it: each set-aside publication with its owner, for its link. */
export async function onixExportPlan(db: Database, since: Date | undefined): Promise<PlanExportOnix> {
  const plan = await planOnixExport(db, since ? { since } : {});
  const ids = plan.unexportable.map((publication) => publication.IdPublication);
  const owners =
    ids.length === 0
      ? []
      : await db
          .select({ id: publications.id, idCompte: publications.idCompte })
          .from(publications)
          .where(inArray(publications.id, ids));
  const ownerOf = new Map(owners.map((row) => [row.id, row.idCompte]));
  return {
    NombreExportables: plan.exportable.length,
    NonExportables: plan.unexportable
      .filter((publication) => ownerOf.has(publication.IdPublication))
      .map(({ IdPublication, Titre, Raisons }) => ({
        IdPublication,
        IdPersonne: ownerOf.get(IdPublication)!,
        Titre,
        Raisons,
      })),
  };
}
