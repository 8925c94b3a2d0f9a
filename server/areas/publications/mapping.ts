import type { components } from '../../../openapi/generated/schema.d.ts';
import type { AuteurContributionRecord, publications } from '../../platform/db/schema.ts';
import { normalizeEan } from '../../../domain/ean.ts';
import { NEW_PUBLICATION, newPublication } from '../../../domain/publication/newPublication.ts';
import type { PublicationModeration } from './moderationHistory.ts';

export type Publication = components['schemas']['Publication'];
/** A publication's own fields and moderation: what the steps' rules and the ONIX mapping read. */
export type PublicationFields = Omit<Publication, 'Referencement'>;
export type Referencement = components['schemas']['Referencement'];
export type PublicationSaisie = components['schemas']['PublicationSaisie'];
export type PublicationResume = components['schemas']['PublicationResume'];
export type PublicationResumeAuteur = PublicationResume & {
  Moderation: Moderation | null;
  Referencement: Referencement;
};
export type Moderation = components['schemas']['Moderation'];
export type PublicationBO = components['schemas']['PublicationBO'];
export type ProprietairePublication = components['schemas']['ProprietairePublication'];
export type PublicationRow = typeof publications.$inferSelect;
type PublicationInsert = typeof publications.$inferInsert;

/** A stored publication with its brand's label (joined). */
export interface PublicationRecord extends PublicationRow {
  libelleMarque: string | null;
}

/** The contract's decimal euros, as integer cents (12.5 → 1250) without float drift. */
export function toCentimes(prixTTC: number | null | undefined): number | null {
  return prixTTC === null || prixTTC === undefined ? null : Math.round(prixTTC * 100);
}

function sortedContributions(contributions: readonly AuteurContributionRecord[]): AuteurContributionRecord[] {
  return [...contributions].sort((a, b) => a.Rang - b.Rang);
}

/**
 * A stored publication with its moderation (server/areas/publications/moderationHistory.ts, moderationsOf); what the
 * contract answers adds its referencing (publicationView.ts).
 */
export function toPublication(row: PublicationRecord, moderation: PublicationModeration): PublicationFields {
  return {
    Id: row.id,
    Ean: row.ean,
    IdsLangues: row.idsLangues,
    Titre: row.titre,
    Serie: row.serie,
    TitreVolume: row.titreVolume,
    NumeroVolume: row.numeroVolume,
    MultipleAuteurs: row.multipleAuteurs,
    AuteurContribution: sortedContributions(row.auteurContribution),
    IdMarque: row.idMarque,
    LibelleMarque: row.libelleMarque,
    IdDisponibilite: row.idDisponibilite,
    DateParution: row.dateParution,
    PrixTTC: row.prixTTCCentimes === null ? null : row.prixTTCCentimes / 100,
    NombrePage: row.nombrePage,
    Format_Poids: row.formatPoids,
    Format_Hauteur: row.formatHauteur,
    Format_Largeur: row.formatLargeur,
    Format_Epaisseur: row.formatEpaisseur,
    IdFormat: row.idFormat,
    IdIllustration: row.idIllustration,
    Coffret: row.coffret,
    GenCod: row.genCod,
    ImpressionDemande: row.impressionDemande,
    IdTypeOuvrage: row.idTypeOuvrage,
    IdSujet: row.idSujet,
    Resume: row.resume,
    VisuelCouverture: row.visuelCouverture,
    QuatriemeCouverture: row.quatriemeCouverture,
    PageTitre: row.pageTitre,
    Argumentaire: row.argumentaire,
    IdEtatPublication: row.idEtatPublication,
    Moderation: moderation.Moderation,
    HistoriqueModeration: moderation.HistoriqueModeration,
    DateCreation: row.dateCreation.toISOString(),
    DateMaj: row.dateMaj.toISOString(),
  };
}

