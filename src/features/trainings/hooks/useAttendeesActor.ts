import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createAttendeesMachine, type AttendeesMachine } from '../../../../machines/attendees/attendeesMachine.ts';
import type { ParticipantsFormation } from '../../../../machines/attendees/types.ts';
import { useQueryClientActor } from '../../../hooks/useQueryClientActor.ts';
import { attendeesDependencies } from '../api/attendeesDependencies.ts';

export type AttendeesActorRef = ActorRefFrom<AttendeesMachine>;

/** The attendees machine of a booked session, told the list once the page has read it. */
export function useAttendeesActor(formation: ParticipantsFormation | undefined): AttendeesActorRef {
  const actor = useQueryClientActor((queryClient) => createAttendeesMachine(attendeesDependencies(queryClient)));
  const waiting = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  useEffect(() => {
    if (waiting && formation) actor.send({ type: 'attendees.loaded', formation });
  }, [actor, waiting, formation]);
  return actor;
}
