import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import styles from './Choice.module.css';

const CHOICES = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
] as const;

export interface SerieFieldProps {
  value: boolean | undefined;
  onChange(value: boolean): void;
  errorMessage?: string | undefined;
  isDisabled: boolean;
}

/** Whether the publication is a volume of a series: a required yes or no (arrow keys move between them). */
export function SerieField({ value, onChange, errorMessage, isDisabled }: SerieFieldProps) {
  return (
    <RadioGroup
      className={styles.group}
      name="Serie"
      value={value === undefined ? null : String(value)}
      onChange={(choice) => onChange(choice === 'true')}
      isRequired
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className={styles.groupLabel}>La publication fait-elle partie d&apos;une série ?</Label>
      <div className={styles.options}>
        {CHOICES.map((choice) => (
          <Radio key={choice.value} value={choice.value} className={`${styles.choice} ${styles.radio}`}>
            <span className={styles.mark} aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
