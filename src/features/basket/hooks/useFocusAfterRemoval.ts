import { useEffect, useRef } from 'react';

export interface FocusAfterRemovalTargets {
  /** Moves focus to the line `id`, still in the basket. */
  focusLine(id: string): void;
  /** Moves focus to the basket's heading, when no line follows the removed one. */
  focusHeading(): void;
}

/**
 * Where focus goes once a line has left the basket: to the line that followed it, or to the basket's heading when
 * none did, so that keyboard and screen reader users are not sent back to the top of the page. A removal waits for
 * the basket to drop the line (a signed-in customer's basket answers from the server); a refused one moves nothing.
 * Returns what to call when the customer confirms the removal of a line.
 */
export function useFocusAfterRemoval(lineIds: readonly string[], targets: FocusAfterRemovalTargets) {
  const removal = useRef<{ id: string; next: string | null } | null>(null);
  const { focusLine, focusHeading } = targets;
  const shown = lineIds.join(' ');

  useEffect(() => {
    const pending = removal.current;
    const ids = shown === '' ? [] : shown.split(' ');
    if (!pending || ids.includes(pending.id)) return;
    removal.current = null;
    if (pending.next !== null && ids.includes(pending.next)) focusLine(pending.next);
    else focusHeading();
  }, [shown, focusLine, focusHeading]);

  return (id: string) => {
    const index = lineIds.indexOf(id);
    removal.current = { id, next: index >= 0 ? (lineIds[index + 1] ?? null) : null };
  };
}
