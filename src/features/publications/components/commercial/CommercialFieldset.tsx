import { DISPONIBILITE_A_PARAITRE } from '../../../../../domain/validation/keywords/dateParution.ts';
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
  const forthcoming = values.IdDisponibilite === DISPONIBILITE_A_PARAITRE;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Données commerciales</legend>
      <div className={styles.row}>
        <ConvertedTextField<string | null>
          label="Date de parution"
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
          label="Disponibilité"
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
          label="Prix TTC (€)"
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
          label="Gencod du distributeur"
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
