import type { BoAbonnement } from '../api/getBoAbonnementPage.ts';

/** The subscriber as staff name them: first name and name, else the login. */
export function clientName({ Client }: BoAbonnement): string {
  return `${Client.Prenom} ${Client.Nom}`.trim() || Client.Login;
}
