import { lazy, Suspense, useId } from 'react';
import form from '../../../../components/ui/Form.module.css';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import type { StepErrors } from '../../types/stepForm.ts';
import type { AuteurContribution } from '../../utils/authorRows.ts';
import { MultipleAuthorsCheckbox } from './MultipleAuthorsCheckbox.tsx';
import styles from './AuthorsSection.module.css';

// Drag and drop weighs on no other page: the list and dnd-kit come in their own chunk.
const AuthorsList = lazy(() => import('./AuthorsList.tsx').then((module) => ({ default: module.AuthorsList })));

export interface AuthorsSectionProps {
  contributions: readonly AuteurContribution[] | null | undefined;
  multiple: boolean;
  errors: StepErrors;
  isDisabled: boolean;
  onContributionsChange(contributions: AuteurContribution[]): void;
  onMultipleChange(multiple: boolean): void;
}

/** The contributions of step 2 and the « Auteurs multiples » box that lets the list grow past three. */
export function AuthorsSection({
  contributions,
  multiple,
  errors,
  isDisabled,
  onContributionsChange,
  onMultipleChange,
}: AuthorsSectionProps) {
  const titleId = useId();
  const listError = errors['/AuteurContribution'];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Auteurs et contributeurs
      </h3>
      <MultipleAuthorsCheckbox isSelected={multiple} onChange={onMultipleChange} isDisabled={isDisabled} />
      <div className={form.feedbackSlot} role="alert">
        {listError && <p className={form.failure}>{listError}</p>}
      </div>
      <Suspense fallback={<LoadingState minHeight="10rem" />}>
        <AuthorsList
          initialContributions={contributions}
          multiple={multiple}
          errors={errors}
          isDisabled={isDisabled}
          onChange={onContributionsChange}
        />
      </Suspense>
    </section>
  );
}
