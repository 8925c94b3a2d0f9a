import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthController } from './authControllerContext.ts';

/**
 * Tells the session each page the user opens, so that an anonymous visitor comes back to it after signing
 * in (spec 1 §4 "Login"). Called once, in the layout every page shares.
 */
export function useRecordVisitedPath(): void {
  const controller = useAuthController();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    controller.send({ type: 'auth.visited', path: `${pathname}${search}${hash}` });
  }, [controller, pathname, search, hash]);
}

/** The same, as an element for a layout to render. */
export function VisitedPathRecorder(): null {
  useRecordVisitedPath();
  return null;
}
