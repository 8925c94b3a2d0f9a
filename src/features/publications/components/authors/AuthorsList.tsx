import type { UniqueIdentifier } from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { SortableList } from '../../../../components/sortable/SortableList.tsx';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { useReferenceList } from '../../api/referenceLists.ts';
import type { StepErrors } from '../../types/stepForm.ts';
import {
  contributionErrors,
  contributionIndexes,
  contributionsOf,
  displayedRows,
  editRow,
  initialAuthorRows,
  isBlankRow,
  moveRow,
  moveRowBy,
  type AuteurContribution,
  type AuthorRowPatch,
  type AuthorRowsState,
} from '../../utils/authorRows.ts';
import { contributionTypeOptions } from '../../utils/contributionTypeOptions.ts';
import { AuthorRow, type RowFocusTarget } from './AuthorRow.tsx';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from './dragAnnouncements.ts';
import styles from './AuthorsList.module.css';

export interface AuthorsListProps {
  /** The contributions when the list opens; the list then holds the rows and reports every change. */
  initialContributions: readonly AuteurContribution[] | null | undefined;
  multiple: boolean;
  errors: StepErrors;
  isDisabled: boolean;
  onChange(contributions: AuteurContribution[]): void;
}

interface FocusRequest {
  key: string;
  target: RowFocusTarget;
}

/**
 * The contributions of step 2 (spec 1 §4 "Authors"), reordered with a drag handle (mouse, touch or keyboard) or the
 * Monter and Descendre buttons; every change renumbers Rang and is reported as the contributions to send.
 */
export function AuthorsList({ initialContributions, multiple, errors, isDisabled, onChange }: AuthorsListProps) {
  const [state, setState] = useState(() => initialAuthorRows(initialContributions));
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [moveMessage, setMoveMessage] = useState('');
  const announcedPlace = useRef<UniqueIdentifier | null>(null);
  const types = useReferenceList('typesContribution');
  const langues = useReferenceList('langues');

  const rows = displayedRows(state, multiple);
  const indexes = contributionIndexes(rows);
  const authorKeys = rows.filter((row) => !isBlankRow(row)).map((row) => row.key);
  const typeOptions = useMemo(() => contributionTypeOptions(types.data ?? []), [types.data]);

  const nameOf = (key: UniqueIdentifier) => {
    const position = authorKeys.indexOf(String(key)) + 1;
    return rows.find((row) => row.key === key)?.Nom.trim() || `Contributeur ${position}`;
  };
  const announcements = dragAnnouncements(
    { nameOf, positionOf: (key) => authorKeys.indexOf(String(key)) + 1, count: authorKeys.length },
    // dnd-kit calls the announcements on drag events; they read and write the announced place then, not in render.
    // eslint-disable-next-line react-hooks/refs
    announcedPlace,
  );

  function apply(next: AuthorRowsState) {
    if (next === state) return;
    setState(next);
    onChange(contributionsOf(next.rows));
  }

  function edit(key: string, patch: AuthorRowPatch) {
    const next = editRow(state, key, patch);
    const index = rows.findIndex((row) => row.key === key);
    const shown = displayedRows(next, multiple);
    // A deleted row takes its controls with it: the focus goes to the name of the row now in its place.
    if (!shown.some((row) => row.key === key)) {
      const successor = shown[Math.min(index, shown.length - 1)];
      if (successor) setFocusRequest({ key: successor.key, target: 'nom' });
    }
    apply(next);
  }

  function move(key: string, offset: -1 | 1) {
    const next = moveRowBy(state, key, offset);
    const order = next.rows.filter((row) => !isBlankRow(row));
    const position = order.findIndex((row) => row.key === key);
    // The pressed button is disabled at either end of the list: the focus goes to the other one.
    const pressed = offset < 0 ? 'up' : 'down';
    const atEnd = offset < 0 ? position === 0 : position === order.length - 1;
    setFocusRequest({ key, target: atEnd ? (pressed === 'up' ? 'down' : 'up') : pressed });
    setMoveMessage(`${nameOf(key)} déplacé en position ${position + 1} sur ${order.length}.`);
    apply(next);
  }

  const clearFocusRequest = useCallback(() => setFocusRequest(null), []);
  const listsFailed = types.isError || langues.isError;

  return (
    <div className={styles.authors}>
      {listsFailed && (
        <ErrorState
          message="Les listes de types de contribution et de langues n'ont pas pu être chargées."
          onRetry={() => {
            void types.refetch();
            void langues.refetch();
          }}
        />
      )}
      <SortableList
        ids={authorKeys}
        label="Contributions"
        className={styles.list}
        announcements={announcements}
        instructions={DRAG_INSTRUCTIONS}
        isDisabled={isDisabled}
        onDrop={(active, over) => apply(moveRow(state, active, over))}
      >
        {rows.map((row, index) => {
          const authorIndex = indexes.get(row.key) ?? null;
          return (
            <AuthorRow
              key={row.key}
              row={row}
              position={index + 1}
              typeOptions={typeOptions}
              languages={langues.data ?? []}
              errors={contributionErrors(errors, authorIndex)}
              canMoveUp={authorIndex !== null && authorIndex > 0}
              canMoveDown={authorIndex !== null && authorIndex < authorKeys.length - 1}
              isDisabled={isDisabled}
              focusTarget={focusRequest?.key === row.key ? focusRequest.target : null}
              onFocused={clearFocusRequest}
              onEdit={edit}
              onMove={move}
            />
          );
        })}
      </SortableList>
      <p className={styles.srOnly} role="status">
        {moveMessage}
      </p>
    </div>
  );
}
