import { queryOptions, useQuery } from '@tanstack/react-query';
import { post, type PostOptions } from '../../../lib/api/client.ts';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { monitoringKeys } from './monitoringKeys.ts';

export function getBackEndVersion(options?: PostOptions) {
  return post('/StaticData/BackEnd_Version', {}, options);
}

export function backEndVersionQueryOptions() {
  return queryOptions({
    queryKey: monitoringKeys.backEndVersion(),
    queryFn: ({ signal }) => getBackEndVersion({ signal }),
    staleTime: STALE_TIME.reference,
  });
}

/** Fetched only once the reader asks to see the versions. */
export function useBackEndVersion({ enabled }: { enabled: boolean }) {
  return useQuery({ ...backEndVersionQueryOptions(), enabled });
}
