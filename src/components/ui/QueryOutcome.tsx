import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';
import { NotFound, type NotFoundProps } from './NotFound.tsx';

/** Whether a page's query has nothing to show: the address names nothing (`hasKey` false), or the API says 404. */
export function isMissing(query: UseQueryResult<unknown>, hasKey: boolean): boolean {
  return !hasKey || (query.error instanceof ApiError && query.error.isNotFound);
}

export interface QueryOutcomeProps<T> {
  query: UseQueryResult<T>;
  /** Nothing to show (see isMissing): the page says so with `notFound`'s title and message. */
  missing: boolean;
  notFound?: NotFoundProps;
  /** The placeholder's height while the answer comes, about the page's own. */
  minHeight: string;
  children: (data: T) => ReactNode;
}

/** A page's answer, once it has come: else « introuvable », the failure with a retry, or a placeholder. */
export function QueryOutcome<T>({ query, missing, notFound, minHeight, children }: QueryOutcomeProps<T>) {
  if (missing) return <NotFound {...notFound} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingState minHeight={minHeight} />;
  return children(query.data);
}
