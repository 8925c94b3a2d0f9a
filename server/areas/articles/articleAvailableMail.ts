import { mailGreeting } from '../../../domain/mail/greeting.ts';
import { ARTICLE_TEXTS } from '../../../domain/order/articleDownloads.ts';
import { FOLLOW_UP_PATHS } from '../../../domain/order/paths.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';

export interface ArticleAvailable {
  to: string;
  prenom: string;
  nom: string;
  idCommande: number;
  numeroCommande: string;
  idCommandeProduit: number;
  libelle: string;
  publicUrl: string;
}

/** The e-mail that tells a buyer the article they paid for, whose file was not ready then, can now be downloaded. */
export function articleAvailableMail(notice: ArticleAvailable): MailMessage {
  return {
    to: notice.to,
    subject: ARTICLE_TEXTS.availableSubject(notice.libelle),
    text: [
      mailGreeting(notice),
      '',
      `L'article « ${notice.libelle} » de votre commande ${notice.numeroCommande} est disponible. ` +
        'Téléchargez-le ici :',
      `${notice.publicUrl}${FOLLOW_UP_PATHS.article(notice.idCommande, notice.idCommandeProduit)}`,
      '',
      'Il reste disponible dans « Mes commandes » sur le Portail de l’autoédition.',
    ].join('\n'),
  };
}
