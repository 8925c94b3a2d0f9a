import {
  and,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  ANONYMISED,
  ETATS_COMMANDE_EN_COURS,
  ETATS_PUBLICATION_CONSERVES,
} from '../../../domain/identity/accountDeletion.ts';
import { ETAT_COMMANDE } from '../../../domain/referenceIds.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import {
  codesConfirmation,
  commandeProduits,
  commandes,
  comptes,
  factures,
  mailOutbox,
  marqueMisesAJour,
  messagesContact,
  publications,
  reinitialisationsMotDePasse,
  reponsesIdempotentes,
} from '../../platform/db/schema.ts';

/** The account about to be deleted, its row locked until the transaction ends. */
export interface DeletionTarget {
  id: number;
  login: string;
  prenom: string;
  nom: string;
}

/** The live account of that id, its row locked; undefined when none has it or it is already anonymised. */
export async function lockLiveAccount(tx: Transaction, id: number): Promise<DeletionTarget | undefined> {
  const [target] = await tx
    .select({ id: comptes.id, login: comptes.login, prenom: comptes.prenom, nom: comptes.nom })
    .from(comptes)
    .where(and(eq(comptes.id, id), isNull(comptes.dateAnonymisation)))
    .for('update');
  return target;
}

/** Whether the account of that id was deleted already, its row kept anonymised. */
export async function isAnonymised(db: Queryable, idCompte: number): Promise<boolean> {
  const [row] = await db
    .select({ id: comptes.id })
    .from(comptes)
    .where(and(eq(comptes.id, idCompte), isNotNull(comptes.dateAnonymisation)));
  return row !== undefined;
}

/** Orders whose payment or fulfilment is under way (ETATS_COMMANDE_EN_COURS). */
export async function countCommandesEnCours(db: Queryable, idCompte: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(commandes)
    .where(and(eq(commandes.idCompte, idCompte), inArray(commandes.idEtatCommande, [...ETATS_COMMANDE_EN_COURS])));
  return row?.total ?? 0;
}

/** Publications a placed order names: deleting one would rewrite that order. */
const ORDERED_PUBLICATIONS = (tx: Queryable) =>
  tx
    .select({ id: commandeProduits.idPublication })
    .from(commandeProduits)
    .innerJoin(commandes, eq(commandes.id, commandeProduits.idCommande))
    .where(and(isNotNull(commandeProduits.idPublication), ne(commandes.idEtatCommande, ETAT_COMMANDE.panier)));

/** Deletes the basket (its lines go with it). */
export async function deleteBasket(tx: Transaction, idCompte: number): Promise<void> {
  await tx
    .delete(commandes)
    .where(and(eq(commandes.idCompte, idCompte), eq(commandes.idEtatCommande, ETAT_COMMANDE.panier)));
}

/**
 * Deletes the publications the catalogue does not know (drafts, awaiting moderation, refused) and no order names;
 * answers the addresses of their stored files.
 */
export async function deleteUnpublishedPublications(tx: Transaction, idCompte: number): Promise<(string | null)[]> {
  const deleted = await tx
    .delete(publications)
    .where(
      and(
        eq(publications.idCompte, idCompte),
        notInArray(publications.idEtatPublication, [...ETATS_PUBLICATION_CONSERVES]),
        notInArray(publications.id, ORDERED_PUBLICATIONS(tx)),
      ),
    )
    .returning({ visuel: publications.visuelCouverture, quatrieme: publications.quatriemeCouverture });
  return deleted.flatMap((row) => [row.visuel, row.quatrieme]);
}

/** What the law or the catalogue keeps of the account: placed orders, and the publications left. */
export async function keptRecordsOf(
  tx: Queryable,
  idCompte: number,
): Promise<{ commandes: number; publications: number }> {
  const [placed] = await tx
    .select({ total: count() })
    .from(commandes)
    .where(and(eq(commandes.idCompte, idCompte), ne(commandes.idEtatCommande, ETAT_COMMANDE.panier)));
  const [kept] = await tx.select({ total: count() }).from(publications).where(eq(publications.idCompte, idCompte));
  return { commandes: placed?.total ?? 0, publications: kept?.total ?? 0 };
}

