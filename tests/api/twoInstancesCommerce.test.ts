import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { buildApp } from '../../server/compose/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { factures } from '../../server/platform/db/schema.ts';
import { issueInvoice } from '../../server/areas/invoices/issueInvoice.ts';
import { basketHarness, disposeBasketHarness, keyOf, quantities, type BasketHarness } from './basketHarness.ts';
import { acceptedNotification, giveBillingAddress, placeCommandeOf } from './commandeFlow.ts';
import { call } from './testApp.ts';

/**
 * Two portal processes on one database: A is the basket harness's application, B a second application (with
 * DATABASE_URL, on its own connection pool, as a second process would be).
 */
let h: BasketHarness;
let b: FastifyInstance;
let secondPool: DatabaseHandle | undefined;

beforeAll(async () => {
  h = await basketHarness();
  secondPool = h.ctx.config.databaseUrl ? await openDatabase({ databaseUrl: h.ctx.config.databaseUrl }) : undefined;
  b = buildApp({
    config: h.ctx.config,
    db: secondPool?.db ?? h.ctx.db,
    document: h.ctx.document,
    verifyAccessToken: h.verifyAccessToken,
  });
  await b.ready();
});

afterAll(async () => {
  await b.close();
  await secondPool?.close();
  await disposeBasketHarness();
});

const through = (index: number): FastifyInstance => (index % 2 === 0 ? h.app : b);

describe('deux serveurs sur une base : panier et factures', () => {
  test('des ajouts simultanés au panier, moitié par A, moitié par B, ne perdent aucune ligne', async () => {
    const who = await h.customer('deux-serveurs-panier');
    await h.reset(who);
    const [first, second] = who.publications;
    const lines = [
      { IdProduit: 1, Quantite: 1, IdPublication: first },
      { IdProduit: 1, Quantite: 1, IdPublication: second },
      { IdProduit: 2, Quantite: 1 },
      { IdProduit: 10, Quantite: 1, IdFormation: 101 },
      { IdProduit: 10, Quantite: 1, IdFormation: 103 },
      { IdProduit: 11, Quantite: 1, IdFormation: 111 },
      { IdProduit: 20, Quantite: 1 },
      { IdProduit: 21, Quantite: 1 },
    ];

    // Distinct lines, then the same article over and over: each addition reads the lines another may be writing.
    const additions = [...lines, ...Array.from({ length: 6 }, () => ({ IdProduit: 20, Quantite: 1 }))];
    const responses = await Promise.all(
      additions.map((line, index) => call(through(index), '/Panier/AddProduit', { token: who.token, values: line })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);

    const panier = await h.basket(who, '/Panier/GetProduits');
    const expected = new Map(lines.map((line) => [keyOf(line), line.IdProduit === 20 ? 7 : 1]));
    expect(quantities(panier)).toEqual(expected);
    await h.reset(who);
  });

  test('des paiements notifiés en même temps, moitié par A, moitié par B, ont des numéros de facture sans trou ni doublon', async () => {
    const count = 6;
    const customers = await Promise.all(
      Array.from({ length: count }, (_, index) => h.customer(`deux-serveurs-facture-${index}`)),
    );
    const commandes: number[] = [];
    const notifications: Record<string, string>[] = [];
    for (const who of customers) {
      await h.reset(who);
      await giveBillingAddress(h, who, null);
      const commande = await placeCommandeOf(h, who, [{ IdProduit: 20, Quantite: 1 }]);
      commandes.push(commande.Id);
      const started = await h.send(who, '/Paiement/Paiement_Create', { IdCommande: commande.Id });
      expect(started.statusCode, started.body).toBe(200);
      notifications.push(acceptedNotification(h, started.json() as components['schemas']['FormulairePaiement']));
    }

    const notified = await Promise.all(
      notifications.map((fields, index) =>
        through(index).inject({
          method: 'POST',
          url: '/api/Paiement/Paiement_Notification',
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    for (const response of notified) expect(response.statusCode, response.body).toBe(200);
    await Promise.all([h.app.outbox.drain(), b.outbox.drain()]);

    const rows = await h.ctx.db
      .select({ idCommande: factures.idCommande, sequence: factures.numeroSequence, numero: factures.numero })
      .from(factures)
      .where(inArray(factures.idCommande, commandes));
    expect(rows.map((row) => row.idCommande).sort((x, y) => x - y)).toEqual([...commandes].sort((x, y) => x - y));
    const sequences = rows.map((row) => row.sequence).sort((x, y) => x - y);
    const lowest = sequences[0]!;
    expect(sequences).toEqual(Array.from({ length: count }, (_, index) => lowest + index));
    expect(new Set(rows.map((row) => row.numero)).size).toBe(count);
    for (const who of customers) await h.reset(who);
  });
  test('des factures émises au même instant par les deux serveurs se numérotent sans trou ni doublon', async () => {
    const count = 8;
    const customers = await Promise.all(
      Array.from({ length: count }, (_, index) => h.customer(`deux-serveurs-emission-${index}`)),
    );
    const commandes: number[] = [];
    for (const who of customers) {
      await h.reset(who);
      await giveBillingAddress(h, who, null);
      commandes.push((await placeCommandeOf(h, who, [{ IdProduit: 20, Quantite: 1 }])).Id);
    }
    // Each server's own connections issue at once, as two outboxes taking different rows would.
    const databases = [h.ctx.db, secondPool?.db ?? h.ctx.db];
    const issued = await Promise.all(
      commandes.map((idCommande, index) =>
        databases[index % 2]!.transaction((tx) => issueInvoice(tx, h.ctx.config.seller, idCommande)),
      ),
    );
    const sequences = (
      await h.ctx.db
        .select({ sequence: factures.numeroSequence })
        .from(factures)
        .where(inArray(factures.idCommande, commandes))
    )
      .map((row) => row.sequence)
      .sort((x, y) => x - y);
    const lowest = sequences[0]!;
    expect(sequences).toEqual(Array.from({ length: count }, (_, index) => lowest + index));
    expect(new Set(issued.map((invoice) => invoice.numero)).size).toBe(count);
    for (const who of customers) await h.reset(who);
  });
});
