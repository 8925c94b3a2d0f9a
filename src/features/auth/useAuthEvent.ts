import { useContext, useEffect, useRef } from 'react';
import type { AuthEmitted } from '../../../machines/auth/types.ts';
import { AuthControllerContext } from './authControllerContext.ts';

/**
 * Runs `handler` each time the session announces `type` (for example the basket on `auth.signedOut`). Without an
 * <AuthProvider> above (a page shown on its own) there is no session, and nothing is announced.
 */
export function useAuthEvent<T extends AuthEmitted['type']>(
  type: T,
  handler: (event: Extract<AuthEmitted, { type: T }>) => void,
): void {
  const controller = useContext(AuthControllerContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => controller?.on(type, (event) => latest.current(event)), [controller, type]);
}
