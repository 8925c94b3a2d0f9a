import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { commandes, evenementsSortants } from '../../server/platform/db/schema.ts';
import {
  createOutbox,
  retryDelayMs,
  type OutboxEffect,
  type OutboxEffects,
} from '../../server/platform/outbox/processor.ts';
import { usePaymentHarness, type PaymentCustomer, type PaymentHarness } from './paymentHarness.ts';

let h: PaymentHarness;
let camille: PaymentCustomer;

usePaymentHarness((harness, customer) => {
  h = harness;
  camille = customer;
});

const silent = { error: () => undefined };

/** Effects that record what they did; `facture` writes to the order in its transaction, to see it roll back. */
function recordingEffects(options: { failures: number }) {
  const done: string[] = [];
  let failuresLeft = options.failures;
  const record =
    (nature: string): OutboxEffect =>
    async (_tx, idCommande) => {
      done.push(`${nature}:${idCommande}`);
    };
  const effects: OutboxEffects = {
    facture: async (tx, idCommande) => {
      await tx.update(commandes).set({ codeReduction: 'ECRIT-PAR-L-EFFET' }).where(eq(commandes.id, idCommande));
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('le service de facturation ne répond pas');
      }
      done.push(`facture:${idCommande}`);
      return async () => {
        done.push(`après validation:${idCommande}`);
      };
    },
    avoir: record('avoir'),
    confirmationPaiement: record('confirmationPaiement'),
    abonnements: record('abonnements'),
    referencements: record('referencements'),
    referencementsRembourses: record('referencementsRembourses'),
    suppressionFichier: async (_tx, address) => {
      done.push(`suppressionFichier:${address}`);
    },
  };
  return { effects, done };
}

async function rows() {
  return h.ctx.db.select().from(evenementsSortants).orderBy(evenementsSortants.id);
}

describe('la boîte d’envoi des effets', () => {
  test('traite chaque ligne une fois, dans l’ordre, et fait suivre ce qui vient après la validation', async () => {
    const idCommande = await h.placeCommande(camille);
    await h.ctx.db.insert(evenementsSortants).values([
      { nature: 'facture', idCommande },
      { nature: 'confirmationPaiement', idCommande },
    ]);
    const { effects, done } = recordingEffects({ failures: 0 });
    const outbox = createOutbox({ db: h.ctx.db, effects, log: silent });
    await Promise.all([outbox.drain(), outbox.drain()]);
    await outbox.drain();
    expect(done).toEqual([
      `facture:${idCommande}`,
      `après validation:${idCommande}`,
      `confirmationPaiement:${idCommande}`,
    ]);
    for (const row of await rows()) {
      expect(row.dateTraitement).toBeInstanceOf(Date);
      expect(row).toMatchObject({ tentatives: 1, derniereErreur: null });
    }
  });

  test('un effet qui échoue est annulé, noté et repris plus tard, de plus en plus tard, jusqu’à réussir', async () => {
    const idCommande = await h.placeCommande(camille);
    await h.ctx.db.insert(evenementsSortants).values({ nature: 'facture', idCommande });
    const { effects, done } = recordingEffects({ failures: 2 });
    let now = new Date();
    const outbox = createOutbox({ db: h.ctx.db, effects, log: silent, now: () => now });

    await outbox.drain();
    let [row] = await rows();
    expect(row).toMatchObject({
      tentatives: 1,
      derniereErreur: 'le service de facturation ne répond pas',
      dateTraitement: null,
    });
    expect(row?.dateProchaineTentative.getTime()).toBe(now.getTime() + retryDelayMs(1));
    const [commande] = await h.ctx.db.select().from(commandes).where(eq(commandes.id, idCommande));
    expect(commande?.codeReduction).toBeNull();

    now = new Date(now.getTime() + retryDelayMs(1) - 1000);
    await outbox.drain();
    expect((await rows())[0]?.tentatives).toBe(1);

    now = new Date(now.getTime() + 1000);
    await outbox.drain();
    [row] = await rows();
    expect(row?.tentatives).toBe(2);
    expect(row?.dateProchaineTentative.getTime()).toBe(now.getTime() + retryDelayMs(2));

    now = new Date(now.getTime() + retryDelayMs(2));
    await outbox.drain();
    [row] = await rows();
    expect(row).toMatchObject({ tentatives: 3, derniereErreur: null });
    expect(row?.dateTraitement).toBeInstanceOf(Date);
    expect(done).toEqual([`facture:${idCommande}`, `après validation:${idCommande}`]);
  });

  test('le délai double de 30 secondes jusqu’à une heure, sans jamais abandonner', () => {
    expect([1, 2, 3, 4, 7, 8, 50].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  test('le balayage régulier reprend ce qui attend, et s’arrête avec le serveur', async () => {
    const idCommande = await h.placeCommande(camille);
    const { effects, done } = recordingEffects({ failures: 0 });
    const outbox = createOutbox({ db: h.ctx.db, effects, log: silent });
    outbox.start(20);
    await h.ctx.db.insert(evenementsSortants).values({ nature: 'abonnements', idCommande });
    await expect.poll(() => done, { timeout: 5000 }).toEqual([`abonnements:${idCommande}`]);
    await outbox.stop();
    await h.ctx.db.insert(evenementsSortants).values({ nature: 'avoir', idCommande });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toEqual([`abonnements:${idCommande}`]);
  });
});
