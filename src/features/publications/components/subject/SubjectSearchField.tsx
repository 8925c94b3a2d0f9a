import type { RefObject } from 'react';
import { Button, Input, Label, SearchField, Text } from 'react-aria-components/SearchField';
import field from '../../../../components/ui/Field.module.css';
import styles from './SubjectField.module.css';

export interface SubjectSearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** Enter goes on to the results instead of submitting the wizard's step. */
  onSubmit(): void;
  isDisabled: boolean;
  /** The list the search filters, announced as what the field controls. */
  listId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Arrow down goes on to the results, as Enter does. */
  onArrowDown(): void;
}

export function SubjectSearchField({
  value,
  onChange,
  onSubmit,
  isDisabled,
  listId,
  inputRef,
  onArrowDown,
}: SubjectSearchFieldProps) {
  return (
    <SearchField
      className={field.field}
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      isDisabled={isDisabled}
      aria-controls={listId}
    >
      <Label className={styles.searchLabel}>Rechercher un sujet</Label>
      <div className={styles.searchControl}>
        <Input
          ref={inputRef}
          className={`${field.input} ${styles.searchInput}`}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            onArrowDown();
          }}
        />
        {value !== '' && (
          <Button className={styles.clear} aria-label="Effacer la recherche">
            <span aria-hidden="true">×</span>
          </Button>
        )}
      </div>
      <Text slot="description" className={styles.searchHint}>
        Un mot du sujet, de sa catégorie Thema ou CLIL, ou leur code (FBA, 3442…)
      </Text>
    </SearchField>
  );
}
