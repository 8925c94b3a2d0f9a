import { useId } from 'react';
import fieldStyles from '../ui/Field.module.css';

export interface DateInputProps {
  label: string;
  /** ISO date (YYYY-MM-DD), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  /** The French message shown under the field; the field is invalid while there is one. */
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/** A labelled native date input: the browser's own date picker, its value an ISO date. */
export function DateInput({ label, value, onChange, name, errorMessage, isDisabled }: DateInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label} <span className={fieldStyles.optional}>(facultatif)</span>
      </label>
      <input
        id={id}
        name={name}
        type="date"
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        data-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
