import { expect } from 'vitest';
import { MODERATION_MESSAGES } from '../../../domain/publication/moderation.ts';
import { isStepReachable } from '../../../domain/publication/stepValidity.ts';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import { UPLOAD_MESSAGES } from '../../../domain/publication/uploadLimits.ts';
import { WIZARD_STEPS } from '../../../domain/publication/wizardSteps.ts';
import { savesAsDraft } from '../../../domain/publication/wizardDraft.ts';
import { selectProgress, selectStep, type WizardSnapshot } from '../../../machines/wizard/selectors.ts';
import type { WizardRoute } from '../../../machines/wizard/types.ts';
import { wizardImplementations, wizardMachine, type WizardMachine } from '../../../machines/wizard/wizardMachine.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';
import {
  ALL_STEPS,
  EAN_TAKEN,
  IMAGES,
  RefusedCall,
  REVIEW_BLOCKING,
  REVIEW_CLEAR,
  standInDependencies,
  STEP_DATA,
  STORED_COMPLETE,
  STORED_SUBMITTED,
  STORED_UNFINISHED,
  UPLOADED,
} from './wizardStandIns.ts';

/** The wizard machine's model: its sample events, and stand-in server answers. */

export const navigations: WizardRoute[] = [];

const dependencies = standInDependencies();
dependencies.navigate.mockImplementation((route) => {
  navigations.push(route);
});

export function resetWizardModel(): void {
  navigations.length = 0;
}

/** Publication_FileUpload's answer to a fourth cover that would act: the refused part and its French message. */
const FILES_REFUSED = new RefusedCall('Les données envoyées sont invalides.', 400, [
  { Champ: '/quatriemeCouverture', Message: UPLOAD_MESSAGES.pdfAction },
]);

const events: ModelEvent<WizardMachine>[] = [
  { type: 'wizard.next', data: {} },
  { type: 'wizard.next', data: ALL_STEPS },
  { type: 'wizard.previous', data: {} },
  // Précédent on step 5 with a cover chosen: sent before the move is saved.
  { type: 'wizard.previous', data: {}, images: IMAGES },
  // What the form holds, judged as it is typed.
  { type: 'wizard.edited', data: {} },
  { type: 'wizard.goToStep', step: 1, data: {} },
  { type: 'wizard.goToStep', step: 5, data: {} },
  { type: 'wizard.validate', data: {}, images: IMAGES },
  { type: 'wizard.validate', data: STEP_DATA[5], images: IMAGES },
  // The address: the new publication's, the created one's at a step, another publication's without a step
  // (`fin` names no step of the wizard: as opened from the list).
  { type: 'wizard.routeChanged', id: null, step: 1 },
  { type: 'wizard.routeChanged', id: null, step: '4' },
  { type: 'wizard.routeChanged', id: '42', step: '3' },
  { type: 'wizard.routeChanged', id: '7', step: 'fin' },
  { type: 'wizard.retry' },
  actorDone('loadPublication', STORED_UNFINISHED),
  actorDone('loadPublication', STORED_COMPLETE),
  // Awaiting moderation: the author may not change it here.
  actorDone('loadPublication', STORED_SUBMITTED),
  actorError('loadPublication', new RefusedCall("Cette publication n'existe pas parmi les vôtres.", 404)),
  actorError('loadPublication', new RefusedCall('Le service est momentanément indisponible.', 503)),
  // The server answers the saved publication; a create gives it its Id.
  actorDone('savePublication', { Id: 42 }),
  actorError('savePublication', EAN_TAKEN),
  actorDone('uploadImages', UPLOADED),
  actorError('uploadImages', new RefusedCall('Le fichier dépasse 5 Mo', 413)),
  actorError('uploadImages', FILES_REFUSED),
  actorDone('uploadImagesBeforeMove', UPLOADED),
  actorError('uploadImagesBeforeMove', FILES_REFUSED),
  actorDone('updatePublication', { Id: 42 }),
  actorError('updatePublication'),
  // The review: warnings only, a blocking point, nothing to review (the back office's wizard), or a failure.
  actorDone('loadReview', REVIEW_CLEAR),
  actorDone('loadReview', REVIEW_BLOCKING),
  actorDone('loadReview', null),
  actorError('loadReview', new RefusedCall('Le service est momentanément indisponible.', 503)),
  { type: 'wizard.submit' },
  { type: 'wizard.edit' },
  { type: 'wizard.fix', step: 4, field: 'PrixTTC' },
  { type: 'wizard.fix', step: 5, field: 'Resume' },
  actorDone('submitForModeration', { Id: 42, IdEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration }),
  actorError('submitForModeration', new RefusedCall(MODERATION_MESSAGES.stepInvalid(3))),
];

