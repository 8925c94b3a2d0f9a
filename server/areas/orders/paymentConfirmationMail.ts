import { mailGreeting } from '../../../domain/mail/greeting.ts';
import { formatPrice } from '../../../domain/formatPrice.ts';
import { ARTICLE_TEXTS } from '../../../domain/order/articleDownloads.ts';
import { FOLLOW_UP_PATHS } from '../../../domain/order/paths.ts';
import { reductionLabel } from '../../../domain/order/reductionTexts.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';

/** A line of the confirmed order as the e-mail lists it: the discount is said with the totals. */
export interface ConfirmedLine {
  libelle: string;
  quantite: number;
  montantTtcCentimes: number;
}

export interface ConfirmedTotals {
  montantProduitsTtcCentimes: number;
  montantReductionTtcCentimes: number;
  codeReduction: string | null;
  totalHtCentimes: number;
  totalTvaCentimes: number;
  totalTtcCentimes: number;
}

export interface PaymentConfirmation {
  to: string;
  prenom: string;
  nom: string;
  idCommande: number;
  numeroCommande: string;
  lines: readonly ConfirmedLine[];
  totals: ConfirmedTotals;
  /** The articles the order gives to download, each with its page on the portal. */
  articles: readonly { Libelle: string; Telechargement: string }[];
  facture: { id: number; numero: string };
  publicUrl: string;
}

function commandeLines({ lines, totals }: PaymentConfirmation): string[] {
  const reduction =
    totals.montantReductionTtcCentimes > 0
      ? [
          `Sous-total TTC : ${formatPrice(totals.montantProduitsTtcCentimes)}`,
          `${reductionLabel(totals.codeReduction)} : ${formatPrice(-totals.montantReductionTtcCentimes)}`,
        ]
      : [];
  return [
    'Votre commande :',
    ...lines.map((line) => `- ${line.libelle} × ${line.quantite} : ${formatPrice(line.montantTtcCentimes)}`),
    '',
    ...reduction,
    `Total HT : ${formatPrice(totals.totalHtCentimes)}`,
    `TVA : ${formatPrice(totals.totalTvaCentimes)}`,
    `Total TTC : ${formatPrice(totals.totalTtcCentimes)}`,
  ];
}

function articleLines({ articles, publicUrl }: PaymentConfirmation): string[] {
  if (articles.length === 0) return [];
  return [
    '',
    ARTICLE_TEXTS.mailIntro,
    ...articles.flatMap((article) => [`- ${article.Libelle} :`, `  ${publicUrl}${article.Telechargement}`]),
  ];
}

/**
 * The e-mail that confirms a paid order (or one of 0 €, paid by no one): its lines and totals, the links to download the articles it bought, to
 * follow it and to its invoice.
 */
export function paymentConfirmationMail(confirmation: PaymentConfirmation): MailMessage {
  const { publicUrl, facture, totals, numeroCommande } = confirmation;
  const free = totals.totalTtcCentimes === 0;
  return {
    to: confirmation.to,
    subject: free ? `Commande ${numeroCommande} confirmée` : `Commande ${numeroCommande} confirmée : paiement reçu`,
    text: [
      mailGreeting(confirmation),
      '',
      free
        ? `Votre commande ${numeroCommande} est confirmée. Son montant est de 0,00 € : vous n’avez rien à payer. ` +
          'Merci de votre confiance.'
        : `Votre commande ${numeroCommande} est confirmée : nous avons bien reçu votre paiement de ` +
          `${formatPrice(totals.totalTtcCentimes)}. Merci de votre confiance.`,
      '',
      ...commandeLines(confirmation),
      ...articleLines(confirmation),
      '',
      'Suivre votre commande :',
      `${publicUrl}${FOLLOW_UP_PATHS.commande(confirmation.idCommande)}`,
      '',
      `Votre facture ${facture.numero} :`,
      `${publicUrl}${FOLLOW_UP_PATHS.invoice(facture.id)}`,
      '',
      'Vos commandes, vos factures et vos articles restent disponibles dans « Mes commandes » sur le Portail de ' +
        'l’autoédition.',
    ].join('\n'),
  };
}
