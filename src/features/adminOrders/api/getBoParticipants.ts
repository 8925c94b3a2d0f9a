import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';
import { boCommandeKeys } from './boCommandeKeys.ts';

export type BoParticipantsLigne = ResponseOf<'/BO/Commande/Participants_GetAll'>[number];

/** The attendees of an order's training lines, read only. */
export function useBoParticipants(id: number) {
  return useQuery(postQueryOptions(boCommandeKeys.attendees(id), '/BO/Commande/Participants_GetAll', { Id: id }));
}
