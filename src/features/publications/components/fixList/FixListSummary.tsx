import { FIX_LIST_TEXTS as T, type Correction } from '../../../../../domain/publication/fixList.ts';
import { CorrectionStateBadge } from './CorrectionStateBadge.tsx';
import { correctionWhere } from './correctionWhere.ts';
import styles from './FixList.module.css';

export interface FixListSummaryProps {
  corrections: readonly Correction[];
  /** What introduces the author's answer: « Votre réponse : » to the author, another wording to staff. */
  answerLabel?: string;
}

/** The items of a refusal read only: reason, where, comment, and what the author did (state and answer). */
export function FixListSummary({ corrections, answerLabel = T.yourAnswer }: FixListSummaryProps) {
  return (
    <ul className={styles.items}>
      {corrections.map((correction) => (
        <li key={correction.Id} className={styles.item}>
          <div className={styles.itemHead}>
            <strong>{correction.RaisonRefus.Libelle}</strong>
            <CorrectionStateBadge etat={correction.Etat} />
          </div>
          <p className={styles.where}>{correctionWhere(correction)}</p>
          {correction.Commentaire && <p className={styles.comment}>{correction.Commentaire}</p>}
          {correction.Reponse && (
            <p className={styles.answer}>
              <span className={styles.answerLabel}>{answerLabel}</span> {correction.Reponse}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
