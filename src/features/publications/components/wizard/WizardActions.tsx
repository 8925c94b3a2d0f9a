import { LAST_STEP, WIZARD_STEP_TABLE, type WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import form from '../../../../components/ui/Form.module.css';

export interface WizardActionsProps {
  step: WizardStep;
  isBusy: boolean;
  isNextDisabled: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** Précédent from step 2 on; Suivant, or Valider on the last step. */
export function WizardActions({ step, isBusy, isNextDisabled, onPrevious, onNext }: WizardActionsProps) {
  const { previous, enterSubmits } = WIZARD_STEP_TABLE[step];
  return (
    <div className={form.actions}>
      {previous !== null && (
        <Button variant="secondary" isDisabled={isBusy} onPress={onPrevious}>
          Précédent
        </Button>
      )}
      {!enterSubmits ? (
        // A plain button: Enter in a field of step 4 submits nothing (spec 1 §2).
        <Button isDisabled={isNextDisabled} onPress={onNext}>
          Suivant
        </Button>
      ) : (
        <Button type="submit" isDisabled={isNextDisabled}>
          {step === LAST_STEP ? 'Valider' : 'Suivant'}
        </Button>
      )}
    </div>
  );
}
