import {
  STAFF_COUVERTURE_LABELS,
  REFERENCING_TEXTS as T,
  referencingStateText,
} from '../../../../domain/referencing/referencingTexts.ts';
import { TitledSection } from '../../../components/ui/TitledSection.tsx';
import {
  CatalogueMessages,
  PublicationDetailItem,
  publicationDetailStyles as detail,
} from '../../publications/public.ts';
import type { BoPublication } from '../api/getBoPublication.ts';

/** Where the publication stands with the catalogue, as its author reads it, for staff answering their questions. */
export function StaffReferencingSection({ publication }: { publication: BoPublication }) {
  const r = publication.Referencement;
  return (
    <TitledSection title={T.sectionTitle} className={detail.section} titleClassName={detail.sectionTitle}>
      <dl className={detail.items}>
        <PublicationDetailItem label={T.state}>{referencingStateText(r)}</PublicationDetailItem>
        <PublicationDetailItem label={T.payment}>
          {r.Couverture ? STAFF_COUVERTURE_LABELS[r.Couverture] : T.unpaid}
        </PublicationDetailItem>
      </dl>
      {r.Messages.length > 0 && (
        <CatalogueMessages idPublication={publication.Id} messages={r.Messages} linkToSteps={false} />
      )}
    </TitledSection>
  );
}
