import { useCallback, useEffect, useRef } from 'react';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router-dom';
import { isWizardMove } from './wizardMove.ts';

/**
 * Holds a departure from the page while `hasChanges`: a link or the back button waits for the returned blocker
 * to proceed or reset; closing or reloading the tab asks the browser's own question. The wizard's own moves
 * (they save first) pass.
 */
export function useLeaveConfirmation(hasChanges: boolean) {
  // Read when a navigation starts, which may come before React renders what was just typed.
  const changes = useRef(hasChanges);
  useEffect(() => {
    changes.current = hasChanges;
  }, [hasChanges]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation, historyAction }) =>
      changes.current && (historyAction === NavigationType.Pop || !isWizardMove(nextLocation.state)),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasChanges) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasChanges]);

  return blocker;
}
