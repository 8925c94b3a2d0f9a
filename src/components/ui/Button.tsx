import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />;
}
