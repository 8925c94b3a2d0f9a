import { useCallback, useRef } from 'react';

/** Gives a field's focusable element a name, so that focus can be moved to it. */
export type BindFieldRef = (field: string) => (element: HTMLElement | null) => void;

/** Keeps each field's focusable element by name, so that a form can move focus to the first field to correct. */
export function useFieldRefs(): { bindRef: BindFieldRef; focus: (field: string | undefined) => void } {
  const elements = useRef<Record<string, HTMLElement | null>>({});
  const bindRef = useCallback<BindFieldRef>(
    (field) => (element) => {
      elements.current[field] = element;
    },
    [],
  );
  const focus = useCallback((field: string | undefined) => {
    if (field) elements.current[field]?.focus();
  }, []);
  return { bindRef, focus };
}
