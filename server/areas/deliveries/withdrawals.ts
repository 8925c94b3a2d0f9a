import { ETATS_REFERENCES, type EtatReferencement } from '../../../domain/referencing/referencingStates.ts';
import { normalizeEan } from '../../../domain/ean.ts';
import { MODERATION_MAIL } from '../../../domain/publication/moderation.ts';
import { readConfig } from '../../platform/config/config.ts';
import type { Transaction } from '../../platform/db/database.ts';
import { recordReference } from '../onix/public.ts';
import { insertWithdrawals, publicationsInCatalogue } from './repository.ts';

/** The states in which the catalogue holds a record of the publication, or is receiving one. */
const ETATS_AU_CATALOGUE: readonly EtatReferencement[] = [...ETATS_REFERENCES, 'transmise'];

/**
 * Records, before an account's publications are deleted with it, the withdrawal of each one the catalogue holds or is
 * receiving: the next delivery sends them as deletions (NotificationType 05), under the references they were sent
 * under (PUBLIC_URL's unless told).
 */
export async function recordWithdrawals(
  tx: Transaction,
  idCompte: number,
  publicUrl: string = readConfig(process.env).publicUrl,
): Promise<void> {
  const held = await publicationsInCatalogue(tx, idCompte, ETATS_AU_CATALOGUE);
  await insertWithdrawals(
    tx,
    held.map((publication) => ({
      reference: recordReference(publicUrl, publication.id),
      ean: normalizeEan(publication.ean),
      titre: publication.titre?.trim() || MODERATION_MAIL.untitled,
    })),
  );
}
