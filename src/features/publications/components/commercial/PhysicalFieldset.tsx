import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import type { PublicationSaisie, StepData, StepErrors } from '../../types/stepForm.ts';
import { asPublicationNumber } from '../../utils/numericInput.ts';
import { YesNoField } from '../fields/YesNoField.tsx';
import { preventEnter } from './preventEnter.ts';
import { ReferenceSelectField } from './ReferenceSelectField.tsx';
import { WholeNumberField } from './WholeNumberField.tsx';
import styles from './Commercial.module.css';

export interface PhysicalFieldsetProps {
  /** The publication with the step's changes over it. */
  values: PublicationSaisie;
  onChange(patch: StepData): void;
  errors: StepErrors;
  isDisabled: boolean;
}

/** Format, illustration, pages, weight, dimensions and box set. */
export function PhysicalFieldset({ values, onChange, errors, isDisabled }: PhysicalFieldsetProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Données physiques</legend>
      <div className={styles.row}>
        <ReferenceSelectField
          label={L.IdFormat}
          name="IdFormat"
          list="formats"
          selectedId={values.IdFormat}
          onChange={(IdFormat) => onChange({ IdFormat })}
          errorMessage={errors['/IdFormat']}
          isDisabled={isDisabled}
        />
        <ReferenceSelectField
          label={L.IdIllustration}
          name="IdIllustration"
          isOptional
          list="illustrations"
          selectedId={values.IdIllustration}
          onChange={(IdIllustration) => onChange({ IdIllustration })}
          errorMessage={errors['/IdIllustration']}
          isDisabled={isDisabled}
        />
      </div>
      <div className={styles.row}>
        <WholeNumberField
          label={L.NombrePage}
          name="NombrePage"
          value={values.NombrePage}
          onChange={(count) => onChange({ NombrePage: asPublicationNumber(count) })}
          errorMessage={errors['/NombrePage']}
          isDisabled={isDisabled}
        />
        <WholeNumberField
          label={`${L.Format_Poids} (g)`}
          name="Format_Poids"
          value={values.Format_Poids}
          onChange={(weight) => onChange({ Format_Poids: asPublicationNumber(weight) })}
          errorMessage={errors['/Format_Poids']}
          isDisabled={isDisabled}
        />
      </div>
      <div className={styles.dimensions}>
        <WholeNumberField
          label={`${L.Format_Hauteur} (mm)`}
          name="Format_Hauteur"
          value={values.Format_Hauteur}
          onChange={(height) => onChange({ Format_Hauteur: asPublicationNumber(height) })}
          errorMessage={errors['/Format_Hauteur']}
          isDisabled={isDisabled}
        />
        <WholeNumberField
          label={`${L.Format_Largeur} (mm)`}
          name="Format_Largeur"
          value={values.Format_Largeur}
          onChange={(width) => onChange({ Format_Largeur: asPublicationNumber(width) })}
          errorMessage={errors['/Format_Largeur']}
          isDisabled={isDisabled}
        />
        <WholeNumberField
          label={`${L.Format_Epaisseur} (mm)`}
          name="Format_Epaisseur"
          value={values.Format_Epaisseur}
          onChange={(thickness) => onChange({ Format_Epaisseur: asPublicationNumber(thickness) })}
          errorMessage={errors['/Format_Epaisseur']}
          isDisabled={isDisabled}
        />
      </div>
      <YesNoField
        label={L.Coffret}
        name="Coffret"
        value={values.Coffret ?? null}
        onChange={(Coffret) => onChange({ Coffret })}
        errorMessage={errors['/Coffret']}
        isDisabled={isDisabled}
        onKeyDown={preventEnter}
      />
    </fieldset>
  );
}
