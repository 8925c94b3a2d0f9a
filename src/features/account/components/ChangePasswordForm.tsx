import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { fieldErrorRecord } from '../../../../domain/validation/fieldErrors.ts';
import { useChangePassword } from '../api/changePassword.ts';
import { useFieldRefs } from '../hooks/useFieldRefs.ts';
import {
  EMPTY_PASSWORD_FORM,
  firstInvalidPasswordField,
  toChangementMotDePasseValues,
  toPasswordErrors,
  validatePasswordForm,
  type PasswordErrors,
  type PasswordField,
  type PasswordFormState,
} from '../utils/passwordForm.ts';
import { PasswordHint } from './PasswordHint.tsx';
import styles from './AccountForm.module.css';

export const PASSWORD_INVALID_MESSAGE =
  'Le formulaire contient des erreurs. Corrigez les champs signalés puis validez à nouveau.';

export interface ChangePasswordFormProps {
  onChanged: () => void;
}

/** The password change: old password, new one with its hint, and its confirmation. */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const [form, setForm] = useState<PasswordFormState>(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { bindRef, focus } = useFieldRefs();
  const hintId = useId();

  function onChange(fieldName: PasswordField, value: string) {
    const next = { ...form, [fieldName]: value };
    setForm(next);
    if (submitted) setErrors(validatePasswordForm(next));
  }

  function showErrors(fieldErrors: PasswordErrors, message: string) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => focus(firstInvalidPasswordField(fieldErrors)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setSubmitted(true);
    const fieldErrors = validatePasswordForm(form);
    if (firstInvalidPasswordField(fieldErrors)) {
      showErrors(fieldErrors, PASSWORD_INVALID_MESSAGE);
      return;
    }
    setFailure(null);
    change.mutate(toChangementMotDePasseValues(form), {
      onSuccess: onChanged,
      onError: (error) => {
        const serverErrors = error instanceof ApiError ? toPasswordErrors(fieldErrorRecord(error.errors)) : {};
        showErrors(serverErrors, `Votre mot de passe n'a pas été modifié. ${errorMessage(error)}`);
      },
    });
  }

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria">
      <div className={styles.feedbackSlot}>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
      </div>
      <TextField
        label="Mot de passe actuel"
        name="AncienMotDePasse"
        type="password"
        autoComplete="current-password"
        value={form.AncienMotDePasse}
        onChange={(value) => onChange('AncienMotDePasse', value)}
        errorMessage={errors.AncienMotDePasse}
        inputRef={bindRef('AncienMotDePasse')}
      />
      <PasswordHint id={hintId} />
      <div className={styles.row}>
        <TextField
          label="Nouveau mot de passe"
          name="NouveauMotDePasse"
          type="password"
          autoComplete="new-password"
          aria-describedby={hintId}
          value={form.NouveauMotDePasse}
          onChange={(value) => onChange('NouveauMotDePasse', value)}
          errorMessage={errors.NouveauMotDePasse}
          inputRef={bindRef('NouveauMotDePasse')}
        />
        <TextField
          label="Confirmation du nouveau mot de passe"
          name="Confirmation"
          type="password"
          autoComplete="new-password"
          value={form.Confirmation}
          onChange={(value) => onChange('Confirmation', value)}
          errorMessage={errors.Confirmation}
          inputRef={bindRef('Confirmation')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={change.isPending}>
          {change.isPending && <span className={styles.spinner} aria-hidden="true" />}
          Changer mon mot de passe
        </Button>
        <span className={styles.pending} aria-live="polite">
          {change.isPending ? 'Enregistrement en cours...' : ''}
        </span>
      </div>
    </Form>
  );
}
