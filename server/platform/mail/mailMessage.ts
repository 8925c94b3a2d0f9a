import { mailFooterLines, type SellerIdentity } from '../../../domain/seller/sellerIdentity.ts';

/** An e-mail as its builder writes it: the body only, which the layout completes. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * The layout every e-mail of the portal is sent in: its body, then a footer naming the seller (its identity, its
 * contact and the mediator of consumer disputes) from the one source of that identity. The mailer applies it, so no
 * e-mail goes out without it.
 */
export function laidOutMail(message: MailMessage, seller: SellerIdentity): MailMessage {
  return { ...message, text: [message.text.trimEnd(), '', ...mailFooterLines(seller)].join('\n') };
}
