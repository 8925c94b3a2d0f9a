import type { ReactNode } from 'react';
import table from './Table.module.css';
import hidden from './VisuallyHidden.module.css';

export interface FiguresTableProps {
  /** Names the table for assistive technologies (« Détail », « Paiements de la commande »). */
  label: string;
  /** While a newer page loads, the rows shown are dimmed. */
  isBusy?: boolean;
  children: ReactNode;
}

/** A framed table of figures, one card per row on a phone (Table.module.css). */
export function FiguresTable({ label, isBusy, children }: FiguresTableProps) {
  return (
    <div className={table.frame}>
      <table className={table.table} aria-label={label} aria-busy={isBusy || undefined}>
        {children}
      </table>
    </div>
  );
}

export interface FiguresColumn {
  label: string;
  /** An amount or a count: aligned right. */
  isNumber?: boolean;
}

/** The head of a figures table: one column header per column, amounts aligned right. */
export function FiguresHead({ columns }: { columns: readonly FiguresColumn[] }) {
  return (
    <thead className={hidden.srOnlyMax37_5rem}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.isNumber ? table.number : undefined}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A cell of figures, aligned right; on a phone it shows its column's name (`label`) before the value. */
export function NumberCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className={table.number}>
      {children}
    </td>
  );
}
