import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import { publicationQueryOptions } from './getPublication.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';

export function deletePublication(id: number) {
  return post('/Publication/Publication_Delete', { Id: id });
}

export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    onSuccess: async (_confirmation, id) => {
      queryClient.removeQueries({ queryKey: publicationQueryOptions(id).queryKey });
      // Every list of publications (the pages, and the basket's choice of a publication) has lost one.
      await queryClient.invalidateQueries({ queryKey: publicationKeys.all() });
    },
  });
}
