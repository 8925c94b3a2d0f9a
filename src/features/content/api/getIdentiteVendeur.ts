import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { contentKeys } from '../../../lib/queryKeys/contentKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

/** The seller and publisher of the portal, from the server's configuration (the legal notice's and the CGV's block). */
export function identiteVendeurQueryOptions() {
  // The server's configuration: it changes with a restart, not during a visit.
  return postQueryOptions(
    contentKeys.identiteVendeur(),
    '/Contenu/Vendeur_Get',
    {},
    { staleTime: STALE_TIME.reference },
  );
}

export function useIdentiteVendeur() {
  return useQuery(identiteVendeurQueryOptions());
}
