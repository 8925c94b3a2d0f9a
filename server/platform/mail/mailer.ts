import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Queryable } from '../db/database.ts';
import type { SellerIdentity } from '../../../domain/seller/sellerIdentity.ts';
import { laidOutMail, type MailMessage } from './mailMessage.ts';
import { findOutboxMail, insertOutboxMail, markOutboxMailFailed, markOutboxMailSent } from './outboxRepository.ts';

/**
 * Every e-mail goes through the outbox table first, inside the caller's transaction, so a message is
 * never sent for a change that was rolled back nor lost for one that was committed. Delivery by SMTP
 * follows the commit; in embedded mode the outbox is where the developer reads the mail.
 */
export interface Mailer {
  queue(db: Queryable, message: MailMessage): Promise<number>;
  /** Hands a queued message to SMTP when configured; a failure is recorded on the row, not thrown. */
  deliver(id: number): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  from: string;
  /** The seller every e-mail's footer names (ServerConfig.seller). */
  seller: SellerIdentity;
  /** SMTP_URL; without it (and without a transport) messages stay in the outbox. */
  smtpUrl?: string | undefined;
  /** A nodemailer transport to use instead of SMTP_URL. */
  transport?: Transporter;
  onDeliveryError?: (error: unknown) => void;
}

/** Headers keep to one line whatever the sender typed; French no-break spaces stay as they are. */
function oneLine(text: string): string {
  return text.replace(/[^\S\u00a0]+/g, ' ').trim();
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  return {
    queue: (db, message) =>
      insertOutboxMail(db, { ...laidOutMail(message, options.seller), subject: oneLine(message.subject) }),
    async deliver(id) {
      if (!transport) return;
      const mail = await findOutboxMail(options.db, id);
      if (!mail || mail.dateEnvoi) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.destinataire,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.sujet,
          text: mail.texte,
        });
        await markOutboxMailSent(options.db, id);
      } catch (error) {
        options.onDeliveryError?.(error);
        await markOutboxMailFailed(options.db, id, error instanceof Error ? error.message : String(error));
      }
    },
  };
}
