import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, type ValuesOf } from '../../../lib/api/client.ts';
import { boPublicationQueryOptions } from './getBoPublication.ts';

export type ReponseModeration = ValuesOf<'/BO/Publication/Publication_Moderation_Answer'>;

export function answerModeration(values: ReponseModeration) {
  return post('/BO/Publication/Publication_Moderation_Answer', values);
}

/** Accepts or refuses a publication; the answered publication replaces the cached one and the lists refresh. */
export function useAnswerModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerModeration,
    onSuccess: async (publication) => {
      queryClient.setQueryData(boPublicationQueryOptions(publication.IdPersonne, publication.Id).queryKey, publication);
      await queryClient.invalidateQueries({ queryKey: ['bo', 'publications'] });
    },
  });
}
