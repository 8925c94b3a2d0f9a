import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { preventEnter } from './preventEnter.ts';
import styles from './Choice.module.css';

const CHOICES = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
] as const;

export interface CoffretFieldProps {
  value: boolean | undefined;
  onChange(value: boolean): void;
  errorMessage?: string | undefined;
  isDisabled: boolean;
}

/** Whether the publication is a box set: a required yes or no, so neither is taken for granted. */
export function CoffretField({ value, onChange, errorMessage, isDisabled }: CoffretFieldProps) {
  return (
    <RadioGroup
      className={styles.group}
      name="Coffret"
      value={value === undefined ? null : String(value)}
      onChange={(choice) => onChange(choice === 'true')}
      isRequired
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className={styles.groupLabel}>Coffret</Label>
      <div className={styles.options}>
        {CHOICES.map((choice) => (
          <Radio key={choice.value} value={choice.value} className={`${styles.choice} ${styles.radio}`} onKeyDown={preventEnter}>
            <span className={styles.mark} aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
