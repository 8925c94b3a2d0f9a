import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { trainingKeys } from './trainingKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export type FormationReservee = ResponseOf<'/Formation/Formation_GetAll'>[number];

/** The training sessions of the customer's paid orders, the nearest first (the server's order). */
export function formationsReserveesQueryOptions() {
  return postQueryOptions(trainingKeys.all(), '/Formation/Formation_GetAll', {});
}

export function useFormationsReservees() {
  return useQuery(formationsReserveesQueryOptions());
}
