import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import { TOAST_DURATION_DEFAULT } from '../../../domain/toastDurations.ts';

export type ToastVariant = 'success' | 'error' | 'warning';

export interface ToastContent {
  variant: ToastVariant;
  message: string;
}

export interface ToastCallOptions {
  /** Milliseconds before the toast closes by itself; see toastDurations.ts. */
  timeout?: number;
}

/** The application's single notification queue, rendered by <AppToastRegion>. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

function show(
  variant: ToastVariant,
  message: string,
  { timeout = TOAST_DURATION_DEFAULT }: ToastCallOptions = {},
): string {
  // The same news again (a second save, a second change) replaces the first: toasts do not pile up over the page.
  for (const shown of toastQueue.visibleToasts) {
    if (shown.content.variant === variant && shown.content.message === message) toastQueue.close(shown.key);
  }
  return toastQueue.add({ variant, message }, { timeout });
}

export const toast = {
  success: (message: string, options?: ToastCallOptions) => show('success', message, options),
  error: (message: string, options?: ToastCallOptions) => show('error', message, options),
  warning: (message: string, options?: ToastCallOptions) => show('warning', message, options),
  close: (key: string) => toastQueue.close(key),
};
