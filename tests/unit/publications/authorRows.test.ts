import { describe, expect, test } from 'vitest';
import {
  contributionErrors,
  contributionIndexes,
  contributionsOf,
  displayedRows,
  editRow,
  initialAuthorRows,
  moveRow,
  moveRowBy,
  type AuthorRowsState,
} from '../../../src/features/publications/utils/authorRows.ts';
import { contribution } from './contributionFixture.ts';

const names = (state: AuthorRowsState, multiple = false) => displayedRows(state, multiple).map((row) => row.Nom);

/** Types a name in the row shown at `position` (0-based), as the list does. */
function typeName(state: AuthorRowsState, position: number, Nom: string, multiple = false): AuthorRowsState {
  const row = displayedRows(state, multiple)[position];
  if (!row) throw new Error(`no row at ${position}`);
  return editRow(state, row.key, { Nom });
}

function chooseType(
  state: AuthorRowsState,
  position: number,
  IdTypeContribution: number,
  multiple = false,
): AuthorRowsState {
  const row = displayedRows(state, multiple)[position];
  if (!row) throw new Error(`no row at ${position}`);
  return editRow(state, row.key, { IdTypeContribution });
}

describe('the rows of the authors list', () => {
  test('shows saved contributions in the order of their Rang, then an empty row', () => {
    const state = initialAuthorRows([contribution('Claire Martin', 6, 2), contribution('Éric Dupont', 1, 1)]);
    expect(names(state)).toEqual(['Éric Dupont', 'Claire Martin', '']);
  });

  test('offers an empty row while there are fewer than 3 contributions, and after that only with « Auteurs multiples »', () => {
    let state = initialAuthorRows([]);
    expect(names(state)).toEqual(['']);
    state = typeName(state, 0, 'Éric Dupont');
    state = typeName(state, 1, 'Claire Martin');
    expect(names(state)).toEqual(['Éric Dupont', 'Claire Martin', '']);
    state = typeName(state, 2, 'Paul Durand');
    expect(names(state)).toEqual(['Éric Dupont', 'Claire Martin', 'Paul Durand']);
    expect(names(state, true)).toEqual(['Éric Dupont', 'Claire Martin', 'Paul Durand', '']);
    state = typeName(state, 3, 'Léa Petit', true);
    expect(names(state, true)).toEqual(['Éric Dupont', 'Claire Martin', 'Paul Durand', 'Léa Petit', '']);
  });

  test('sends only the rows with a name or a type, Rang numbered from 1 in display order', () => {
    let state = initialAuthorRows([]);
    state = typeName(state, 0, 'Éric Dupont');
    state = chooseType(state, 1, 6);
    expect(contributionsOf(state.rows)).toEqual([contribution('Éric Dupont', 0, 1), contribution('', 6, 2)]);
  });

  test('keeps the key of the row being typed in, so that its field keeps the focus', () => {
    const offered = displayedRows(initialAuthorRows([]), false)[0]?.key;
    const state = typeName(initialAuthorRows([]), 0, 'É');
    expect(displayedRows(state, false)[0]?.key).toBe(offered);
    expect(displayedRows(state, false)[1]?.key).not.toBe(offered);
  });

  test('deletes a row whose type is reset to none while its name is empty', () => {
    let state = initialAuthorRows([
      contribution('Éric Dupont', 1, 1),
      contribution('', 6, 2),
      contribution('Paul Durand', 1, 3),
    ]);
    state = chooseType(state, 1, 0);
    expect(contributionsOf(state.rows)).toEqual([contribution('Éric Dupont', 1, 1), contribution('Paul Durand', 1, 2)]);
    expect(names(state)).toEqual(['Éric Dupont', 'Paul Durand', '']);
  });

  test('keeps a named row whose type is reset to none, and keeps an erased row in place to type again', () => {
    let state = initialAuthorRows([contribution('Éric Dupont', 1, 1), contribution('Claire Martin', 6, 2)]);
    state = chooseType(state, 0, 0);
    expect(contributionsOf(state.rows)[0]).toEqual(contribution('Éric Dupont', 0, 1));
    state = typeName(state, 0, '');
    // the erased row is the empty row offered: no second one below
    expect(names(state)).toEqual(['', 'Claire Martin']);
    expect(contributionsOf(state.rows)).toEqual([contribution('Claire Martin', 6, 1)]);
    expect(contributionIndexes(displayedRows(state, false))).toEqual(
      new Map([
        [displayedRows(state, false)[0]?.key, null],
        [displayedRows(state, false)[1]?.key, 0],
      ]),
    );
  });

  test('clears the languages of a row that is no longer a translator', () => {
    let state = initialAuthorRows([contribution('Anna Schmidt', 2, 1, [2, 4])]);
    state = chooseType(state, 0, 1);
    expect(contributionsOf(state.rows)).toEqual([contribution('Anna Schmidt', 1, 1)]);
  });

  test('moves a contribution over another and one place up or down, renumbering Rang', () => {
    let state = initialAuthorRows([contribution('A', 1, 1), contribution('B', 1, 2), contribution('C', 1, 3)]);
    const [a, , c] = state.rows;
    state = moveRow(state, a?.key ?? '', c?.key ?? '');
    expect(contributionsOf(state.rows).map((x) => [x.Nom, x.Rang])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
    state = moveRowBy(state, a?.key ?? '', -1);
    expect(contributionsOf(state.rows).map((x) => x.Nom)).toEqual(['B', 'A', 'C']);
    // nothing above the first one
    const first = state.rows[0]?.key ?? '';
    expect(moveRowBy(state, first, -1)).toBe(state);
  });

  test('reads the errors of a contribution under its index as sent, the repeated name on the row itself', () => {
    const errors = {
      '/AuteurContribution/1': 'Ce nom figure déjà parmi les contributions',
      '/AuteurContribution/0/IdTypeContribution': 'Type de contribution obligatoire',
      '/AuteurContribution/0/IdsLangues': 'Champ obligatoire',
    };
    expect(contributionErrors(errors, 0)).toEqual({
      nom: undefined,
      type: 'Type de contribution obligatoire',
      langues: 'Champ obligatoire',
    });
    expect(contributionErrors(errors, 1).nom).toBe('Ce nom figure déjà parmi les contributions');
    expect(contributionErrors(errors, null)).toEqual({ nom: undefined, type: undefined, langues: undefined });
  });
});
