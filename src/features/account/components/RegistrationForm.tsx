import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { fieldErrorRecord } from '../../../../domain/validation/fieldErrors.ts';
import { checkLoginExists } from '../api/checkLoginExists.ts';
import { useCreateAccount } from '../api/createAccount.ts';
import { useFieldRefs } from '../hooks/useFieldRefs.ts';
import {
  EMAIL_TAKEN_MESSAGE,
  EMPTY_REGISTRATION_FORM,
  firstInvalidRegistrationField,
  normalizedLogin,
  toCompteCreationValues,
  toRegistrationErrors,
  validateRegistrationForm,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationFormState,
} from '../utils/registrationForm.ts';
import { AccountFields } from './AccountFields.tsx';
import { PasswordHint } from './PasswordHint.tsx';
import styles from './AccountForm.module.css';

export const REGISTRATION_INVALID_MESSAGE =
  'Le formulaire contient des erreurs. Corrigez les champs signalés puis validez à nouveau votre inscription.';

export function registrationSuccessMessage(email: string): string {
  return `Votre compte a bien été créé. Un e-mail de confirmation vient de vous être envoyé à l'adresse ${email} : cliquez sur le lien qu'il contient pour activer votre compte.`;
}

type Feedback = { kind: 'success'; email: string } | { kind: 'error'; message: string } | null;

/**
 * The registration form: checked in the browser with the contract's schema, the e-mail checked against existing
 * accounts when it is left and again on submit, then created by the server, whose refusals land on the same fields.
 */
export function RegistrationForm() {
  const create = useCreateAccount();
  const [form, setForm] = useState<RegistrationFormState>(EMPTY_REGISTRATION_FORM);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [takenLogin, setTakenLogin] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { bindRef, focus } = useFieldRefs();
  const feedbackRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const emailTaken = takenLogin !== null && takenLogin === normalizedLogin(form.Email);
  const shownErrors: RegistrationErrors = emailTaken ? { ...errors, Email: EMAIL_TAKEN_MESSAGE } : errors;

  function update(field: RegistrationField, value: RegistrationFormState[RegistrationField]) {
    const next = { ...form, [field]: value };
    setForm(next);
    // Once the user has tried to register, errors follow the corrections as they type.
    if (submitted) setErrors(validateRegistrationForm(next));
  }

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
    const email = form.Email.trim();
    if (email === '' || validateRegistrationForm(form).Email) return;
    await isTaken(email);
  }

  function showErrors(fieldErrors: RegistrationErrors, message: string) {
    setErrors(fieldErrors);
    setFeedback({ kind: 'error', message });
    requestAnimationFrame(() => focus(firstInvalidRegistrationField(fieldErrors)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || checking) return;
    setSubmitted(true);
    const fieldErrors = validateRegistrationForm(form);
    if (firstInvalidRegistrationField(fieldErrors)) {
      showErrors(fieldErrors, REGISTRATION_INVALID_MESSAGE);
      return;
    }
    setChecking(true);
    const taken = await isTaken(form.Email.trim());
    setChecking(false);
    if (taken) {
      showErrors({ Email: EMAIL_TAKEN_MESSAGE }, REGISTRATION_INVALID_MESSAGE);
      return;
    }
    setFeedback(null);
    const values = toCompteCreationValues(form);
    create.mutate(values, {
      onSuccess: () => {
        setFeedback({ kind: 'success', email: values.Email });
        requestAnimationFrame(() => feedbackRef.current?.focus());
      },
      onError: (error) => {
        const serverErrors = error instanceof ApiError ? toRegistrationErrors(fieldErrorRecord(error.errors)) : {};
        if (error instanceof ApiError && error.status === 409) {
          setTakenLogin(normalizedLogin(values.Email));
          serverErrors.Email = EMAIL_TAKEN_MESSAGE;
        }
        showErrors(serverErrors, `Votre compte n'a pas été créé. ${errorMessage(error)}`);
      },
    });
  }

  if (feedback?.kind === 'success') {
    return (
      <div ref={feedbackRef} tabIndex={-1} className={styles.feedbackSlot}>
        <p className={styles.success} role="status">
          {registrationSuccessMessage(feedback.email)}
        </p>
      </div>
    );
  }

  const busy = create.isPending || checking;
  return (
    <Form className={styles.form} onSubmit={(event) => void onSubmit(event)} validationBehavior="aria">
      <div ref={feedbackRef} tabIndex={-1} className={styles.feedbackSlot}>
        {feedback?.kind === 'error' && (
          <p className={styles.failure} role="alert">
            {feedback.message}
          </p>
        )}
      </div>
      <p className={styles.hint}>Tous les champs sont obligatoires, sauf mention contraire.</p>

      <AccountFields
        state={form}
        errors={shownErrors}
        onChange={update}
        bindRef={bindRef}
        contactSlot={
          <TextField
            label="Adresse e-mail"
            name="Email"
            type="email"
            autoComplete="email"
            description="Elle sera votre identifiant de connexion."
            value={form.Email}
            onChange={(value) => update('Email', value)}
            onBlur={() => void onEmailBlur()}
            errorMessage={shownErrors.Email}
            inputRef={bindRef('Email')}
          />
        }
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Mot de passe</legend>
        <PasswordHint id={hintId} />
        <div className={styles.row}>
          <TextField
            label="Mot de passe"
            name="MotDePasse"
            type="password"
            autoComplete="new-password"
            aria-describedby={hintId}
            value={form.MotDePasse}
            onChange={(value) => update('MotDePasse', value)}
            errorMessage={shownErrors.MotDePasse}
            inputRef={bindRef('MotDePasse')}
          />
          <TextField
            label="Confirmation du mot de passe"
            name="ConfirmationMotDePasse"
            type="password"
            autoComplete="new-password"
            value={form.ConfirmationMotDePasse}
            onChange={(value) => update('ConfirmationMotDePasse', value)}
            errorMessage={shownErrors.ConfirmationMotDePasse}
            inputRef={bindRef('ConfirmationMotDePasse')}
          />
        </div>
      </fieldset>

      {/* The « already taken » answer arrives after the field is left: said aloud, not only shown. */}
      <p className={styles.srOnly} role="status">
        {emailTaken ? EMAIL_TAKEN_MESSAGE : ''}
      </p>

      <div className={styles.actions}>
        <Button type="submit" isPending={busy}>
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          Créer mon compte
        </Button>
        <span className={styles.pending} aria-live="polite">
          {busy ? 'Enregistrement en cours...' : ''}
        </span>
      </div>
    </Form>
  );
}
