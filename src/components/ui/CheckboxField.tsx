import type { ReactNode } from 'react';
import { Checkbox, type CheckboxProps } from 'react-aria-components/Checkbox';
import styles from './Choice.module.css';

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'className' | 'children'> {
  /** The visible label, bound to the box. */
  children: ReactNode;
  /** Added to the shared look, for a page's own emphasis. */
  className?: string;
}

/** A check box drawn as the shared mark beside its label; the native input stays for assistive technologies. */
export function CheckboxField({ children, className, ...props }: CheckboxFieldProps) {
  return (
    <Checkbox {...props} className={[styles.choice, styles.checkbox, className].filter(Boolean).join(' ')}>
      {({ isSelected }) => (
        <>
          <span className={styles.mark} aria-hidden="true">
            {isSelected && (
              <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                <path
                  d="M3 8.5l3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )}
          </span>
          {children}
        </>
      )}
    </Checkbox>
  );
}
