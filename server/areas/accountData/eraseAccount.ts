import { deletionVerdict, type DeletionVerdict } from '../../../domain/identity/accountDeletion.ts';
import type { Queryable, Transaction } from '../../platform/db/database.ts';
import type { AppDependencies } from '../../platform/http/dependencies.ts';
import { recordFileChanges } from '../../platform/files/storedFiles.ts';
import { parisDay } from '../../../domain/parisDay.ts';
import { endSubscriptionsOfDeletedAccount } from '../subscriptions/public.ts';
import { accountDeletedMail, type DeletionSummary } from './deletionMail.ts';
import {
  anonymiseAccountRow,
  countCommandesEnCours,
  deleteAccountRow,
  deleteBasket,
  deleteContactMessagesFrom,
  deleteMailsTo,
  deleteUnpublishedPublications,
  invoiceContentsOf,
  isAnonymised,
  keptRecordsOf,
  placedCommandeIdentities,
  setCommandeIdentity,
  setInvoiceContent,
  type DeletionTarget,
} from './repository.ts';
import { anonymisedIdentite, anonymisedInvoice } from './rules.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';

type IdentiteFacturation = components['schemas']['IdentiteFacturation'];

/** Whether the account may be deleted now (the rule of domain/identity/accountDeletion.ts, its facts read here). */
export async function deletionVerdictOf(db: Queryable, idCompte: number, callerId?: number): Promise<DeletionVerdict> {
  return deletionVerdict({
    anonymised: await isAnonymised(db, idCompte),
    ownStaffAccount: callerId === idCompte,
    commandesEnCours: await countCommandesEnCours(db, idCompte),
  });
}

/** What an erasure did, and the confirmation e-mail queued, to deliver once the transaction commits. */
export interface Erasure extends DeletionSummary {
  idMail: number;
}

/**
 * Deletes what may be deleted of a locked account and anonymises what the law keeps, inside the caller's transaction
 * (the customer's and the staff's deletion alike, once the rule has allowed it): the subscriptions end that day and
 * renew no more, the messages written through the contact form from its address are erased, the basket, the
 * publications the catalogue does not know and their files go, then either the row itself when nothing points at it any more, or the row
 * kept anonymised with the billing identities of its orders and invoices; the provider's user and sessions last, so
 * that its refusal rolls everything back. The confirmation e-mail is queued to the address the account had.
 */
export async function eraseAccount(
  tx: Transaction,
  { directory, mailer, config }: Pick<AppDependencies, 'directory' | 'mailer' | 'config'>,
  target: DeletionTarget,
): Promise<Erasure> {
  const now = new Date();
  const abonnements = await endSubscriptionsOfDeletedAccount(tx, target.id, parisDay(now));
  const messagesContact = await deleteContactMessagesFrom(tx, target.login);
  await deleteBasket(tx, target.id);
  const files = await deleteUnpublishedPublications(tx, target.id);
  await recordFileChanges(tx, { idCompte: target.id, added: [], removed: files });
  const kept = await keptRecordsOf(tx, target.id);
  await deleteMailsTo(tx, target.login);
  if (kept.commandes === 0 && kept.publications === 0) {
    await deleteAccountRow(tx, target.id);
  } else {
    for (const commande of await placedCommandeIdentities(tx, target.id)) {
      if (commande.facturation === null) continue;
      const identite = commande.facturation as IdentiteFacturation;
      await setCommandeIdentity(tx, commande.id, anonymisedIdentite(identite, target.id));
    }
    for (const facture of await invoiceContentsOf(tx, target.id)) {
      await setInvoiceContent(tx, facture.id, anonymisedInvoice(facture.contenu, target.id));
    }
    await anonymiseAccountRow(tx, target.id, now);
  }
  await directory.deleteUser(target, tx);
  const idMail = await mailer.queue(
    tx,
    accountDeletedMail({
      to: target.login,
      prenom: target.prenom,
      nom: target.nom,
      when: now,
      summary: { ...kept, abonnements, messagesContact },
      publicUrl: config.publicUrl,
    }),
  );
  return { ...kept, abonnements, messagesContact, idMail };
}
