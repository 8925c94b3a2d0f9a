import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { takeEarlyPress } from './earlyPressMarks.ts';

/**
 * A form the server rendered may be filled before its code runs: React hydrates its fields with what was typed
 * left in the page, but not in the form's state, so the next render would empty them. On mount, `adopt` receives
 * the form's fields as the page holds them, for the state to take; a form sent before its code ran
 * (src/ssr/earlyPresses.ts) is sent again once the state holds them. In a form the browser rendered, the fields
 * hold the state's own values.
 */
export function useServerFormTakeover(form: RefObject<HTMLFormElement | null>, adopt: (fields: FormData) => void) {
  const adoptFields = useEffectEvent(adopt);
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    adoptFields(new FormData(element));
    if (!takeEarlyPress(element)) return;
    // The state set above is rendered before the next task: the form is sent with it.
    setTimeout(() => element.requestSubmit(), 0);
  }, [form]);
}
