import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the list's selected option into the list's own box (never the page) when the selection or the options
 * shown change, centred when it was out of sight, so that a subject chosen, or found again once a search is
 * cleared, is not lost among hundreds. The list is the options' offset parent (it is positioned).
 */
export function useSelectedOptionInView(
  listRef: RefObject<HTMLElement | null>,
  selectedId: number | null,
  options: readonly unknown[],
) {
  useEffect(() => {
    if (selectedId === null) return;
    // The list box renders a new collection of options after this commit: measure once it is on the page.
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const option = list?.querySelector<HTMLElement>('[role="option"][aria-selected="true"]');
      if (!list || !option) return;
      const top = option.offsetTop;
      const bottom = top + option.offsetHeight;
      if (top >= list.scrollTop && bottom <= list.scrollTop + list.clientHeight) return;
      list.scrollTop = Math.max(0, top - (list.clientHeight - option.offsetHeight) / 2);
    });
    return () => cancelAnimationFrame(frame);
  }, [listRef, selectedId, options]);
}