/** Deletes the account's row; what belongs to it alone goes with it by the foreign keys. */
export async function deleteAccountRow(tx: Transaction, id: number): Promise<void> {
  await tx.delete(comptes).where(eq(comptes.id, id));
}

/**
 * Keeps the account's row for the orders, invoices and publications that point at it, with nothing left of the
 * person: names and login replaced, address, telephone, company and password gone, no subject a token could name.
 * What the foreign keys would have taken with the row is deleted here.
 */
export async function anonymiseAccountRow(tx: Transaction, id: number, now: Date): Promise<void> {
  await tx
    .update(comptes)
    .set({
      login: ANONYMISED.login(id),
      sujet: null,
      prenom: ANONYMISED.prenom,
      nom: ANONYMISED.nom,
      telephone: null,
      numeroVoie: null,
      idTypeVoie: null,
      nomVoie: null,
      complementsAdresse: null,
      codePostal: null,
      ville: null,
      idPays: null,
      motDePasseHash: null,
      confirme: false,
      raisonSociale: null,
      siret: null,
      dateMaj: now,
      dateAnonymisation: now,
    })
    .where(eq(comptes.id, id));
  await tx.delete(codesConfirmation).where(eq(codesConfirmation.idCompte, id));
  await tx.delete(reinitialisationsMotDePasse).where(eq(reinitialisationsMotDePasse.idCompte, id));
  await tx.delete(reponsesIdempotentes).where(eq(reponsesIdempotentes.idCompte, id));
  await tx.delete(marqueMisesAJour).where(eq(marqueMisesAJour.idCompte, id));
}

/** The billing identities of the account's placed orders. */
export async function placedCommandeIdentities(tx: Transaction, idCompte: number) {
  return tx
    .select({ id: commandes.id, facturation: commandes.facturation })
    .from(commandes)
    .where(and(eq(commandes.idCompte, idCompte), ne(commandes.idEtatCommande, ETAT_COMMANDE.panier)));
}

export async function setCommandeIdentity(tx: Transaction, id: number, facturation: unknown): Promise<void> {
  await tx.update(commandes).set({ facturation }).where(eq(commandes.id, id));
}

/** The account's invoices and credit notes as issued. */
export async function invoiceContentsOf(tx: Transaction, idCompte: number) {
  return tx
    .select({ id: factures.id, contenu: factures.contenu })
    .from(factures)
    .where(eq(factures.idCompte, idCompte));
}

export async function setInvoiceContent(tx: Transaction, id: number, contenu: unknown): Promise<void> {
  await tx.update(factures).set({ contenu }).where(eq(factures.id, id));
}

/**
 * Forgets the e-mails sent to the address and those that answer to it (a contact message brought to the support
 * team): the outbox keeps their text. The address is compared without case, as the contact form takes it as typed.
 */
export async function deleteMailsTo(tx: Transaction, login: string): Promise<void> {
  const address = normalizedAddress(login);
  await tx
    .delete(mailOutbox)
    .where(or(eq(lower(mailOutbox.destinataire), address), eq(lower(mailOutbox.replyTo), address)));
}

/**
 * Erases the messages written through the contact form from the account's address (names, e-mail, telephone,
 * company and text): nothing obliges the portal to keep them. Answers how many there were.
 */
export async function deleteContactMessagesFrom(tx: Transaction, login: string): Promise<number> {
  const deleted = await tx
    .delete(messagesContact)
    .where(eq(lower(messagesContact.email), normalizedAddress(login)))
    .returning({ id: messagesContact.id });
  return deleted.length;
}

function lower(column: SQLWrapper): SQL {
  return sql`lower(trim(${column}))`;
}

function normalizedAddress(login: string): string {
  return login.trim().toLowerCase();
}
