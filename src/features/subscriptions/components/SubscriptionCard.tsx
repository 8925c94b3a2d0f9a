import { Link } from 'react-router-dom';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { isCancellable } from '../../../../domain/subscription/cancellation.ts';
import { SUBSCRIPTION_TEXTS } from '../../../../domain/subscription/subscriptionTexts.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import type { Abonnement } from '../api/getAbonnements.ts';
import cards from '../../../components/ui/CardList.module.css';
import styles from './Subscriptions.module.css';

function renewalText(abonnement: Abonnement): string {
  const fin = formatDate(abonnement.DateFin);
  if (!abonnement.Actif) return SUBSCRIPTION_TEXTS.endedOn(fin);
  if (abonnement.DateResiliation) return SUBSCRIPTION_TEXTS.cancelledOn(formatDate(abonnement.DateResiliation), fin);
  return abonnement.Renouvellement ? SUBSCRIPTION_TEXTS.renewsOn(fin) : SUBSCRIPTION_TEXTS.endsOn(fin);
}

/** The element that says how a subscription renews or ends: focus lands there once it is cancelled. */
export function renewalId(abonnement: Pick<Abonnement, 'Id'>): string {
  return `abonnement-${abonnement.Id}-renouvellement`;
}

export interface SubscriptionCardProps {
  abonnement: Abonnement;
  isDisabled: boolean;
  onCancel(abonnement: Abonnement): void;
}

/** One subscription: its period, how it renews or ends, the order it came from, and its cancellation. */
export function SubscriptionCard({ abonnement, isDisabled, onCancel }: SubscriptionCardProps) {
  const titleId = `abonnement-${abonnement.Id}`;
  return (
    <li className={cards.card} aria-labelledby={titleId}>
      <div className={cards.heading}>
        <h2 id={titleId} className={cards.title}>
          {abonnement.Libelle}
        </h2>
        <Badge tone={abonnement.Actif ? 'success' : 'neutral'} srPrefix="État : ">
          {abonnement.Actif ? 'Actif' : 'Terminé'}
        </Badge>
      </div>
      <p className={styles.period}>{formatDateRange(abonnement.DateDebut, abonnement.DateFin)}</p>
      <p id={renewalId(abonnement)} tabIndex={-1} className={styles.renewal}>
        {renewalText(abonnement)}
      </p>
      <div className={styles.footer}>
        <Link to={FOLLOW_UP_PATHS.commande(abonnement.IdCommande)}>
          {SUBSCRIPTION_TEXTS.fromCommande(abonnement.NumeroCommande)}
        </Link>
        {isCancellable(abonnement) && (
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-describedby={titleId}
            onPress={() => onCancel(abonnement)}
          >
            {SUBSCRIPTION_TEXTS.cancel}
          </Button>
        )}
      </div>
    </li>
  );
}
