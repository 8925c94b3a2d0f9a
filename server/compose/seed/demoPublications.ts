import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { fileUrl, storeFileIn } from '../../platform/files/files.ts';
import { newCoverToken } from '../../areas/publications/publicCovers.ts';
import { onPublicationValidated } from '../../areas/referencing/public.ts';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import type { Transaction } from '../../platform/db/database.ts';
import * as schema from '../../platform/db/schema.ts';
import { publicationsDemo, type FicheDemo } from './data/panierDemo.ts';
import { join } from 'node:path';

const SEED_FILES = new URL('./files/', import.meta.url);

/** The columns of a publication's five steps, its brand found by label. */
async function ficheColumns(tx: Transaction, fiche: FicheDemo) {
  const [marque] = await tx
    .select({ id: schema.marques.id })
    .from(schema.marques)
    .where(eq(schema.marques.libelle, fiche.LibelleMarque));
  if (!marque) throw new Error(`The demo brand ${fiche.LibelleMarque} is not in the seed`);
  return {
    idsLangues: fiche.IdsLangues,
    auteurContribution: fiche.AuteurContribution,
    idMarque: marque.id,
    dateParution: fiche.DateParution,
    prixTTCCentimes: fiche.PrixTTCCentimes,
    nombrePage: fiche.NombrePage,
    formatPoids: fiche.Format_Poids,
    formatHauteur: fiche.Format_Hauteur,
    formatLargeur: fiche.Format_Largeur,
    formatEpaisseur: fiche.Format_Epaisseur,
    idFormat: fiche.IdFormat,
    idIllustration: fiche.IdIllustration,
    idTypeOuvrage: fiche.IdTypeOuvrage,
    idSujet: fiche.IdSujet,
    resume: fiche.Resume,
  };
}

/**
 * The cover is stored as an author's upload would be, under a name the server chooses. Without a data folder
 * (a test database) the publication keeps no cover.
 */
async function storeCover(dataDir: string | undefined, idPublication: number, fiche: FicheDemo) {
  if (dataDir === undefined) return null;
  const bytes = await readFile(new URL(fiche.FichierCouverture, SEED_FILES));
  const folder = join(dataDir, 'publications', String(idPublication));
  return fileUrl(idPublication, await storeFileIn(folder, 'jpg', bytes));
}

/** The demo author's publications, complete where they went through moderation; their ids in the data's order. */
export async function insertDemoPublications(
  tx: Transaction,
  idCompte: number,
  dataDir: string | undefined,
): Promise<number[]> {
  const ids: number[] = [];
  for (const row of publicationsDemo) {
    const [created] = await tx
      .insert(schema.publications)
      .values({
        idCompte,
        ean: row.Ean,
        titre: row.Titre,
        idDisponibilite: row.IdDisponibilite,
        idEtatPublication: row.IdEtatPublication,
        ...(row.Fiche ? await ficheColumns(tx, row.Fiche) : {}),
      })
      .returning({ id: schema.publications.id });
    if (!created) throw new Error('publication insert returned no row');
    ids.push(created.id);
    if (row.Fiche) {
      const visuelCouverture = await storeCover(dataDir, created.id, row.Fiche);
      const jetonVisuelCouverture = visuelCouverture === null ? null : newCoverToken();
      await tx
        .update(schema.publications)
        .set({ visuelCouverture, jetonVisuelCouverture })
        .where(eq(schema.publications.id, created.id));
    }
    const history = row.HistoriqueModeration.map((event) => ({
      idPublication: created.id,
      nature: event.Nature,
      date: sql`now() - make_interval(days => ${event.IlYaJours})`,
    }));
    if (history.length > 0) await tx.insert(schema.moderationsPublication).values(history);
    // A validated publication has its referencing: awaiting its payment, which the demo basket holds.
    if (row.IdEtatPublication === ETAT_PUBLICATION.validee) await onPublicationValidated(tx, created.id);
  }
  return ids;
}
