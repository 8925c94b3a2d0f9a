import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGINATION } from '../../../domain/pagination.ts';
import {
  emptyFilters,
  hasActiveFilters,
  readListState,
  writeListState,
  type FilterSpec,
  type FilterValues,
  type ListSort,
  type ListState,
} from './listSearchParams.ts';

export interface ListSearchParamsOptions<S extends FilterSpec, C extends string> {
  filters: S;
  sortColumns: readonly C[];
  /** The sort the server applies when none is asked; it is left out of the address. */
  defaultSort?: ListSort<C> | null;
}

export interface ListSearchParams<S extends FilterSpec, C extends string> extends ListState<S, C> {
  hasActiveFilters: boolean;
  /** New filters: back to the first page. */
  setFilters(filters: FilterValues<S>): void;
  resetFilters(): void;
  /** A new sort: back to the first page. */
  setSort(sort: ListSort<C>): void;
  setPage(page: number): void;
}

/**
 * A list's filters, sort and paging kept in the address (Limit 10, Offset 0 by default, spec 2 §9): a reload or a
 * shared link shows the same page, and each change is a history entry that « back » walks through.
 */
export function useListSearchParams<S extends FilterSpec, C extends string>({
  filters: spec,
  sortColumns,
  defaultSort = null,
}: ListSearchParamsOptions<S, C>): ListSearchParams<S, C> {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(
    () => readListState(searchParams, spec, sortColumns, defaultSort),
    // The options are constants of the page; the address alone changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchParams],
  );
  const write = useCallback(
    (next: ListState<S, C>) => setSearchParams(writeListState(next, defaultSort)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearchParams],
  );
  const firstPage = { ...state.pagination, Offset: DEFAULT_PAGINATION.Offset };
  return {
    ...state,
    hasActiveFilters: hasActiveFilters(state.filters),
    setFilters: (filters) => write({ ...state, filters, pagination: firstPage }),
    resetFilters: () => write({ ...state, filters: emptyFilters(spec), pagination: firstPage }),
    setSort: (sort) => write({ ...state, sort, pagination: firstPage }),
    setPage: (page) =>
      write({
        ...state,
        pagination: { ...state.pagination, Offset: Math.max(0, page - 1) * state.pagination.Limit },
      }),
  };
}
