import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and while the browser hydrates what the server rendered, false once hydration is over and in a
 * page the browser renders itself. What a component renders under `true` must be what the server rendered.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
