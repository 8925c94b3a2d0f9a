import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailMessage } from './mailMessage.ts';

export async function insertOutboxMail(db: Queryable, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ destinataire: message.to, replyTo: message.replyTo ?? null, sujet: message.subject, texte: message.text })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function findOutboxMail(db: Queryable, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markOutboxMailSent(db: Queryable, id: number): Promise<void> {
  await db.update(mailOutbox).set({ dateEnvoi: new Date(), erreurEnvoi: null }).where(eq(mailOutbox.id, id));
}

export async function markOutboxMailFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.update(mailOutbox).set({ erreurEnvoi: error }).where(eq(mailOutbox.id, id));
}

/** The latest messages, newest first (the development outbox page). */
export async function listRecentOutboxMails(db: Queryable, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.dateCreation), desc(mailOutbox.id)).limit(limit);
}
