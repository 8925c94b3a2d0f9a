import { COMMON_MESSAGES } from '../../domain/messages.ts';

/** What the wizard tells the user (spec 1 §2, §4, §8), word for word where the specification gives it. */
export const WIZARD_MESSAGES = {
  ...COMMON_MESSAGES,
  loadFailed: 'Impossible de charger la publication. Veuillez réessayer.',
  saveFailed: "L'enregistrement de la publication a échoué. Vos saisies sont conservées.",
  submitFailed:
    'La soumission de la publication à la modération a échoué. Vos saisies sont enregistrées, veuillez réessayer.',
  reviewFailed: 'Impossible de charger la vérification de la publication. Veuillez réessayer.',
  submitting: 'Soumission en cours...',
  uploadFailed: "L'envoi des images a échoué. Vos saisies sont conservées, veuillez réessayer.",
} as const;

/** The message shown under the EAN field: without its double quotes (spec 1 §8). Apostrophes stay. */
export function stripQuotes(message: string): string {
  return message.replace(/["“”]/g, '').trim();
}
