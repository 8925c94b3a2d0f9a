import { moderationStateOfEtatPublication, type NatureModeration } from './moderation.ts';

/** What each event of a moderation history says happened to the publication. */
export const NATURE_MODERATION_LABELS: Readonly<Record<NatureModeration, string>> = {
  soumission: 'Soumise à la modération',
  retrait: 'Retirée de la modération',
  acceptation: 'Acceptée par la modération',
  refus: 'Refusée par la modération',
};

/** The heading of a refusal's reasons: one, or several. */
export function raisonsRefusLabel(count: number): string {
  return count > 1 ? 'Raisons du refus' : 'Raison du refus';
}

/** Whether the publication stands as the moderation last answered it (refused, or validated and maybe referenced). */
export function isModerationAnswered(idEtatPublication: number): boolean {
  const state = moderationStateOfEtatPublication(idEtatPublication);
  return state === 'refusee' || state === 'validee';
}
