import type { Ref } from 'react';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';

export interface CompanyCheckboxProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Declares the account for a company, which asks for its name and SIRET. */
export function CompanyCheckbox({ isSelected, onChange, inputRef }: CompanyCheckboxProps) {
  return (
    <CheckboxField isSelected={isSelected} onChange={onChange} inputRef={inputRef} name="EstSociete">
      Je représente une société
    </CheckboxField>
  );
}
