import { Link } from 'react-router-dom';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { TRAINING_TEXTS } from '../../../../domain/order/trainingTexts.ts';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import type { FormationReservee } from '../api/getFormationsReservees.ts';
import { AttendanceBadge } from './AttendanceBadge.tsx';
import cards from '../../../components/ui/CardList.module.css';
import styles from './Trainings.module.css';
import { Fact } from '../../../components/ui/Fact.tsx';

/** One booked session of « Mes Formations »: the training, when and where, and the attendance. */
export function TrainingCard({ formation }: { formation: FormationReservee }) {
  const titleId = `formation-${formation.IdCommandeProduit}`;
  return (
    <li className={cards.card} aria-labelledby={titleId}>
      <div className={cards.heading}>
        <h2 id={titleId} className={cards.title}>
          <Link to={FOLLOW_UP_PATHS.training(formation.IdProduit, formation.IdCommandeProduit)}>
            {formation.Libelle}
          </Link>
        </h2>
        <AttendanceBadge etat={formation.EtatPresence} />
      </div>
      <dl className={styles.facts}>
        <Fact term="Dates">{formatDateRange(formation.Session.DateDebut, formation.Session.DateFin)}</Fact>
        <Fact term="Lieu">{formation.Session.Lieu}</Fact>
        <Fact term="Réservation">{TRAINING_TEXTS.seats(formation.Quantite)}</Fact>
      </dl>
    </li>
  );
}
