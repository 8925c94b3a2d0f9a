import type { Database } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Outbox } from '../../platform/outbox/processor.ts';
import { queueFileRemovals } from '../../platform/outbox/queue.ts';
import { articleAvailableMail } from './articleAvailableMail.ts';
import { discardArticleFile, storeArticleFile } from './articleFiles.ts';
import { findPaidBuyersOf, lockArticleFile, setArticleFile } from './repository.ts';

export interface ArticleFileDeps {
  db: Database;
  dataDir: string;
  publicUrl: string;
  outbox: Outbox;
  mailer: Mailer;
}

/**
 * Writes a judged PDF under a name the server chooses, then, in one transaction, points the article at it and queues
 * the removal of the file it replaces; buyers who paid before the article had a file are e-mailed that it is there
 * (once: a replacement tells nobody). Whatever does not commit, the new file is deleted. False for an unknown product.
 */
export async function saveArticleFile(deps: ArticleFileDeps, idProduit: number, bytes: Buffer): Promise<boolean> {
  const adresse = await storeArticleFile(deps.dataDir, bytes);
  const mails: number[] = [];
  let written = false;
  try {
    written = await deps.db.transaction(async (tx) => {
      const current = await lockArticleFile(tx, idProduit);
      if (!current) return false;
      await setArticleFile(tx, idProduit, adresse, bytes.length);
      // Orders read the product's current file: the replaced one leaves the disk once this commits.
      await queueFileRemovals(tx, [current.fichier]);
      if (current.fichier === null) {
        for (const buyer of await findPaidBuyersOf(tx, idProduit)) {
          const notice = {
            to: buyer.login,
            prenom: buyer.prenom,
            nom: buyer.nom,
            idCommande: buyer.idCommande,
            numeroCommande: buyer.numero ?? '',
            idCommandeProduit: buyer.idCommandeProduit,
            libelle: buyer.libelle ?? '',
            publicUrl: deps.publicUrl,
          };
          mails.push(await deps.mailer.queue(tx, articleAvailableMail(notice)));
        }
      }
      return true;
    });
  } finally {
    if (!written) await discardArticleFile(deps.dataDir, adresse);
  }
  if (!written) return false;
  deps.outbox.kick();
  for (const idMail of mails) await deps.mailer.deliver(idMail);
  return true;
}
