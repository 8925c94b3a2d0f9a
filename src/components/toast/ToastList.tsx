import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { toastQueue, type ToastVariant } from './toastQueue.ts';
import { useToastPlacement } from './useToastPlacement.ts';
import styles from './ToastList.module.css';

const VARIANT_LABEL: Record<ToastVariant, string> = {
  success: 'Succès',
  error: 'Erreur',
  warning: 'Attention',
};

/** Escape on a focused toast, or on its button, closes that toast alone, not the dialog it may stand beside. */
function useEscapeCloses(regionRef: RefObject<HTMLElement | null>, toastCount: number): void {
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      const key = event.target.closest<HTMLElement>('[data-toast-key]')?.dataset.toastKey;
      if (!key) return;
      event.stopPropagation();
      toastQueue.close(key);
    }
    region.addEventListener('keydown', onKeyDown);
    return () => region.removeEventListener('keydown', onKeyDown);
  }, [regionRef, toastCount]);
}

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const visibleCount = () => toastQueue.visibleToasts.length;

/**
 * Shows the queue's notifications, away from the fields and buttons in view. Each is read out as it appears, without
 * taking the focus: an error at once (an alert), other news when the reader is done (a polite status). Escape on a
 * focused toast closes it, as its « Fermer la notification » button does.
 */
export default function ToastList() {
  const regionRef = useRef<HTMLDivElement>(null);
  const toastCount = useSyncExternalStore(subscribe, visibleCount, visibleCount);
  useToastPlacement(regionRef, toastCount);
  useEscapeCloses(regionRef, toastCount);
  return (
    <ToastRegion ref={regionRef} queue={toastQueue} className={styles.region} aria-label="Notifications">
      {({ toast }) => {
        const isError = toast.content.variant === 'error';
        return (
          <Toast
            toast={toast}
            className={`${styles.toast} ${styles[toast.content.variant]}`}
            data-toast-key={toast.key}
          >
            <ToastContent
              className={styles.content}
              role={isError ? 'alert' : 'status'}
              aria-live={isError ? 'assertive' : 'polite'}
            >
              <Text slot="title" className={styles.visuallyHidden}>
                {VARIANT_LABEL[toast.content.variant]}
              </Text>
              <Text slot="description" className={styles.message}>
                {toast.content.message}
              </Text>
            </ToastContent>
            <Button slot="close" className={styles.close} aria-label="Fermer la notification">
              <span aria-hidden="true">×</span>
            </Button>
          </Toast>
        );
      }}
    </ToastRegion>
  );
}
