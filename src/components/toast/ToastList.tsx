import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { toastQueue, type ToastVariant } from './toastQueue.ts';
import styles from './ToastList.module.css';

const VARIANT_LABEL: Record<ToastVariant, string> = {
  success: 'Succès',
  error: 'Erreur',
  warning: 'Attention',
};

/** Shows the queue's notifications; react-aria announces each one to screen readers as it appears. */
export default function ToastList() {
  return (
    <ToastRegion queue={toastQueue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={`${styles.toast} ${styles[toast.content.variant]}`}>
          <ToastContent className={styles.content}>
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
      )}
    </ToastRegion>
  );
}
