export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}
