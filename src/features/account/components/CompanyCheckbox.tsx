import type { Ref } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import styles from './Choice.module.css';

export interface CompanyCheckboxProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Declares the account for a company, which asks for its name and SIRET. */
export function CompanyCheckbox({ isSelected, onChange, inputRef }: CompanyCheckboxProps) {
  return (
    <Checkbox
      className={`${styles.choice} ${styles.checkbox}`}
      isSelected={isSelected}
      onChange={onChange}
      inputRef={inputRef}
      name="EstSociete"
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
          Je représente une société
        </>
      )}
    </Checkbox>
  );
}
