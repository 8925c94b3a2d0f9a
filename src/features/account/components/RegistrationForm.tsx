import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { TextField } from '../../../components/ui/TextField.tsx';
import {
  ACCOUNT_FORM_MESSAGES,
  ACCOUNT_MESSAGES,
  EMAIL_LABEL,
  registrationSuccessMessage,
} from '../../../../domain/identity/messages.ts';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { fieldBinder } from '../../../lib/forms/fieldBinder.ts';
import { useServerFormTakeover } from '../../../lib/ssr/useServerFormTakeover.ts';
import { useContractForm } from '../../../lib/forms/useContractForm.ts';
import { checkLoginExists } from '../api/checkLoginExists.ts';
import { useCreateAccount } from '../api/createAccount.ts';
import {
  EMPTY_REGISTRATION_FORM,
  normalizedLogin,
  registrationFieldsIn,
  registrationRules,
  toCompteCreationValues,
  validateRegistrationForm,
  type RegistrationErrors,
} from '../utils/registrationForm.ts';
import { AccountFields } from './AccountFields.tsx';
import { FormFailure } from './FormFailure.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { RegistrationPrivacyNotice } from './RegistrationPrivacyNotice.tsx';
import { SubmitActions } from './SubmitActions.tsx';
import styles from './AccountForm.module.css';

const EMAIL_TAKEN = ACCOUNT_MESSAGES.loginTakenAdvice;

/**
 * The registration form: checked in the browser with the contract's schema, the e-mail checked against existing
 * accounts when it is left and again on submit, then created by the server, whose refusals land on the same fields.
 */
export function RegistrationForm() {
  const create = useCreateAccount();
  const form = useContractForm(registrationRules, EMPTY_REGISTRATION_FORM);
  const [takenLogin, setTakenLogin] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  /** The address of the account just created, which the answer names. */
  const [created, setCreated] = useState<string | null>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useServerFormTakeover(formRef, (fields) => form.changeFields(registrationFieldsIn(fields)));

  const emailTaken = takenLogin !== null && takenLogin === normalizedLogin(form.values.Email);
  const shownErrors: RegistrationErrors = emailTaken ? { ...form.errors, Email: EMAIL_TAKEN } : form.errors;
  const field = fieldBinder(form.values, shownErrors, form.change, form.bindRef);

  /** Asks whether the address already has an account; an unanswered question never blocks the user. */
  async function isTaken(email: string): Promise<boolean> {
    try {
      const taken = await checkLoginExists(email);
      setTakenLogin(taken ? normalizedLogin(email) : null);
      return taken;
    } catch {
      return false;
    }
  }

  async function onEmailBlur() {
    const email = form.values.Email.trim();
    if (email === '' || validateRegistrationForm(form.values).Email) return;
    await isTaken(email);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || checking || !form.check(ACCOUNT_FORM_MESSAGES.registrationInvalid)) return;
    setChecking(true);
    const taken = await isTaken(form.values.Email.trim());
    setChecking(false);
    if (taken) {
      form.refuse({ Email: EMAIL_TAKEN }, ACCOUNT_FORM_MESSAGES.registrationInvalid);
      return;
    }
    form.clearFailure();
    const values = toCompteCreationValues(form.values);
    create.mutate(values, {
      onSuccess: () => {
        setCreated(values.Email);
        requestAnimationFrame(() => feedbackRef.current?.focus());
      },
      onError: (error) => {
        const serverErrors = form.serverErrors(error);
        if (error instanceof ApiError && error.status === 409) {
          setTakenLogin(normalizedLogin(values.Email));
          serverErrors.Email = EMAIL_TAKEN;
        }
        form.refuse(serverErrors, `${ACCOUNT_FORM_MESSAGES.registrationFailed} ${errorMessage(error)}`);
      },
    });
  }

  if (created !== null) {
    return (
      <div ref={feedbackRef} tabIndex={-1} className={styles.feedbackSlot}>
        <p className={styles.success} role="status">
          {registrationSuccessMessage(created)}
        </p>
      </div>
    );
  }

  const busy = create.isPending || checking;
  return (
    <>
      <Form
        ref={formRef}
        className={styles.form}
        // Sent by a browser that runs no script, the password goes in no address.
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        validationBehavior="aria"
      >
        <FormFailure message={form.failure} slotRef={feedbackRef} />
        <p className={styles.hint}>Tous les champs sont obligatoires, sauf mention contraire.</p>

        <AccountFields
          state={form.values}
          errors={shownErrors}
          onChange={form.change}
          bindRef={form.bindRef}
          contactSlot={
            <TextField
              label={EMAIL_LABEL}
              type="email"
              autoComplete="email"
              description="Elle sera votre identifiant de connexion."
              {...field('Email')}
              onBlur={() => void onEmailBlur()}
            />
          }
        />

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Mot de passe</legend>
          <NewPasswordFields
            password={{ label: 'Mot de passe', ...field('MotDePasse') }}
            confirmation={{ label: 'Confirmation du mot de passe', ...field('ConfirmationMotDePasse') }}
          />
        </fieldset>

        {/* The « already taken » answer arrives after the field is left: said aloud, not only shown. */}
        <p className={styles.srOnly} role="status">
          {emailTaken ? EMAIL_TAKEN : ''}
        </p>

        <SubmitActions label="Créer mon compte" isPending={busy} />
      </Form>
      <RegistrationPrivacyNotice />
    </>
  );
}
