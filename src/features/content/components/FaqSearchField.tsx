import { useId, useRef } from 'react';
import styles from './FaqBrowser.module.css';

export interface FaqSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The FAQ's search box: a labelled native search field, cleared by Escape or its × button. */
export function FaqSearchField({ value, onChange }: FaqSearchFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={styles.label}>
        Rechercher dans la FAQ
      </label>
      <div className={styles.inputRow}>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          className={styles.input}
          placeholder="Mot-clé, par exemple : ISBN"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {value !== '' && (
          <button
            type="button"
            // Out of the tab order, as Escape in the field does the same; a click leaves the focus in the field.
            tabIndex={-1}
            className={styles.clear}
            aria-label="Effacer la recherche"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
