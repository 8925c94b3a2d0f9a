import type { MessageCatalogueRecord } from '../../../domain/referencing/catalogueMessageFields.ts';
import { referencingMailOf, type EtatReferencementNotifie } from '../../../domain/referencing/referencingMail.ts';
import type { Transaction } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PublicationFacts } from './repository.ts';

/**
 * The author's e-mails of the referencing moves made in one transaction: queued in it (so that no e-mail tells of a
 * move that was rolled back), then handed to SMTP by `deliver` once it has committed.
 */
export interface ReferencingNotices {
  queue(
    tx: Transaction,
    publication: PublicationFacts,
    state: { etat: EtatReferencementNotifie; date: Date; messages: readonly MessageCatalogueRecord[] },
  ): Promise<void>;
  /** After the commit: sends what was queued (a failure is recorded on the e-mail's row). */
  deliver(): Promise<void>;
}

export function referencingNotices(mailer: Mailer, publicUrl: string): ReferencingNotices {
  let queued: number[] = [];
  return {
    async queue(tx, publication, state) {
      const mail = referencingMailOf({
        ...state,
        author: publication,
        titre: publication.titre,
        ean: publication.ean,
        link: `${publicUrl}/publication/${publication.id}`,
      });
      queued.push(await mailer.queue(tx, { to: publication.login, ...mail }));
    },
    async deliver() {
      const ids = queued;
      queued = [];
      for (const id of ids) await mailer.deliver(id);
    },
  };
}
