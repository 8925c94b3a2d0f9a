import { formatPrice } from '../../domain/formatPrice.ts';
import { FOLLOW_UP_PATHS } from '../../domain/order/paths.ts';
import type { MailMessage } from '../mail/mailMessage.ts';

export interface PaymentConfirmation {
  to: string;
  prenom: string;
  idCommande: number;
  numeroCommande: string;
  totalTtcCentimes: number;
  facture: { id: number; numero: string };
  publicUrl: string;
}

/** The e-mail that tells the customer their order is paid, with the links to the order and its invoice. */
export function paymentConfirmationMail(confirmation: PaymentConfirmation): MailMessage {
  const { publicUrl, facture } = confirmation;
  return {
    to: confirmation.to,
    subject: `Paiement reçu : commande ${confirmation.numeroCommande}`,
    text: [
      `Bonjour ${confirmation.prenom},`,
      '',
      `Nous avons bien reçu votre paiement de ${formatPrice(confirmation.totalTtcCentimes)} pour la commande ` +
        `${confirmation.numeroCommande}. Merci de votre confiance.`,
      '',
      'Suivre votre commande :',
      `${publicUrl}${FOLLOW_UP_PATHS.order(confirmation.idCommande)}`,
      '',
      `Votre facture ${facture.numero} :`,
      `${publicUrl}${FOLLOW_UP_PATHS.invoice(facture.id)}`,
      '',
      'Vos commandes et vos factures restent disponibles dans « Mes commandes » sur le Portail de l’autoédition.',
    ].join('\n'),
  };
}
