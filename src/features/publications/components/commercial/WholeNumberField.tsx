import { parseWholeNumber, wholeNumberText, type TypedNumber } from '../../utils/numericInput.ts';
import { ConvertedTextField } from './ConvertedTextField.tsx';

export interface WholeNumberFieldProps {
  label: string;
  name: string;
  value: number | null | undefined;
  onChange(value: TypedNumber): void;
  errorMessage?: string | undefined;
  isDisabled: boolean;
}

/** An optional count or measure in whole units; the contract accepts digits only. */
export function WholeNumberField(props: WholeNumberFieldProps) {
  return (
    <ConvertedTextField<TypedNumber>
      {...props}
      parse={parseWholeNumber}
      format={wholeNumberText}
      optionalNote="(facultatif)"
      inputMode="numeric"
    />
  );
}
