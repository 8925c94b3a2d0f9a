import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { FRANCE } from '../../domain/referenceIds.ts';
import { signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import { comptes, factures } from '../../server/platform/db/schema.ts';
import { ACCEPTED_CONDITIONS } from './commandeFlow.ts';
import { moderationHarness, type ModerationHarness, type Publication } from './moderationHarness.ts';
import type { Author } from './publicationsHarness.ts';
import { asStaffOn } from './testApp.ts';

type Schemas = components['schemas'];
export type Referencement = Schemas['Referencement'];

export interface ReferencingHarness extends ModerationHarness {
  /** A complete publication of `who`, submitted then accepted by the back office, as its author then reads it. */
  validated(who: Author, serial: number, titre?: string): Promise<Publication>;
  /** Accepts a submitted publication of `who` in the back office (answered 200). */
  accept(who: Author, id: number): Promise<void>;
  /** Places an order of these lines (basket, then Commande_Create) with a billing address: its id. */
  order(who: Author, lines: readonly Schemas['CommandeProduitSaisie'][]): Promise<number>;
  /** Pays an order as the provider does (attempt, accepted notification), then waits for the outbox's effects. */
  pay(who: Author, idCommande: number): Promise<void>;
  /** Staff cancel a paid order (refund with a credit note), then the outbox's effects run. */
  refund(idCommande: number): Promise<void>;
  referencementOf(who: Author, id: number): Promise<Referencement>;
}

export async function referencingHarness(): Promise<ReferencingHarness> {
  const h = await moderationHarness();
  const billed = new Set<number>();

  async function accept(who: Author, id: number) {
    const answered = await h.answer({ Id: id, IdPersonne: who.idCompte, Accepte: true });
    expect(answered.statusCode, answered.body).toBe(200);
  }

  async function giveBillingAddress(who: Author) {
    if (billed.has(who.idCompte)) return;
    await h.ctx.db
      .update(comptes)
      .set({ nomVoie: '3 rue des Lilas', codePostal: '75011', ville: 'Paris', idPays: FRANCE.idPays })
      .where(eq(comptes.id, who.idCompte));
    billed.add(who.idCompte);
  }

  return {
    ...h,
    accept,
    async validated(who, serial, titre) {
      const submitted = await h.submitted(who, serial, titre);
      await accept(who, submitted.Id);
      return h.get(who, submitted.Id);
    },
    async order(who, lines) {
      await giveBillingAddress(who);
      for (const line of lines) {
        const added = await h.send(who, '/Panier/AddProduit', line);
        expect(added.statusCode, added.body).toBe(200);
        expect((added.json() as Schemas['Panier']).MessageErreur ?? null).toBeNull();
      }
      const placed = await h.send(who, '/Commande/Commande_Create', ACCEPTED_CONDITIONS);
      expect(placed.statusCode, placed.body).toBe(200);
      return (placed.json() as Schemas['Commande']).Id;
    },
    async pay(who, idCommande) {
      const started = await h.send(who, '/Paiement/Paiement_Create', { IdCommande: idCommande });
      expect(started.statusCode, started.body).toBe(200);
      const form = (started.json() as Schemas['FormulairePaiement']).Champs;
      const notification = signLyraFields(
        {
          vads_amount: form.vads_amount!,
          vads_card_brand: 'CB',
          vads_ctx_mode: form.vads_ctx_mode!,
          vads_currency: form.vads_currency!,
          vads_order_id: form.vads_order_id!,
          vads_site_id: form.vads_site_id!,
          vads_trans_date: form.vads_trans_date!,
          vads_trans_id: form.vads_trans_id!,
          vads_trans_status: 'AUTHORISED',
        },
        h.ctx.config.payment.key,
      );
      const notified = await h.app.inject({
        method: 'POST',
        url: '/api/Paiement/Paiement_Notification',
        payload: new URLSearchParams(notification).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(notified.statusCode, notified.body).toBe(200);
      await h.app.outbox.drain();
    },
    async refund(idCommande) {
      // The back office's token is known to the shared application, as in moderationHarness's answer.
      const response = await asStaffOn(h.ctx.app, '/BO/Commande/Commande_Etat_Update', {
        Id: idCommande,
        Action: 'annuler',
      });
      expect(response.statusCode, response.body).toBe(200);
      await h.app.outbox.drain();
    },
    referencementOf: async (who, id) => (await h.get(who, id)).Referencement,
    async dispose() {
      // Invoices outlive their orders (kept by law); the authors' go with them here.
      const ids = [...billed];
      if (ids.length > 0) await h.ctx.db.delete(factures).where(inArray(factures.idCompte, ids));
      await h.dispose();
    },
  };
}
