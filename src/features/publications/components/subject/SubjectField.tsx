import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { useId, useMemo, useRef, useState } from 'react';
import field from '../../../../components/ui/Field.module.css';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { errorMessage as apiErrorMessage } from '../../../../lib/api/apiError.ts';
import { useReferenceList } from '../../api/referenceLists.ts';
import { COMMON_MESSAGES } from '../../../../../domain/messages.ts';
import {
  findSubject,
  flattenSubjects,
  formatMatchCount,
  formatSubjectCodes,
  formatSubjectPath,
  searchSubjects,
} from '../../utils/subjectTree.ts';
import { SubjectList } from './SubjectList.tsx';
import { SubjectSearchField } from './SubjectSearchField.tsx';
import styles from './SubjectField.module.css';

export interface SubjectFieldProps {
  selectedId: number | null;
  onChange(id: number): void;
  errorMessage?: string | undefined;
  isDisabled: boolean;
}

/** IdSujet: a subject of the four-level tree, found by searching it and chosen in the list of its entries. */
export function SubjectField({ selectedId, onChange, errorMessage, isDisabled }: SubjectFieldProps) {
  const id = useId();
  const subjects = useReferenceList('sujets');
  const entries = useMemo(() => flattenSubjects(subjects.data ?? []), [subjects.data]);
  const [query, setQuery] = useState('');
  const search = useMemo(() => searchSubjects(entries, query), [entries, query]);
  const chosen = findSubject(entries, selectedId);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const countId = `${id}-count`;
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const chosenId = `${id}-chosen`;
  const errorId = `${id}-error`;

  return (
    <div className={`${field.field} ${styles.subject}`} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={field.label}>
        {L.IdSujet}
      </span>
      {subjects.isPending ? (
        <LoadingState minHeight="6rem" />
      ) : subjects.isError ? (
        <ErrorState message={apiErrorMessage(subjects.error)} onRetry={() => void subjects.refetch()} />
      ) : (
        <>
          <p id={chosenId} className={styles.chosen} aria-live="polite">
            {chosen ? (
              <>
                {L.IdSujet} choisi : <strong>{formatSubjectPath(chosen)}</strong>
                {formatSubjectCodes(chosen) !== '' && (
                  <span className={styles.chosenCodes}>{formatSubjectCodes(chosen)}</span>
                )}
              </>
            ) : (
              'Aucun sujet choisi'
            )}
          </p>
          <SubjectSearchField
            value={query}
            onChange={setQuery}
            onSubmit={() => listRef.current?.focus()}
            isDisabled={isDisabled}
            listId={listId}
            inputRef={inputRef}
            onArrowDown={() => listRef.current?.focus()}
          />
          <p id={countId} className={styles.count} role="status" aria-live="polite">
            {query.trim() === '' ? '' : formatMatchCount(search.matchCount, COMMON_MESSAGES.noResults)}
          </p>
          <SubjectList
            id={listId}
            listRef={listRef}
            entries={search.shown}
            onEscape={() => inputRef.current?.focus()}
            selectedId={selectedId}
            onSelect={onChange}
            labelledBy={labelId}
            describedBy={errorMessage ? `${chosenId} ${errorId}` : chosenId}
            isInvalid={Boolean(errorMessage)}
            isDisabled={isDisabled}
          />
        </>
      )}
      {errorMessage && (
        <p id={errorId} className={field.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
