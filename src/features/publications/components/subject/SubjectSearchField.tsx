import { Button, Input, Label, SearchField } from 'react-aria-components/SearchField';
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
}

export function SubjectSearchField({ value, onChange, onSubmit, isDisabled, listId }: SubjectSearchFieldProps) {
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
        <Input className={`${field.input} ${styles.searchInput}`} />
        {value !== '' && (
          <Button className={styles.clear} aria-label="Effacer la recherche">
            <span aria-hidden="true">×</span>
          </Button>
        )}
      </div>
    </SearchField>
  );
}
