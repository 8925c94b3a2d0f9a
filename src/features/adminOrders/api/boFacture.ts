import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/generated/schema.d.ts';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { boCommandeKeys, type BoFactureId } from './boCommandeKeys.ts';

const DOWNLOAD = '/BO/Facture/Facture_Download' satisfies keyof paths;

export type { BoFactureId };

export function getBoFacture(values: BoFactureId, options?: PostOptions) {
  return post('/BO/Facture/Facture_Get', values, options);
}

/** An account's invoice as the customer sees it; nothing is asked without both ids. */
export function useBoFacture(values: BoFactureId | null) {
  return useQuery({
    ...queryOptions({
      queryKey: boCommandeKeys.facture(values),
      queryFn: ({ signal }) => getBoFacture(values ?? { Id: 0, IdPersonne: 0 }, { signal }),
      staleTime: Infinity,
    }),
    enabled: values !== null,
  });
}

/** The same Factur-X PDF as the customer's, asked for through the back office's call (read as a blob). */
export function boFacturePdf(idPersonne: number) {
  return async (id: number): Promise<Blob> => {
    const response = await fetchWithToken(`/api${DOWNLOAD}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: { Id: id, IdPersonne: idPersonne } }),
    });
    if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
    return response.blob();
  };
}
