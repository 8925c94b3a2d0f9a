/**
 * The marks by which a page the server rendered keeps the presses given before its code runs, as the page's head
 * script sets them (src/ssr/earlyPresses.ts, which imports nothing and so has them too).
 */
/** On an element whose press is kept. */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';
/** The props of an element whose press is kept (see useEarlyPress). */
export const EARLY_PRESS_PROPS = { [EARLY_PRESS_ATTRIBUTE]: true } as const;
/** On an element pressed, or a form sent, before its code ran: a property, see src/ssr/earlyPresses.ts. */
export const PRESSED_EARLY = Symbol.for('portail.pressedEarly');
/** On the document element once the page is hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On a part of the page still awaiting its code, after the rest is hydrated. */
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code';

export function wasPressedEarly(element: Element): boolean {
  return Reflect.get(element, PRESSED_EARLY) === true;
}

/** Whether `element` was pressed before its code ran; the mark is taken, so that the press is done once. */
export function takeEarlyPress(element: Element): boolean {
  return wasPressedEarly(element) && Reflect.deleteProperty(element, PRESSED_EARLY);
}
