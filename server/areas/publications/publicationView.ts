import type { Queryable } from '../../platform/db/database.ts';
import { referencingOf } from '../referencing/public.ts';
import { toPublication, type Publication, type PublicationRecord } from './mapping.ts';
import { moderationOf } from './moderationHistory.ts';

/** A stored publication as the contract answers it: its fields, its moderation and its referencing. */
export async function publicationView(db: Queryable, row: PublicationRecord): Promise<Publication> {
  const moderation = await moderationOf(db, row.id);
  return { ...toPublication(row, moderation), Referencement: await referencingOf(db, row.id) };
}
