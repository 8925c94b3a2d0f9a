import { Link } from 'react-router-dom';
import { COMMANDE_TEXTS } from '../../../../domain/order/commandeTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { TRAINING_TEXTS } from '../../../../domain/order/trainingTexts.ts';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import type { FormationReservee } from '../api/getFormationsReservees.ts';
import { AttendanceBadge } from './AttendanceBadge.tsx';
import styles from './Trainings.module.css';
import { Fact } from '../../../components/ui/Fact.tsx';
import { TrainingAttendees } from './TrainingAttendees.tsx';

/**
 * A booked session: who attends it, when and where (or the virtual classroom), its documents, the attendance and the
 * order.
 */
export function TrainingFollowUp({ formation }: { formation: FormationReservee }) {
  return (
    <div className={styles.followUp}>
      <TrainingAttendees booking={{ id: formation.IdProduit, idCommandeProduit: formation.IdCommandeProduit }} />
      <section className={styles.panel} aria-labelledby="formation-session">
        <h2 id="formation-session" className={styles.panelTitle}>
          Session
        </h2>
        <dl className={styles.details}>
          <Fact term="Dates">{formatDateRange(formation.Session.DateDebut, formation.Session.DateFin)}</Fact>
          <Fact term="Lieu">{formation.Session.Lieu}</Fact>
          {formation.Lien && (
            <Fact term="Classe virtuelle">
              <a href={formation.Lien} target="_blank" rel="noopener noreferrer">
                {TRAINING_TEXTS.virtualClassroom}
                <span className={styles.srOnly}> (nouvelle fenêtre)</span>
              </a>
            </Fact>
          )}
          <Fact term="Présence">
            <AttendanceBadge etat={formation.EtatPresence} />
          </Fact>
          <Fact term="Réservation">{TRAINING_TEXTS.seats(formation.Quantite)}</Fact>
          <Fact term="Commande">
            <Link to={FOLLOW_UP_PATHS.commande(formation.IdCommande)}>
              {COMMANDE_TEXTS.title(formation.NumeroCommande)}
            </Link>
          </Fact>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="formation-documents">
        <h2 id="formation-documents" className={styles.panelTitle}>
          Documents
        </h2>
        {formation.Documents.length === 0 ? (
          <p className={styles.muted}>{TRAINING_TEXTS.noDocument}</p>
        ) : (
          <ul className={styles.documents}>
            {formation.Documents.map((document) => (
              <li key={document.Url}>
                <a href={document.Url} target="_blank" rel="noopener noreferrer">
                  {document.Nom}
                  <span className={styles.srOnly}> (nouvelle fenêtre)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
