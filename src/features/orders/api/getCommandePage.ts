import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGINATION } from '../../../../domain/pagination.ts';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { commandeKeys } from './commandeKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** Orders shown on one page of « Mes commandes ». */
export const COMMANDES_PER_PAGE = DEFAULT_PAGINATION.Limit;

export type CommandePage = ResponseOf<'/Commande/Commande_GetAll_List'>;
export type CommandeResume = CommandePage['Items'][number];

/** One page of the customer's orders, most recent first (the server's order). */
export function commandePageQueryOptions(page: number) {
  return postQueryOptions(commandeKeys.page(page), '/Commande/Commande_GetAll_List', {
    Limit: COMMANDES_PER_PAGE,
    Offset: (page - 1) * COMMANDES_PER_PAGE,
  });
}

export function useCommandePage(page: number) {
  // The page being left stays on screen while the next one loads, so the pager does not jump.
  return useQuery({ ...commandePageQueryOptions(page), placeholderData: keepPreviousData });
}
