import { etapeLabel, FIX_LIST_TEXTS, type Correction } from '../../../../../domain/publication/fixList.ts';
import type { WizardStep } from '../../../../../domain/publication/wizardSteps.ts';

/** « Étape 2 · Titre, série et auteurs — Titre », or « … — Toute l'étape ». */
export function correctionWhere(correction: Pick<Correction, 'Etape' | 'LibelleChamp'>): string {
  return `${etapeLabel(correction.Etape as WizardStep)} — ${correction.LibelleChamp ?? FIX_LIST_TEXTS.wholeStep}`;
}
