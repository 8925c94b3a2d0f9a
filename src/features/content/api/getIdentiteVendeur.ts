import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { contentKeys } from '../../../lib/queryKeys/contentKeys.ts';

/** The seller and publisher of the portal, from the server's configuration (the legal notice's and the CGV's block). */
export function getIdentiteVendeur(options?: PostOptions) {
  return post('/Contenu/Vendeur_Get', {}, options);
}

export function identiteVendeurQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.identiteVendeur(),
    queryFn: ({ signal }) => getIdentiteVendeur({ signal }),
    // The server's configuration: it changes with a restart, not during a visit.
    staleTime: STALE_TIME.reference,
  });
}

export function useIdentiteVendeur() {
  return useQuery(identiteVendeurQueryOptions());
}
