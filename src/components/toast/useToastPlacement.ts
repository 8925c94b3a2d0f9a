import { useEffect, type RefObject } from 'react';
import { leastCoveringPlacement, TOAST_PLACEMENTS, type PlacementCandidate, type Rect } from './toastPlacement.ts';

const FIELDS =
  'input:not([type="hidden"]), select, textarea, [contenteditable="true"], [role="textbox"], [role="combobox"], [role="spinbutton"], [role="slider"]';
const CONTROLS = `${FIELDS}, button, [role="button"], a[href], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"]`;
/** Dialogs and popovers; the toasts, alert dialogs too, are left out as the region's own. */
const OPEN_DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** The page's banner: a header outside any sectioning element or dialog. */
function pageHeader(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('header')].find(
    (header) => !header.closest('main, article, section, aside, nav, [role="dialog"]'),
  );
}

/** Where the window shows the page: below the header when it stays on top (sticky), as on a phone. */
function pageTop(header: HTMLElement | undefined): number {
  if (!header) return 0;
  const { position } = getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/** The part of `rect` the window shows below `top`, or null. */
function shownPart(rect: DOMRect, top: number): Rect | null {
  if (rect.width === 0 || rect.height === 0 || rect.bottom <= top || rect.top >= window.innerHeight) return null;
  return { left: rect.left, right: rect.right, top: Math.max(rect.top, top), bottom: rect.bottom };
}

/**
 * What a toast must not cover: with a dialog open, every field and button of the topmost one (the rest of the page is
 * out of reach); otherwise the page's fields, and the buttons and links of its main content, as far as they show
 * below a sticky header. The header's own links stay coverable: on a phone its band is where a toast stands in
 * nobody's way.
 */
function controlRects(region: HTMLElement): Rect[] {
  const dialogs = [...document.querySelectorAll<HTMLElement>(OPEN_DIALOGS)].filter(
    (dialog) => !region.contains(dialog) && shownPart(dialog.getBoundingClientRect(), 0),
  );
  const dialog = dialogs.at(-1);
  const header = pageHeader();
  const top = dialog ? 0 : pageTop(header);
  const elements = dialog
    ? dialog.querySelectorAll<HTMLElement>(CONTROLS)
    : [
        ...document.querySelectorAll<HTMLElement>(FIELDS),
        ...document.querySelectorAll<HTMLElement>(`main :is(${CONTROLS})`),
      ];
  const rects: Rect[] = [];
  for (const element of elements) {
    // react-aria's hidden native copies of its widgets (a select's options, say) are nobody's to use.
    if (region.contains(element) || element.closest('[aria-hidden="true"]')) continue;
    if (!dialog && header?.contains(element)) continue;
    const shown = shownPart(element.getBoundingClientRect(), top);
    if (shown) rects.push(shown);
  }
  return rects;
}

/** Tries each placement on the region itself (a fixed box: cheap to lay out) and keeps the one covering nothing. */
function place(region: HTMLElement): void {
  const controls = controlRects(region);
  const candidates: PlacementCandidate[] = TOAST_PLACEMENTS.map((placement) => {
    region.dataset.placement = placement;
    return { placement, rect: region.getBoundingClientRect() };
  });
  region.dataset.placement = leastCoveringPlacement(candidates, controls);
}

/**
 * Keeps the toast region off the fields and buttons in view: placed again when a toast comes or goes, when the page
 * scrolls or is resized, and when a dialog opens or closes.
 */
export function useToastPlacement(regionRef: RefObject<HTMLElement | null>, toastCount: number): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (regionRef.current) place(regionRef.current);
      });
    };
    if (regionRef.current) place(regionRef.current);
    // Dialogs are added to the end of <body>; toasts grow when their text wraps.
    const dialogs = new MutationObserver(schedule);
    dialogs.observe(document.body, { childList: true });
    // Every browser has it; the test renderer (jsdom) has not.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    if (regionRef.current) resized?.observe(regionRef.current);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      dialogs.disconnect();
      resized?.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [regionRef, toastCount]);
}
