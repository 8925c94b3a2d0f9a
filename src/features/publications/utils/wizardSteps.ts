import type { WizardStep } from '../../../../machines/wizard/types.ts';

/** The page title of the wizard (spec 1 §2). */
export const WIZARD_TITLE = "Édition d'une publication";

/** What each step asks for (spec 1 §2, "Publication wizard"). */
export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'EAN et langues',
  2: 'Titre, série et auteurs',
  3: 'Marque éditoriale',
  4: 'Données commerciales et physiques',
  5: 'Sujet, résumé et couvertures',
};

export const STEP_STATE_LABELS = {
  undefined: 'non renseignée',
  warning: 'à compléter',
  error: 'en erreur',
  valid: 'valide',
} as const;
