/** « Odile Saule »: how the back office names an account, by its login when it has no name. */
export function nameOf(compte: { Prenom: string; Nom: string; Login: string }): string {
  return `${compte.Prenom} ${compte.Nom}`.trim() || compte.Login;
}
