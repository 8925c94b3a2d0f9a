import { useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { LAST_STEP, WIZARD_STEP_TABLE, type WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import type { ProgressStep } from '../../../../../machines/wizard/selectors.ts';
import { STEP_STATE_LABELS, STEPS_TOGGLE_LABEL } from '../../utils/wizardTexts.ts';
import { StepCorrectionCount } from '../fixList/StepCorrectionCount.tsx';
import styles from './WizardProgress.module.css';

const STATE_MARKS = { undefined: '', warning: '!', error: '×', valid: '✓' } as const;

export interface WizardProgressProps {
  steps: readonly ProgressStep[];
  current: WizardStep;
  onGoToStep(step: WizardStep): void;
  /** The fix list's items still to do on each step, after a refusal. */
  corrections?: Readonly<Record<WizardStep, number>> | undefined;
}

/**
 * The five numbered steps, each valid or to be completed by its schema (spec 1 §2 and §4). A narrow screen shows
 * `Étape n sur 5` over a thin bar and opens the steps on demand, so that the step's form starts above the fold.
 */
export function WizardProgress({ steps, current, onGoToStep, corrections }: WizardProgressProps) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label="Étapes de la publication" className={styles.progress}>
      <div className={styles.summary}>
        <Button
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={listId}
          onPress={() => setOpen((open) => !open)}
        >
          <span className={styles.count}>
            Étape {current} sur {LAST_STEP}
          </span>
          <span className={styles.toggleLabel}>{STEPS_TOGGLE_LABEL}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </Button>
        <span className={styles.track} aria-hidden="true">
          {steps.map(({ step, state }) => (
            <span
              key={step}
              className={`${styles.segment} ${styles[state]}`}
              data-current={step === current || undefined}
              data-ahead={step > current || undefined}
            />
          ))}
        </span>
      </div>
      <ol id={listId} className={styles.list} data-open={isOpen || undefined}>
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
                <StepCorrectionCount count={corrections?.[step]} />
              </span>
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
