import { useEffect, useState } from 'react';

/** Spinner delay (spec 2 §9): a quick answer never flashes a loading indicator. */
export const LOADING_DELAY_MS = 250;

/** True once `flag` has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(flag: boolean, delayMs = LOADING_DELAY_MS): boolean {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setDelayed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayed(false);
    };
  }, [flag, delayMs]);
  return flag && delayed;
}
