import { REVIEW_TEXTS as T } from '../../../../domain/publication/reviewTexts.ts';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { publicationDetailStyles as detail, VerificationPoints } from '../../publications/public.ts';
import { useBoVerification } from '../api/getBoVerification.ts';
import type { BoPublication } from '../api/getBoPublication.ts';

/** The checks before submission on the publication as it stands, read only, for staff before they answer. */
export function StaffVerificationSection({ publication }: { publication: BoPublication }) {
  const verification = useBoVerification(publication.IdPersonne, publication.Id);
  return (
    <TitledSection title={T.staffTitle} className={detail.section} titleClassName={detail.sectionTitle}>
      <p>{T.staffIntro}</p>
      {verification.isError ? (
        <ErrorState message={errorMessage(verification.error)} onRetry={() => void verification.refetch()} />
      ) : verification.isPending ? (
        <LoadingState minHeight="6rem" />
      ) : (
        <VerificationPoints points={verification.data.Points} />
      )}
    </TitledSection>
  );
}
