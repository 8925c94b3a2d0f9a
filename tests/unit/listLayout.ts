import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out: each item of an ordered list is made to stand `rowHeight` below the previous one, so that
 * dnd-kit's keyboard sensor can move items. Undo with `vi.restoreAllMocks()`.
 */
export function stackOrderedListItems(rowHeight: number): void {
  const realRect = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const list = item?.parentElement;
    if (!item || !list || list.tagName !== 'OL') return realRect.call(this);
    const top = [...list.children].indexOf(item) * rowHeight;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + rowHeight - 10,
      width: 600,
      height: rowHeight - 10,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/** Stacks the ordered lists' items (see stackOrderedListItems) for each test of the enclosing block, then undoes it. */
export function stackOrderedListItemsInEachTest(rowHeight: number): void {
  beforeEach(() => {
    stackOrderedListItems(rowHeight);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** A key pressed on a drag handle: the keyboard sensor listens to the document once the drag has started. */
export async function pressDragKey(target: Element, code: string): Promise<void> {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
