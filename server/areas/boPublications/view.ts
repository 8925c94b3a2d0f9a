import type { components } from '../../../openapi/generated/schema.d.ts';
import type { planOnixExport } from '../onix/public.ts';
import { toResume } from '../publications/public.ts';
import type { BoPublicationRow } from './repository.ts';

type PlanExportOnix = components['schemas']['PlanExportOnix'];

/** A row of the back office's publication lists: the publication's summary, its owner and its submission. */
export function toResumeBO({ publication, owner }: BoPublicationRow) {
  return { ...toResume(publication), ...owner, DateSoumission: publication.dateSoumission?.toISOString() ?? null };
}

/**
 * The ONIX export's plan as the back office reads it: each set-aside publication with its owner, for its link;
 * one no longer found (no owner) is left out.
 */
export function toPlanExportOnix(
  plan: Awaited<ReturnType<typeof planOnixExport>>,
  owners: readonly { id: number; idCompte: number }[],
): PlanExportOnix {
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
