import { PRODUIT_REFERENCEMENT } from '../../../domain/referencing/referencingProduct.ts';
import type { MessageCatalogueRecord } from '../../../domain/referencing/catalogueMessageFields.ts';
import type { ReferencingEvent } from '../../../machines/referencing/types.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import { moveReferencing } from './moveReferencing.ts';
import type { ReferencingNotices } from './notices.ts';
import { paymentColumns, payersOf } from './payers.ts';
import {
  accountOfCommande,
  isCommandePaid,
  lockPublicationAndReferencing,
  pricesOf,
  publicationFacts,
  publicationsInState,
  publicationsPaidByLines,
  referencingLinesOfCommande,
  referencingRows,
  type ReferencingChanges,
} from './repository.ts';
import { readsPaymentLive, toReferencement, type Referencement } from './view.ts';

/**
 * The Referencement of each publication of `ids` that exists, in five queries whatever their number: the
 * publications, their referencing rows, then for those not paid yet the lines and subscriptions that may pay them,
 * and the products' prices.
 */
export async function referencingsOf(db: Queryable, ids: readonly number[]): Promise<Map<number, Referencement>> {
  const result = new Map<number, Referencement>();
  if (ids.length === 0) return result;
  const [facts, rows, prices] = await Promise.all([
    publicationFacts(db, ids),
    referencingRows(db, ids),
    pricesOf(db, Object.values(PRODUIT_REFERENCEMENT)),
  ]);
  const rowOf = new Map(rows.map((row) => [row.idPublication, row]));
  const payers = await payersOf(
    db,
    facts.filter((publication) => readsPaymentLive(rowOf.get(publication.id))),
  );
  for (const publication of facts) {
    const row = rowOf.get(publication.id);
    const live = readsPaymentLive(row) ? payers.peek(publication) : null;
    result.set(publication.id, toReferencement(row, publication.idFormat, live, prices));
  }
  return result;
}

/** The Referencement of one publication; a publication that does not exist reads as not validated and unpaid. */
export async function referencingOf(db: Queryable, idPublication: number): Promise<Referencement> {
  const found = (await referencingsOf(db, [idPublication])).get(idPublication);
  if (found) return found;
  return toReferencement(undefined, null, null, await pricesOf(db, Object.values(PRODUIT_REFERENCEMENT)));
}

type Changes = Omit<ReferencingChanges, 'etat'>;

/** Locks the publication and its referencing, then moves it; false for an unknown publication or a refused event. */
async function moveLocking(
  tx: Transaction,
  idPublication: number,
  event: ReferencingEvent,
  changes: Changes = {},
  notices?: ReferencingNotices,
): Promise<boolean> {
  const locked = await lockPublicationAndReferencing(tx, idPublication);
  return locked ? moveReferencing(tx, locked, event, changes, notices) : false;
}

/**
 * The moderation validated the publication (in its transaction): its referencing awaits the next delivery when a
 * line or a subscription pays it, which is recorded, its payment otherwise. One taken back for correction was paid
 * already. False when its state takes no validation.
 */
export async function onPublicationValidated(tx: Transaction, idPublication: number): Promise<boolean> {
  const locked = await lockPublicationAndReferencing(tx, idPublication);
  if (!locked) return false;
  if (!readsPaymentLive(locked.row)) {
    return moveReferencing(tx, locked, { type: 'referencing.validated', paid: true });
  }
  const payment = (await payersOf(tx, [locked.publication], { lock: true })).take(locked.publication);
  return moveReferencing(
    tx,
    locked,
    { type: 'referencing.validated', paid: payment !== null },
    paymentColumns(payment),
  );
}

/**
 * An order was paid (outbox effect `referencements`): each validated publication one of its « Référencement »
 * lines was bought for, and which awaited its payment, awaits the next delivery, and so do the account's others a
 * subscription now covers. Returns how many moved.
 */
export async function payReferencingsOfCommande(tx: Transaction, idCommande: number): Promise<number> {
  if (!(await isCommandePaid(tx, idCommande))) return 0;
  let moved = 0;
  for (const line of await referencingLinesOfCommande(tx, idCommande)) {
    const paid = await moveLocking(
      tx,
      line.idPublication,
      { type: 'referencing.paid' },
      {
        idCommandeProduit: line.idCommandeProduit,
        idAbonnement: null,
      },
    );
    if (paid) moved += 1;
  }
  // A subscription the order bought covers the account's validated publications that still await their payment.
  const idCompte = await accountOfCommande(tx, idCommande);
  if (idCompte !== undefined)
    moved += await payAwaitingPublications(tx, await publicationsInState(tx, 'aPayer', idCompte));
  return moved;
}

