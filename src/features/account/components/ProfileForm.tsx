import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button.tsx';
import field from '../../../components/ui/Field.module.css';
import { toast } from '../../../components/toast/toastQueue.ts';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { fieldErrorRecord } from '../../../../domain/validation/fieldErrors.ts';
import { useUpdateAccount } from '../api/updateAccount.ts';
import { useFieldRefs } from '../hooks/useFieldRefs.ts';
import type { Compte } from '../types/account.ts';
import { toAccountValues, type AccountField, type AccountFieldsState } from '../utils/accountFields.ts';
import {
  firstInvalidProfileField,
  profileFormOf,
  toProfileErrors,
  validateProfileForm,
  type ProfileErrors,
} from '../utils/profileForm.ts';
import { AccountFields } from './AccountFields.tsx';
import styles from './AccountForm.module.css';

export const PROFILE_SAVED_MESSAGE = 'Modifications enregistrées';
export const PROFILE_INVALID_MESSAGE =
  'Le formulaire contient des erreurs. Corrigez les champs signalés puis enregistrez à nouveau.';

/** The e-mail is the login: it is changed by the support team, never here (spec 1 §8). */
function ReadOnlyEmail({ email }: { email: string }) {
  const inputId = useId();
  const helpId = useId();
  return (
    <div className={styles.readOnly}>
      <label className={field.label} htmlFor={inputId}>
        Adresse e-mail
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
  const [form, setForm] = useState<AccountFieldsState>(() => profileFormOf(compte));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { bindRef, focus } = useFieldRefs();

  function onChange<K extends AccountField>(fieldName: K, value: AccountFieldsState[K]) {
    const next = { ...form, [fieldName]: value };
    setForm(next);
    if (submitted) setErrors(validateProfileForm(next));
  }

  function showErrors(fieldErrors: ProfileErrors, message: string) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => focus(firstInvalidProfileField(fieldErrors)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setSubmitted(true);
    const fieldErrors = validateProfileForm(form);
    if (firstInvalidProfileField(fieldErrors)) {
      showErrors(fieldErrors, PROFILE_INVALID_MESSAGE);
      return;
    }
    setFailure(null);
    update.mutate(toAccountValues(form), {
      onSuccess: (saved) => {
        setForm(profileFormOf(saved));
        setErrors({});
        setSubmitted(false);
        toast.success(PROFILE_SAVED_MESSAGE);
        onSaved?.(saved);
      },
      onError: (error) => {
        const serverErrors = error instanceof ApiError ? toProfileErrors(fieldErrorRecord(error.errors)) : {};
        showErrors(serverErrors, `Vos modifications n'ont pas été enregistrées. ${errorMessage(error)}`);
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
      <p className={styles.hint}>Tous les champs sont obligatoires, sauf mention contraire.</p>
      <AccountFields
        state={form}
        errors={errors}
        onChange={onChange}
        bindRef={bindRef}
        contactSlot={<ReadOnlyEmail email={compte.Email} />}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={update.isPending}>
          {update.isPending && <span className={styles.spinner} aria-hidden="true" />}
          Enregistrer
        </Button>
        <Link to="/changerMotdePasse">Changer mon mot de passe</Link>
        <span className={styles.pending} aria-live="polite">
          {update.isPending ? 'Enregistrement en cours...' : ''}
        </span>
      </div>
    </Form>
  );
}
