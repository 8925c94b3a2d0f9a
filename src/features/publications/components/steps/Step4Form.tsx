import { mergeStepData } from '../../../../../machines/wizard/mergeStepData.ts';
import type { StepFormProps } from '../../types/stepForm.ts';
import { CommercialFieldset } from '../commercial/CommercialFieldset.tsx';
import { PhysicalFieldset } from '../commercial/PhysicalFieldset.tsx';
import styles from '../commercial/Commercial.module.css';

/** Step 4: the commercial and physical data of the publication. */
export function Step4Form({ publication, draft, onChange, errors, isDisabled }: StepFormProps) {
  // A field the user emptied is null in the draft and must not fall back to the loaded value.
  const values = mergeStepData(publication, draft);
  return (
    <div className={styles.fieldsets}>
      <CommercialFieldset values={values} onChange={onChange} errors={errors} isDisabled={isDisabled} />
      <PhysicalFieldset values={values} onChange={onChange} errors={errors} isDisabled={isDisabled} />
    </div>
  );
}
