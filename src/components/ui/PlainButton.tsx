import type { ButtonHTMLAttributes } from 'react';
import type { ButtonVariant } from './Button.tsx';
import styles from './Button.module.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  variant?: ButtonVariant;
}

/**
 * A button of the portal's look on a native <button>, for the buttons a rendered page shows many of (the catalogue's
 * « Ajouter au panier »). Unlike react-aria's Button, it renders the same before and after hydration, so the page's
 * first render in the browser does not render each of them a second time, and it brings no react-aria code to pages
 * that have no other use for it. Its states come from the element itself (Button.module.css).
 */
export function PlainButton({ variant = 'primary', ...props }: PlainButtonProps) {
  return <button type="button" {...props} className={`${styles.button} ${styles[variant]}`} />;
}
