import { francAll } from 'franc-min';

/** Below this many characters a trigram detector guesses more than it knows: the text is not judged. */
export const LONGUEUR_MINIMALE_DETECTION = 40;

/**
 * French must be the detected language, or close enough to it (names and titles in another language
 * pull a short French summary towards its neighbours).
 */
const SCORE_MINIMAL_FRANCAIS = 0.9;

export function isWrittenInFrench(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length < LONGUEUR_MINIMALE_DETECTION) return true;
  const scores = francAll(trimmed, { minLength: LONGUEUR_MINIMALE_DETECTION });
  const [best] = scores;
  if (best === undefined || best[0] === 'und') return true;
  const french = scores.find(([code]) => code === 'fra');
  return french !== undefined && french[1] >= SCORE_MINIMAL_FRANCAIS;
}
