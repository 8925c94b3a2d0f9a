import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { Marque } from '../../api/getMarques.ts';
import { addressSummary } from '../../utils/marqueAddress.ts';
import styles from './MarqueChoice.module.css';

export interface MarqueChoiceProps {
  marques: readonly Marque[];
  selectedId: number | null;
  onChange(id: number): void;
  errorMessage?: string | undefined;
  isDisabled: boolean;
}

/** The editorial brand among those of the EAN's publisher, each told apart by its address. */
export function MarqueChoice({ marques, selectedId, onChange, errorMessage, isDisabled }: MarqueChoiceProps) {
  return (
    <RadioGroup
      className={styles.group}
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => onChange(Number(value))}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      isRequired
      validationBehavior="aria"
    >
      <Label className={styles.label}>{L.IdMarque}</Label>
      <div className={styles.options}>
        {marques.map((marque) => (
          <Radio key={marque.Id} value={String(marque.Id)} className={styles.option}>
            <span aria-hidden="true" className={styles.mark} />
            <span className={styles.text}>
              <span className={styles.name}>{marque.Libelle}</span>
              <span className={styles.summary}>{addressSummary(marque.Adresse)}</span>
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
