import { raisonsRefusLabel } from '../../../../../domain/publication/moderationLabels.ts';
import { formatDate } from '../../../../../domain/frenchDates.ts';
import type { Publication } from '../../api/getPublication.ts';
import { DetailItem } from './DetailItem.tsx';
import styles from './PublicationDetail.module.css';

export interface ModerationItemsProps {
  moderation: NonNullable<Publication['Moderation']>;
}

/** The last answer of the moderation team. */
export function ModerationItems({ moderation }: ModerationItemsProps) {
  return (
    <>
      <DetailItem label="Réponse de la modération">
        {moderation.Accepte ? 'Publication acceptée' : 'Publication refusée'}
      </DetailItem>
      <DetailItem label="Date de la réponse">{formatDate(moderation.DateModeration)}</DetailItem>
      {!moderation.Accepte && (
        <DetailItem label={raisonsRefusLabel(moderation.RaisonsRefus.length)}>
          {moderation.RaisonsRefus.map((raison) => raison.Libelle).join(', ')}
        </DetailItem>
      )}
      {moderation.Commentaire && (
        <DetailItem label="Commentaire de la modération" wide>
          <span className={styles.text}>{moderation.Commentaire}</span>
        </DetailItem>
      )}
    </>
  );
}
