import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';
import { boPublicationKeys, type BoPublicationListKind, type BoPublicationListValues } from './boPublicationKeys.ts';

const LIST_PATHS = {
  publications: '/BO/Publication/Publication_GetAll_List',
  moderation: '/BO/Publication/PublicationModeration_GetAll_List',
} as const satisfies Record<BoPublicationListKind, string>;

export type { BoPublicationListKind, BoPublicationListValues };
export type BoPublicationPage = ResponseOf<'/BO/Publication/Publication_GetAll_List'>;
export type BoPublicationResume = BoPublicationPage['Items'][number];

export function getBoPublicationPage(
  kind: BoPublicationListKind,
  values: BoPublicationListValues,
  options?: PostOptions,
): Promise<BoPublicationPage> {
  return post(LIST_PATHS[kind], values, options);
}

export function boPublicationPageQueryOptions(kind: BoPublicationListKind, values: BoPublicationListValues) {
  return queryOptions({
    queryKey: boPublicationKeys.list(kind, values),
    queryFn: ({ signal }) => getBoPublicationPage(kind, values, { signal }),
    // The page shown stays while the next one loads: no jump, only a dimmed table.
    placeholderData: keepPreviousData,
  });
}

/** One page of a back-office publication list, with the number of publications that pass its filters. */
export function useBoPublicationPage(kind: BoPublicationListKind, values: BoPublicationListValues) {
  return useQuery(boPublicationPageQueryOptions(kind, values));
}
