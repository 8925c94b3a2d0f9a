/** The page title of the wizard (spec 1 §2). */
export const WIZARD_TITLE = "Édition d'une publication";

/** How the progress bar names each step state (spec 2 §3 "Wizard step states"). */
export const STEP_STATE_LABELS = {
  undefined: 'non renseignée',
  warning: 'à compléter',
  error: 'en erreur',
  valid: 'valide',
} as const;

/** Asked before leaving the wizard while the step shown holds changes that are not saved. */
export const LEAVE_WIZARD_TEXTS = {
  title: 'Quitter sans enregistrer ?',
  message: 'Les modifications de cette étape ne sont pas enregistrées.',
  stay: 'Rester sur la page',
  leave: 'Quitter sans enregistrer',
} as const;

/** The progress bar's button that shows or hides the five steps on a narrow screen. */
export const STEPS_TOGGLE_LABEL = 'Voir les étapes';
