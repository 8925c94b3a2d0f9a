/** An error whose status and French message go to the caller as they are (`{ Message }`). */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const MESSAGES = {
  invalidApplicationKey: "Clé d'application absente ou invalide.",
  authenticationRequired: 'Authentification requise.',
  accessDenied: 'Accès refusé.',
  invalidData: 'Les données envoyées sont invalides.',
  notImplemented: "Ce service n'est pas encore disponible.",
  unknownService: "Ce service n'existe pas.",
  unknownPage: "Cette page n'existe pas.",
  tooManyRequests: 'Trop de demandes en peu de temps : veuillez réessayer dans une minute.',
  malformedRequest: 'La requête est mal formée.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
  requestTimeout: 'La requête a mis trop de temps à arriver.',
  unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
  requestRefused: 'La requête a été refusée.',
  internalError: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.',
} as const;

/** A refusal of one field, in the contract's `Erreur` shape. */
export function fieldRefusal(Champ: string, Message: string) {
  return { Message: MESSAGES.invalidData, Errors: [{ Champ, Message }] };
}
