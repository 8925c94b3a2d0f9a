import { isEditableByAuthor, MODERATION_MESSAGES, moderationStateOfEtatPublication } from './moderation.ts';

/**
 * Why an author may not change their publication in this state, in their words: awaiting moderation it must be
 * withdrawn first, validated it is the back office's. Null for a draft or a refused publication.
 */
export function authorReadOnlyReason(idEtatPublication: number): string | null {
  const state = moderationStateOfEtatPublication(idEtatPublication);
  if (isEditableByAuthor(state)) return null;
  return state === 'soumise' ? MODERATION_MESSAGES.lockedWhileSubmitted : MODERATION_MESSAGES.lockedValidated;
}
