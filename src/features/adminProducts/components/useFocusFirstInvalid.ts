import { useEffect, type RefObject } from 'react';

/** After each attempt to send a form, the focus goes to its first invalid field. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, attempts: number) {
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, attempts]);
}
