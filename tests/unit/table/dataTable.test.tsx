import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '../../../src/components/table/DataTable.tsx';
import { ListStatus, type ListStatusProps } from '../../../src/components/table/ListStatus.tsx';
import { ResultCount } from '../../../src/components/table/ResultCount.tsx';
import type { ListSort } from '../../../src/lib/listParams/listSearchParams.ts';

interface Livre {
  Id: number;
  Titre: string;
  Ean: string;
}
const LIVRES: Livre[] = [
  { Id: 1, Titre: 'Les Misérables', Ean: '9782365121002' },
  { Id: 2, Titre: 'Germinal', Ean: '9782365121019' },
];
const COLUMNS: DataTableColumn<Livre, 'Titre' | 'Ean'>[] = [
  { id: 'Titre', label: 'Titre', cell: (livre) => livre.Titre, allowsSorting: true, isRowHeader: true },
  { id: 'Ean', label: 'EAN', cell: (livre) => livre.Ean },
];

function SortableTable() {
  const [sort, setSort] = useState<ListSort<'Titre' | 'Ean'>>({ column: 'Titre', direction: 'ascending' });
  const location = useLocation();
  return (
    <>
      <DataTable
        label="Publications"
        columns={COLUMNS}
        rows={LIVRES}
        rowKey={(livre) => livre.Id}
        rowHref={(livre) => `/livre/${livre.Id}`}
        rowLabel={(livre) => livre.Titre}
        sort={sort}
        onSortChange={setSort}
      />
      <p data-testid="path">{location.pathname}</p>
    </>
  );
}

function renderTable() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SortableTable /> },
      { path: '/livre/:id', element: <SortableTable /> },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('DataTable', () => {
  it('names each cell after its column, for the card a row becomes on a phone, without changing what is read', () => {
    renderTable();
    const rows = within(screen.getByRole('grid', { name: 'Publications' }))
      .getAllByRole('row')
      .slice(1);
    for (const row of rows) {
      const cells = [...row.querySelectorAll('[role=rowheader], [role=gridcell]')];
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Titre', 'EAN']);
    }
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^Les Misérables$/);
    expect(rows[0]).toHaveAccessibleName('Les Misérables');
  });

  it('shows headers and rows, and announces the sort of the sorted column', async () => {
    renderTable();
    const table = screen.getByRole('grid', { name: 'Publications' });
    const titre = within(table).getByRole('columnheader', { name: /Titre/ });
    expect(titre).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'EAN' })).not.toHaveAttribute('aria-sort');
    expect(within(table).getByRole('rowheader', { name: 'Germinal' })).toBeInTheDocument();

    await userEvent.click(titre);
    expect(titre).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts and opens a row with the keyboard', async () => {
    renderTable();
    await userEvent.tab();
    // Focus starts on the first row; arrow up reaches the header row.
    await userEvent.keyboard('{ArrowUp}');
    const titre = screen.getByRole('columnheader', { name: /Titre/ });
    expect(titre).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(titre).toHaveAttribute('aria-sort', 'descending');
    // The rows keep the server's order: the second one is Germinal.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/livre/2');
  });
});

function renderStatus(props: Partial<ListStatusProps>) {
  const onRetry = vi.fn();
  const onResetFilters = vi.fn();
  render(
    <ListStatus
      status="success"
      errorMessage="Les publications n'ont pas pu être chargées."
      onRetry={onRetry}
      isEmpty={false}
      emptyMessage="Aucune publication ne correspond à votre recherche."
      onResetFilters={onResetFilters}
      {...props}
    >
      <p>La table</p>
    </ListStatus>,
  );
  return { onRetry, onResetFilters };
}

describe('ListStatus', () => {
  it('shows the spinner only after the delay, in a place of fixed height', () => {
    vi.useFakeTimers();
    try {
      renderStatus({ status: 'pending' });
      const status = screen.getByRole('status');
      // 24rem at the root's 16 px, computed as a browser computes it
      expect(status).toHaveStyle({ minHeight: '384px' });
      expect(status).not.toHaveTextContent('Chargement en cours...');
      act(() => {
        vi.advanceTimersByTime(260);
      });
      expect(status).toHaveTextContent('Chargement en cours...');
      expect(screen.queryByText('La table')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the error in French with Réessayer', async () => {
    const { onRetry } = renderStatus({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent("Les publications n'ont pas pu être chargées.");
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says an empty list in French, and offers to reset only active filters', async () => {
    const { onResetFilters } = renderStatus({ isEmpty: true, hasActiveFilters: true });
    expect(screen.getByText('Aucune publication ne correspond à votre recherche.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(onResetFilters).toHaveBeenCalledOnce();
  });

  it('has no reset action on an empty list without filters, and shows the table when there are rows', () => {
    renderStatus({ isEmpty: true, hasActiveFilters: false });
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).not.toBeInTheDocument();
    screen.getByText('Aucune publication ne correspond à votre recherche.');
  });

  it('shows its children when there are rows', () => {
    renderStatus({});
    expect(screen.getByText('La table')).toBeInTheDocument();
  });
});

describe('ResultCount', () => {
  it('says how many rows pass the filters', () => {
    render(<ResultCount count={1234} singular="publication" plural="publications" none="Aucune publication" />);
    expect(screen.getByRole('status')).toHaveTextContent('1 234 publications');
  });
});
