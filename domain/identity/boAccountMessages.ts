/** What the back office's account calls answer when they refuse or succeed (/BO/Compte/…). */

function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count > 1 ? plural : singular}`;
}

/** What an account keeps that forbids deleting it: its placed orders and its publications. */
export interface AccountHoldings {
  commandes: number;
  publications: number;
}

export const BO_ACCOUNT_MESSAGES = {
  /** 409: an account with orders or publications is kept; they are never deleted with it. */
  deleteRefused({ commandes, publications }: AccountHoldings): string {
    const held = [
      commandes > 0 ? counted(commandes, 'commande', 'commandes') : null,
      publications > 0 ? counted(publications, 'publication', 'publications') : null,
    ].filter((part) => part !== null);
    return `Ce compte ne peut pas être supprimé : il a ${held.join(' et ')}. Les comptes qui ont des commandes ou des publications sont conservés.`;
  },
  /** 409: the staff member signed in cannot delete the account they are signed in with. */
  deleteSelf: 'Vous ne pouvez pas supprimer le compte avec lequel vous êtes connecté.',
  /** 409: nor take their own back-office access away. */
  demoteSelf: 'Vous ne pouvez pas retirer vous-même votre accès au back-office.',
  deleted: 'Le compte a été supprimé.',
} as const;