export function toResume(row: PublicationRecord): PublicationResume {
  return {
    Id: row.id,
    Ean: row.ean,
    Titre: row.titre,
    Serie: row.serie,
    TitreVolume: row.titreVolume,
    NumeroVolume: row.numeroVolume,
    Auteurs: sortedContributions(row.auteurContribution).map((c) => c.Nom),
    LibelleMarque: row.libelleMarque,
    IdDisponibilite: row.idDisponibilite,
    DateParution: row.dateParution,
    PrixTTCCentimes: row.prixTTCCentimes,
    IdEtatPublication: row.idEtatPublication,
    VisuelCouverture: row.visuelCouverture,
    DateCreation: row.dateCreation.toISOString(),
    DateMaj: row.dateMaj.toISOString(),
  };
}

/** A line of Mes publications: the summary, the last answer of the moderation and the referencing. */
export function toResumeAuteur(
  row: PublicationRecord,
  moderation: PublicationModeration,
  referencement: Referencement,
): PublicationResumeAuteur {
  return { ...toResume(row), Moderation: moderation.Moderation, Referencement: referencement };
}

/** A publication as the back office reads it: with its moderation, its referencing and its owner. */
export function toPublicationBO(
  row: PublicationRecord,
  moderation: PublicationModeration,
  owner: ProprietairePublication,
  referencement: Referencement,
): PublicationBO {
  return { ...toPublication(row, moderation), Referencement: referencement, ...owner };
}

/** Spec 1 §4: what a new publication holds before the author fills it in, as columns. */
export function newPublicationColumns() {
  const columns = toColumns(newPublication());
  // The availability is the one default a row cannot be stored without.
  return { ...columns, idDisponibilite: NEW_PUBLICATION.IdDisponibilite };
}

/** What an author's entry may set: not the keys, the state, the dates nor the uploaded files. */
type WritableColumns = Omit<
  PublicationInsert,
  'id' | 'idCompte' | 'idEtatPublication' | 'dateCreation' | 'dateMaj' | 'visuelCouverture' | 'quatriemeCouverture'
>;

/**
 * The columns an author's entry sets: only the fields present in it (an absent field keeps its stored
 * value), read-only fields ignored, volume fields emptied outside a series.
 */
export function toColumns(values: PublicationSaisie): Partial<WritableColumns> {
  const columns: Partial<WritableColumns> = {};
  const set = <K extends keyof WritableColumns>(key: K, value: WritableColumns[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('ean', values.Ean === undefined ? undefined : normalizeEan(values.Ean));
  set('idsLangues', values.IdsLangues);
  set('titre', values.Titre);
  set('serie', values.Serie);
  set('titreVolume', values.TitreVolume);
  set('numeroVolume', values.NumeroVolume);
  set('multipleAuteurs', values.MultipleAuteurs);
  set(
    'auteurContribution',
    values.AuteurContribution === undefined ? undefined : sortedContributions(values.AuteurContribution),
  );
  set('idMarque', values.IdMarque === 0 ? null : values.IdMarque);
  set('idDisponibilite', values.IdDisponibilite);
  set('dateParution', values.DateParution);
  if (values.PrixTTC !== undefined) columns.prixTTCCentimes = toCentimes(values.PrixTTC);
  set('nombrePage', values.NombrePage);
  set('formatPoids', values.Format_Poids);
  set('formatHauteur', values.Format_Hauteur);
  set('formatLargeur', values.Format_Largeur);
  set('formatEpaisseur', values.Format_Epaisseur);
  set('idFormat', values.IdFormat);
  set('idIllustration', values.IdIllustration);
  set('coffret', values.Coffret);
  set('genCod', values.GenCod);
  set('impressionDemande', values.ImpressionDemande);
  set('idTypeOuvrage', values.IdTypeOuvrage);
  set('idSujet', values.IdSujet);
  set('resume', values.Resume);
  set('pageTitre', values.PageTitre);
  set('argumentaire', values.Argumentaire);
  if (values.Serie === false) {
    columns.titreVolume = null;
    columns.numeroVolume = null;
  }
  return columns;
}
