import { Button } from '../../../../components/ui/Button.tsx';
import type { WizardStep } from '../../../../../machines/wizard/types.ts';
import form from '../../../../components/ui/Form.module.css';

export interface WizardActionsProps {
  step: WizardStep;
  isBusy: boolean;
  isNextDisabled: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** Précédent from step 2 on; Suivant, or Valider on step 5. */
export function WizardActions({ step, isBusy, isNextDisabled, onPrevious, onNext }: WizardActionsProps) {
  return (
    <div className={form.actions}>
      {step > 1 && (
        <Button variant="secondary" isDisabled={isBusy} onPress={onPrevious}>
          Précédent
        </Button>
      )}
      {step === 4 ? (
        // A plain button: Enter in a field of step 4 submits nothing (spec 1 §2).
        <Button isDisabled={isNextDisabled} onPress={onNext}>
          Suivant
        </Button>
      ) : (
        <Button type="submit" isDisabled={isNextDisabled}>
          {step === 5 ? 'Valider' : 'Suivant'}
        </Button>
      )}
    </div>
  );
}
