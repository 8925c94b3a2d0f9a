import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/** Whether focus is nowhere in particular: on the page, or on the <main> the layout focuses after an address change. */
function isFocusUnclaimed(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.tagName === 'MAIN';
}

/**
 * Puts focus on the step's heading when the step was reached by a move, so that a screen reader starts reading
 * the new step there. It waits until the move's address is shown; the layout then focuses <main>, in an effect
 * that runs after this component's: the heading takes focus once the commit's effects are done, unless the user
 * already put it elsewhere.
 */
export function useStepHeadingFocus(heading: RefObject<HTMLElement | null>, afterMove: boolean): void {
  const { pathname } = useLocation();
  const isIdle = useNavigation().state === 'idle';
  useEffect(() => {
    if (!afterMove || !isIdle) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled && isFocusUnclaimed()) heading.current?.focus();
    });
    return () => {
      cancelled = true;
    };
  }, [heading, afterMove, isIdle, pathname]);
}
