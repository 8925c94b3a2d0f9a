import { TextField } from '../ui/TextField.tsx';

export interface FilterTextFieldProps {
  label: string;
  /** The text sent, or null when the field is blank. */
  value: string | null;
  onChange: (value: string | null) => void;
  maxLength: number;
  inputMode?: 'numeric';
}

/** A list's text filter: optional, and a blank field filters nothing (null). */
export function FilterTextField({ label, value, onChange, maxLength, inputMode }: FilterTextFieldProps) {
  return (
    <TextField
      label={label}
      isOptional
      inputMode={inputMode}
      value={value ?? ''}
      onChange={(typed) => onChange(typed.trim() === '' ? null : typed)}
      maxLength={maxLength}
    />
  );
}
