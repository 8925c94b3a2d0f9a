import { useId } from 'react';
import { CheckboxField } from '../../../../components/ui/CheckboxField.tsx';
import styles from '../../../../components/ui/Choice.module.css';
import { PUBLICATION_LIMITS } from '../../../../../domain/publication/limits.ts';

export interface MultipleAuthorsCheckboxProps {
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  isDisabled: boolean;
}

/** Ticked to declare more than three contributions (spec 1 §9). */
export function MultipleAuthorsCheckbox({ isSelected, onChange, isDisabled }: MultipleAuthorsCheckboxProps) {
  const descriptionId = useId();
  return (
    <div className={styles.group}>
      <CheckboxField
        name="MultipleAuteurs"
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        aria-describedby={descriptionId}
      >
        Auteurs multiples
      </CheckboxField>
      <p id={descriptionId} className={styles.description}>
        Cochez cette case pour déclarer plus de {PUBLICATION_LIMITS.authorRows} contributions.
      </p>
    </div>
  );
}
