import type { components } from '../../../openapi/generated/schema.d.ts';
import { isModerationAnswer, type NatureModeration } from '../../../domain/publication/moderation.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { findModerationRows, reasonLabels } from './moderationRepository.ts';

type Moderation = components['schemas']['Moderation'];
type EvenementModeration = components['schemas']['EvenementModeration'];
type RaisonRefus = components['schemas']['RaisonRefus'];

/** What a Publication says of its moderation: the last answer and every event, oldest first. */
export interface PublicationModeration {
  Moderation: Moderation | null;
  HistoriqueModeration: EvenementModeration[];
}

/** A publication never submitted. */
export const NO_MODERATION: PublicationModeration = { Moderation: null, HistoriqueModeration: [] };

/** The last acceptance or refusal of a history, as the publication's Moderation. */
export function lastAnswer(history: readonly EvenementModeration[]): Moderation | null {
  const answer = history.findLast((event) => isModerationAnswer(event.Nature));
  if (!answer) return null;
  return {
    Accepte: answer.Nature === 'acceptation',
    RaisonsRefus: answer.RaisonsRefus,
    Commentaire: answer.Commentaire,
    DateModeration: answer.Date,
  };
}

/**
 * The moderation of each publication of `ids` (front office and back office alike), in two queries whatever the
 * number of publications: their events, and the labels of the refusal reasons.
 */
export async function moderationsOf(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, PublicationModeration>> {
  const result = new Map<number, PublicationModeration>();
  if (ids.length === 0) return result;
  const rows = await findModerationRows(db, ids);
  const labels = rows.some((row) => row.idsRaisonRefus.length > 0) ? await reasonLabels(db) : new Map<number, string>();
  const histories = new Map<number, EvenementModeration[]>();
  for (const row of rows) {
    const RaisonsRefus: RaisonRefus[] = row.idsRaisonRefus.map((Id) => ({ Id, Libelle: labels.get(Id) ?? '' }));
    const event: EvenementModeration = {
      Nature: row.nature as NatureModeration,
      Date: row.date.toISOString(),
      RaisonsRefus,
      Commentaire: row.commentaire,
    };
    const history = histories.get(row.idPublication);
    if (history) history.push(event);
    else histories.set(row.idPublication, [event]);
  }
  for (const id of ids) {
    const history = histories.get(id) ?? [];
    result.set(id, { Moderation: lastAnswer(history), HistoriqueModeration: history });
  }
  return result;
}

/** The moderation of one publication. */
export async function moderationOf(db: Queryable, id: number): Promise<PublicationModeration> {
  return (await moderationsOf(db, [id])).get(id) ?? NO_MODERATION;
}
