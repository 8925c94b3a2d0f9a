import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { REVIEW_TEXTS as T } from '../../../../../domain/publication/reviewTexts.ts';
import {
  selectError,
  selectPublication,
  selectReview,
  selectReviewStatus,
} from '../../../../../machines/wizard/selectors.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import { TitledSection } from '../../../../components/ui/TitledSection.tsx';
import form from '../../../../components/ui/Form.module.css';
import type { Publication } from '../../api/getPublication.ts';
import { useWizardEvents, type WizardActorRef } from '../../hooks/useWizardEvents.ts';
import { PublicationStepSections } from '../detail/PublicationStepSections.tsx';
import { usePublicationReferenceLists } from '../detail/usePublicationReferenceLists.ts';
import detail from '../detail/PublicationDetail.module.css';
import { FicheLibraire } from '../ficheLibraire/FicheLibraire.tsx';
import { VerificationPoints } from './VerificationPoints.tsx';
import styles from './WizardReview.module.css';

export interface WizardReviewProps {
  actor: WizardActorRef;
}

/** The five steps as saved, shown once the lists that name their ids are read. */
function StepsSummary({ publication }: { publication: Publication }) {
  const lists = usePublicationReferenceLists();
  if (lists.status === 'pending') return <LoadingState minHeight="12rem" />;
  if (lists.status === 'error') return <ErrorState message={T.ficheMissing} onRetry={lists.retry} />;
  return (
    <div className={detail.sections}>
      <PublicationStepSections publication={publication} lists={lists.lists} />
    </div>
  );
}

/**
 * The review after Valider: the points of the checks (blocking ones first, each with Corriger), the Fiche libraire
 * and the five steps as saved; Soumettre is refused, with why, while a point blocks; Modifier goes back to step 5.
 */
export function WizardReview({ actor }: WizardReviewProps) {
  const events = useWizardEvents(actor);
  const status = useSelector(actor, selectReviewStatus);
  const review = useSelector(actor, selectReview);
  const error = useSelector(actor, selectError);
  // Saved by Publication_Update just before: the whole publication as the server answered it.
  const publication = useSelector(actor, selectPublication) as Publication;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const blockingCount = review?.verification.Points.filter((p) => p.Niveau === 'bloquant').length ?? 0;
  const submitting = status === 'submitting';

  return (
    <div className={styles.review}>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {T.title}
      </h2>
      <p className={styles.intro}>{T.intro}</p>
      {status === 'loading' && <LoadingState label={T.loading} minHeight="20rem" />}
      {status === 'failed' && (
        <>
          <ErrorState message={error ?? ''} onRetry={events.retry} />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={events.edit}>
              {T.edit}
            </Button>
          </div>
        </>
      )}
      {review !== null && (status === 'ready' || submitting) && (
        <>
          <TitledSection title={T.pointsTitle} className={styles.section} titleClassName={styles.title}>
            <VerificationPoints points={review.verification.Points} onFix={submitting ? undefined : events.fix} />
          </TitledSection>
          <div className={styles.actions}>
            <Button variant="secondary" isDisabled={submitting} onPress={events.edit}>
              {T.edit}
            </Button>
            <Button
              isDisabled={submitting || review.verification.Bloquant}
              onPress={events.submit}
              aria-describedby={review.verification.Bloquant ? 'review-blocked' : undefined}
            >
              {T.submit}
            </Button>
            {review.verification.Bloquant && (
              <p id="review-blocked" className={styles.explanation}>
                {T.blocked(blockingCount)}
              </p>
            )}
            <p role="status" className={form.hint}>
              {submitting ? T.submitting : ''}
            </p>
          </div>
          <div className={form.feedbackSlot} role="alert">
            {error && <p className={form.failure}>{error}</p>}
          </div>
          <TitledSection title={T.ficheTitle} className={styles.section} titleClassName={styles.title}>
            <p className={styles.intro}>{T.ficheIntro}</p>
            {review.fiche === null ? <p>{T.ficheMissing}</p> : <FicheLibraire fiche={review.fiche} />}
          </TitledSection>
          <TitledSection title={T.summaryTitle} className={styles.summary} titleClassName={styles.title}>
            <StepsSummary publication={publication} />
          </TitledSection>
        </>
      )}
    </div>
  );
}
