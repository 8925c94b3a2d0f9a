import type { Database } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { cancelSubscription, findCancellationNotice } from './repository.ts';
import { subscriptionCancelledMail, type CancelledBy } from './subscriptionCancelledMail.ts';

/**
 * Cancels the account's subscription and, when this call is the one that cancels it, e-mails the customer its
 * confirmation: queued in the same transaction, delivered once it is committed.
 */
export async function cancelWithNotice(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  idCompte: number,
  id: number,
  by: CancelledBy,
): Promise<void> {
  const idMail = await deps.db.transaction(async (tx) => {
    if (!(await cancelSubscription(tx, idCompte, id))) return undefined;
    const notice = await findCancellationNotice(tx, id);
    if (!notice?.dateResiliation) return undefined;
    return deps.mailer.queue(
      tx,
      subscriptionCancelledMail({
        to: notice.login,
        prenom: notice.prenom,
        nom: notice.nom,
        idAbonnement: notice.id,
        libelle: notice.libelle ?? '',
        numeroCommande: notice.numeroCommande ?? '',
        dateFin: notice.dateFin,
        dateResiliation: notice.dateResiliation,
        by,
        publicUrl: deps.publicUrl,
      }),
    );
  });
  if (idMail !== undefined) await deps.mailer.deliver(idMail);
}
