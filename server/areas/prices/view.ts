import type { components } from '../../../openapi/generated/schema.d.ts';
import { ETAT_CHANGEMENT_PRIX, type EtatChangementPrix } from '../../../domain/publication/priceChange.ts';
import type { PriceChangeRow, PricedPublication } from './repository.ts';

export type PrixPublication = components['schemas']['PrixPublication'];
type ChangementPrix = components['schemas']['ChangementPrix'];

function toChangementPrix(row: PriceChangeRow): ChangementPrix {
  return {
    Id: row.id,
    PrixTTCCentimes: row.prixTtcCentimes,
    DateEffet: row.dateEffet,
    Etat: row.etat as EtatChangementPrix,
    DateCreation: row.dateCreation.toISOString(),
  };
}

/** The publication's prices: in force, the pending change, the first day allowed and the history (newest first). */
export function toPrixPublication(
  publication: PricedPublication,
  changes: readonly PriceChangeRow[],
  dateEffetMinimale: string,
): PrixPublication {
  const pending = changes.find((row) => row.etat === ETAT_CHANGEMENT_PRIX.prevu);
  return {
    IdPublication: publication.id,
    PrixTTCCentimes: publication.prixTTCCentimes,
    DateEffetMinimale: dateEffetMinimale,
    Prevu: pending ? toChangementPrix(pending) : null,
    Historique: changes.filter((row) => row !== pending).map(toChangementPrix),
  };
}
