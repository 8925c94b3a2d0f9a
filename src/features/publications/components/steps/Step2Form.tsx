import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { clearVolumeOutsideSeries } from '../../../../../domain/publication/series.ts';
import { mergeStepData } from '../../../../../machines/wizard/mergeStepData.ts';
import form from '../../../../components/ui/Form.module.css';
import { TextField } from '../../../../components/ui/TextField.tsx';
import type { StepFormProps } from '../../types/stepForm.ts';
import { AuthorsSection } from '../authors/AuthorsSection.tsx';
import { YesNoField } from '../fields/YesNoField.tsx';
import wizard from '../wizard/PublicationWizard.module.css';

const orNull = (value: string) => (value === '' ? null : value);

/** Step 2: the title, the series and the contributions of the publication. */
export function Step2Form({ publication, draft, onChange, errors, isDisabled }: StepFormProps) {
  // A field the user emptied is null in the draft and must not fall back to the loaded value.
  const values = mergeStepData(publication, draft);

  function changeSerie(serie: boolean) {
    // The server clears the volume of a publication outside a series; the draft says so at once.
    onChange(clearVolumeOutsideSeries({ Serie: serie }));
  }

  return (
    <div className={wizard.fields}>
      <TextField
        label={L.Titre}
        name="Titre"
        value={values.Titre ?? ''}
        onChange={(value) => onChange({ Titre: orNull(value) })}
        errorMessage={errors['/Titre']}
        isDisabled={isDisabled}
      />
      <YesNoField
        label="La publication fait-elle partie d'une série ?"
        name="Serie"
        value={values.Serie ?? null}
        onChange={changeSerie}
        errorMessage={errors['/Serie']}
        isDisabled={isDisabled}
      />
      {values.Serie === true && (
        <div className={form.row}>
          <TextField
            label={L.NumeroVolume}
            name="NumeroVolume"
            description="Un nombre (12, 3.5, 2-3) ou un numéro en chiffres romains (XIV)."
            value={values.NumeroVolume ?? ''}
            onChange={(value) => onChange({ NumeroVolume: orNull(value) })}
            errorMessage={errors['/NumeroVolume']}
            isDisabled={isDisabled}
          />
          <TextField
            label={L.TitreVolume}
            name="TitreVolume"
            isOptional
            value={values.TitreVolume ?? ''}
            onChange={(value) => onChange({ TitreVolume: orNull(value) })}
            errorMessage={errors['/TitreVolume']}
            isDisabled={isDisabled}
          />
        </div>
      )}
      <AuthorsSection
        contributions={values.AuteurContribution}
        multiple={values.MultipleAuteurs === true}
        errors={errors}
        isDisabled={isDisabled}
        onContributionsChange={(AuteurContribution) => onChange({ AuteurContribution })}
        onMultipleChange={(MultipleAuteurs) => onChange({ MultipleAuteurs })}
      />
    </div>
  );
}
