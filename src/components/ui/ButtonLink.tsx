import type { AriaAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ButtonVariant } from './Button.tsx';
import styles from './ButtonLink.module.css';

export interface ButtonLinkProps extends Pick<AriaAttributes, 'aria-label' | 'aria-describedby'> {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** Keeps the link in place (and in the tab order, so that its hint is found) but leads nowhere. */
  isDisabled?: boolean;
}

/** A move to another page that reads as a button. */
export function ButtonLink({ to, children, variant = 'primary', isDisabled = false, ...aria }: ButtonLinkProps) {
  if (isDisabled) {
    return (
      <a role="link" aria-disabled="true" tabIndex={0} className={`${styles[variant]} ${styles.disabled}`} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={styles[variant]} {...aria}>
      {children}
    </Link>
  );
}
