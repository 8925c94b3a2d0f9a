import { DEFAULT_PAGINATION } from '../../../../domain/pagination.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** Publications shown on one page of « Mes publications ». */
export const PUBLICATIONS_PER_PAGE = DEFAULT_PAGINATION.Limit;

export type PublicationPage = ResponseOf<'/Publication/Publication_GetAll_List'>;
export type PublicationResume = PublicationPage['Items'][number];

/** One page of the author's publications, most recently updated first (the server's order). */
export function publicationPageQueryOptions(page: number) {
  return postQueryOptions(publicationKeys.page(page), '/Publication/Publication_GetAll_List', {
    Limit: PUBLICATIONS_PER_PAGE,
    Offset: (page - 1) * PUBLICATIONS_PER_PAGE,
  });
}

export function usePublicationPage(page: number) {
  // The page being left stays on screen while the next one loads, so the pager does not jump.
  return useQuery({ ...publicationPageQueryOptions(page), placeholderData: keepPreviousData });
}
