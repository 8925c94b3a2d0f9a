import { useCallback, useRef } from 'react';

/** Keeps each field's focusable element by name, so that a form can move focus to the first field to correct. */
export function useFieldRefs() {
  const elements = useRef<Record<string, HTMLElement | null>>({});
  const bindRef = useCallback(
    (field: string) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    [],
  );
  const focus = useCallback((field: string | undefined) => {
    if (field) elements.current[field]?.focus();
  }, []);
  return { bindRef, focus };
}
