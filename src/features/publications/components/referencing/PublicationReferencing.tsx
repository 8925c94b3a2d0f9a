import { formatPrice } from '../../../../../domain/formatPrice.ts';
import { authorReadOnlyReason } from '../../../../../domain/publication/authorReadOnly.ts';
import {
  COUVERTURE_LABELS,
  REFERENCING_TEXTS as T,
  referencingStateText,
} from '../../../../../domain/referencing/referencingTexts.ts';
import { TitledSection } from '../../../../components/ui/TitledSection.tsx';
import type { Publication } from '../../api/getPublication.ts';
import type { ReferencingCorrectionActorRef } from '../../hooks/useReferencingCorrectionActor.ts';
import { DetailItem } from '../detail/DetailItem.tsx';
import detail from '../detail/PublicationDetail.module.css';
import { CatalogueMessages } from './CatalogueMessages.tsx';
import { CorrectReferencing } from './CorrectReferencing.tsx';
import { OrderReferencingButton } from './ReferencingOffer.tsx';
import styles from './Referencing.module.css';

export interface PublicationReferencingProps {
  publication: Publication;
  /** Takes the publication back once the catalogue rejected it. */
  correction: ReferencingCorrectionActorRef;
}

/**
 * The « Référencement » of a publication's page: where it stands with the catalogue and since when, what pays it,
 * the catalogue's messages, and what the author may do: order it, or take a rejected publication back to fix it.
 */
export function PublicationReferencing({ publication, correction }: PublicationReferencingProps) {
  const r = publication.Referencement;
  // Paid before validation: the state says so already.
  const lead = r.Etat === 'nonValidee' && r.Paye ? null : T.leads[r.Etat];
  const orderable = r.Etat === 'aPayer' ? r.IdProduit : undefined;
  const rejected = r.Etat === 'rejetee';
  // Once submitted again, the wizard is closed to the author until the moderation answers (or they withdraw it).
  const correctable = r.Etat === 'aCorriger' && authorReadOnlyReason(publication.IdEtatPublication) === null;
  return (
    <TitledSection title={T.sectionTitle} className={detail.section} titleClassName={detail.sectionTitle}>
      {lead && <p className={styles.lead}>{lead}</p>}
      <dl className={detail.items}>
        <DetailItem label={T.state}>{referencingStateText(r)}</DetailItem>
        {r.Couverture ? (
          <DetailItem label={T.payment}>{COUVERTURE_LABELS[r.Couverture]}</DetailItem>
        ) : (
          <DetailItem label={T.price}>{formatPrice(r.PrixCentimes)}</DetailItem>
        )}
      </dl>
      {r.Messages.length > 0 && (
        <CatalogueMessages idPublication={publication.Id} messages={r.Messages} linkToSteps={correctable} />
      )}
      {(orderable !== undefined || rejected) && (
        <div className={styles.actions}>
          {orderable !== undefined && (
            <OrderReferencingButton
              idPublication={publication.Id}
              idProduit={orderable}
              prixCentimes={r.PrixCentimes}
            />
          )}
          {rejected && <CorrectReferencing publication={publication} correction={correction} />}
        </div>
      )}
    </TitledSection>
  );
}
