import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';
import type { FormationReserveeKey } from './getFormationReservee.ts';
import { trainingKeys } from './trainingKeys.ts';

export type ParticipantsFormation = ResponseOf<'/Formation/Participants_Get'>;

export function participantsQueryOptions({ id, idCommandeProduit }: FormationReserveeKey) {
  return postQueryOptions(trainingKeys.attendees(id, idCommandeProduit), '/Formation/Participants_Get', {
    Id: id,
    IdCommandeProduit: idCommandeProduit,
  });
}

/** Who attends a booked session, and whether the list may still change. */
export function useParticipants(key: FormationReserveeKey) {
  return useQuery(participantsQueryOptions(key));
}
