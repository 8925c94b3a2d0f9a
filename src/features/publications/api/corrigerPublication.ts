import type { QueryClient } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';
import type { Publication } from './getPublication.ts';
import { publicationQueryOptions } from './getPublication.ts';

/** Takes back a publication the catalogue rejected: a draft again, its referencing « À corriger ». */
export function corrigerPublication(id: number, options?: PostOptions) {
  return post('/Publication/Publication_Corriger', { Id: id }, options);
}

/** The publication as the server answered it, at once on the screens that read it; the lists asked again. */
export function showCorrected(queryClient: QueryClient, publication: Publication): void {
  queryClient.setQueryData(publicationQueryOptions(publication.Id).queryKey, publication);
  void queryClient.invalidateQueries({ queryKey: publicationKeys.all() });
}
