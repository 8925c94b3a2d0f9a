import { moderationStateOfEtatPublication } from '../../../domain/publication/moderation.ts';
import { moderationMachine, type ModerationMachine } from '../../../machines/moderation/moderationMachine.ts';
import { selectEtatPublication } from '../../../machines/moderation/selectors.ts';
import type { ModerationEvent, RecordParams } from '../../../machines/moderation/types.ts';
import { applyToPersisted, type PersistedStep } from '../../../machines/persistedTransition.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { insertCorrections } from './fixListRepository.ts';
import { recordModeration, setEtatPublication } from './repository.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';

/** What a refusal keeps beside its reasons: its fix list and the publication as it was refused. */
export interface RefusalRecord {
  elements: readonly components['schemas']['ElementRefus'][];
  instantane: Record<string, unknown>;
}

export interface ModerationMove {
  step: PersistedStep<ModerationMachine>;
  /** Whether the transition asks for the author to be told of the answer (after the commit). */
  notifyAuthor: boolean;
}

/**
 * Moves a publication's moderation on `event`, in the caller's transaction and with the publication's row locked
 * by it: the machine decides from the state that IdEtatPublication stands for; an accepted event writes its history
 * row (with a refusal's fix list and snapshot) and the new IdEtatPublication. A refused event writes nothing.
 */
export async function moveModeration(
  tx: Transaction,
  publication: { id: number; idEtatPublication: number },
  event: ModerationEvent,
  commentaire: string | null = null,
  refusal: RefusalRecord | null = null,
): Promise<ModerationMove> {
  const step = applyToPersisted(
    moderationMachine,
    moderationStateOfEtatPublication(publication.idEtatPublication),
    event,
  );
  if (!step.accepted) return { step, notifyAuthor: false };
  for (const action of step.actions) {
    if (action.type !== 'record') continue;
    const { nature } = action.params as RecordParams;
    const answer = nature === 'acceptation' || nature === 'refus';
    const refused = nature === 'refus' ? refusal : null;
    const idModeration = await recordModeration(tx, {
      idPublication: publication.id,
      nature,
      idsRaisonRefus: event.type === 'moderation.refuse' ? [...event.idsRaisonRefus] : [],
      commentaire: answer ? commentaire : null,
      instantane: refused?.instantane ?? null,
    });
    if (refused) await insertCorrections(tx, idModeration, publication.id, refused.elements);
  }
  await setEtatPublication(tx, publication.id, selectEtatPublication(step.snapshot));
  return { step, notifyAuthor: step.actions.some((action) => action.type === 'notifyAuthor') };
}
