import { formatDateTime } from '../../../../domain/frenchDates.ts';
import type { EtatService } from '../../../lib/api/types.ts';
import styles from './MonitoringStatus.module.css';
import { Fact } from '../../../components/ui/Fact.tsx';

/** The health report: overall status, database, and when it was measured. */
export function MonitoringStatus({ etat }: { etat: EtatService }) {
  const ok = etat.Statut === 'OK';
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt>Statut</dt>
        <dd className={ok ? styles.ok : styles.ko}>{etat.Statut}</dd>
      </div>
      <div className={styles.row}>
        <dt>Base de données</dt>
        <dd className={etat.Base ? styles.ok : styles.ko}>{etat.Base ? 'Disponible' : 'Indisponible'}</dd>
      </div>
      <Fact term="Horodatage" className={styles.row}>
        <time dateTime={etat.Horodatage}>{formatDateTime(etat.Horodatage)}</time>
      </Fact>
    </dl>
  );
}
