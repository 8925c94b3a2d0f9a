import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { countLabel } from '../../../domain/listTexts.ts';
import { pageOf, readListState, writeListState, type ListState } from '../../../src/lib/listParams/listSearchParams.ts';
import { useListSearchParams } from '../../../src/lib/listParams/useListSearchParams.ts';

const FILTERS = { Recherche: 'text', IdEtatPublication: 'id', DateMajDebut: 'date' } as const;
const COLUMNS = ['Titre', 'DateMaj'] as const;
const DEFAULT_SORT = { column: 'DateMaj', direction: 'descending' } as const;

function renderListHook(initialPath: string) {
  let location = { pathname: '', search: '' };
  const LocationProbe = () => {
    location = useLocation();
    return null;
  };
  const hook = {
    current: undefined as unknown as ReturnType<typeof useListSearchParams<typeof FILTERS, 'Titre' | 'DateMaj'>>,
  };
  const Probe = () => {
    hook.current = useListSearchParams({ filters: FILTERS, sortColumns: COLUMNS, defaultSort: DEFAULT_SORT });
    return <LocationProbe />;
  };
  const router = createMemoryRouter([{ path: '/admin/publications', element: <Probe /> }], {
    initialEntries: [initialPath],
  });
  render(<RouterProvider router={router} />);
  return { hook, router, search: () => location.search };
}

describe('a list state kept in the address', () => {
  it('starts at Limit 10, Offset 0, no filter and the default sort, with a plain address', () => {
    const state = readListState(new URLSearchParams(), FILTERS, COLUMNS, DEFAULT_SORT);
    expect(state).toEqual({
      filters: { Recherche: null, IdEtatPublication: null, DateMajDebut: null },
      sort: DEFAULT_SORT,
      pagination: { Limit: 10, Offset: 0 },
    });
    expect(writeListState(state, DEFAULT_SORT).toString()).toBe('');
  });

  it('reads filters, sort and paging back from what it wrote', () => {
    const state: ListState<typeof FILTERS, (typeof COLUMNS)[number]> = {
      filters: { Recherche: 'Hugo', IdEtatPublication: 2, DateMajDebut: '2026-01-31' },
      sort: { column: 'Titre', direction: 'ascending' },
      pagination: { Limit: 20, Offset: 40 },
    };
    const params = writeListState(state, DEFAULT_SORT);
    expect(params.toString()).toBe(
      'Recherche=Hugo&IdEtatPublication=2&DateMajDebut=2026-01-31&Tri=Titre&Sens=asc&Limit=20&Offset=40',
    );
    expect(readListState(params, FILTERS, COLUMNS, DEFAULT_SORT)).toEqual(state);
  });

  it('drops malformed values: an id that is not one, a bad date, an unknown column, a limit above 100', () => {
    const params = new URLSearchParams('IdEtatPublication=abc&DateMajDebut=31/01/2026&Tri=Prix&Limit=500&Offset=-3');
    expect(readListState(params, FILTERS, COLUMNS, DEFAULT_SORT)).toEqual({
      filters: { Recherche: null, IdEtatPublication: null, DateMajDebut: null },
      sort: DEFAULT_SORT,
      pagination: { Limit: 10, Offset: 0 },
    });
  });

  it('turns an offset into a page and a total into a page count', () => {
    expect(pageOf({ Limit: 10, Offset: 0 }, 0)).toEqual({ page: 1, pageCount: 1 });
    expect(pageOf({ Limit: 10, Offset: 20 }, 1234)).toEqual({ page: 3, pageCount: 124 });
  });

  it('counts rows in French words', () => {
    expect(countLabel(1234, 'publication', 'publications', 'Aucune publication')).toBe('1\u202f234 publications');
    expect(countLabel(1, 'publication', 'publications', 'Aucune publication')).toBe('1 publication');
    expect(countLabel(0, 'publication', 'publications', 'Aucune publication')).toBe('Aucune publication');
  });
});

describe('useListSearchParams', () => {
  it('reads a shared link as it was written', () => {
    const { hook } = renderListHook('/admin/publications?Recherche=Hugo&Tri=Titre&Sens=desc&Offset=30');
    expect(hook.current.filters.Recherche).toBe('Hugo');
    expect(hook.current.sort).toEqual({ column: 'Titre', direction: 'descending' });
    expect(hook.current.pagination).toEqual({ Limit: 10, Offset: 30 });
    expect(hook.current.hasActiveFilters).toBe(true);
  });

  it('goes back to the first page when a filter or the sort changes', () => {
    const { hook, search } = renderListHook('/admin/publications?Offset=30');
    act(() => hook.current.setFilters({ Recherche: 'Zola', IdEtatPublication: 3, DateMajDebut: null }));
    expect(search()).toBe('?Recherche=Zola&IdEtatPublication=3');
    act(() => hook.current.setPage(4));
    expect(search()).toBe('?Recherche=Zola&IdEtatPublication=3&Offset=30');
    act(() => hook.current.setSort({ column: 'Titre', direction: 'ascending' }));
    expect(search()).toBe('?Recherche=Zola&IdEtatPublication=3&Tri=Titre&Sens=asc');
    act(() => hook.current.resetFilters());
    expect(search()).toBe('?Tri=Titre&Sens=asc');
    expect(hook.current.hasActiveFilters).toBe(false);
  });

  it('lets the back button walk through the changes', async () => {
    const { hook, router, search } = renderListHook('/admin/publications');
    act(() => hook.current.setPage(2));
    act(() => hook.current.setPage(3));
    expect(hook.current.pagination.Offset).toBe(20);
    await act(() => router.navigate(-1));
    expect(search()).toBe('?Offset=10');
    expect(hook.current.pagination.Offset).toBe(10);
    await act(() => router.navigate(-1));
    expect(search()).toBe('');
  });
});
