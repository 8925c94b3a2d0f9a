/** What the conditions page says around its acceptance. */
export const CONDITIONS_TEXTS = {
  accept: "J'ai lu et j'accepte ces conditions",
  checkToStart: 'Cochez la case pour commencer la déclaration.',
  acceptedBefore:
    'Vous avez déjà accepté ces conditions\u00a0: vos déclarations suivantes ouvrent directement l’assistant.',
  notRecorded: "Votre acceptation n'a pas été enregistrée.",
  start: 'Commencer la déclaration',
} as const;
