import type { FormEvent, ReactNode } from 'react';
import { LIST_TEXTS } from '../../../domain/listTexts.ts';
import { Button } from '../ui/Button.tsx';
import styles from './FilterBar.module.css';

/** What a list's filters take: the filters sent last, then what `Rechercher` and `Réinitialiser les filtres` do. */
export interface ListFiltersProps<V> {
  values: V;
  onSubmit: (values: V) => void;
  onReset: () => void;
}

export interface FilterBarProps {
  /** Names the search landmark (« Filtrer les publications »). */
  label: string;
  onSubmit: () => void;
  onReset: () => void;
  /** The labelled fields: TextField, SelectField, DateInput… */
  children: ReactNode;
}

/** A list's filters: labelled fields in a grid that wraps on a phone, then `Rechercher` and `Réinitialiser les filtres`. */
export function FilterBar({ label, onSubmit, onReset, children }: FilterBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={label} className={styles.bar} onSubmit={submit} noValidate>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit">{LIST_TEXTS.search}</Button>
        <Button variant="secondary" onPress={onReset}>
          {LIST_TEXTS.resetFilters}
        </Button>
      </div>
    </form>
  );
}
