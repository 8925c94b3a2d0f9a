import { useId } from 'react';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { BoundField } from '../../../lib/forms/fieldBinder.ts';
import { PasswordHint } from './PasswordHint.tsx';
import styles from './AccountForm.module.css';

export type PasswordFieldProps = BoundField<string> & { label: string };

export interface NewPasswordFieldsProps {
  password: PasswordFieldProps;
  confirmation: PasswordFieldProps;
}

/** A new password with its hint, which describes the field to screen readers too, and its confirmation. */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  const hintId = useId();
  return (
    <>
      <PasswordHint id={hintId} password={password.value} />
      <div className={styles.row}>
        <TextField type="password" autoComplete="new-password" aria-describedby={hintId} {...password} />
        <TextField type="password" autoComplete="new-password" {...confirmation} />
      </div>
    </>
  );
}
