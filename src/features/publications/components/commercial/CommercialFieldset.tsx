import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { DISPONIBILITE } from '../../../../../domain/referenceIds.ts';
import type { PublicationSaisie, StepData, StepErrors } from '../../types/stepForm.ts';
import { asPublicationNumber, parsePrice, priceText, type TypedNumber } from '../../utils/numericInput.ts';
import { parsePublicationDate, publicationDateText } from '../../utils/publicationDateText.ts';
import { ConvertedTextField } from './ConvertedTextField.tsx';
import { ImpressionDemandeCheckbox } from './ImpressionDemandeCheckbox.tsx';
import { ReferenceSelectField } from './ReferenceSelectField.tsx';
import styles from './Commercial.module.css';

export interface CommercialFieldsetProps {
  /** The publication with the step's changes over it. */
  values: PublicationSaisie;
  onChange(patch: StepData): void;
  errors: StepErrors;
  isDisabled: boolean;
}

function parseGenCod(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Date of publication, availability, price, distributor and print on demand. */
export function CommercialFieldset({ values, onChange, errors, isDisabled }: CommercialFieldsetProps) {
  const forthcoming = values.IdDisponibilite === DISPONIBILITE.aParaitre;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Données commerciales</legend>
      <div className={styles.row}>
        <ConvertedTextField<string | null>
          label={L.DateParution}
          name="DateParution"
          value={values.DateParution}
          parse={parsePublicationDate}
          format={publicationDateText}
          onChange={(DateParution) => onChange({ DateParution })}
          description="Au format jj/mm/aaaa"
          errorMessage={errors['/DateParution']}
          isDisabled={isDisabled}
        />
        <ReferenceSelectField
          label={L.IdDisponibilite}
          name="IdDisponibilite"
          list="disponibilites"
          selectedId={values.IdDisponibilite}
          onChange={(id) => {
            if (id !== null) onChange({ IdDisponibilite: id });
          }}
          errorMessage={errors['/IdDisponibilite']}
          isDisabled={isDisabled}
        />
      </div>
      <div className={styles.row}>
        <ConvertedTextField<TypedNumber>
          label={`${L.PrixTTC} (€)`}
          name="PrixTTC"
          value={values.PrixTTC}
          parse={parsePrice}
          format={priceText}
          onChange={(price) => onChange({ PrixTTC: asPublicationNumber(price) })}
          optionalNote={forthcoming ? '(facultatif pour une publication à paraître)' : undefined}
          inputMode="decimal"
          errorMessage={errors['/PrixTTC']}
          isDisabled={isDisabled}
        />
        <ConvertedTextField<string | null>
          label={L.GenCod}
          name="GenCod"
          value={values.GenCod}
          parse={parseGenCod}
          format={(genCod) => genCod ?? ''}
          onChange={(GenCod) => onChange({ GenCod })}
          optionalNote="(facultatif)"
          inputMode="numeric"
          errorMessage={errors['/GenCod']}
          isDisabled={isDisabled}
        />
      </div>
      <ImpressionDemandeCheckbox
        isSelected={values.ImpressionDemande ?? false}
        onChange={(ImpressionDemande) => onChange({ ImpressionDemande })}
        isDisabled={isDisabled}
      />
    </fieldset>
  );
}
