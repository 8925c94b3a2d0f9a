import { TextField } from '../../../components/ui/TextField.tsx';

export interface FaqEditorAnswerFieldProps {
  label: string;
  value: string;
  onChange(html: string): void;
  errorMessage: string | undefined;
}

/** The answer to a question, as HTML. */
export function FaqEditorAnswerField({ label, value, onChange, errorMessage }: FaqEditorAnswerFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      isOptional
      multiline
      rows={4}
    />
  );
}
