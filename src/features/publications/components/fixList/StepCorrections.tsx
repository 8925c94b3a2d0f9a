import type { RefObject } from 'react';
import { FIX_LIST_TEXTS as T, remainingCorrections } from '../../../../../domain/publication/fixList.ts';
import type { WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import { useCorrections } from '../../api/getCorrections.ts';
import { CorrectionCard } from './CorrectionCard.tsx';
import { focusField } from './focusField.ts';
import { refusedPublication, type WizardPublication } from './refusedPublication.ts';
import styles from './FixList.module.css';

export interface StepCorrectionsProps {
  publication: WizardPublication;
  step: WizardStep;
  /** The step's form, where « Aller au champ » finds the item's field. */
  formRef: RefObject<HTMLElement | null>;
}

/**
 * At the top of a wizard step, the items of the last refusal that concern it, each with its way to the field.
 * Nothing is asked without a refusal, and nothing shows while the list loads: the step stays usable.
 */
export function StepCorrections({ publication, step, formRef }: StepCorrectionsProps) {
  const idPublication = publication.Id ?? null;
  const refused = refusedPublication(publication);
  const corrections = useCorrections(idPublication, refused);
  if (idPublication === null || !refused) return null;
  if (corrections.isError) {
    return <ErrorState message={errorMessage(corrections.error)} onRetry={() => void corrections.refetch()} />;
  }
  const items = corrections.data?.Elements.filter((correction) => correction.Etape === step) ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="corrections-etape">
      <h3 id="corrections-etape" className={styles.title}>
        {T.title}
      </h3>
      <p className={styles.count} role="status">
        {T.onStep(remainingCorrections(items))}
      </p>
      {corrections.data?.Commentaire && <p className={styles.comment}>{corrections.data.Commentaire}</p>}
      <ul className={styles.items}>
        {items.map((correction) => {
          const champ = correction.Champ;
          return (
            <CorrectionCard
              key={correction.Id}
              idPublication={idPublication}
              correction={correction}
              onGoToField={champ === null ? undefined : () => focusField(formRef.current, champ)}
            />
          );
        })}
      </ul>
    </section>
  );
}
