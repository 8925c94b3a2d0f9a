import { Checkbox } from 'react-aria-components/Checkbox';
import { preventEnter } from './preventEnter.ts';
import styles from './Choice.module.css';

export interface ImpressionDemandeCheckboxProps {
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  isDisabled: boolean;
}

/** The book is printed on demand. */
export function ImpressionDemandeCheckbox({ isSelected, onChange, isDisabled }: ImpressionDemandeCheckboxProps) {
  return (
    <Checkbox
      className={`${styles.choice} ${styles.checkbox}`}
      name="ImpressionDemande"
      isSelected={isSelected}
      onChange={onChange}
      onKeyDown={preventEnter}
      isDisabled={isDisabled}
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
          Impression à la demande
        </>
      )}
    </Checkbox>
  );
}
