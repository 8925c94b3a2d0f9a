import { wasPressedEarly } from './earlyPressMarks.ts';

/** A module fetched when first asked for; `code` is one promise, the same before and after it is asked for. */
export interface DeferredCode<M> {
  readonly code: Promise<M>;
  /** Fetches the module, once. */
  fetch(): Promise<M>;
}

export function deferredCode<M>(load: () => Promise<M>): DeferredCode<M> {
  let ask!: () => void;
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  const code = asked.then(load);
  return {
    code,
    fetch() {
      ask();
      return code;
    },
  };
}

/** What the user does to a part when coming to use it: points at it, focuses it, types, sends it. */
const USE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input', 'submit'] as const;

/**
 * Calls `fetch` once the user comes to use `area`, or at once if they already did before the page's code ran (the
 * focus is in it, or a form in it was sent: src/ssr/earlyPresses.ts). Listened to on the document, before the page's
 * code: that one stops what happens in a part it has not hydrated yet.
 */
export function fetchOnUse(area: HTMLElement, fetch: () => unknown): () => void {
  const document = area.ownerDocument;
  const onUse = (event: Event) => {
    if (!(event.target instanceof Node) || !area.contains(event.target)) return;
    void fetch();
  };
  for (const type of USE_EVENTS) document.addEventListener(type, onUse, true);
  if (area.contains(document.activeElement) || [...area.querySelectorAll('form')].some(wasPressedEarly)) void fetch();
  return () => {
    for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
  };
}
