import { useEffect, useRef } from 'react';
import { toast } from '../components/toast/toastQueue.ts';
import { errorMessage } from '../lib/api/apiError.ts';

/** Shows a failed fetch's French message as an error toast (spec 2 §8), once per failure. */
export function useErrorToast(error: unknown, { skip = false }: { skip?: boolean } = {}): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || skip || shown.current === error) return;
    shown.current = error;
    toast.error(errorMessage(error));
  }, [error, skip]);
}
