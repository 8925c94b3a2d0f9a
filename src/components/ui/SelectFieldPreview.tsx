import { useId } from 'react';
import type { SelectFieldProps } from './selectFieldProps.ts';
import styles from './Field.module.css';

/**
 * What a SelectField looks like before its react-aria Select is mounted: the same label, button and message, in
 * plain elements. A server-rendered page hydrates this, and the Select replaces it in a transition right after.
 */
export function SelectFieldPreview({
  label,
  options,
  selectedId,
  placeholder,
  errorMessage,
  isDisabled,
  isOptional,
}: Pick<SelectFieldProps, 'label' | 'options' | 'selectedId' | 'errorMessage' | 'isDisabled'> & {
  placeholder: string;
  isOptional: boolean;
}) {
  const labelId = useId();
  const valueId = useId();
  const selected = options.find((option) => option.id === selectedId);
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        {isOptional ? `${label} ` : label}
        {isOptional && <span className={styles.optional}>(facultatif)</span>}
      </span>
      <button
        type="button"
        className={`${styles.input} ${styles.selectButton}`}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
      >
        <span id={valueId} className={styles.selectValue} data-placeholder={selected ? undefined : true}>
          {selected ? selected.label : placeholder}
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      {errorMessage && <span className={styles.error}>{errorMessage}</span>}
    </div>
  );
}
