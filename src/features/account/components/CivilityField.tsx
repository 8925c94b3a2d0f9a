import type { Ref } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { CIVILITES } from '../utils/accountFields.ts';
import styles from '../../../components/ui/Choice.module.css';

export interface CivilityFieldProps {
  value: number | null;
  onChange: (value: number) => void;
  errorMessage?: string | undefined;
  /** The first choice's input, where focus goes to correct the field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Monsieur or Madame (contract `Civilite`: 1 or 2). */
export function CivilityField({ value, onChange, errorMessage, inputRef }: CivilityFieldProps) {
  return (
    <RadioGroup
      className={styles.group}
      name="IdCivilite"
      value={value === null ? null : String(value)}
      onChange={(key) => onChange(Number(key))}
      isRequired
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className={styles.groupLabel}>Civilité</Label>
      <div className={styles.options}>
        {CIVILITES.map((civilite, index) => (
          <Radio
            key={civilite.id}
            value={String(civilite.id)}
            className={`${styles.choice} ${styles.radio}`}
            inputRef={index === 0 ? inputRef : undefined}
          >
            <span className={styles.mark} aria-hidden="true" />
            {civilite.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
