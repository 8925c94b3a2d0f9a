import type { FastifyBaseLogger } from 'fastify';
import type { KeycloakDirectory } from './keycloakDirectory.ts';

/** What the server logs at start when the realm's « Mot de passe oublié ? » would not work. */
export const KEYCLOAK_RESET_WARNINGS = {
  resetNotAllowed:
    'Keycloak : la réinitialisation du mot de passe est désactivée dans le royaume (resetPasswordAllowed) : sa page de connexion n’affiche pas « Mot de passe oublié ? ». Activez « Forgot password » dans Realm settings › Login.',
  mailNotConfigured:
    'Keycloak : aucun serveur d’envoi n’est configuré pour le royaume (Realm settings › Email) : il ne pourra pas envoyer le lien de « Mot de passe oublié ? ».',
  unreadable:
    'Keycloak : les réglages du royaume n’ont pas pu être lus pour vérifier « Mot de passe oublié ? » (le compte de service a-t-il le rôle view-realm ?).',
} as const;

/**
 * With Keycloak, a forgotten password is Keycloak's own flow: its login page offers it when the realm allows it.
 * Checked once at start, through the Admin REST API, so that a realm without it is said in the log rather than
 * discovered by a locked-out customer. Never fails the start: a warning is all it can give.
 */
export async function checkKeycloakResetFlow(directory: KeycloakDirectory, log: FastifyBaseLogger): Promise<void> {
  try {
    const settings = await directory.realmResetSettings();
    if (!settings.resetPasswordAllowed) log.warn(KEYCLOAK_RESET_WARNINGS.resetNotAllowed);
    else if (!settings.mailConfigured) log.warn(KEYCLOAK_RESET_WARNINGS.mailNotConfigured);
  } catch (error) {
    log.warn({ err: error }, KEYCLOAK_RESET_WARNINGS.unreadable);
  }
}
