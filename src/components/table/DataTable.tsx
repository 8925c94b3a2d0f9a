import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components/Table';
import { useHref, useNavigate } from 'react-router-dom';
import type { ListSort } from '../../lib/listParams/listSearchParams.ts';
import styles from './DataTable.module.css';

export interface DataTableColumn<T, C extends string = string> {
  id: C;
  label: string;
  cell: (row: T) => ReactNode;
  allowsSorting?: boolean;
  /** The cell that names the row for screen readers (one column at least). */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  /** Short values that must stay on one line (codes, dates). */
  noWrap?: boolean;
}

export interface DataTableProps<T, C extends string> {
  /** Names the table for assistive technologies (« Publications »). */
  label: string;
  columns: readonly DataTableColumn<T, C>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Where a row leads: a click, Enter or Space on the focused row opens it. */
  rowHref?: (row: T) => string;
  /** What a row does instead, in place (opens its form over the list): a click, Enter or Space on the focused row. */
  onRowAction?: (row: T) => void;
  /** What names a row's link for screen readers (« Ouvrir la publication Les Misérables »). */
  rowLabel?: (row: T) => string;
  sort?: ListSort<C> | null;
  onSortChange?: (sort: ListSort<C>) => void;
  /** True while a new page is loading over the shown one. */
  isStale?: boolean;
}

function classNames(base: string | undefined, column: { align?: 'start' | 'end'; noWrap?: boolean }): string {
  return [base, column.align === 'end' && styles.end, column.noWrap && styles.noWrap].filter(Boolean).join(' ');
}

/**
 * A react-aria table: column headers, sortable columns whose order is announced (aria-sort), arrow keys between
 * cells and rows that open their detail. Where the table would not fit (a phone), each row becomes a card of
 * « column: value » lines and the sortable headers a row of sort buttons: nothing scrolls sideways, no column is
 * left out (DataTable.module.css).
 */
export function DataTable<T extends object, C extends string>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  rowLabel,
  onRowAction,
  sort,
  onSortChange,
  isStale = false,
}: DataTableProps<T, C>) {
  const navigate = useNavigate();
  const sortDescriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction }
    : undefined;
  return (
    // Rows with an href navigate inside the application rather than reloading it.
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <div className={styles.frame}>
        <Table
          aria-label={label}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) =>
            onSortChange?.({ column: String(descriptor.column) as C, direction: descriptor.direction })
          }
          aria-busy={isStale || undefined}
        >
          <TableHeader className={styles.header}>
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.allowsSorting}
                className={classNames(styles.column, column)}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnLabel}>
                    {column.label}
                    {allowsSorting && (
                      <span aria-hidden="true" className={styles.sortIcon} data-direction={sortDirection}>
                        {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                      </span>
                    )}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody className={styles.body}>
            {rows.map((row) => (
              <Row
                key={rowKey(row)}
                id={rowKey(row)}
                href={rowHref?.(row)}
                onAction={onRowAction ? () => onRowAction(row) : undefined}
                textValue={rowLabel?.(row)}
                aria-label={rowLabel?.(row)}
                className={rowHref || onRowAction ? `${styles.row} ${styles.link}` : styles.row}
              >
                {columns.map((column) => (
                  // The column's name is shown before the value on a card only; the grid already announces it.
                  <Cell key={column.id} className={classNames(styles.cell, column)} data-label={column.label}>
                    <div className={styles.value}>{column.cell(row)}</div>
                  </Cell>
                ))}
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
    </RouterProvider>
  );
}
