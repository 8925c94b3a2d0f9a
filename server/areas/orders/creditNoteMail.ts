import { mailGreeting } from '../../../domain/mail/greeting.ts';
import { formatPrice } from '../../../domain/formatPrice.ts';
import { FOLLOW_UP_PATHS } from '../../../domain/order/paths.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';

export interface CreditNoteNotice {
  to: string;
  prenom: string;
  nom: string;
  idCommande: number;
  numeroCommande: string;
  totalTtcCentimes: number;
  avoir: { id: number; numero: string };
  publicUrl: string;
}

/** The e-mail that tells the customer their paid order was cancelled and refunded, with its credit note. */
export function creditNoteMail(notice: CreditNoteNotice): MailMessage {
  const { publicUrl, avoir } = notice;
  return {
    to: notice.to,
    subject: `Commande ${notice.numeroCommande} annulée : votre avoir ${avoir.numero}`,
    text: [
      mailGreeting(notice),
      '',
      `Votre commande ${notice.numeroCommande} a été annulée. Son montant de ` +
        `${formatPrice(notice.totalTtcCentimes)} vous est remboursé sur la carte qui l’a payée.`,
      '',
      `Votre avoir ${avoir.numero} :`,
      `${publicUrl}${FOLLOW_UP_PATHS.invoice(avoir.id)}`,
      '',
      'Suivre votre commande :',
      `${publicUrl}${FOLLOW_UP_PATHS.commande(notice.idCommande)}`,
    ].join('\n'),
  };
}
