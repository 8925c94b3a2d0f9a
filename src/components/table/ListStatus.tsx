import type { ReactNode } from 'react';
import { LIST_TEXTS } from '../../../domain/listTexts.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { LoadingState } from '../ui/LoadingState.tsx';
import styles from './ListStatus.module.css';

export interface ListStatusProps {
  status: 'pending' | 'error' | 'success';
  /** The French message of a list that failed to load. */
  errorMessage: string;
  onRetry: () => void;
  isEmpty: boolean;
  /** The French sentence of a list without any row (« Aucune publication ne correspond à votre recherche. »). */
  emptyMessage: string;
  hasActiveFilters?: boolean;
  onResetFilters?: () => void;
  /** Height kept while the first page loads, so that the page does not jump when it arrives. */
  minHeight?: string;
  children: ReactNode;
}

/** A list's loading, error and empty states around its table. */
export function ListStatus({
  status,
  errorMessage,
  onRetry,
  isEmpty,
  emptyMessage,
  hasActiveFilters = false,
  onResetFilters,
  minHeight = '24rem',
  children,
}: ListStatusProps) {
  if (status === 'pending') return <LoadingState minHeight={minHeight} />;
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  if (isEmpty)
    return (
      <div className={styles.empty}>
        <EmptyState>{emptyMessage}</EmptyState>
        {hasActiveFilters && onResetFilters && (
          <Button variant="secondary" onPress={onResetFilters}>
            {LIST_TEXTS.resetFilters}
          </Button>
        )}
      </div>
    );
  return <>{children}</>;
}
