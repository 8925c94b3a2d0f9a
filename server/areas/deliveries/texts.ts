/** What staff read of deliveries: the back office's answers and the reasons an upload failed. */

function plural(count: number, one: string, many: string): string {
  return `${count}\u00a0${count > 1 ? many : one}`;
}

/** « 3 publications », « 3 publications et 1 retrait », « 1 retrait ». */
function contents(publications: number, withdrawals: number): string {
  const parts = [
    ...(publications > 0 || withdrawals === 0 ? [plural(publications, 'publication', 'publications')] : []),
    ...(withdrawals > 0 ? [plural(withdrawals, 'retrait', 'retraits')] : []),
  ];
  return parts.join(' et ');
}

export const DELIVERY_TEXTS = {
  nothingToDeliver: 'Aucune publication à livrer.',
  alreadyRunning: 'Une livraison est déjà en cours de préparation : réessayez dans un instant.',
  notFound: 'Cette livraison n’existe pas.',
  onlyFailedRelaunched: 'Seule une livraison en échec peut être relancée.',
  sent: (id: number, publications: number, withdrawals: number) =>
    `Livraison n°\u00a0${id} envoyée\u00a0: ${contents(publications, withdrawals)}.`,
  preparedOnly: (id: number, publications: number, withdrawals: number) =>
    `Livraison n°\u00a0${id} préparée\u00a0: ${contents(publications, withdrawals)}.`,
  prepared: (id: number, publications: number, withdrawals: number, error: string) =>
    `Livraison n°\u00a0${id} préparée\u00a0: ${contents(publications, withdrawals)}. L’envoi a échoué (${error}) et sera réessayé.`,
  /** Publications the ONIX mapping could not write: they wait for the next delivery. */
  refused: (ids: readonly number[]) =>
    ids.length === 1
      ? ` La publication n°\u00a0${ids[0]} est incomplète pour le catalogue et attend la prochaine livraison.`
      : ` Les publications n°\u00a0${ids.join(', ')} sont incomplètes pour le catalogue et attendent la prochaine livraison.`,
  fileName: (id: number) => `livraison-${id}.xml`,
} as const;

/** Why an exchange with the catalogue's intake failed, as livraisons.derniere_erreur keeps it. */
export const INTAKE_ERRORS = {
  timeout: (seconds: number) => `Le catalogue n’a pas répondu dans les ${seconds}\u00a0secondes.`,
  unreachable: (detail: string) => `Le catalogue est injoignable (${detail}).`,
  credentials: 'Le catalogue refuse les identifiants du portail (HTTP 401).',
  conflict: 'Le catalogue a déjà reçu un autre fichier sous ce numéro de livraison (HTTP 409).',
  tooLarge: 'Le fichier dépasse la taille que le catalogue accepte (HTTP 413).',
  unavailable: (status: number) => `Le catalogue est indisponible (HTTP ${status}).`,
  unexpected: (status: number) => `Le catalogue a répondu de façon inattendue (HTTP ${status}).`,
  unreadable: 'La réponse du catalogue est illisible.',
  /** A product the acknowledgement does not mention. */
  noAnswerCode: 'PORTAIL-SANS-REPONSE',
  noAnswer: 'Le catalogue n’a rien répondu pour ce produit.',
} as const;
