import type { components } from '../../../openapi/generated/schema.d.ts';
import { libelleChamp, type ChampPublication, type EtatCorrection } from '../../../domain/publication/fixList.ts';
import type { CorrectionRow, ModerationRow } from './fixListRepository.ts';

type Correction = components['schemas']['Correction'];
type ListeCorrections = components['schemas']['ListeCorrections'];

/** A stored item as the contract answers it. */
export function toCorrection(row: CorrectionRow): Correction {
  const champ = row.champ as ChampPublication | null;
  return {
    Id: row.id,
    RaisonRefus: { Id: row.idRaisonRefus, Libelle: row.libelleRaison },
    Etape: row.etape,
    Champ: champ,
    LibelleChamp: libelleChamp(champ),
    Commentaire: row.commentaire,
    Etat: row.etat as EtatCorrection,
    Reponse: row.reponse,
    DateTraitement: row.dateTraitement?.toISOString() ?? null,
  };
}

/** The fix list of a refusal; empty when the last answer is no refusal. */
export function toListeCorrections(
  refusal: ModerationRow | undefined,
  rows: readonly CorrectionRow[],
): ListeCorrections {
  if (refusal?.nature !== 'refus') return { DateRefus: null, Commentaire: null, Elements: [] };
  return { DateRefus: refusal.date.toISOString(), Commentaire: refusal.commentaire, Elements: rows.map(toCorrection) };
}
