import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/apiError.ts';

/** Only a failure that may pass is worth retrying: the network or the server, not a refusal. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2;
}

export const queryClient = new QueryClient({
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
