import { DEFAULT_PAGINATION } from '../../../domain/pagination.ts';
import { parseId } from '../routing/parseId.ts';

/** How a filter is written in the address: free text, a reference id, or an ISO date (YYYY-MM-DD). */
export type FilterKind = 'text' | 'id' | 'date';
export type FilterSpec = Readonly<Record<string, FilterKind>>;
export type FilterValues<S extends FilterSpec> = { [K in keyof S]: (S[K] extends 'id' ? number : string) | null };

export type SortDirection = 'ascending' | 'descending';
/** A list's sort, in react-aria's words: the column's id and its direction. */
export interface ListSort<C extends string = string> {
  column: C;
  direction: SortDirection;
}

export interface ListPagination {
  Limit: number;
  Offset: number;
}

export interface ListState<S extends FilterSpec, C extends string> {
  filters: FilterValues<S>;
  sort: ListSort<C> | null;
  pagination: ListPagination;
}

/** Address parameters of the sort and the paging; the filters keep their contract names. */
export const SORT_PARAM = 'Tri';
export const DIRECTION_PARAM = 'Sens';
export const LIMIT_PARAM = 'Limit';
export const OFFSET_PARAM = 'Offset';
const DIRECTIONS = { asc: 'ascending', desc: 'descending' } as const;
const MAX_LIMIT = 100;

function parseFilter(kind: FilterKind, raw: string | null): string | number | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (kind === 'id') return parseId(value);
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
  return value;
}

function parseInteger(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
}

/** Reads a list's filters, sort and page from the address; anything malformed falls back to its default. */
export function readListState<S extends FilterSpec, C extends string>(
  params: URLSearchParams,
  spec: S,
  sortColumns: readonly C[],
  defaultSort: ListSort<C> | null,
): ListState<S, C> {
  const filters = Object.fromEntries(
    Object.entries(spec).map(([name, kind]) => [name, parseFilter(kind, params.get(name))]),
  ) as FilterValues<S>;
  const column = params.get(SORT_PARAM);
  const direction = params.get(DIRECTION_PARAM);
  const sort =
    column !== null && (sortColumns as readonly string[]).includes(column)
      ? { column: column as C, direction: direction === 'desc' ? DIRECTIONS.desc : DIRECTIONS.asc }
      : defaultSort;
  return {
    filters,
    sort,
    pagination: {
      Limit: parseInteger(params.get(LIMIT_PARAM), 1, MAX_LIMIT, DEFAULT_PAGINATION.Limit),
      Offset: parseInteger(params.get(OFFSET_PARAM), 0, Number.MAX_SAFE_INTEGER, DEFAULT_PAGINATION.Offset),
    },
  };
}

/** Writes a list's state into search parameters, leaving out every default so that the plain list has a plain address. */
export function writeListState<S extends FilterSpec, C extends string>(
  state: ListState<S, C>,
  defaultSort: ListSort<C> | null,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(state.filters)) {
    if (value !== null && value !== '') params.set(name, String(value));
  }
  const { sort } = state;
  const isDefaultSort =
    sort === null ||
    (defaultSort !== null && sort.column === defaultSort.column && sort.direction === defaultSort.direction);
  if (sort && !isDefaultSort) {
    params.set(SORT_PARAM, sort.column);
    params.set(DIRECTION_PARAM, sort.direction === 'descending' ? 'desc' : 'asc');
  }
  if (state.pagination.Limit !== DEFAULT_PAGINATION.Limit) params.set(LIMIT_PARAM, String(state.pagination.Limit));
  if (state.pagination.Offset !== DEFAULT_PAGINATION.Offset) params.set(OFFSET_PARAM, String(state.pagination.Offset));
  return params;
}

/** No filter set: every value null. */
export function emptyFilters<S extends FilterSpec>(spec: S): FilterValues<S> {
  return Object.fromEntries(Object.keys(spec).map((name) => [name, null])) as FilterValues<S>;
}

export function hasActiveFilters(filters: Record<string, unknown>): boolean {
  return Object.values(filters).some((value) => value !== null && value !== '');
}

/** The page number (from 1) and the page count of a paging over `total` rows. */
export function pageOf(pagination: ListPagination, total: number): { page: number; pageCount: number } {
  return {
    page: Math.floor(pagination.Offset / pagination.Limit) + 1,
    pageCount: Math.max(1, Math.ceil(total / pagination.Limit)),
  };
}
