import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ACCOUNT_FORM_MESSAGES } from '../../../../domain/identity/messages.ts';
import { useContractForm } from '../../../lib/forms/useContractForm.ts';
import { useChangePassword } from '../api/changePassword.ts';
import { EMPTY_PASSWORD_FORM, passwordRules, toChangementMotDePasseValues } from '../utils/passwordForm.ts';
import { FormFailure } from './FormFailure.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SubmitActions } from './SubmitActions.tsx';
import styles from './AccountForm.module.css';

export interface ChangePasswordFormProps {
  onChanged: () => void;
}

/** The password change: old password, new one with its hint, and its confirmation. */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const form = useContractForm(passwordRules, EMPTY_PASSWORD_FORM);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending || !form.check(ACCOUNT_FORM_MESSAGES.passwordInvalid)) return;
    form.clearFailure();
    change.mutate(toChangementMotDePasseValues(form.values), {
      onSuccess: onChanged,
      onError: (error) => {
        const fieldErrors = form.serverErrors(error);
        // A refusal that names a field (a wrong current password) is said on that field alone, not again above.
        if (passwordRules.firstInvalid(fieldErrors)) form.refuse(fieldErrors, null);
        else form.refuseFromServer(error, ACCOUNT_FORM_MESSAGES.passwordFailed);
      },
    });
  }

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria">
      <FormFailure message={form.failure} />
      <TextField
        label="Mot de passe actuel"
        type="password"
        autoComplete="current-password"
        {...form.field('AncienMotDePasse')}
      />
      <NewPasswordFields
        password={{ label: 'Nouveau mot de passe', ...form.field('NouveauMotDePasse') }}
        confirmation={{ label: 'Confirmation du nouveau mot de passe', ...form.field('Confirmation') }}
      />
      <SubmitActions label="Changer mon mot de passe" isPending={change.isPending} />
    </Form>
  );
}
