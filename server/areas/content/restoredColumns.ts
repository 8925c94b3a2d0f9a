import type { contenuElements } from '../../platform/db/schema.ts';
import type { KeptElement, StoredElement } from './editRepository.ts';
import { checkElementValue } from './sanitizeElementValue.ts';

type ElementColumns = Partial<Pick<typeof contenuElements.$inferInsert, 'valeur' | 'fichierData' | 'fichierTypeMime'>>;

/**
 * What a restore writes back into an element from a kept version: its value, through today's checks (a value
 * they refuse, kept under older rules, is written as it was: it was accepted then), and its image file when
 * the version kept one.
 */
export function restoredColumns(stored: StoredElement, kept: KeptElement): ElementColumns {
  const verdict = checkElementValue(stored.idTypeContenuElement, kept.Valeur);
  const valeur = 'valeur' in verdict ? verdict.valeur : kept.Valeur;
  if (kept.Fichier === undefined) return { valeur };
  return { valeur, fichierData: kept.Fichier?.Data ?? null, fichierTypeMime: kept.Fichier?.TypeMime ?? null };
}
