import { formatDate } from '../../../../lib/format/formatDate.ts';
import { formatPrice } from '../../../../lib/format/formatPrice.ts';
import type { Publication } from '../../api/getPublication.ts';
import { formatEan } from '../../utils/formatEan.ts';
import { STEP_TITLES } from '../../utils/wizardSteps.ts';
import { CoverImage } from '../CoverImage.tsx';
import { PublicationStateBadge } from '../list/PublicationStateBadge.tsx';
import { titleOf } from '../list/publicationText.ts';
import { ContributionList } from './ContributionList.tsx';
import { DetailItem } from './DetailItem.tsx';
import { DetailSection } from './DetailSection.tsx';
import { formatMeasure } from './formatMeasure.ts';
import { FourthCover } from './FourthCover.tsx';
import { ModerationItems } from './ModerationItems.tsx';
import { labelOf, labelsOf, sujetPath } from './referenceLabels.ts';
import type { PublicationReferenceLists } from './usePublicationReferenceLists.ts';
import { yesNo } from './yesNo.ts';
import styles from './PublicationDetail.module.css';

export interface PublicationDetailProps {
  publication: Publication;
  lists: PublicationReferenceLists;
}

/** Everything declared for a publication, grouped as the wizard's steps ask for it. */
export function PublicationDetail({ publication: p, lists }: PublicationDetailProps) {
  const titre = titleOf(p);
  return (
    <div className={styles.sections}>
      <DetailSection title="Suivi">
        <DetailItem label="État">
          <PublicationStateBadge idEtatPublication={p.IdEtatPublication} announceAsState={false} />
        </DetailItem>
        <DetailItem label="Dernière modification">{formatDate(p.DateMaj)}</DetailItem>
        {p.Moderation && <ModerationItems moderation={p.Moderation} />}
      </DetailSection>

      <DetailSection title={STEP_TITLES[1]}>
        <DetailItem label="EAN">{formatEan(p.Ean)}</DetailItem>
        <DetailItem label="Langues">{labelsOf(lists.langues, p.IdsLangues)}</DetailItem>
      </DetailSection>

      <DetailSection title={STEP_TITLES[2]}>
        <DetailItem label="Titre">{p.Titre}</DetailItem>
        <DetailItem label="Volume d'une série">{yesNo(p.Serie)}</DetailItem>
        {p.Serie && (
          <>
            <DetailItem label="Numéro de volume">{p.NumeroVolume}</DetailItem>
            <DetailItem label="Titre du volume">{p.TitreVolume}</DetailItem>
          </>
        )}
        <DetailItem label="Auteurs et contributeurs" wide>
          {p.AuteurContribution.length > 0 ? <ContributionList contributions={p.AuteurContribution} lists={lists} /> : null}
        </DetailItem>
      </DetailSection>

      <DetailSection title={STEP_TITLES[3]}>
        <DetailItem label="Marque éditoriale">{p.LibelleMarque}</DetailItem>
      </DetailSection>

      <DetailSection title={STEP_TITLES[4]}>
        <DetailItem label="Disponibilité">{labelOf(lists.disponibilites, p.IdDisponibilite)}</DetailItem>
        <DetailItem label="Date de parution">{p.DateParution ? formatDate(p.DateParution) : null}</DetailItem>
        {/* PrixTTC is in euros here, the price formatter counts cents. */}
        <DetailItem label="Prix TTC">{p.PrixTTC === null ? null : formatPrice(Math.round(p.PrixTTC * 100))}</DetailItem>
        <DetailItem label="Nombre de pages">{formatMeasure(p.NombrePage, p.NombrePage === 1 ? 'page' : 'pages')}</DetailItem>
        <DetailItem label="Poids">{formatMeasure(p.Format_Poids, 'g')}</DetailItem>
        <DetailItem label="Hauteur">{formatMeasure(p.Format_Hauteur, 'mm')}</DetailItem>
        <DetailItem label="Largeur">{formatMeasure(p.Format_Largeur, 'mm')}</DetailItem>
        <DetailItem label="Épaisseur">{formatMeasure(p.Format_Epaisseur, 'mm')}</DetailItem>
        <DetailItem label="Format">{labelOf(lists.formats, p.IdFormat)}</DetailItem>
        <DetailItem label="Illustration">{labelOf(lists.illustrations, p.IdIllustration)}</DetailItem>
        <DetailItem label="Coffret">{yesNo(p.Coffret)}</DetailItem>
        <DetailItem label="Gencod du distributeur">{p.GenCod}</DetailItem>
        <DetailItem label="Impression à la demande">{yesNo(p.ImpressionDemande)}</DetailItem>
      </DetailSection>

      <DetailSection title={STEP_TITLES[5]}>
        <DetailItem label="Type d'ouvrage">{labelOf(lists.typesOuvrage, p.IdTypeOuvrage)}</DetailItem>
        <DetailItem label="Sujet">{sujetPath(lists.sujets, p.IdSujet)}</DetailItem>
        <DetailItem label="Résumé" wide>
          {p.Resume ? <span className={styles.text}>{p.Resume}</span> : null}
        </DetailItem>
        {p.PageTitre && (
          <DetailItem label="Page de titre" wide>
            <span className={styles.text}>{p.PageTitre}</span>
          </DetailItem>
        )}
        {p.Argumentaire && (
          <DetailItem label="Argumentaire" wide>
            <span className={styles.text}>{p.Argumentaire}</span>
          </DetailItem>
        )}
        <DetailItem label="Couverture">
          {p.VisuelCouverture ? <CoverImage source={p.VisuelCouverture} alt={`Couverture de ${titre}`} size="large" /> : null}
        </DetailItem>
        <DetailItem label="Quatrième de couverture">
          {p.QuatriemeCouverture ? <FourthCover address={p.QuatriemeCouverture} titre={titre} ean={p.Ean} /> : null}
        </DetailItem>
      </DetailSection>
    </div>
  );
}
