import { isEditableByAuthor, moderationStateOfEtatPublication } from './moderation.ts';

/**
 * Whether the wizard may save the publication with a step failing its rules (Publication_UpdateLibre): a new
 * publication, a draft or a refused one. One awaiting moderation or validated (edited by the back office) stays
 * complete, so every move saves it with the steps' rules.
 */
export function savesAsDraft(idEtatPublication: number | undefined): boolean {
  return idEtatPublication === undefined || isEditableByAuthor(moderationStateOfEtatPublication(idEtatPublication));
}
