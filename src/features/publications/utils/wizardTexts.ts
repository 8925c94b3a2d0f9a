/** The page title of the wizard (spec 1 §2). */
export const WIZARD_TITLE = "Édition d'une publication";

/** How the progress bar names each step state (spec 2 §3 "Wizard step states"). */
export const STEP_STATE_LABELS = {
  undefined: 'non renseignée',
  warning: 'à compléter',
  error: 'en erreur',
  valid: 'valide',
} as const;
