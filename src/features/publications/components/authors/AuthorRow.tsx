import { TYPE_CONTRIBUTION } from '../../../../../domain/referenceIds.ts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectField, type SelectOption } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { isBlankRow, type AuthorRow as Row, type AuthorRowPatch } from '../../utils/authorRows.ts';
import { LanguagesField, type LanguageOption } from '../fields/LanguagesField.tsx';
import styles from './AuthorRow.module.css';
import { DragHandle } from '../../../../components/sortable/DragHandle.tsx';

/** Where the focus goes once the list has changed under it. */
export type RowFocusTarget = 'nom' | 'up' | 'down';

export interface AuthorRowErrors {
  nom: string | undefined;
  type: string | undefined;
  langues: string | undefined;
}

export interface AuthorRowProps {
  row: Row;
  /** 1-based place in the list, read in the labels. */
  position: number;
  typeOptions: readonly SelectOption[];
  languages: readonly LanguageOption[];
  errors: AuthorRowErrors;
  canMoveUp: boolean;
  canMoveDown: boolean;
  isDisabled: boolean;
  focusTarget: RowFocusTarget | null;
  onFocused(): void;
  onEdit(key: string, patch: AuthorRowPatch): void;
  onMove(key: string, offset: -1 | 1): void;
}

/** One contribution: its name, type and, for a translator, languages, with the handle and buttons that move it. */
export function AuthorRow({
  row,
  position,
  typeOptions,
  languages,
  errors,
  canMoveUp,
  canMoveDown,
  isDisabled,
  focusTarget,
  onFocused,
  onEdit,
  onMove,
}: AuthorRowProps) {
  const isBlank = isBlankRow(row);
  const sortable = useSortable({
    id: row.key,
    disabled: isBlank || isDisabled,
    attributes: { roleDescription: 'élément déplaçable' },
  });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const item = useRef<HTMLLIElement | null>(null);
  const nameInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const target =
      focusTarget === 'nom'
        ? nameInput.current
        : item.current?.querySelector<HTMLElement>(`[data-move="${focusTarget}"]`);
    target?.focus();
    onFocused();
  }, [focusTarget, onFocused]);

  const subject = `le contributeur ${position}`;
  return (
    <li
      ref={(node) => {
        item.current = node;
        setNodeRef(node);
      }}
      className={`${styles.row} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className={styles.handleSlot}>
        {isBlank ? (
          <span className={styles.position} aria-hidden="true">
            {position}
          </span>
        ) : (
          <DragHandle handle={sortable} subject={subject} className={styles.handle}>
            <span aria-hidden="true">{position}</span>
          </DragHandle>
        )}
      </div>
      <div className={styles.fields}>
        <TextField
          label={`Nom du contributeur ${position}`}
          value={row.Nom}
          onChange={(Nom) => onEdit(row.key, { Nom })}
          errorMessage={errors.nom}
          isDisabled={isDisabled}
          inputRef={nameInput}
        />
        <SelectField
          label={`Type de contribution du contributeur ${position}`}
          options={typeOptions}
          selectedId={row.IdTypeContribution}
          onChange={(id) => onEdit(row.key, { IdTypeContribution: id ?? 0 })}
          errorMessage={errors.type}
          isDisabled={isDisabled}
        />
        {row.IdTypeContribution === TYPE_CONTRIBUTION.traducteur && (
          <div className={styles.languages}>
            <LanguagesField
              label={`Langues traduites par le contributeur ${position}`}
              languages={languages}
              selectedIds={row.IdsLangues}
              onChange={(IdsLangues) => onEdit(row.key, { IdsLangues })}
              errorMessage={errors.langues}
              isDisabled={isDisabled}
            />
          </div>
        )}
      </div>
      {!isBlank && (
        <div className={styles.moves}>
          <Button
            variant="ghost"
            className={styles.move}
            data-move="up"
            aria-label={`Monter ${subject}`}
            isDisabled={isDisabled || !canMoveUp}
            onPress={() => onMove(row.key, -1)}
          >
            <span aria-hidden="true">↑</span> Monter
          </Button>
          <Button
            variant="ghost"
            className={styles.move}
            data-move="down"
            aria-label={`Descendre ${subject}`}
            isDisabled={isDisabled || !canMoveDown}
            onPress={() => onMove(row.key, 1)}
          >
            <span aria-hidden="true">↓</span> Descendre
          </Button>
        </div>
      )}
    </li>
  );
}
