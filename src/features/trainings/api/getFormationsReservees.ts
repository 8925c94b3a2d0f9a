import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { trainingKeys } from './trainingKeys.ts';

export type FormationReservee = ResponseOf<'/Formation/Formation_GetAll'>[number];

/** The training sessions of the customer's paid orders, the nearest first (the server's order). */
export function getFormationsReservees(options?: PostOptions) {
  return post('/Formation/Formation_GetAll', {}, options);
}

export function formationsReserveesQueryOptions() {
  return queryOptions({
    queryKey: trainingKeys.all(),
    queryFn: ({ signal }) => getFormationsReservees({ signal }),
  });
}

export function useFormationsReservees() {
  return useQuery(formationsReserveesQueryOptions());
}
