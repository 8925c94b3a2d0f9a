import { useId, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link } from 'react-router-dom';
import field from '../../../components/ui/Field.module.css';
import { toast } from '../../../components/toast/toastQueue.ts';
import { ACCOUNT_FORM_MESSAGES, EMAIL_LABEL } from '../../../../domain/identity/messages.ts';
import { COMMON_MESSAGES } from '../../../../domain/messages.ts';
import { useContractForm } from '../../../lib/forms/useContractForm.ts';
import { useUpdateAccount } from '../api/updateAccount.ts';
import type { Compte } from '../types/account.ts';
import { toAccountValues } from '../utils/accountFields.ts';
import { profileFormOf, profileRules } from '../utils/profileForm.ts';
import { AccountFields } from './AccountFields.tsx';
import { FormFailure } from './FormFailure.tsx';
import { SubmitActions } from './SubmitActions.tsx';
import styles from './AccountForm.module.css';

/** The e-mail is the login: it is changed by the support team, never here (spec 1 §8). */
function ReadOnlyEmail({ email }: { email: string }) {
  const inputId = useId();
  const helpId = useId();
  return (
    <div className={styles.readOnly}>
      <label className={field.label} htmlFor={inputId}>
        {EMAIL_LABEL}
      </label>
      <input id={inputId} className={field.input} type="email" value={email} readOnly aria-describedby={helpId} />
      <p id={helpId} className={field.description}>
        Votre adresse e-mail est votre identifiant et ne peut pas être modifiée ici. Pour la changer, écrivez au support
        depuis la <Link to="/contact">page Contact</Link> en indiquant votre nom, votre ancienne adresse e-mail et la
        nouvelle.
      </p>
    </div>
  );
}

export interface ProfileFormProps {
  compte: Compte;
  /** The signed-in user's login, which keys their account in the cache. */
  login: string;
  /** Called with the saved account, so that what shows the person elsewhere (the header) follows. */
  onSaved?: (saved: Compte) => void;
}

/** The profile: the registration's rules, checked in the browser and by the server, whose refusals land on the fields. */
export function ProfileForm({ compte, login, onSaved }: ProfileFormProps) {
  const update = useUpdateAccount(login);
  const form = useContractForm(profileRules, () => profileFormOf(compte));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending || !form.check(ACCOUNT_FORM_MESSAGES.profileInvalid)) return;
    form.clearFailure();
    update.mutate(toAccountValues(form.values), {
      onSuccess: (saved) => {
        form.reset(profileFormOf(saved));
        toast.success(COMMON_MESSAGES.saved);
        onSaved?.(saved);
      },
      onError: (error) => form.refuseFromServer(error, ACCOUNT_FORM_MESSAGES.profileFailed),
    });
  }

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria">
      <FormFailure message={form.failure} />
      <p className={styles.hint}>Tous les champs sont obligatoires, sauf mention contraire.</p>
      <AccountFields
        state={form.values}
        errors={form.errors}
        onChange={form.change}
        bindRef={form.bindRef}
        contactSlot={<ReadOnlyEmail email={compte.Email} />}
      />
      <SubmitActions label="Enregistrer" isPending={update.isPending}>
        <Link to="/changerMotdePasse">Changer mon mot de passe</Link>
      </SubmitActions>
    </Form>
  );
}
