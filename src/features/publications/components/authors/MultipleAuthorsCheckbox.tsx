import { useId } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { AUTHORS_WITHOUT_MULTIPLE } from '../../utils/authorRows.ts';
import styles from './Choice.module.css';

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
      <Checkbox
        className={`${styles.choice} ${styles.checkbox}`}
        name="MultipleAuteurs"
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        aria-describedby={descriptionId}
      >
        {({ isSelected: checked }) => (
          <>
            <span className={styles.mark} aria-hidden="true">
              {checked && (
                <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </span>
            Auteurs multiples
          </>
        )}
      </Checkbox>
      <p id={descriptionId} className={styles.description}>
        Cochez cette case pour déclarer plus de {AUTHORS_WITHOUT_MULTIPLE} contributions.
      </p>
    </div>
  );
}
