import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { fieldErrorRecord } from '../../../../domain/validation/fieldErrors.ts';
import { EMAIL_LABEL } from '../../../../domain/identity/messages.ts';
import { CONTACT_FIELD_EXAMPLES, CONTACT_SENT_MESSAGE } from '../../../../domain/contact/contactTexts.ts';
import { fieldBinder } from '../../../lib/forms/fieldBinder.ts';
import { useFieldRefs } from '../../../lib/forms/useFieldRefs.ts';
import { useSujetsContact } from '../api/getSujetsContact.ts';
import { useSendContact } from '../api/sendContact.ts';
import {
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  toContactErrors,
  toContactValues,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactFormState,
} from '../utils/contactForm.ts';
import styles from '../../../components/ui/Form.module.css';

export const CONTACT_SUCCESS_MESSAGE = CONTACT_SENT_MESSAGE;
export const CONTACT_INVALID_MESSAGE =
  'Le formulaire contient des erreurs. Corrigez les champs signalés puis envoyez à nouveau votre message.';

type Feedback = { kind: 'success' } | { kind: 'error'; message: string } | null;

/** The contact form: checked in the browser with the contract's schema, then by the server, whose refusals land on the same fields. */
export function ContactForm() {
  const sujets = useSujetsContact();
  const send = useSendContact();
  const [form, setForm] = useState<ContactFormState>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { bindRef, focus } = useFieldRefs();
  const feedbackRef = useRef<HTMLDivElement>(null);

  function update<K extends ContactField>(field: K, value: ContactFormState[K]) {
    const next = { ...form, [field]: value };
    setForm(next);
    // Once the visitor has tried to send, errors follow the corrections as they type.
    if (submitted) setErrors(validateContactForm(next));
  }

  function focusFirstError(fieldErrors: ContactErrors) {
    focus(firstInvalidField(fieldErrors));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    const fieldErrors = validateContactForm(form);
    setErrors(fieldErrors);
    if (firstInvalidField(fieldErrors)) {
      setFeedback({ kind: 'error', message: CONTACT_INVALID_MESSAGE });
      focusFirstError(fieldErrors);
      return;
    }
    setFeedback(null);
    send.mutate(toContactValues(form), {
      onSuccess: () => {
        setForm(EMPTY_CONTACT_FORM);
        setErrors({});
        setSubmitted(false);
        setFeedback({ kind: 'success' });
        requestAnimationFrame(() => feedbackRef.current?.focus());
      },
      onError: (error) => {
        const serverErrors = error instanceof ApiError ? toContactErrors(fieldErrorRecord(error.errors)) : {};
        setErrors(serverErrors);
        setFeedback({ kind: 'error', message: `Votre message n'a pas été envoyé. ${errorMessage(error)}` });
        if (firstInvalidField(serverErrors)) requestAnimationFrame(() => focusFirstError(serverErrors));
      },
    });
  }

  const sujetOptions = (sujets.data ?? []).map((sujet) => ({ id: sujet.Id, label: sujet.Libelle }));
  const field = fieldBinder(form, errors, update, bindRef);

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-describedby="contact-form-hint">
      <div ref={feedbackRef} tabIndex={-1} className={styles.feedbackSlot}>
        {feedback?.kind === 'success' && (
          <p className={styles.success} role="status">
            {CONTACT_SUCCESS_MESSAGE}
          </p>
        )}
        {feedback?.kind === 'error' && (
          <p className={styles.failure} role="alert">
            {feedback.message}
          </p>
        )}
      </div>

      <p id="contact-form-hint" className={styles.hint}>
        Tous les champs sont obligatoires, sauf mention contraire.
      </p>

      <SelectField
        label="Sujet"
        name="IdSujetContact"
        placeholder={sujets.isPending ? 'Chargement des sujets...' : 'Choisissez un sujet'}
        options={sujetOptions}
        selectedId={form.IdSujetContact}
        onChange={(id) => update('IdSujetContact', id)}
        errorMessage={
          errors.IdSujetContact ??
          (sujets.isError ? `Les sujets n'ont pas pu être chargés. ${errorMessage(sujets.error)}` : undefined)
        }
        isDisabled={sujets.isPending}
        buttonRef={bindRef('IdSujetContact')}
      />

      <div className={styles.row}>
        <TextField label="Nom" autoComplete="family-name" {...field('Nom')} />
        <TextField label="Prénom" autoComplete="given-name" {...field('Prenom')} />
      </div>

      <div className={styles.row}>
        <TextField
          label={EMAIL_LABEL}
          type="email"
          autoComplete="email"
          description={CONTACT_FIELD_EXAMPLES.Email}
          {...field('Email')}
        />
        <TextField
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          isOptional
          description={CONTACT_FIELD_EXAMPLES.Telephone}
          {...field('Telephone')}
        />
      </div>

      <TextField label="Société" autoComplete="organization" isOptional {...field('Societe')} />

      <TextField label="Message" multiline rows={8} description="4000 caractères au maximum." {...field('Message')} />

      <div className={styles.actions}>
        <Button type="submit" isPending={send.isPending}>
          {send.isPending && <span className={styles.spinner} aria-hidden="true" />}
          Envoyer
        </Button>
        <span className={styles.pending} aria-live="polite">
          {send.isPending ? 'Envoi en cours...' : ''}
        </span>
      </div>
    </Form>
  );
}
