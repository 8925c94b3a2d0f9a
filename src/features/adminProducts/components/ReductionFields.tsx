import { ADMIN_PRODUCT_TEXTS } from '../../../../domain/basket/boProductTexts.ts';
import { TYPE_REDUCTION } from '../../../../domain/referenceIds.ts';
import { DateInput } from '../../../components/table/DateInput.tsx';
import form from '../../../components/ui/Form.module.css';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { DraftErrors, ReductionDraft } from './productForm.ts';

const T = ADMIN_PRODUCT_TEXTS.fields;

export interface ReductionFieldsProps {
  values: ReductionDraft;
  onChange: (values: ReductionDraft) => void;
  errors: DraftErrors;
  isDisabled: boolean;
}

/** A discount's kind, value and validity dates. */
export function ReductionFields({ values, onChange, errors, isDisabled }: ReductionFieldsProps) {
  const set = <K extends keyof ReductionDraft>(name: K, value: ReductionDraft[K]) =>
    onChange({ ...values, [name]: value });
  const isPercent = values.IdTypeReduction === TYPE_REDUCTION.pourcentage;
  return (
    <>
      <div className={form.row}>
        <SelectField
          label={T.kind}
          options={[
            { id: TYPE_REDUCTION.pourcentage, label: T.percent },
            { id: TYPE_REDUCTION.prix, label: T.amount },
          ]}
          selectedId={values.IdTypeReduction}
          onChange={(id) => set('IdTypeReduction', id ?? TYPE_REDUCTION.pourcentage)}
          isDisabled={isDisabled}
        />
        <TextField
          label={isPercent ? T.valeurPercent : T.valeurAmount}
          inputMode={isPercent ? 'numeric' : 'decimal'}
          value={values.valeur}
          onChange={(value) => set('valeur', value)}
          errorMessage={errors.valeur}
          isDisabled={isDisabled}
          maxLength={12}
        />
      </div>
      <div className={form.row}>
        <DateInput
          label={T.dateDebut}
          value={values.DateDebut}
          onChange={(value) => set('DateDebut', value)}
          isDisabled={isDisabled}
        />
        <DateInput
          label={T.dateFin}
          value={values.DateFin}
          onChange={(value) => set('DateFin', value)}
          errorMessage={errors.DateFin}
          isDisabled={isDisabled}
        />
      </div>
      <p className={form.hint}>{T.datesHint}</p>
    </>
  );
}
