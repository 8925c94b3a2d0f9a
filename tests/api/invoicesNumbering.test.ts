import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERIE, type Serie } from '../../domain/invoice/invoiceMentions.ts';
import { comptes, compteursFacture, factures } from '../../server/platform/db/schema.ts';
import { issueCreditNote, issueInvoice } from '../../server/areas/invoices/issueInvoice.ts';
import { insertFixtureAccount, insertPlacedCommandeFixture } from './placedCommandeFixture.ts';
import { testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
let idCompte: number;
let commandeCount = 0;

async function lastNumber(serie: Serie): Promise<number> {
  const [counter] = await ctx.db
    .select({ last: compteursFacture.dernierNumero })
    .from(compteursFacture)
    .where(eq(compteursFacture.serie, serie));
  if (!counter) throw new Error(`counter ${serie} missing`);
  return counter.last;
}

function placeCommande(): Promise<number> {
  commandeCount += 1;
  return insertPlacedCommandeFixture(ctx.db, idCompte, `NUMEROTATION-${idCompte}-${commandeCount}`);
}

function invoice(idCommande: number) {
  return ctx.db.transaction((tx) => issueInvoice(tx, ctx.config.seller, idCommande));
}

beforeAll(async () => {
  ctx = await testContext();
  idCompte = await insertFixtureAccount(ctx.db, `numerotation-${Date.now()}`);
});

afterAll(async () => {
  // Invoices are kept by law in the product; the test's go with its account.
  await ctx.db.delete(factures).where(eq(factures.idCompte, idCompte));
  await ctx.db.delete(comptes).where(eq(comptes.id, idCompte));
});

describe('invoice numbers', () => {
  test('50 orders invoiced at once take the next 50 numbers of the series, each once', async () => {
    const commandes: number[] = [];
    for (let index = 0; index < 50; index += 1) commandes.push(await placeCommande());
    const last = await lastNumber(SERIE.facture);

    const issued = await Promise.all(commandes.map(invoice));

    const expected = Array.from({ length: 50 }, (_, index) => last + index + 1);
    const rows = await ctx.db
      .select({ idCommande: factures.idCommande, sequence: factures.numeroSequence, numero: factures.numero })
      .from(factures)
      .where(inArray(factures.idCommande, commandes));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(expected);
    expect(new Set(rows.map((row) => row.idCommande)).size).toBe(50);
    const year = new Date().getFullYear();
    for (const row of rows) expect(row.numero).toBe(`FA-${year}-${String(row.sequence).padStart(6, '0')}`);
    expect(issued.map((one) => one.numero).sort()).toEqual(rows.map((row) => row.numero).sort());
    expect(await lastNumber(SERIE.facture)).toBe(last + 50);
  });

  test('the same order invoiced twice at once has one invoice, and the series moves by one', async () => {
    const commande = await placeCommande();
    const last = await lastNumber(SERIE.facture);

    const [first, second] = await Promise.all([invoice(commande), invoice(commande)]);

    expect(second).toEqual(first);
    expect(await invoice(commande)).toEqual(first);
    expect(await ctx.db.select().from(factures).where(eq(factures.idCommande, commande))).toHaveLength(1);
    expect(await lastNumber(SERIE.facture)).toBe(last + 1);
  });

  test('credit notes are numbered in their own series, once per order', async () => {
    const commande = await placeCommande();
    const facture = await invoice(commande);
    const lastInvoice = await lastNumber(SERIE.facture);
    const lastCredit = await lastNumber(SERIE.avoir);

    const credit = await ctx.db.transaction((tx) => issueCreditNote(tx, ctx.config.seller, commande));
    const again = await ctx.db.transaction((tx) => issueCreditNote(tx, ctx.config.seller, commande));

    expect(again).toEqual(credit);
    expect(credit.numero).toBe(`AV-${new Date().getFullYear()}-${String(lastCredit + 1).padStart(6, '0')}`);
    expect(credit.numero).not.toBe(facture.numero);
    expect(await lastNumber(SERIE.avoir)).toBe(lastCredit + 1);
    expect(await lastNumber(SERIE.facture)).toBe(lastInvoice);
  });

  test('a credit note of an order never invoiced is refused and takes no number', async () => {
    const commande = await placeCommande();
    const lastCredit = await lastNumber(SERIE.avoir);

    await expect(ctx.db.transaction((tx) => issueCreditNote(tx, ctx.config.seller, commande))).rejects.toThrow(
      /no invoice to credit/,
    );

    expect(await ctx.db.select().from(factures).where(eq(factures.idCommande, commande))).toEqual([]);
    expect(await lastNumber(SERIE.avoir)).toBe(lastCredit);
  });
});
