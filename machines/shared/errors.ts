import type { FieldError } from '../../domain/validation/fieldErrors.ts';

/** The French `Message` of a refused call (the contract's `Erreur`, or an `ApiError` carrying it), else `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    if ('Message' in error && typeof error.Message === 'string' && error.Message.trim()) return error.Message;
    // An ApiError: a refusal the server explained; a bare Error is a fault of ours, not for the user's eyes.
    if ('status' in error && typeof error.status === 'number' && error instanceof Error && error.message.trim())
      return error.message;
  }
  return fallback;
}

/** The refused fields a refusal names (an `ApiError`'s `errors`), none for any other failure. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (typeof error !== 'object' || error === null || !('errors' in error) || !Array.isArray(error.errors)) return [];
  return error.errors.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).Champ === 'string' &&
      typeof (item as FieldError).Message === 'string',
  );
}

/** A refusal the server answered with 404: the thing asked for does not exist for this user. */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
