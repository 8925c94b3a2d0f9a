import { useId } from 'react';
import fieldStyles from '../ui/Field.module.css';

export interface DateInputProps {
  label: string;
  /** ISO date (YYYY-MM-DD), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

/** A labelled native date input: the browser's own date picker, its value an ISO date. */
export function DateInput({ label, value, onChange, name }: DateInputProps) {
  const id = useId();
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
      />
    </div>
  );
}
