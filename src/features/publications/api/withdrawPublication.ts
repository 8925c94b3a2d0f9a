import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api/client.ts';
import { publicationQueryOptions } from './getPublication.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';

/** Takes a publication awaiting moderation back: a draft again, which its author may change. */
export function withdrawPublication(id: number) {
  return post('/Publication/Publication_Withdraw', { Id: id });
}

export function useWithdrawPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPublication,
    onSuccess: async (withdrawn) => {
      queryClient.setQueryData(publicationQueryOptions(withdrawn.Id).queryKey, withdrawn);
      await queryClient.invalidateQueries({ queryKey: publicationKeys.all() });
    },
  });
}
