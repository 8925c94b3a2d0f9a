import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { CheckboxField } from '../../../../components/ui/CheckboxField.tsx';
import { preventEnter } from './preventEnter.ts';

export interface ImpressionDemandeCheckboxProps {
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  isDisabled: boolean;
}

/** The book is printed on demand. */
export function ImpressionDemandeCheckbox({ isSelected, onChange, isDisabled }: ImpressionDemandeCheckboxProps) {
  return (
    <CheckboxField
      name="ImpressionDemande"
      isSelected={isSelected}
      onChange={onChange}
      onKeyDown={preventEnter}
      isDisabled={isDisabled}
    >
      {L.ImpressionDemande}
    </CheckboxField>
  );
}
