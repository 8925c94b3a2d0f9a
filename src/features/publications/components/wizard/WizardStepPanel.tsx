import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { validatePublicationStep } from '../../../../../domain/publication/publicationSteps.ts';
import { withChosenImages } from '../../../../../domain/publication/stepValidity.ts';
import { LAST_STEP, WIZARD_STEP_TABLE, type WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import { fieldErrorRecord } from '../../../../../domain/validation/fieldErrors.ts';
import { mergeStepData } from '../../../../../machines/wizard/mergeStepData.ts';
import {
  selectError,
  selectFileErrors,
  selectFocusField,
  selectProgress,
  selectShowsStepErrors,
  selectSaveError,
  selectSentImages,
  selectStatus,
} from '../../../../../machines/wizard/selectors.ts';
import type { WizardImages } from '../../../../../machines/wizard/types.ts';
import form from '../../../../components/ui/Form.module.css';
import { useLeaveConfirmation } from '../../hooks/useLeaveConfirmation.ts';
import { useStepDraft } from '../../hooks/useStepDraft.ts';
import { useStepHeadingFocus } from '../../hooks/useStepHeadingFocus.ts';
import { useWizardEvents, type WizardActorRef } from '../../hooks/useWizardEvents.ts';
import { LeaveWizardDialog } from './LeaveWizardDialog.tsx';
import { hasUnsavedChanges } from './unsavedChanges.ts';
import { WizardActions } from './WizardActions.tsx';
import { WizardProgress } from './WizardProgress.tsx';
import { WizardStepForm } from './WizardStepForm.tsx';
import { coverFileErrors } from '../covers/coverFileErrors.ts';
import { focusField } from '../review/focusField.ts';
import hidden from '../../../../components/ui/VisuallyHidden.module.css';
import styles from './PublicationWizard.module.css';
import { StepCorrections } from '../fixList/StepCorrections.tsx';
import { useRemainingCorrections } from '../fixList/useRemainingCorrections.ts';

const NO_IMAGES: WizardImages = { visuelCouverture: null, quatriemeCouverture: null };

export interface WizardStepPanelProps {
  actor: WizardActorRef;
  step: WizardStep;
  /** Whether the step was reached by a move in the wizard (its heading then takes focus), not by opening the page. */
  afterMove: boolean;
}

/**
 * One step of one publication: the progress bar, the step's form and its buttons. It keeps what is typed
 * until a move is saved (it is remounted for another step or publication), so nothing is lost on a refusal
 * or a reload. Leaving the page while it holds unsaved changes asks for confirmation.
 */
export function WizardStepPanel({ actor, step, afterMove }: WizardStepPanelProps) {
  const events = useWizardEvents(actor);
  const publication = useSelector(actor, (snapshot) => snapshot.context.publication);
  const attempted = useSelector(actor, (snapshot) => snapshot.context.attempted);
  const showsErrors = useSelector(actor, selectShowsStepErrors);
  const busy = useSelector(actor, (snapshot) => selectStatus(snapshot) !== 'editing');
  const progress = useSelector(actor, selectProgress);
  const saveError = useSelector(actor, selectSaveError);
  const error = useSelector(actor, selectError);
  const fileErrors = useSelector(actor, selectFileErrors);
  const sentImages = useSelector(actor, selectSentImages);
  const fieldToFocus = useSelector(actor, selectFocusField);
  const [draft, onChange, discardDraft] = useStepDraft(publication.Id ?? null, step);
  const [images, setImages] = useState<WizardImages>(NO_IMAGES);
  const [stepBusy, setStepBusy] = useState(false);
  const corrections = useRemainingCorrections(publication);

  // Once a move forward has been refused, or the step was left failing, the step's schema judges what is typed
  // as it is typed. The server's refusal of a file shows under its field while that file stays chosen.
  const errors = useMemo(() => {
    const refusedFiles = coverFileErrors(fileErrors, sentImages, images);
    if (!showsErrors) return refusedFiles;
    const candidate = withChosenImages(mergeStepData(publication, draft), images);
    return { ...refusedFiles, ...fieldErrorRecord(validatePublicationStep(step, candidate).errors) };
  }, [showsErrors, publication, draft, images, step, fileErrors, sentImages]);

  const panel = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useStepHeadingFocus(heading, afterMove);
  // Corriger on the review: the point's field takes the focus once its step's address shows (after the layout and
  // the heading have taken it, in the effects of that commit).
  const { pathname } = useLocation();
  useEffect(() => {
    if (fieldToFocus === null || !panel.current) return;
    const container = panel.current;
    const timer = window.setTimeout(() => focusField(container, fieldToFocus), 0);
    return () => window.clearTimeout(timer);
  }, [fieldToFocus, pathname]);
  // The progress bar follows what is typed, judged at once, saved only by a move.
  useEffect(() => {
    events.edited(draft, images);
  }, [events, draft, images]);
  const blocker = useLeaveConfirmation(hasUnsavedChanges(publication, draft, images));
  useEffect(() => {
    if (!attempted) return;
    // A group (the brands' radio buttons) is marked invalid as a whole: its first control takes the focus.
    const invalid = panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const focusable = 'input, textarea, select, button, [tabindex]';
    (invalid?.matches(focusable) ? invalid : invalid?.querySelector<HTMLElement>(focusable))?.focus();
  }, [attempted]);

  const { label, fields, enterSubmits } = WIZARD_STEP_TABLE[step];
  const next = () => (step === LAST_STEP ? events.validate(draft, images) : events.next(draft));
  // Leaving step 5, the images chosen there are sent first, as on Valider.
  const movingImages = step === LAST_STEP ? images : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Enter in step 4 does not submit (spec 1 §2); its Suivant is a plain button.
    if (enterSubmits && !busy && !stepBusy) next();
  }

  return (
    <>
      <form ref={panel} className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
        <WizardProgress
          steps={progress}
          current={step}
          onGoToStep={(target) => events.goToStep(target, draft, movingImages)}
          corrections={corrections}
        />
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {/* A narrow screen shows `Étape n sur 5` in the progress bar just above: said here, not shown twice. */}
          <span className={`${styles.stepCount} ${hidden.srOnlyMax60rem}`}>
            Étape {step} sur {LAST_STEP} :{' '}
          </span>
          {label}
        </h2>
        <div className={form.feedbackSlot} role="alert">
          {error && <p className={form.failure}>{error}</p>}
          {/* The step that holds the EAN shows a refused save under that field (spec 1 §8). */}
          {saveError && !fields.includes('Ean') && <p className={form.failure}>{saveError}</p>}
        </div>
        <StepCorrections publication={publication} step={step} formRef={panel} />
        <WizardStepForm
          step={step}
          publication={publication}
          draft={draft}
          onChange={onChange}
          errors={errors}
          isDisabled={busy}
          saveError={saveError}
          onBusyChange={setStepBusy}
          images={images}
          onImagesChange={setImages}
        />
        <WizardActions
          step={step}
          isBusy={busy}
          isNextDisabled={busy || stepBusy}
          onPrevious={() => events.previous(draft, movingImages)}
          onNext={next}
        />
      </form>
      <LeaveWizardDialog blocker={blocker} onLeave={discardDraft} />
    </>
  );
}
