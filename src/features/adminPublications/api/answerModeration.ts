import type { QueryClient } from '@tanstack/react-query';
import { post, type ResponseOf, type ValuesOf } from '../../../lib/api/client.ts';
import { boPublicationQueryOptions } from './getBoPublication.ts';
import { boPublicationKeys } from './boPublicationKeys.ts';

export type ReponseModeration = ValuesOf<'/BO/Publication/Publication_Moderation_Answer'>;

export function answerModeration(values: ReponseModeration, signal?: AbortSignal) {
  return post('/BO/Publication/Publication_Moderation_Answer', values, signal ? { signal } : {});
}

/** The answered publication replaces the cached one, and the lists ask again. */
export async function storeAnswered(
  queryClient: QueryClient,
  publication: ResponseOf<'/BO/Publication/Publication_Moderation_Answer'>,
): Promise<void> {
  queryClient.setQueryData(boPublicationQueryOptions(publication.IdPersonne, publication.Id).queryKey, publication);
  await queryClient.invalidateQueries({ queryKey: boPublicationKeys.lists() });
}
