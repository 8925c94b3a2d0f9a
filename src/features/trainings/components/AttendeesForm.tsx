import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { ATTENDEE_TEXTS as T } from '../../../../domain/order/trainingAttendees.ts';
import { draftParticipants } from '../../../../machines/attendees/attendeesRules.ts';
import type { Participant, ParticipantsFormation } from '../../../../machines/attendees/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFieldRefs } from '../../../lib/forms/useFieldRefs.ts';
import form from '../../../components/ui/Form.module.css';
import styles from './Attendees.module.css';

const FIELDS = ['Prenom', 'Nom', 'Email'] as const;
type AttendeeField = (typeof FIELDS)[number];

/** The message of one field: a repeated e-mail is said on the seat that repeats it, under its e-mail. */
function fieldError(errors: Record<string, string>, index: number, field: AttendeeField): string | undefined {
  const own = errors[`/Participants/${index}/${field}`];
  return field === 'Email' ? (own ?? errors[`/Participants/${index}`]) : own;
}

function firstInvalid(errors: Record<string, string>, seats: number): string | undefined {
  for (let index = 0; index < seats; index += 1) {
    const field = FIELDS.find((name) => fieldError(errors, index, name) !== undefined);
    if (field) return `${index}.${field}`;
  }
  return undefined;
}

export interface AttendeesFormProps {
  formation: ParticipantsFormation;
  fieldErrors: Record<string, string>;
  saving: boolean;
  canCancel: boolean;
  onSave: (participants: Participant[]) => void;
  onCancel: () => void;
}

/** One fieldset per booked seat: first name, name and e-mail, the first seat prefilled with the buyer's. */
export function AttendeesForm({ formation, fieldErrors, saving, canCancel, onSave, onCancel }: AttendeesFormProps) {
  const [draft, setDraft] = useState<Participant[]>(() => draftParticipants(formation));
  const { bindRef, focus } = useFieldRefs();
  const prefilled = formation.Participants.length === 0;

  useEffect(() => {
    // A refusal takes the keyboard to the first field to correct.
    focus(firstInvalid(fieldErrors, formation.Places));
  }, [fieldErrors, focus, formation.Places]);

  function update(index: number, field: AttendeeField, value: string) {
    setDraft((current) =>
      current.map((participant, seat) => (seat === index ? { ...participant, [field]: value } : participant)),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saving) onSave(draft);
  }

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria" aria-label={T.title}>
      {prefilled && <p className={form.hint}>{T.prefilledHint}</p>}
      <ol className={styles.seats}>
        {draft.map((participant, index) => (
          <li key={index}>
            <fieldset className={form.fieldset} disabled={saving}>
              <legend className={styles.seatLegend}>{T.place(index + 1)}</legend>
              <div className={form.row}>
                <TextField
                  label={T.prenom}
                  name={`participants-${index}-prenom`}
                  value={participant.Prenom}
                  onChange={(value) => update(index, 'Prenom', value)}
                  errorMessage={fieldError(fieldErrors, index, 'Prenom')}
                  autoComplete={index === 0 ? 'given-name' : 'off'}
                  inputRef={bindRef(`${index}.Prenom`)}
                />
                <TextField
                  label={T.nom}
                  name={`participants-${index}-nom`}
                  value={participant.Nom}
                  onChange={(value) => update(index, 'Nom', value)}
                  errorMessage={fieldError(fieldErrors, index, 'Nom')}
                  autoComplete={index === 0 ? 'family-name' : 'off'}
                  inputRef={bindRef(`${index}.Nom`)}
                />
              </div>
              <TextField
                label={T.email}
                name={`participants-${index}-email`}
                type="email"
                value={participant.Email}
                onChange={(value) => update(index, 'Email', value)}
                errorMessage={fieldError(fieldErrors, index, 'Email')}
                autoComplete={index === 0 ? 'email' : 'off'}
                inputRef={bindRef(`${index}.Email`)}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <div className={form.actions}>
        {/* Not `isPending`: its announcement names the button, which is gone once the list is saved. */}
        <Button type="submit" isDisabled={saving}>
          {saving ? T.saving : T.save}
        </Button>
        {canCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
            {T.cancel}
          </Button>
        )}
      </div>
    </Form>
  );
}
