import { useLayoutEffect, type RefObject } from 'react';
import { ListBox, ListBoxItem, Text } from 'react-aria-components/ListBox';
import { COMMON_MESSAGES } from '../../../../../domain/messages.ts';
import { SUBJECT_PATH_SEPARATOR, formatSubjectCodes, type SubjectEntry } from '../../utils/subjectTree.ts';
import styles from './SubjectField.module.css';
import { useSelectedOptionInView } from './useSelectedOptionInView.ts';

const NO_SUBJECT_FOUND = COMMON_MESSAGES.noResults;

export interface SubjectListProps {
  id: string;
  entries: readonly SubjectEntry[];
  selectedId: number | null;
  onSelect(id: number): void;
  labelledBy: string;
  describedBy: string;
  isInvalid: boolean;
  isDisabled: boolean;
  listRef: RefObject<HTMLDivElement | null>;
  /** Escape in the list: back to the search. */
  onEscape(): void;
}

const LEVEL_CLASSES: Record<number, string | undefined> = {
  1: styles.level1,
  2: styles.level2,
  3: styles.level3,
  4: styles.level4,
};

/**
 * The subjects as a list box of the tree read in order, indented by level. Each option's name carries its
 * ancestors, so that a screen reader, which does not see the indentation, hears where it sits.
 */
export function SubjectList({
  id,
  entries,
  selectedId,
  onSelect,
  labelledBy,
  describedBy,
  isInvalid,
  isDisabled,
  listRef,
  onEscape,
}: SubjectListProps) {
  // react-aria's ListBox does not pass aria-invalid on, though the listbox role takes it (and the wizard
  // focuses the first invalid field when a move is refused).
  useLayoutEffect(() => {
    if (isInvalid) listRef.current?.setAttribute('aria-invalid', 'true');
    else listRef.current?.removeAttribute('aria-invalid');
  });
  useSelectedOptionInView(listRef, selectedId, entries);
  return (
    // The list box handles arrows, Home, End and Enter itself; Escape, which it leaves alone, goes back to the search.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only catches a key bubbling from the list box
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <ListBox
        id={id}
        ref={listRef}
        className={styles.list}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        items={entries}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const [key] = keys;
          if (key !== undefined) onSelect(Number(key));
        }}
        disabledKeys={isDisabled ? entries.map((entry) => entry.id) : []}
        renderEmptyState={() => <p className={styles.empty}>{NO_SUBJECT_FOUND}</p>}
      >
        {(entry) => (
          <ListBoxItem
            id={entry.id}
            textValue={entry.label}
            className={`${styles.option} ${LEVEL_CLASSES[entry.level] ?? ''}`}
          >
            {/* The label slot names the option (ancestors for screen readers, then the label); the description slot,
              its Thema and CLIL codes, describes it. */}
            <Text slot="label" className={styles.optionLabel}>
              {entry.path.length > 1 && (
                <>
                  <span
                    className={styles.srOnly}
                  >{`${entry.path.slice(0, -1).join(SUBJECT_PATH_SEPARATOR)}${SUBJECT_PATH_SEPARATOR.trimEnd()}`}</span>{' '}
                </>
              )}
              {entry.label}
            </Text>
            {formatSubjectCodes(entry) !== '' && (
              <Text slot="description" className={styles.codes}>
                {formatSubjectCodes(entry)}
              </Text>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
}
