import { mailGreeting } from '../../../domain/mail/greeting.ts';
import { FOLLOW_UP_PATHS } from '../../../domain/order/paths.ts';
import { frenchDay, parisDateTime } from '../../../domain/frenchDates.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';

/** Who cancelled: the customer from « Mes Abonnements », or the portal's staff on the customer's behalf. */
export type CancelledBy = 'client' | 'service';

export interface SubscriptionCancellation {
  to: string;
  prenom: string;
  nom: string;
  idAbonnement: number;
  libelle: string;
  numeroCommande: string;
  /** The last day of the period already paid (`YYYY-MM-DD`). */
  dateFin: string;
  dateResiliation: Date;
  by: CancelledBy;
  publicUrl: string;
}

const BY_TEXTS: Record<CancelledBy, string> = {
  client: 'depuis votre espace « Mes Abonnements »',
  service: 'par notre service client, à votre demande',
};

/**
 * The confirmation of a cancellation on a durable medium (Code de la consommation, article L215-1-1): which
 * subscription, when it was cancelled, and that it stays active until the end of the period already paid.
 */
export function subscriptionCancelledMail(cancellation: SubscriptionCancellation): MailMessage {
  const fin = frenchDay(cancellation.dateFin);
  return {
    to: cancellation.to,
    subject: `Confirmation de résiliation : abonnement « ${cancellation.libelle} »`,
    text: [
      mailGreeting(cancellation),
      '',
      `Nous vous confirmons la résiliation de votre abonnement « ${cancellation.libelle} » ` +
        `(abonnement n° ${cancellation.idAbonnement}, commande ${cancellation.numeroCommande}).`,
      '',
      `Date de la résiliation : ${parisDateTime(cancellation.dateResiliation)} (heure de Paris), ` +
        `${BY_TEXTS[cancellation.by]}.`,
      `Votre abonnement reste actif jusqu’au ${fin} inclus, fin de la période déjà payée.`,
      'Il ne sera pas renouvelé et aucun nouveau paiement ne vous sera demandé.',
      '',
      'Vos abonnements :',
      `${cancellation.publicUrl}${FOLLOW_UP_PATHS.subscriptions}`,
      '',
      'Conservez ce message : il atteste de votre résiliation.',
    ].join('\n'),
  };
}
