import { authorReadOnlyReason } from '../../../../../domain/publication/authorReadOnly.ts';
import { ETAT_PUBLICATION } from '../../../../../domain/referenceIds.ts';
import { coverAlt, NOT_GIVEN, PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import { formatDate } from '../../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../../domain/formatPrice.ts';
import { REFERENCING_TEXTS, referencingStateText } from '../../../../../domain/referencing/referencingTexts.ts';
import type { PublicationResume } from '../../api/getPublicationPage.ts';
import { formatEan } from '../../utils/formatEan.ts';
import { publicationPath } from '../../utils/wizardPath.ts';
import { CoverImage } from '../CoverImage.tsx';
import { OrderReferencingButton } from '../referencing/ReferencingOffer.tsx';
import { PublicationStateBadge } from './PublicationStateBadge.tsx';
import { RefusalSummary } from './RefusalSummary.tsx';
import { titleOf, volumeOf } from './publicationText.ts';
import styles from './PublicationList.module.css';
import { Fact } from '../../../../components/ui/Fact.tsx';

export interface PublicationCardProps {
  publication: PublicationResume;
  isDisabled: boolean;
  onDelete(publication: PublicationResume): void;
}

/**
 * One publication of « Mes publications »: what identifies it, its state (and why it was refused), where its
 * referencing stands, and what its author may do with it: change or delete it only as a draft or once refused,
 * order its referencing once validated.
 */
export function PublicationCard({ publication, isDisabled, onDelete }: PublicationCardProps) {
  const titre = titleOf(publication);
  const editable = authorReadOnlyReason(publication.IdEtatPublication) === null;
  const refused = publication.IdEtatPublication === ETAT_PUBLICATION.refusee;
  const editLabel = refused ? 'Corriger la publication' : 'Modifier';
  const volume = volumeOf(publication);
  const titleId = `publication-${publication.Id}`;
  const referencement = publication.Referencement;
  const orderable = referencement?.Etat === 'aPayer' ? referencement.IdProduit : undefined;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <CoverImage source={publication.VisuelCouverture} alt={coverAlt(titre)} size="small" />
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {titre}
          </h2>
          <PublicationStateBadge idEtatPublication={publication.IdEtatPublication} />
        </div>
        {volume && <p className={styles.volume}>{volume}</p>}
        {publication.Auteurs.length > 0 && <p className={styles.authors}>{publication.Auteurs.join(', ')}</p>}
        <dl className={styles.facts}>
          <Fact term={L.Ean}>{formatEan(publication.Ean)}</Fact>
          <Fact term="Marque">{publication.LibelleMarque ?? NOT_GIVEN}</Fact>
          <Fact term="Parution">{publication.DateParution ? formatDate(publication.DateParution) : NOT_GIVEN}</Fact>
          <Fact term={L.PrixTTC}>
            {publication.PrixTTCCentimes === null ? NOT_GIVEN : formatPrice(publication.PrixTTCCentimes)}
          </Fact>
          {referencement && <Fact term={REFERENCING_TEXTS.sectionTitle}>{referencingStateText(referencement)}</Fact>}
        </dl>
        {refused && publication.Moderation && !publication.Moderation.Accepte && (
          <RefusalSummary moderation={publication.Moderation} />
        )}
      </div>
      <div className={styles.actions}>
        {referencement && orderable !== undefined && (
          <OrderReferencingButton
            idPublication={publication.Id}
            idProduit={orderable}
            prixCentimes={referencement.PrixCentimes}
            aria-label={REFERENCING_TEXTS.orderOf(titre)}
          />
        )}
        <ButtonLink variant="secondary" to={publicationPath(publication.Id)} aria-label={`Voir « ${titre} »`}>
          Voir
        </ButtonLink>
        {editable && (
          <>
            {/* Without a step, the wizard opens at the first step still to complete. */}
            <ButtonLink
              variant="secondary"
              to={`${publicationPath(publication.Id)}/edit`}
              aria-label={`${editLabel} « ${titre} »`}
            >
              {editLabel}
            </ButtonLink>
            <Button
              variant="ghost"
              isDisabled={isDisabled}
              onPress={() => onDelete(publication)}
              aria-label={`Supprimer « ${titre} »`}
            >
              Supprimer
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
