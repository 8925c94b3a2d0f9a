import type { WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import type { Step1FormProps, Step3FormProps, Step5FormProps } from '../../types/stepForm.ts';
import { Step1Form } from '../steps/Step1Form.tsx';
import { Step2Form } from '../steps/Step2Form.tsx';
import { Step3Form } from '../steps/Step3Form.tsx';
import { Step4Form } from '../steps/Step4Form.tsx';
import { Step5Form } from '../steps/Step5Form.tsx';

export type WizardStepFormProps = Step1FormProps & Step3FormProps & Step5FormProps & { step: WizardStep };

/** The form of the current step, given what it needs of the wizard. */
export function WizardStepForm({ step, ...props }: WizardStepFormProps) {
  switch (step) {
    case 1:
      return <Step1Form {...props} />;
    case 2:
      return <Step2Form {...props} />;
    case 3:
      return <Step3Form {...props} />;
    case 4:
      return <Step4Form {...props} />;
    case 5:
      return <Step5Form {...props} />;
  }
}
