import { useQuery } from '@tanstack/react-query';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** The signed-in customer's publications, to choose the one a referencing line is for. */
export function publicationsQueryOptions() {
  return postQueryOptions(publicationKeys.everyOne(), '/Publication/Publication_GetAll', {});
}

export function usePublications(enabled: boolean) {
  return useQuery({ ...publicationsQueryOptions(), enabled });
}
