import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api/apiError.ts';
import type { ListPagination } from '../../lib/listParams/listSearchParams.ts';
import { ListStatus } from './ListStatus.tsx';
import { ResultCount } from './ResultCount.tsx';
import { TablePager } from './TablePager.tsx';
import layout from './ListLayout.module.css';

/** The French words of a paged back-office list. */
export interface PagedResultsTexts {
  count: { singular: string; plural: string; none: string };
  loadFailed: string;
  /** No row passes the filters. */
  empty: string;
  /** No row at all. */
  emptyAll: string;
  pagerLabel: string;
}

export interface PagedResultsProps {
  page: UseQueryResult<{ Items: readonly unknown[]; Total: number }>;
  list: {
    hasActiveFilters: boolean;
    resetFilters(): void;
    pagination: ListPagination;
    setPage(page: number): void;
  };
  texts: PagedResultsTexts;
  /** The table of the page's rows. */
  children: ReactNode;
}

/** Below a list's filters: its count, its loading, error and empty states around the table, and its pager. */
export function PagedResults({ page, list, texts, children }: PagedResultsProps) {
  const total = page.data?.Total ?? 0;
  return (
    <>
      <div className={layout.summary}>{page.data && <ResultCount count={total} {...texts.count} />}</div>
      <ListStatus
        status={page.status}
        errorMessage={page.isError ? `${texts.loadFailed} ${errorMessage(page.error)}` : ''}
        onRetry={() => void page.refetch()}
        isEmpty={page.data?.Items.length === 0}
        emptyMessage={list.hasActiveFilters ? texts.empty : texts.emptyAll}
        hasActiveFilters={list.hasActiveFilters}
        onResetFilters={list.resetFilters}
      >
        {children}
      </ListStatus>
      {page.data && (
        <TablePager label={texts.pagerLabel} pagination={list.pagination} total={total} onPageChange={list.setPage} />
      )}
    </>
  );
}
