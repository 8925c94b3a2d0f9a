import type { SnapshotFrom } from 'xstate';
import { isStepReachable } from '../../domain/publication/stepValidity.ts';
import { WIZARD_STEPS, type WizardStep } from '../../domain/publication/wizardSteps.ts';
import type { FieldError } from '../../domain/validation/fieldErrors.ts';
import { WIZARD_MESSAGES } from './messages.ts';
import type { ChampPublication, PublicationSaisie, StepState, WizardImages, WizardReview } from './types.ts';
import type { WizardMachine } from './wizardMachine.ts';

export type WizardSnapshot = SnapshotFrom<WizardMachine>;

/** Where the wizard stands, as the page needs it. */
export type WizardStatus =
  'loading' | 'loadFailed' | 'notFound' | 'readOnly' | 'editing' | 'saving' | 'submitting' | 'reviewing' | 'finished';

export function selectStatus(snapshot: WizardSnapshot): WizardStatus {
  if (snapshot.matches('loading') || snapshot.matches('opening')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('readOnly')) return 'readOnly';
  if (snapshot.matches('saving') || snapshot.matches('uploadingBeforeMove')) return 'saving';
  if (snapshot.matches('reviewing')) return 'reviewing';
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('finished')) return 'finished';
  return 'editing';
}

/** `Chargement en cours...` while the publication loads, `Enregistrement en cours...` while it is saved. */
export function selectBusyText(snapshot: WizardSnapshot): string | null {
  const status = selectStatus(snapshot);
  if (status === 'loading') return WIZARD_MESSAGES.loading;
  if (status === 'saving' || status === 'submitting') return WIZARD_MESSAGES.saving;
  return null;
}

/** The step shown; null while loading, after a failed fetch, and for a read-only publication. */
export function selectStep(snapshot: WizardSnapshot): WizardStep | null {
  const hidden = ['loading', 'opening', 'readOnly', 'loadFailed', 'notFound'] as const;
  return hidden.some((state) => snapshot.matches(state)) ? null : snapshot.context.step;
}

/** Why the user may not change the publication here, once the wizard has found out. */
export function selectReadOnlyReason(snapshot: WizardSnapshot): string | null {
  return snapshot.matches('readOnly') ? snapshot.context.readOnlyReason : null;
}

export function selectPublication(snapshot: WizardSnapshot): PublicationSaisie {
  return snapshot.context.publication;
}

export interface ProgressStep {
  step: WizardStep;
  state: StepState;
  /** The button is disabled on the current step, when the step before it fails, and while the wizard is busy. */
  disabled: boolean;
}

/** Whether the step's failures are shown: the current step refused, or a step left failing by a move back. */
function isMarkedFailing(snapshot: WizardSnapshot, step: WizardStep): boolean {
  const { attempted, leftFailing } = snapshot.context;
  return (attempted && step === snapshot.context.step) || leftFailing.includes(step);
}

/**
 * The progress bar: each step valid or warning (error: the current step refused, or a step left failing), and
 * its button.
 */
export function selectProgress(snapshot: WizardSnapshot): ProgressStep[] {
  const { validity } = snapshot.context;
  const current = selectStep(snapshot);
  const idle = selectStatus(snapshot) === 'editing';
  return WIZARD_STEPS.map((step) => {
    const result = validity?.[step];
    const state: StepState = !result
      ? 'undefined'
      : result.valid
        ? 'valid'
        : isMarkedFailing(snapshot, step)
          ? 'error'
          : 'warning';
    const previous = step > 1 ? validity?.[(step - 1) as WizardStep] : undefined;
    const previousFails = step > 1 && previous?.valid !== true;
    return { step, state, disabled: !idle || current === null || step === current || previousFails };
  });
}

/** Whether the wizard accepts a move to `step` now (the machine refuses one that skips a failing step). */
export function selectCanGoTo(snapshot: WizardSnapshot, step: WizardStep): boolean {
  return (
    selectStatus(snapshot) === 'editing' &&
    snapshot.context.step !== step &&
    isStepReachable(snapshot.context.validity, step)
  );
}

/** Whether the current step's failures show: a move forward was refused, or it was left failing by a move back. */
export function selectShowsStepErrors(snapshot: WizardSnapshot): boolean {
  return snapshot.context.step !== null && isMarkedFailing(snapshot, snapshot.context.step);
}

/** The current step's refused fields, once the user has tried to leave it forward or has left it failing. */
export function selectStepErrors(snapshot: WizardSnapshot): readonly FieldError[] {
  const { validity, step } = snapshot.context;
  return step !== null && isMarkedFailing(snapshot, step) ? (validity?.[step].errors ?? []) : [];
}

/** The create or update refusal, shown under the EAN field. */
export function selectSaveError(snapshot: WizardSnapshot): string | null {
  return snapshot.context.saveError;
}

/** A failed fetch or image upload. */
export function selectError(snapshot: WizardSnapshot): string | null {
  return snapshot.context.error;
}

/** The server's refusal of each file Valider sent, by part (`/visuelCouverture`, `/quatriemeCouverture`). */
export function selectFileErrors(snapshot: WizardSnapshot): readonly FieldError[] {
  return snapshot.context.fileErrors;
}

/** The files Valider sent last; still those of the failed upload when the server refused them. */
export function selectSentImages(snapshot: WizardSnapshot): WizardImages {
  return snapshot.context.images;
}

/** Where the review stands: its checks and fiche loading, failed, shown, or the publication being submitted. */
export type ReviewStatus = 'loading' | 'failed' | 'ready' | 'submitting';

export function selectReviewStatus(snapshot: WizardSnapshot): ReviewStatus | null {
  if (!snapshot.matches('reviewing')) return null;
  if (snapshot.matches({ reviewing: 'failed' })) return 'failed';
  if (snapshot.matches({ reviewing: 'ready' })) return 'ready';
  if (snapshot.matches({ reviewing: 'submittingForModeration' })) return 'submitting';
  return 'loading';
}

/** The review's checks and Fiche libraire, once loaded. */
export function selectReview(snapshot: WizardSnapshot): WizardReview | null {
  return snapshot.context.review;
}

/** Whether Soumettre is refused: a point of the review blocks. */
export function selectReviewBlocks(snapshot: WizardSnapshot): boolean {
  return snapshot.context.review?.verification.Bloquant === true;
}

/** The field Corriger asked to focus, once its step shows. */
export function selectFocusField(snapshot: WizardSnapshot): ChampPublication | null {
  return snapshot.context.focusField;
}
