import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/apiError.ts';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import type { EtatService } from '../../../lib/api/types.ts';
import { monitoringKeys } from './monitoringKeys.ts';

function isEtatService(body: unknown): body is EtatService {
  const v = body as Partial<EtatService> | null;
  return typeof v === 'object' && v !== null && (v.Statut === 'OK' || v.Statut === 'KO') && typeof v.Base === 'boolean';
}

/** The service's health. A degraded service answers 503 with the same description, which is shown as such. */
export async function getMonitoring(options?: PostOptions): Promise<EtatService> {
  try {
    return await post('/StaticData/Monitoring_Check', {}, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 503 && isEtatService(error.body)) return error.body;
    throw error;
  }
}

export function monitoringQueryOptions() {
  return queryOptions({
    queryKey: monitoringKeys.health(),
    queryFn: ({ signal }) => getMonitoring({ signal }),
    staleTime: STALE_TIME.none,
    retry: false,
  });
}

export function useMonitoring() {
  return useQuery(monitoringQueryOptions());
}
