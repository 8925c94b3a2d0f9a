/**
 * A page the server rendered shows its buttons and forms before its code runs. A press given to it then must not be
 * lost, nor a form be sent by the browser itself (to an address that is only a page). The page's head script
 * (src/ssr/headScript.ts) listens from the first paint:
 * - until the document is marked hydrated, a press on an element marked `data-early-press` (« Se connecter ») marks
 *   that element pressed;
 * - until then, and in a part of the page still awaiting its code (src/lib/ssr/DeferredPart.tsx), a form sent is
 *   held back and marked pressed.
 * The element's own code, once it runs, finds the mark and does what the press asked (src/lib/ssr/useEarlyPress.ts,
 * src/lib/ssr/useServerFormTakeover.ts).
 *
 * Like pendingVisitor.ts, this module imports nothing, so that the head script stays a plain script; the application
 * has the attributes in src/lib/ssr/earlyPressMarks.ts, which a test holds to these.
 */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';
/**
 * The mark of an element pressed, or a form sent, before its code ran: a property, not an attribute, which React
 * would find on hydrating without having rendered it. `Symbol.for` gives this script and the application one symbol.
 */
export const PRESSED_EARLY = Symbol.for('portail.pressedEarly');
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code';

/** Keeps the presses given to the page before its code runs (see above). */
export function keepEarlyPresses(document: Document): void {
  const hydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
  document.addEventListener(
    'click',
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return;
      const pressed = event.target.closest(`[${EARLY_PRESS_ATTRIBUTE}]`);
      if (pressed) Reflect.set(pressed, PRESSED_EARLY, true);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (hydrated() && !form.closest(`[${AWAITING_CODE_ATTRIBUTE}]`)) return;
      event.preventDefault();
      Reflect.set(form, PRESSED_EARLY, true);
    },
    true,
  );
}
