import { expect, type Page } from '@playwright/test';

interface LayoutFault {
  kind: 'horizontal scroll' | 'overlap' | 'squeezed text';
  detail: string;
}

/**
 * What a person would see as broken on the page as it is laid out now: a page wider than the screen, two
 * controls over each other (a control inside another, such as a checkbox in its label, is not an overlap), or
 * a sentence squeezed into a column a few words wide. Measured in the page, by bounding boxes.
 */
function layoutFaults(): LayoutFault[] {
  const faults: LayoutFault[] = [];
  // Measured from the top of the page, so that the sticky header covers nothing that scrolled under it.
  window.scrollTo(0, 0);
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    faults.push({ kind: 'horizontal scroll', detail: `${root.scrollWidth} px for ${root.clientWidth} px` });
  }

  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName.toLowerCase();
    return `${element.tagName.toLowerCase()} « ${name} »`;
  };
  const tiny = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width <= 2 || box.height <= 2;
  };
  // Visually hidden texts and native inputs behind custom controls (1 px clipped boxes) are not seen.
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    if (tiny(element) || style.visibility === 'hidden' || style.opacity === '0') return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (tiny(parent) && getComputedStyle(parent).overflow !== 'visible') return false;
      // Notifications float over the page for a few seconds.
      if (getComputedStyle(parent).position === 'fixed') return false;
    }
    return true;
  };
  // A text field with its own button drawn inside its frame (a combo box's trigger, a search's clear button).
  const fieldWithItsButton = (a: Element, b: Element) =>
    a.parentElement === b.parentElement && [a, b].some((element) => element.tagName === 'INPUT');

  // The part of a control a person sees: its box cut by every ancestor that clips its overflow, such as a list
  // scrolled so that its first options are above its top edge.
  const visibleBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    let { left, top, right, bottom } = box;
    for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflow === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { left, top, right, bottom };
  };
  const controls = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="combobox"], [role="option"]',
    ),
  ]
    .filter(shown)
    .map((element) => ({ element, box: visibleBox(element) }))
    .filter(({ box }) => box.right - box.left > 1 && box.bottom - box.top > 1);
  for (const [index, { element: control, box: a }] of controls.entries()) {
    for (const { element: other, box: b } of controls.slice(index + 1)) {
      if (control.contains(other) || other.contains(control) || fieldWithItsButton(control, other)) continue;
      // One pixel of shared border is not an overlap.
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 1 && overlapY > 1) {
        faults.push({ kind: 'overlap', detail: `${describe(control)} and ${describe(other)}` });
      }
    }
  }

  for (const block of document.querySelectorAll('main p, main li, main h1, main h2, main h3, main dd, main label')) {
    if (!shown(block)) continue;
    const words = (block.textContent ?? '').trim().split(/\s+/).filter(Boolean);
    const lineHeight = parseFloat(getComputedStyle(block).lineHeight) || 20;
    const lines = Math.round(block.getBoundingClientRect().height / lineHeight);
    // A sentence of six words or more spread over nearly as many lines as it has words.
    if (words.length >= 6 && lines >= words.length - 1) {
      faults.push({ kind: 'squeezed text', detail: describe(block) });
    }
  }
  return faults;
}

export function layoutFaultsOf(page: Page): Promise<LayoutFault[]> {
  return page.evaluate(layoutFaults);
}

/** No horizontal scroll, no overlapping controls and no squeezed text, measured again until the page settles. */
export async function expectCleanLayout(page: Page, where: string): Promise<void> {
  await expect(async () => {
    expect(await layoutFaultsOf(page), where).toEqual([]);
  }).toPass({ timeout: 5000 });
}
