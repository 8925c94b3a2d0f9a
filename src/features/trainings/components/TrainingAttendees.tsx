import { useSelector } from '@xstate/react';
import { ATTENDEE_TEXTS as T } from '../../../../domain/order/trainingAttendees.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { useParticipants, type ParticipantsFormation } from '../api/getParticipants.ts';
import type { FormationReserveeKey } from '../api/getFormationReservee.ts';
import { useAttendeesActor } from '../hooks/useAttendeesActor.ts';
import { AttendeesForm } from './AttendeesForm.tsx';
import { AttendeesList } from './AttendeesList.tsx';
import form from '../../../components/ui/Form.module.css';
import styles from './Attendees.module.css';

function leadOf(formation: ParticipantsFormation, editing: boolean): string {
  if (!formation.Modifiable) return T.frozen;
  return editing || formation.Participants.length === 0 ? T.lead(formation.Places) : T.savedLead(formation.Places);
}

/** « Participants »: who attends the booked seats, given and changed until the session starts. */
export function TrainingAttendees({ booking }: { booking: FormationReserveeKey }) {
  const query = useParticipants(booking);
  const actor = useAttendeesActor(query.data);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { formation, fieldErrors, error, notice } = state.context;
  const editing = state.matches('editing') || state.matches('saving');

  return (
    <section className={styles.panel} aria-labelledby="formation-participants">
      <h2 id="formation-participants" className={styles.panelTitle}>
        {T.title}
      </h2>
      {query.isError ? (
        <ErrorState message={`${T.loadFailed} ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />
      ) : !formation ? (
        <LoadingState minHeight="8rem" />
      ) : (
        <>
          <p className={styles.lead}>{leadOf(formation, editing)}</p>
          <div role="status" className={form.feedbackSlot}>
            {notice && <p className={form.success}>{notice}</p>}
          </div>
          <div role="alert" className={form.feedbackSlot}>
            {error && <p className={form.failure}>{error}</p>}
          </div>
          {editing ? (
            <AttendeesForm
              formation={formation}
              fieldErrors={fieldErrors}
              saving={state.matches('saving')}
              canCancel={state.can({ type: 'attendees.cancel' })}
              onSave={(participants) => actor.send({ type: 'attendees.save', participants })}
              onCancel={() => actor.send({ type: 'attendees.cancel' })}
            />
          ) : (
            <>
              <AttendeesList participants={formation.Participants} />
              {formation.Modifiable && (
                <div className={styles.viewActions}>
                  <Button variant="secondary" onPress={() => actor.send({ type: 'attendees.edit' })}>
                    {T.edit}
                  </Button>
                  <p className={form.hint}>{T.editableUntil}</p>
                </div>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
