import { useLocation } from 'react-router-dom';
import { authorReadOnlyReason } from '../../../../../domain/publication/authorReadOnly.ts';
import { readOnlyArrivalReason } from '../../utils/readOnlyArrival.ts';
import styles from './PublicationDetail.module.css';

export interface ReadOnlyNoticeProps {
  idEtatPublication: number;
}

/**
 * Why the author cannot change this publication now. Announced when the wizard sent them here; otherwise it is
 * simply read with the page.
 */
export function ReadOnlyNotice({ idEtatPublication }: ReadOnlyNoticeProps) {
  const arrival = readOnlyArrivalReason(useLocation().state);
  const reason = authorReadOnlyReason(idEtatPublication);
  if (!reason) return null;
  return (
    <p className={styles.notice} role={arrival ? 'alert' : undefined}>
      {reason}
    </p>
  );
}
