import { Button } from 'react-aria-components/Button';
import { WIZARD_STEP_TABLE, type WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import type { ProgressStep } from '../../../../../machines/wizard/selectors.ts';
import { STEP_STATE_LABELS } from '../../utils/wizardTexts.ts';
import styles from './WizardProgress.module.css';

const STATE_MARKS = { undefined: '', warning: '!', error: '×', valid: '✓' } as const;

export interface WizardProgressProps {
  steps: readonly ProgressStep[];
  current: WizardStep;
  onGoToStep(step: WizardStep): void;
}

/** The five numbered steps, each valid or to be completed by its schema (spec 1 §2 and §4). */
export function WizardProgress({ steps, current, onGoToStep }: WizardProgressProps) {
  return (
    <nav aria-label="Étapes de la publication" className={styles.progress}>
      <ol className={styles.list}>
        {steps.map(({ step, state, disabled }) => (
          <li key={step} className={`${styles.item} ${styles[state]}`}>
            <Button
              className={styles.button}
              isDisabled={disabled}
              aria-current={step === current ? 'step' : undefined}
              onPress={() => onGoToStep(step)}
            >
              <span className={styles.number} aria-hidden="true">
                {STATE_MARKS[state] || step}
              </span>
              <span className={styles.label}>
                <span>
                  Étape {step} : {WIZARD_STEP_TABLE[step].label}
                </span>
                <span className={styles.state}>{STEP_STATE_LABELS[state]}</span>
              </span>
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
