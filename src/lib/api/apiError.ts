import type { components } from '../../../openapi/generated/schema.d.ts';

export type FieldError = components['schemas']['ErreurChamp'];

export const NETWORK_ERROR_MESSAGE =
  'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';
export const UNEXPECTED_ERROR_MESSAGE = 'Une erreur inattendue est survenue. Veuillez réessayer.';

/** A refused call, carrying the contract's French `Message` and, for a validation failure, its field `Errors`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly errors: readonly FieldError[] = [],
    /** The answer as received, for the few calls that describe a failure in their own shape. */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** The French message to show for any error a query or a mutation may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
