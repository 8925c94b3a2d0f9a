import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { trainingKeys } from './trainingKeys.ts';

export interface FormationReserveeKey {
  /** The training product. */
  id: number;
  /** The line of the paid order that booked the session. */
  idCommandeProduit: number;
}

export function getFormationReservee({ id, idCommandeProduit }: FormationReserveeKey, options?: PostOptions) {
  return post('/Formation/Formation_Get', { Id: id, IdCommandeProduit: idCommandeProduit }, options);
}

export function formationReserveeQueryOptions(key: FormationReserveeKey) {
  return queryOptions({
    queryKey: trainingKeys.detail(key.id, key.idCommandeProduit),
    queryFn: ({ signal }) => getFormationReservee(key, { signal }),
  });
}

/** One booked session; nothing is asked for an address that cannot name one. */
export function useFormationReservee(key: FormationReserveeKey | null) {
  return useQuery({
    ...formationReserveeQueryOptions(key ?? { id: 0, idCommandeProduit: 0 }),
    enabled: key !== null,
  });
}
