import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';

// The rich text editor (Tiptap) comes in its own chunk, shared with the panel's text fields.
const RichTextField = lazy(() => import('./RichTextField.tsx').then((module) => ({ default: module.RichTextField })));

export interface FaqEditorAnswerFieldProps {
  label: string;
  value: string;
  onChange(html: string): void;
  /** The FAQ rules' message about the answer, read with the field. */
  errorMessage: string | undefined;
}

/** The answer to a question: rich text, with its HTML source a toggle away. */
export function FaqEditorAnswerField({ label, value, onChange, errorMessage }: FaqEditorAnswerFieldProps) {
  return (
    <Suspense fallback={<LoadingState minHeight="9rem" />}>
      <RichTextField label={label} value={value} onChange={onChange} description={errorMessage} />
    </Suspense>
  );
}
