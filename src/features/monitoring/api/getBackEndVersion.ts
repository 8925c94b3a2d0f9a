import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../lib/api/queryDefaults.ts';
import { monitoringKeys } from './monitoringKeys.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';

export function backEndVersionQueryOptions() {
  return postQueryOptions(
    monitoringKeys.backEndVersion(),
    '/StaticData/BackEnd_Version',
    {},
    { staleTime: STALE_TIME.reference },
  );
}

/** Fetched only once the reader asks to see the versions. */
export function useBackEndVersion({ enabled }: { enabled: boolean }) {
  return useQuery({ ...backEndVersionQueryOptions(), enabled });
}