function validityMask(snapshot: WizardSnapshot): string {
  const { validity } = snapshot.context;
  return validity ? WIZARD_STEPS.map((step) => (validity[step].valid ? '1' : '0')).join('') : '-';
}

/**
 * What holds whatever the path: a shown step is one the user may be on; nothing is left pending; a save going
 * back is a draft's (Publication_UpdateLibre), one going forward is judged; a step marked error in the progress
 * bar fails its rules.
 */
function invariant(snapshot: WizardSnapshot): void {
  const { step, validity, intent, leftFailing, publication } = snapshot.context;
  if (snapshot.matches('editing')) {
    expect(step).not.toBeNull();
    if (step !== null) expect(isStepReachable(validity, step)).toBe(true);
    expect(intent).toBeNull();
  }
  if (snapshot.matches('saving') && step !== null && typeof intent?.target === 'number') {
    expect(intent.blocking).toBe(intent.target > step || !savesAsDraft(publication.IdEtatPublication));
    if (intent.blocking) expect(validity?.[step].valid).toBe(true);
  }
  for (const { step: marked, state } of selectProgress(snapshot)) {
    if (state === 'error') expect(validity?.[marked].valid).toBe(false);
    if (leftFailing.includes(marked) && validity?.[marked].valid === false) expect(state).toBe('error');
  }
  if (snapshot.matches('loadFailed') || snapshot.matches('notFound')) expect(selectStep(snapshot)).toBeNull();
  // A file's refusal is kept only with the refused upload's message, until the next move or publication.
  if (snapshot.context.fileErrors.length > 0) expect(snapshot.context.error).toBe(FILES_REFUSED.message);
  // The review shows only after step 5 is saved, and Soumettre is never taken while a point blocks.
  if (snapshot.matches({ reviewing: 'ready' })) expect(snapshot.context.review).not.toBeNull();
  if (snapshot.matches({ reviewing: 'submittingForModeration' })) {
    expect(snapshot.context.review?.verification.Bloquant ?? false).toBe(false);
  }
  if (!snapshot.matches('reviewing') && !snapshot.matches('finished')) expect(snapshot.context.review).toBeNull();
  if (snapshot.matches('readOnly')) expect(snapshot.context.readOnlyReason).not.toBeNull();
  else expect(snapshot.context.readOnlyReason).toBeNull();
}

// The step schemas decide the graph itself (which moves are refused), so the traversal runs on the machine
// with the stand-in validation provided, not only the plays.
const { actions } = wizardImplementations(dependencies);

export const wizardModel = createMachineModel({
  machine: wizardMachine.provide({ actions }),
  events,
  input: { id: undefined, step: '3' },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      step: snapshot.context.step,
      id: snapshot.context.publication.Id ?? null,
      valid: validityMask(snapshot),
      attempted: snapshot.context.attempted,
      leftFailing: snapshot.context.leftFailing,
      saveError: snapshot.context.saveError,
      error: snapshot.context.error,
      fileErrors: snapshot.context.fileErrors.length,
      readOnly: snapshot.context.readOnlyReason,
      review: snapshot.context.review === null ? null : snapshot.context.review.verification.Bloquant,
      focus: snapshot.context.focusField,
    }),
  invariant,
});
