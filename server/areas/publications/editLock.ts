import {
  isEditableByAuthor,
  MODERATION_MESSAGES,
  moderationStateOfEtatPublication,
} from '../../../domain/publication/moderation.ts';
import { HttpError } from '../../platform/http/httpError.ts';

/**
 * An author changes a publication (saves, uploads, deletes it, reports its brand) only as a draft or once
 * refused: awaiting moderation it must be withdrawn first, validated it is the back office's.
 */
export function assertEditableByAuthor(idEtatPublication: number): void {
  const state = moderationStateOfEtatPublication(idEtatPublication);
  if (isEditableByAuthor(state)) return;
  throw new HttpError(
    409,
    state === 'soumise' ? MODERATION_MESSAGES.lockedWhileSubmitted : MODERATION_MESSAGES.lockedValidated,
  );
}
