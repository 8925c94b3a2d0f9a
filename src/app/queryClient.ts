import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/apiError.ts';

/** Only a failure that may pass is worth retrying: the network or the server, not a refusal. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2;
}

/** A query cache with the portal's defaults: the browser keeps one; the server makes one per rendered page. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
