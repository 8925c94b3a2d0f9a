/** The address state of the wizard's own moves (a saved step, the end, a corrected address). */
export const WIZARD_MOVE = { wizardMove: true } as const;

/** Whether a location was reached by one of the wizard's own moves rather than by a link of the page. */
export function isWizardMove(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'wizardMove' in state && state.wizardMove === true;
}
