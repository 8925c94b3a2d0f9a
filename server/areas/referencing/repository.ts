// Placeholder until the referencing area lands.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database.ts';
import { referencements, type MessageCatalogueRecord } from '../../platform/db/schema.ts';

/** The publications awaiting their next delivery. */
export async function publicationsToDeliver(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: referencements.idPublication })
    .from(referencements)
    .where(eq(referencements.etat, 'aTransmettre'))
    .orderBy(asc(referencements.idPublication));
  return rows.map((row) => row.id);
}

/** The publications a delivery carries are now with the catalogue. */
export async function markDelivered(tx: Transaction, idPublications: number[], idLivraison: number): Promise<void> {
  if (idPublications.length === 0) return;
  await tx
    .update(referencements)
    .set({ etat: 'transmise', dateEtat: new Date(), idLivraison })
    .where(and(inArray(referencements.idPublication, idPublications), eq(referencements.etat, 'aTransmettre')));
}

/** The catalogue's answer for one publication; false when its state does not take it. */
export async function applyAcknowledgement(
  tx: Transaction,
  idPublication: number,
  outcome: { Statut: 'referencee' | 'referenceeAvecRemarques' | 'rejetee'; Messages: MessageCatalogueRecord[] },
): Promise<boolean> {
  const updated = await tx
    .update(referencements)
    .set({ etat: outcome.Statut, dateEtat: new Date(), messages: outcome.Messages })
    .where(and(eq(referencements.idPublication, idPublication), eq(referencements.etat, 'transmise')))
    .returning({ id: referencements.idPublication });
  return updated.length > 0;
}
