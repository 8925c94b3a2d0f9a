import { eq } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { messagesContact, sujetsContact } from '../../platform/db/schema.ts';

type ContactValues = components['schemas']['ContactValues'];

export async function findSujetContactLibelle(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.select({ libelle: sujetsContact.libelle }).from(sujetsContact).where(eq(sujetsContact.id, id));
  return row?.libelle;
}

export async function insertContactMessage(db: Queryable, values: ContactValues): Promise<number> {
  const [row] = await db
    .insert(messagesContact)
    .values({
      idSujetContact: values.IdSujetContact,
      nom: values.Nom.trim(),
      prenom: values.Prenom.trim(),
      email: values.Email.trim(),
      telephone: values.Telephone?.trim() || null,
      societe: values.Societe?.trim() || null,
      message: values.Message,
    })
    .returning({ id: messagesContact.id });
  if (!row) throw new Error('contact insert returned no row');
  return row.id;
}
