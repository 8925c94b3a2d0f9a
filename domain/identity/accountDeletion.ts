import { ETAT_COMMANDE, ETAT_PUBLICATION } from '../referenceIds.ts';

/**
 * Deleting an account (RGPD art. 17), the same rule for the customer's « Supprimer mon compte » and the back office's
 * « Supprimer »: what may be deleted goes, what the law keeps is anonymised. Placed orders and their invoices stay ten
 * years (Code de commerce, art. L123-22) with the person's names and e-mail replaced; publications the catalogue
 * knows stay in it, detached from the person.
 */

/** How recent a sign-in must be for the customer to delete their own account: five minutes (`auth_time`). */
export const RECENT_AUTHENTICATION_SECONDS = 5 * 60;

/** The words typed to confirm « Supprimer mon compte » (the contract's CompteSuppressionValues.Confirmation). */
export const DELETION_CONFIRMATION_WORD = 'SUPPRIMER';

/** Orders whose payment or fulfilment is under way: the account is kept until they end. */
export const ETATS_COMMANDE_EN_COURS: readonly number[] = [
  ETAT_COMMANDE.enAttenteDePaiement,
  ETAT_COMMANDE.paiementEnAttenteDeValidation,
  ETAT_COMMANDE.enCours,
];

/** Publications the catalogue knows: they stay, detached from the person; the others are deleted with the account. */
export const ETATS_PUBLICATION_CONSERVES: readonly number[] = [ETAT_PUBLICATION.validee, ETAT_PUBLICATION.referencee];

/** What decides whether an account may be deleted now. */
export interface DeletionFacts {
  /** The account was deleted already: its row is kept, anonymised, for the records the law keeps. */
  anonymised: boolean;
  /** The staff member asks to delete the account they are signed in with. */
  ownStaffAccount: boolean;
  /** Orders of ETATS_COMMANDE_EN_COURS. */
  commandesEnCours: number;
}

/** The rule's answer, as the contract's SuppressionCompte gives it. */
export interface DeletionVerdict {
  Supprimable: boolean;
  /** Why the account cannot be deleted now; null when it can. */
  Raison: string | null;
}

export const ACCOUNT_DELETION_MESSAGES = {
  anonymised: 'Ce compte a déjà été supprimé : seules ses commandes et factures sont conservées, anonymisées.',
  ownStaffAccount: 'Vous ne pouvez pas supprimer le compte avec lequel vous êtes connecté.',
  commandesEnCours(count: number): string {
    const commandes = count > 1 ? `${count} commandes sont en cours` : 'une commande est en cours';
    return `Ce compte ne peut pas être supprimé pour l’instant : ${commandes} (paiement ou traitement). Il pourra l’être quand elles seront terminées ou annulées.`;
  },
  /** 403 of the customer's deletion without a recent sign-in. */
  reauthenticationRequired:
    'Pour supprimer votre compte, reconnectez-vous d’abord : votre dernière connexion date de plus de 5 minutes.',
  deletedByCustomer: 'Votre compte a été supprimé. Un e-mail de confirmation a été envoyé à votre adresse.',
  deletedByStaff: 'Le compte a été supprimé ; ses commandes et factures sont conservées, anonymisées.',
} as const;

/** Whether the account may be deleted now, and why not. */
export function deletionVerdict(facts: DeletionFacts): DeletionVerdict {
  if (facts.anonymised) return { Supprimable: false, Raison: ACCOUNT_DELETION_MESSAGES.anonymised };
  if (facts.ownStaffAccount) return { Supprimable: false, Raison: ACCOUNT_DELETION_MESSAGES.ownStaffAccount };
  if (facts.commandesEnCours > 0) {
    return { Supprimable: false, Raison: ACCOUNT_DELETION_MESSAGES.commandesEnCours(facts.commandesEnCours) };
  }
  return { Supprimable: true, Raison: null };
}

/** Whether a sign-in at `authTime` (epoch seconds) is recent enough at `now` to delete one's account. */
export function isRecentAuthentication(authTime: number | undefined, now: Date): boolean {
  if (authTime === undefined) return false;
  const age = now.getTime() / 1000 - authTime;
  return age >= -60 && age <= RECENT_AUTHENTICATION_SECONDS;
}

/** What replaces the person in the rows the law keeps. */
export const ANONYMISED = {
  prenom: 'Compte',
  nom: 'supprimé',
  /** A login nobody can own: `.invalid` is reserved (RFC 2606), and it stays unique per account. */
  login: (idCompte: number) => `compte-supprime-${idCompte}@anonyme.invalid`,
} as const;
