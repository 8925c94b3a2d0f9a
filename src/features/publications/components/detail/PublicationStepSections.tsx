import { coverAlt, PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { WIZARD_STEP_TABLE } from '../../../../../domain/publication/wizardSteps.ts';
import { formatDate } from '../../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../../domain/formatPrice.ts';
import type { Publication } from '../../api/getPublication.ts';
import { formatEan } from '../../utils/formatEan.ts';
import { CoverImage } from '../CoverImage.tsx';
import { titleOf } from '../list/publicationText.ts';
import { ContributionList } from './ContributionList.tsx';
import { DetailItem } from './DetailItem.tsx';
import { DetailSection } from './DetailSection.tsx';
import { formatMeasure } from './formatMeasure.ts';
import { FourthCover } from './FourthCover.tsx';
import { labelOf, labelsOf, sujetPath } from './referenceLabels.ts';
import type { PublicationReferenceLists } from './usePublicationReferenceLists.ts';
import { yesNo } from './yesNo.ts';
import styles from './PublicationDetail.module.css';

/** The fields the five steps show. */
export type StepSectionsPublication = Pick<
  Publication,
  | 'Ean'
  | 'IdsLangues'
  | 'Titre'
  | 'Serie'
  | 'NumeroVolume'
  | 'TitreVolume'
  | 'AuteurContribution'
  | 'LibelleMarque'
  | 'IdDisponibilite'
  | 'DateParution'
  | 'PrixTTC'
  | 'NombrePage'
  | 'Format_Poids'
  | 'Format_Hauteur'
  | 'Format_Largeur'
  | 'Format_Epaisseur'
  | 'IdFormat'
  | 'IdIllustration'
  | 'Coffret'
  | 'GenCod'
  | 'ImpressionDemande'
  | 'IdTypeOuvrage'
  | 'IdSujet'
  | 'Resume'
  | 'PageTitre'
  | 'Argumentaire'
  | 'VisuelCouverture'
  | 'QuatriemeCouverture'
>;

export interface PublicationStepSectionsProps {
  publication: StepSectionsPublication;
  lists: PublicationReferenceLists;
}

/** What each of the wizard's five steps declared, a section each (the publication's page, the review). */
export function PublicationStepSections({ publication: p, lists }: PublicationStepSectionsProps) {
  const titre = titleOf(p);
  return (
    <>
      <DetailSection title={WIZARD_STEP_TABLE[1].label}>
        <DetailItem label={L.Ean}>{formatEan(p.Ean)}</DetailItem>
        <DetailItem label={L.IdsLangues}>{labelsOf(lists.langues, p.IdsLangues)}</DetailItem>
      </DetailSection>

      <DetailSection title={WIZARD_STEP_TABLE[2].label}>
        <DetailItem label={L.Titre}>{p.Titre}</DetailItem>
        <DetailItem label={L.Serie}>{yesNo(p.Serie)}</DetailItem>
        {p.Serie && (
          <>
            <DetailItem label={L.NumeroVolume}>{p.NumeroVolume}</DetailItem>
            <DetailItem label={L.TitreVolume}>{p.TitreVolume}</DetailItem>
          </>
        )}
        <DetailItem label={L.AuteurContribution} wide>
          {p.AuteurContribution.length > 0 ? (
            <ContributionList contributions={p.AuteurContribution} lists={lists} />
          ) : null}
        </DetailItem>
      </DetailSection>

      <DetailSection title={WIZARD_STEP_TABLE[3].label}>
        <DetailItem label={L.IdMarque}>{p.LibelleMarque}</DetailItem>
      </DetailSection>

      <DetailSection title={WIZARD_STEP_TABLE[4].label}>
        <DetailItem label={L.IdDisponibilite}>{labelOf(lists.disponibilites, p.IdDisponibilite)}</DetailItem>
        <DetailItem label={L.DateParution}>{p.DateParution ? formatDate(p.DateParution) : null}</DetailItem>
        {/* PrixTTC is in euros here, the price formatter counts cents. */}
        <DetailItem label={L.PrixTTC}>
          {p.PrixTTC === null ? null : formatPrice(Math.round(p.PrixTTC * 100))}
        </DetailItem>
        <DetailItem label={L.NombrePage}>
          {formatMeasure(p.NombrePage, p.NombrePage === 1 ? 'page' : 'pages')}
        </DetailItem>
        <DetailItem label={L.Format_Poids}>{formatMeasure(p.Format_Poids, 'g')}</DetailItem>
        <DetailItem label={L.Format_Hauteur}>{formatMeasure(p.Format_Hauteur, 'mm')}</DetailItem>
        <DetailItem label={L.Format_Largeur}>{formatMeasure(p.Format_Largeur, 'mm')}</DetailItem>
        <DetailItem label={L.Format_Epaisseur}>{formatMeasure(p.Format_Epaisseur, 'mm')}</DetailItem>
        <DetailItem label={L.IdFormat}>{labelOf(lists.formats, p.IdFormat)}</DetailItem>
        <DetailItem label={L.IdIllustration}>{labelOf(lists.illustrations, p.IdIllustration)}</DetailItem>
        <DetailItem label={L.Coffret}>{yesNo(p.Coffret)}</DetailItem>
        <DetailItem label={L.GenCod}>{p.GenCod}</DetailItem>
        <DetailItem label={L.ImpressionDemande}>{yesNo(p.ImpressionDemande)}</DetailItem>
      </DetailSection>

      <DetailSection title={WIZARD_STEP_TABLE[5].label}>
        <DetailItem label={L.IdTypeOuvrage}>{labelOf(lists.typesOuvrage, p.IdTypeOuvrage)}</DetailItem>
        <DetailItem label={L.IdSujet}>{sujetPath(lists.sujets, p.IdSujet)}</DetailItem>
        <DetailItem label={L.Resume} wide>
          {p.Resume ? <span className={styles.text}>{p.Resume}</span> : null}
        </DetailItem>
        {p.PageTitre && (
          <DetailItem label={L.PageTitre} wide>
            <span className={styles.text}>{p.PageTitre}</span>
          </DetailItem>
        )}
        {p.Argumentaire && (
          <DetailItem label={L.Argumentaire} wide>
            <span className={styles.text}>{p.Argumentaire}</span>
          </DetailItem>
        )}
        <DetailItem label="Couverture">
          {p.VisuelCouverture ? <CoverImage source={p.VisuelCouverture} alt={coverAlt(titre)} size="large" /> : null}
        </DetailItem>
        <DetailItem label={L.QuatriemeCouverture}>
          {p.QuatriemeCouverture ? <FourthCover address={p.QuatriemeCouverture} titre={titre} ean={p.Ean} /> : null}
        </DetailItem>
      </DetailSection>
    </>
  );
}
