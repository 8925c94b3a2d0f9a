import { FieldError, Label, Radio, RadioGroup, type RadioProps } from 'react-aria-components/RadioGroup';
import styles from '../../../../components/ui/Choice.module.css';

const CHOICES = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
] as const;

export interface YesNoFieldProps {
  label: string;
  name: string;
  /** null until the user answers: neither choice is taken for granted. */
  value: boolean | null;
  onChange(value: boolean): void;
  errorMessage?: string | undefined;
  isDisabled: boolean;
  /** Heard on each choice, e.g. to keep Enter from submitting the wizard's form. */
  onKeyDown?: RadioProps['onKeyDown'];
}

/** A required yes or no, as two radio buttons (arrow keys move between them). */
export function YesNoField({ label, name, value, onChange, errorMessage, isDisabled, onKeyDown }: YesNoFieldProps) {
  return (
    <RadioGroup
      className={styles.group}
      name={name}
      value={value === null ? null : String(value)}
      onChange={(choice) => onChange(choice === 'true')}
      isRequired
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className={styles.groupLabel}>{label}</Label>
      <div className={styles.options}>
        {CHOICES.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            className={`${styles.choice} ${styles.radio}`}
            onKeyDown={onKeyDown}
          >
            <span className={styles.mark} aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
