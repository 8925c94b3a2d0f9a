import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { takeEarlyPress } from './earlyPressMarks.ts';

/**
 * A button whose press, given before the page's code runs, is done once it runs (src/ssr/earlyPresses.ts): give it
 * the returned ref and EARLY_PRESS_PROPS. `press` is called once, from the button's first effect, if it was pressed.
 */
export function useEarlyPress<E extends HTMLElement>(press: () => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const pressKept = useEffectEvent(press);
  useEffect(() => {
    const element = ref.current;
    if (element && takeEarlyPress(element)) pressKept();
  }, []);
  return ref;
}
