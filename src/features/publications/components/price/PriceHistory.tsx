import { PRICE_TEXTS as T } from '../../../../../domain/publication/priceChange.ts';
import type { PrixPublication } from '../../api/publicationPrices.ts';
import styles from './PriceSection.module.css';

export interface PriceHistoryProps {
  historique: PrixPublication['Historique'];
}

/** « Historique des prix »: the changes applied and cancelled, newest first. */
export function PriceHistory({ historique }: PriceHistoryProps) {
  return (
    <div className={styles.history}>
      <h3 id="historique-prix" className={styles.subtitle}>
        {T.history}
      </h3>
      {historique.length === 0 ? (
        <p className={styles.empty}>{T.noHistory}</p>
      ) : (
        <ul className={styles.historyList} aria-labelledby="historique-prix">
          {historique.map((change) => (
            <li key={change.Id} className={styles.historyItem}>
              <span>{T.historyLine(change.PrixTTCCentimes, change.DateEffet)}</span>
              <span className={change.Etat === 'annule' ? styles.cancelled : styles.applied}>
                {T.etat[change.Etat]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
