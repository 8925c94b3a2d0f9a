import { PUBLICATION_LIMITS } from '../../../../domain/publication/limits.ts';
import { TYPE_CONTRIBUTION } from '../../../../domain/referenceIds.ts';
import type { components } from '../../../../openapi/generated/schema.d.ts';

export type AuteurContribution = components['schemas']['AuteurContribution'];

/** One row of the authors list as the user sees it; `key` follows the row through edits and moves. */
export interface AuthorRow {
  key: string;
  Nom: string;
  IdTypeContribution: number;
  IdsLangues: readonly number[];
}

export type AuthorRowPatch = Partial<Omit<AuthorRow, 'key'>>;

export interface AuthorRowsState {
  /**
   * The rows in display order. A row left with neither name nor type by erasing its name stays where it is, so
   * that the user can type again in it; it is not sent.
   */
  rows: readonly AuthorRow[];
  /** The key of the empty row offered below the others, until something is typed in it. */
  offeredKey: string;
  nextKey: number;
}

const rowKey = (n: number) => `auteur-${n}`;

/** A row with neither name nor type: nothing of it is sent. */
export function isBlankRow(row: AuthorRow): boolean {
  return row.Nom === '' && row.IdTypeContribution === TYPE_CONTRIBUTION.aucun;
}

export function authorCount(rows: readonly AuthorRow[]): number {
  return rows.filter((row) => !isBlankRow(row)).length;
}

function blankRow(key: string): AuthorRow {
  return { key, Nom: '', IdTypeContribution: TYPE_CONTRIBUTION.aucun, IdsLangues: [] };
}

/** The rows of saved contributions, in the order of their Rang. */
export function initialAuthorRows(contributions: readonly AuteurContribution[] | null | undefined): AuthorRowsState {
  const sorted = [...(contributions ?? [])].sort((a, b) => a.Rang - b.Rang);
  const rows = sorted
    .map((contribution, index) => ({
      key: rowKey(index),
      Nom: contribution.Nom,
      IdTypeContribution: contribution.IdTypeContribution,
      IdsLangues: contribution.IdsLangues,
    }))
    .filter((row) => !isBlankRow(row));
  return { rows, offeredKey: rowKey(sorted.length), nextKey: sorted.length + 1 };
}

/** Whether an empty row is offered: while there are fewer than 3 contributions, or always with « Auteurs multiples ». */
export function offersEmptyRow(rows: readonly AuthorRow[], multiple: boolean): boolean {
  return multiple || authorCount(rows) < PUBLICATION_LIMITS.authorRows;
}

/** The rows shown: the user's rows, with the empty row offered when the rules call for one and none is there. */
export function displayedRows(state: AuthorRowsState, multiple: boolean): AuthorRow[] {
  if (!offersEmptyRow(state.rows, multiple) || state.rows.some(isBlankRow)) return [...state.rows];
  return [...state.rows, blankRow(state.offeredKey)];
}

/**
 * One row changed. Typing in the offered row makes it a row of its own (and another empty row is offered); a row
 * whose type is reset to none while its name is empty is deleted; only one empty row is kept.
 */
export function editRow(state: AuthorRowsState, key: string, patch: AuthorRowPatch): AuthorRowsState {
  const isOffered = key === state.offeredKey && !state.rows.some((row) => row.key === key);
  const current = isOffered ? blankRow(key) : state.rows.find((row) => row.key === key);
  if (!current) return state;

  const edited: AuthorRow = { ...current, ...patch };
  // Only a translator names languages (contract: empty otherwise).
  if (edited.IdTypeContribution !== TYPE_CONTRIBUTION.traducteur) edited.IdsLangues = [];
  const isReset = patch.IdTypeContribution === TYPE_CONTRIBUTION.aucun && edited.Nom === '';

  if (isOffered) {
    if (isBlankRow(edited)) return state;
    return {
      rows: [...state.rows.filter((row) => !isBlankRow(row)), edited],
      offeredKey: rowKey(state.nextKey),
      nextKey: state.nextKey + 1,
    };
  }
  if (isReset) return { ...state, rows: state.rows.filter((row) => row.key !== key) };

  const rows = state.rows
    .map((row) => (row.key === key ? edited : row))
    .filter((row) => row.key === key || !isBlankRow(row));
  return { ...state, rows };
}

/**
 * The contribution `activeKey` takes the place of `overKey` (drag and drop, Monter, Descendre). Empty rows are
 * dropped: the rules offer one again below the others.
 */
export function moveRow(state: AuthorRowsState, activeKey: string, overKey: string): AuthorRowsState {
  const authors = state.rows.filter((row) => !isBlankRow(row));
  const from = authors.findIndex((row) => row.key === activeKey);
  const to = authors.findIndex((row) => row.key === overKey);
  if (from < 0 || to < 0 || from === to) return state;
  const rows = [...authors];
  const [moved] = rows.splice(from, 1);
  rows.splice(to, 0, moved as AuthorRow);
  return { ...state, rows };
}

/** Moves a contribution one place up (-1) or down (+1) among the contributions. */
export function moveRowBy(state: AuthorRowsState, key: string, offset: -1 | 1): AuthorRowsState {
  const authors = state.rows.filter((row) => !isBlankRow(row));
  const index = authors.findIndex((row) => row.key === key);
  const neighbour = authors[index + offset];
  return index < 0 || !neighbour ? state : moveRow(state, key, neighbour.key);
}

/** What is sent: the rows with a name or a type, Rang numbered 1 to n in display order. */
export function contributionsOf(rows: readonly AuthorRow[]): AuteurContribution[] {
  return rows
    .filter((row) => !isBlankRow(row))
    .map((row, index) => ({
      Nom: row.Nom,
      IdTypeContribution: row.IdTypeContribution,
      IdsLangues: [...row.IdsLangues],
      Rang: index + 1,
    }));
}

/** Each shown row's index in the contributions sent (the pointers of its errors), or null for an empty row. */
export function contributionIndexes(rows: readonly AuthorRow[]): Map<string, number | null> {
  let next = 0;
  return new Map(rows.map((row) => [row.key, isBlankRow(row) ? null : next++]));
}

/** The messages of one contribution: its name (a repeated name is reported on the row itself), type and languages. */
export function contributionErrors(errors: Readonly<Record<string, string>>, index: number | null) {
  if (index === null) return { nom: undefined, type: undefined, langues: undefined };
  const pointer = `/AuteurContribution/${index}`;
  return {
    nom: errors[`${pointer}/Nom`] ?? errors[pointer],
    type: errors[`${pointer}/IdTypeContribution`],
    langues: errors[`${pointer}/IdsLangues`],
  };
}
