import type { components } from '../../../openapi/generated/schema.d.ts';

type Etat = components['schemas']['AbonnementBO']['Etat'];

/** Ended once its last day is past; cancelled while it runs to its end without renewing. */
export function etatOf(dateFin: string, dateResiliation: Date | null, today: string): Etat {
  if (dateFin < today) return 'termine';
  return dateResiliation ? 'resilie' : 'actif';
}
