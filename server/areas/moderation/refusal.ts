import { MODERATION_MESSAGES, moderationStateOfEtatPublication } from '../../../domain/publication/moderation.ts';
import { moderationMachine } from '../../../machines/moderation/moderationMachine.ts';
import type { ModerationEvent } from '../../../machines/moderation/types.ts';
import { applyToPersisted } from '../../../machines/persistedTransition.ts';
import { HttpError } from '../../platform/http/httpError.ts';

/** The event as its guard wants it: what tells a refusal by a guard from one by the state. */
function withGuardMet(event: ModerationEvent): ModerationEvent {
  if (event.type === 'moderation.submit') return { ...event, firstInvalidStep: null };
  if (event.type === 'moderation.refuse') return { ...event, idsRaisonRefus: [1] };
  return event;
}

/** Why the machine refused `event` in the state of `idEtatPublication`, as the caller is answered. */
export function refusalOf(idEtatPublication: number, event: ModerationEvent): HttpError {
  const state = moderationStateOfEtatPublication(idEtatPublication);
  const refusedByGuard = applyToPersisted(moderationMachine, state, withGuardMet(event)).accepted;
  if (refusedByGuard && event.type === 'moderation.submit' && event.firstInvalidStep !== null) {
    return new HttpError(409, MODERATION_MESSAGES.stepInvalid(event.firstInvalidStep));
  }
  if (refusedByGuard && event.type === 'moderation.refuse')
    return new HttpError(400, MODERATION_MESSAGES.reasonRequired);
  if (event.type === 'moderation.submit') {
    return new HttpError(
      409,
      state === 'validee' ? MODERATION_MESSAGES.alreadyValidated : MODERATION_MESSAGES.alreadySubmitted,
    );
  }
  return new HttpError(409, MODERATION_MESSAGES.notSubmitted);
}
