/** A valid Gestion_Contact message, for the tests that count contact calls against its rate limit. */
export const CONTACT_VALUES = {
  IdSujetContact: 2,
  Nom: 'Durand',
  Prenom: 'Alix',
  Email: 'alix.durand@example.org',
  Message: 'Bonjour, une question sur mon abonnement.',
};
