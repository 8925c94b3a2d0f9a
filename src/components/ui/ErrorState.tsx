import { Button } from './Button.tsx';
import styles from './States.module.css';

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          Réessayer
        </Button>
      )}
    </div>
  );
}
