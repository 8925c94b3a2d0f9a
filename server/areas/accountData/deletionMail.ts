import { parisDateTime } from '../../../domain/frenchDates.ts';
import { mailGreeting } from '../../../domain/mail/greeting.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';

/** What the deletion did, as the e-mail tells it. */
export interface DeletionSummary {
  /** Placed orders kept, anonymised, with their invoices. */
  commandes: number;
  /** Publications left in the catalogue, detached from the person. */
  publications: number;
  /** Subscriptions that were still running, ended that day. */
  abonnements: number;
  /** Messages written through the contact form from the account's address, erased. */
  messagesContact: number;
}

/** What was deleted, as one sentence. */
function deletedSentence(summary: DeletionSummary): string {
  const deleted = [
    'votre profil (adresse, téléphone, société)',
    'votre panier',
    'vos brouillons et publications non validées avec leurs fichiers',
    ...(summary.messagesContact > 0
      ? [
          summary.messagesContact > 1
            ? `les ${summary.messagesContact} messages envoyés par le formulaire de contact depuis cette adresse`
            : 'le message envoyé par le formulaire de contact depuis cette adresse',
        ]
      : []),
    'vos sessions et vos identifiants de connexion',
  ];
  return `Ont été supprimés : ${deleted.join(', ')}.`;
}

/** What became of the subscriptions still running; null when there were none. */
function subscriptionsSentence(abonnements: number): string | null {
  if (abonnements === 0) return null;
  return abonnements > 1
    ? `Vos ${abonnements} abonnements en cours sont résiliés à la date de la suppression : ils ne seront ni renouvelés ni facturés à nouveau.`
    : 'Votre abonnement en cours est résilié à la date de la suppression : il ne sera ni renouvelé ni facturé à nouveau.';
}

/**
 * The e-mail that confirms an account's deletion, sent to the address it had: what was deleted, what the law keeps
 * and for how long, and whom to write to.
 */
export function accountDeletedMail(options: {
  to: string;
  prenom: string;
  nom: string;
  when: Date;
  summary: DeletionSummary;
  publicUrl: string;
}): MailMessage {
  const { summary } = options;
  const kept = [
    summary.commandes > 0
      ? `- vos ${summary.commandes > 1 ? `${summary.commandes} commandes et leurs factures sont conservées` : 'commande et sa facture sont conservées'} dix ans, comme l’exige le Code de commerce (art. L123-22), avec votre nom et votre adresse e-mail effacés ; les montants restent ;`
      : null,
    summary.publications > 0
      ? `- ${summary.publications > 1 ? `vos ${summary.publications} publications validées restent` : 'votre publication validée reste'} au catalogue des libraires, détachée de votre compte.`
      : null,
  ].filter((line) => line !== null);
  return {
    to: options.to,
    subject: 'Votre compte a été supprimé',
    text: [
      mailGreeting(options),
      '',
      `Votre compte ${options.to} sur le Portail de l’autoédition a été supprimé le ${parisDateTime(options.when)} (heure de Paris).`,
      '',
      deletedSentence(summary),
      ...[subscriptionsSentence(summary.abonnements)].flatMap((line) => (line === null ? [] : ['', line])),
      ...(kept.length > 0 ? ['', 'Sont conservés :', ...kept] : []),
      '',
      'Vous ne pouvez plus vous connecter avec cette adresse ; vous pouvez créer un nouveau compte quand vous le souhaitez.',
      `Pour toute question sur vos données, écrivez-nous par le formulaire de contact : ${options.publicUrl}/contact`,
    ].join('\n'),
  };
}
