import { useEffect, useRef, useState } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { errorMessage } from '../../../lib/api/apiError.ts';

/**
 * What the product screen's dialog forms share: the rules speak once a send was tried (and the focus goes to the
 * first invalid field), and a failed save is said in the form and in a toast, the values typed kept.
 */
export function useDialogForm<E extends object>(ruleErrors: E) {
  const [attempts, setAttempts] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  return {
    formRef,
    failure,
    errors: attempts > 0 ? ruleErrors : ({} as Partial<E>),
    /** Counts a try to send; true when the rules let the form go. */
    attempt(): boolean {
      setAttempts((count) => count + 1);
      return Object.keys(ruleErrors).length === 0;
    },
    clearFailure: () => setFailure(null),
    fail(error: unknown) {
      const message = `${T.saveFailed} ${errorMessage(error)}`;
      setFailure(message);
      toast.error(message);
    },
  };
}