/**
 * An order was refunded (outbox effect `referencementsRembourses`): the publications its lines paid for and that no
 * delivery has carried yet await their payment again. Returns how many moved.
 */
export async function unpayReferencingsOfCommande(tx: Transaction, idCommande: number): Promise<number> {
  if (await isCommandePaid(tx, idCommande)) return 0;
  const lines = await referencingLinesOfCommande(tx, idCommande);
  const paidBy = await publicationsPaidByLines(
    tx,
    lines.map((line) => line.idCommandeProduit),
  );
  let moved = 0;
  for (const idPublication of paidBy) {
    if (await moveLocking(tx, idPublication, { type: 'referencing.unpaid' }, { idCommandeProduit: null })) moved += 1;
  }
  return moved;
}

/**
 * The publications the next delivery takes (state aTransmettre), oldest first. Those awaiting their payment are
 * looked at again first: a line paid or a subscription bought since pays them now.
 */
export async function publicationsToDeliver(tx: Transaction): Promise<number[]> {
  await payAwaitingPublications(tx, await publicationsInState(tx, 'aPayer'));
  return publicationsInState(tx, 'aTransmettre');
}

/** Publications awaiting their payment that a line or a subscription now pays await the next delivery. */
async function payAwaitingPublications(tx: Transaction, idPublications: readonly number[]): Promise<number> {
  const waiting = [];
  for (const idPublication of idPublications) {
    const locked = await lockPublicationAndReferencing(tx, idPublication);
    if (locked?.row?.etat === 'aPayer') waiting.push(locked);
  }
  if (waiting.length === 0) return 0;
  const payers = await payersOf(
    tx,
    waiting.map((locked) => locked.publication),
    { lock: true },
  );
  let moved = 0;
  for (const locked of waiting) {
    const payment = payers.take(locked.publication);
    if (payment && (await moveReferencing(tx, locked, { type: 'referencing.paid' }, paymentColumns(payment))))
      moved += 1;
  }
  return moved;
}

/** A delivery carried these publications: each is « Transmise », and its author told so (queued on `notices`). */
export async function markDelivered(
  tx: Transaction,
  idPublications: number[],
  idLivraison: number,
  notices?: ReferencingNotices,
): Promise<void> {
  for (const idPublication of [...idPublications].sort((a, b) => a - b)) {
    await moveLocking(tx, idPublication, { type: 'referencing.delivered' }, { idLivraison, messages: [] }, notices);
  }
}

export interface Acknowledgement {
  Statut: 'referencee' | 'referenceeAvecRemarques' | 'rejetee';
  Messages: MessageCatalogueRecord[];
}

const EVENT_OF_STATUT: Readonly<Record<Acknowledgement['Statut'], ReferencingEvent>> = {
  referencee: { type: 'referencing.accepted' },
  referenceeAvecRemarques: { type: 'referencing.acceptedWithRemarks' },
  rejetee: { type: 'referencing.rejected' },
};

/**
 * The catalogue acknowledged the publication: referenced (the publication becomes « Référencée »), with remarks, or
 * rejected, with its messages; its author is told (queued on `notices`). False when it was not awaiting an answer.
 */
export async function applyAcknowledgement(
  tx: Transaction,
  idPublication: number,
  outcome: Acknowledgement,
  notices?: ReferencingNotices,
): Promise<boolean> {
  return moveLocking(tx, idPublication, EVENT_OF_STATUT[outcome.Statut], { messages: outcome.Messages }, notices);
}

/** Staff changed the publication: a referenced one is sent to the catalogue again. False otherwise. */
export async function onPublicationChangedByStaff(tx: Transaction, idPublication: number): Promise<boolean> {
  return moveLocking(tx, idPublication, { type: 'referencing.changed' });
}

/**
 * The author takes a publication the catalogue rejected back to correct it: a draft again, its referencing « À
 * corriger ». Undefined for another account's publication; false when it is not rejected.
 */
export async function startCorrection(
  tx: Transaction,
  idCompte: number,
  idPublication: number,
): Promise<boolean | undefined> {
  const locked = await lockPublicationAndReferencing(tx, idPublication, idCompte);
  if (!locked) return undefined;
  return moveReferencing(tx, locked, { type: 'referencing.correctionStarted' });
}
