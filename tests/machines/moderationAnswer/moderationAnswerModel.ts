import { expect } from 'vitest';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../../domain/publication/adminPublicationTexts.ts';
import {
  moderationAnswerImplementations,
  moderationAnswerMachine,
  type ModerationAnswerMachine,
} from '../../../machines/moderationAnswer/moderationAnswerMachine.ts';
import type { PublicationBO, ReponseModeration } from '../../../machines/moderationAnswer/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The moderation answer machine's model: an acceptance, a refusal for reasons, one without, stand-in answers. */

export const ACCEPT: ReponseModeration = {
  Id: 7,
  IdPersonne: 42,
  Accepte: true,
  IdsRaisonRefus: [],
  Commentaire: null,
};
export const REFUSE: ReponseModeration = {
  Id: 7,
  IdPersonne: 42,
  Accepte: false,
  IdsRaisonRefus: [4, 6],
  Commentaire: 'Corrigez la marque.',
};
/** Never sent: a refusal names one reason at least. */
export const REFUSE_WITHOUT_REASON: ReponseModeration = { ...REFUSE, IdsRaisonRefus: [] };
/** A refusal whose reasons are all in its fix list. */
export const REFUSE_WITH_ITEMS: ReponseModeration = {
  ...REFUSE,
  IdsRaisonRefus: [],
  Elements: [{ IdRaisonRefus: 4, Etape: 3, Champ: 'IdMarque', Commentaire: 'Ce n’est pas votre marque.' }],
};

const answered = { Id: 7, IdPersonne: 42, IdEtatPublication: 3 } as PublicationBO;
export const NOT_AWAITING = new ApiError("Cette publication n'est pas en attente de modération.", 409);

/** Where the machine's `answered` effect goes. */
export const answeredSink: { reported: ReponseModeration[] } = { reported: [] };

export function resetAnsweredSink(): void {
  answeredSink.reported.length = 0;
}

const events: ModelEvent<ModerationAnswerMachine>[] = [
  { type: 'moderationAnswer.request', reponse: ACCEPT },
  { type: 'moderationAnswer.request', reponse: REFUSE },
  { type: 'moderationAnswer.request', reponse: REFUSE_WITHOUT_REASON },
  { type: 'moderationAnswer.request', reponse: REFUSE_WITH_ITEMS },
  { type: 'moderationAnswer.confirm' },
  { type: 'moderationAnswer.dismiss' },
  actorDone('answerModeration', answered),
  actorError('answerModeration', NOT_AWAITING),
  // A fault of ours, not a refusal the server explained: the general message is shown.
  actorError('answerModeration', new Error('boom')),
];

const { actions } = moderationAnswerImplementations({
  api: { answer: () => Promise.reject(new Error('held by the model')) },
  answered: (_, reponse) => {
    answeredSink.reported.push(reponse);
  },
});

export const moderationAnswerModel = createMachineModel({
  machine: moderationAnswerMachine,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      accepte: snapshot.context.reponse?.Accepte ?? null,
      error: snapshot.context.error,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    const { reponse, error } = snapshot.context;
    // An answer is held from its confirmation on, and a refusal held always has a reason.
    expect(reponse !== null).toBe(!snapshot.matches('editing'));
    if (reponse && !reponse.Accepte) {
      expect((reponse.IdsRaisonRefus?.length ?? 0) + (reponse.Elements?.length ?? 0)).toBeGreaterThan(0);
    }
    if (error !== null) expect([NOT_AWAITING.message, T.answer.failed]).toContain(error);
    if (snapshot.matches('answered')) expect(answeredSink.reported).not.toHaveLength(0);
  },
});
