import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeEan } from '../../../../domain/ean.ts';
import type { components } from '../../../../openapi/generated/schema.d.ts';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';

export type Marque = components['schemas']['Marque'];
export type AdresseMarque = components['schemas']['AdresseMarque'];

export function getMarques(ean: string, options?: PostOptions) {
  return post('/Publication/EAN_GetMarques', { Ean: ean }, options);
}

export function marquesQueryOptions(ean: string) {
  // The same publisher whatever the separators typed, so the same cached answer.
  const digits = normalizeEan(ean);
  return queryOptions({
    queryKey: publicationKeys.marques(digits),
    queryFn: ({ signal }) => getMarques(digits, { signal }),
    staleTime: STALE_TIME.content,
    enabled: digits !== '',
  });
}

/** The editorial brands of the publisher whose segment starts the EAN (an empty list when none is known). */
export function useMarques(ean: string) {
  return useQuery(marquesQueryOptions(ean));
}
