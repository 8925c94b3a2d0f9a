import type { components } from '../../openapi/generated/schema.d.ts';

export type ReponseModeration = components['schemas']['ReponseModeration'];
export type PublicationBO = components['schemas']['PublicationBO'];

export interface ModerationAnswerContext {
  /** The answer being confirmed or sent; null while the form is being filled. */
  reponse: ReponseModeration | null;
  /** The French explanation of the last failure; null otherwise. */
  error: string | null;
}

/** What the moderator does, in the `moderationAnswer.` namespace. */
export type ModerationAnswerEvent =
  /** « Envoyer la réponse » with a complete answer: the confirmation opens. */
  | { type: 'moderationAnswer.request'; reponse: ReponseModeration }
  | { type: 'moderationAnswer.confirm' }
  /** The confirmation closed without sending (« Annuler », Escape). */
  | { type: 'moderationAnswer.dismiss' };

export interface ModerationAnswerDependencies {
  api: {
    /** Publication_Moderation_Answer: the publication as the server now has it. */
    answer(reponse: ReponseModeration, signal: AbortSignal): Promise<PublicationBO>;
  };
  /** The answer went through: say so and leave for the moderation list. */
  answered(publication: PublicationBO, reponse: ReponseModeration): void;
}
