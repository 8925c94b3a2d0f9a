/**
 * The SIRET of a company account. Its rule and French message are the contract's (CompteMiseAJourValues.Societe.Siret:
 * 14 digits, which the entry may group with spaces); this module holds the one normalisation the browser and the
 * server apply before the value is stored or compared.
 */

/** Spaces, no-break spaces included, that people group the digits with (« 123 456 789 00012 »). */
const SPACES = /[\s\u00a0]/g;

/** The SIRET as it is stored: its spaces removed (« 123 456 789 00012 » → 12345678900012). */
export function normalizeSiret(siret: string): string {
  return siret.replace(SPACES, '');
}

/** What the SIRET field says under its label. */
export const SIRET_DESCRIPTION = '14 chiffres, espaces acceptés. Exemple : 123 456 789 00012';
