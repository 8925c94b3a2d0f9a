import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { components } from '../../openapi/generated/schema.d.ts';
import { buildApp } from '../../server/compose/app.ts';
import type { ServerConfig } from '../../server/platform/config/config.ts';
import { commandes, comptes, factures, publications } from '../../server/platform/db/schema.ts';
import type { Identity } from '../../server/platform/identity/verifyAccessToken.ts';
import { createResponseChecker, expectOkBody } from './contractShape.ts';
import { call, testContext, type TestContext } from './testApp.ts';

export type Panier = components['schemas']['Panier'];
export type LineInput = components['schemas']['CommandeProduitSaisie'];

export interface BasketCustomer {
  token: string;
  idCompte: number;
  /** Two publications of this customer, by id. */
  publications: [number, number];
}

export interface BasketHarness {
  ctx: TestContext;
  /** An application whose tokens name the harness's customers (the shared one knows the demo accounts only). */
  app: FastifyInstance;
  /** How `app` reads the harness's tokens, for a second application that must know the same customers. */
  verifyAccessToken(token: string): Promise<Identity | undefined>;
  customer(name: string): Promise<BasketCustomer>;
  /** A publication that belongs to somebody else. */
  foreignPublication: number;
  /** Removes the customers' orders and invoices, so that a test starts with none. */
  reset(...customers: BasketCustomer[]): Promise<void>;
  send(customer: BasketCustomer, path: string, values?: unknown): Promise<LightMyRequestResponse>;
  /** Sends and expects a 200 whose body has the contract's exact shape. */
  basket(customer: BasketCustomer, path: string, values?: unknown): Promise<Panier>;
  /** Removes the harness's accounts and publications, so that other files find the seed alone. */
  dispose(): Promise<void>;
}

const HARNESS = Symbol.for('portail.tests.api.basket');

/** Settings a file may change for its own harness, such as how many reduction codes an account may try. */
export type HarnessConfig = Partial<Pick<ServerConfig, 'reductionCodeRate'>>;

async function createHarness(overrides: HarnessConfig): Promise<BasketHarness> {
  const ctx = await testContext();
  const identities = new Map<string, Identity>();
  const verifyAccessToken = async (token: string) => identities.get(token);
  const app = buildApp({
    config: { ...ctx.config, ...overrides },
    db: ctx.db,
    document: ctx.document,
    verifyAccessToken,
  });
  await app.ready();
  const check = createResponseChecker(ctx.document);

  const [owner] = await ctx.db.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, 'admin@example.org'));
  if (!owner) throw new Error('demo account missing');
  const [foreign] = await ctx.db
    .insert(publications)
    .values({
      idCompte: owner.id,
      ean: '9782365120036',
      titre: "Le livre d'un autre",
      idDisponibilite: 2,
      idEtatPublication: 3,
    })
    .returning({ id: publications.id });
  if (!foreign) throw new Error('publication insert returned no row');

  const customers = new Map<string, BasketCustomer>();

  async function customer(name: string): Promise<BasketCustomer> {
    const known = customers.get(name);
    if (known) return known;
    const login = `${name}@panier.example.org`;
    const [row] = await ctx.db
      .insert(comptes)
      .values({ login, prenom: 'Client', nom: name, idCivilite: 1, role: 'frontoffice', confirme: true })
      .returning({ id: comptes.id });
    if (!row) throw new Error('account insert returned no row');
    const pubs = await ctx.db
      .insert(publications)
      .values([
        { idCompte: row.id, ean: '9782365120043', titre: 'Zéphyr', idDisponibilite: 2, idEtatPublication: 3 },
        { idCompte: row.id, ean: '9782365120050', titre: 'Aube', idDisponibilite: 1, idEtatPublication: 1 },
      ])
      .returning({ id: publications.id });
    const token = `jeton-panier-${name}`;
    identities.set(token, { subject: name, login, roles: ['frontoffice'] });
    const created: BasketCustomer = { token, idCompte: row.id, publications: [pubs[0]!.id, pubs[1]!.id] };
    customers.set(name, created);
    return created;
  }

  async function send(who: BasketCustomer, path: string, values?: unknown): Promise<LightMyRequestResponse> {
    return call(app, path, { token: who.token, values });
  }

  return {
    ctx,
    app,
    verifyAccessToken,
    customer,
    foreignPublication: foreign.id,
    reset: async (...who) => {
      const ids = who.map((customer) => customer.idCompte);
      // Invoices outlive their orders in the product (they are kept by law); tests start afresh.
      await ctx.db.delete(factures).where(inArray(factures.idCompte, ids));
      await ctx.db.delete(commandes).where(inArray(commandes.idCompte, ids));
    },
    send,
    dispose: async () => {
      const ids = [...customers.values()].map((who) => who.idCompte);
      if (ids.length > 0) {
        await ctx.db.delete(factures).where(inArray(factures.idCompte, ids));
        await ctx.db.delete(comptes).where(inArray(comptes.id, ids));
      }
      await ctx.db.delete(publications).where(eq(publications.id, foreign.id));
      await app.close();
    },
    basket: async (who, path, values) => expectOkBody<Panier>(check, path, await send(who, path, values)),
  };
}

/**
 * Built once per test file (after `disposeBasketHarness`, the next file builds its own); `overrides` apply
 * when this call builds it.
 */
export function basketHarness(overrides: HarnessConfig = {}): Promise<BasketHarness> {
  const holder = globalThis as { [HARNESS]?: Promise<BasketHarness> };
  holder[HARNESS] ??= createHarness(overrides);
  return holder[HARNESS];
}

/**
 * A harness of its own for a file whose one customer tries many reduction codes, far more than the portal's
 * per-account limit allows (the limit itself is tested in abuseLimits.test.ts).
 */
export async function basketHarnessTryingManyCodes(): Promise<BasketHarness> {
  await disposeBasketHarness();
  return basketHarness({ reductionCodeRate: { max: 100_000, timeWindowMs: 60_000 } });
}

export async function disposeBasketHarness(): Promise<void> {
  const holder = globalThis as { [HARNESS]?: Promise<BasketHarness> };
  const harness = holder[HARNESS];
  delete holder[HARNESS];
  if (harness) await (await harness).dispose();
}

/** A line's identity in the basket: product, publication and session, nulls equal. */
export function keyOf(line: {
  IdProduit?: number;
  Produit?: { Id: number };
  IdPublication?: number | null;
  IdFormation?: number | null;
}): string {
  return `${line.IdProduit ?? line.Produit?.Id}|${line.IdPublication ?? ''}|${line.IdFormation ?? ''}`;
}

/** Product lines (discounts excluded) as key → quantity. */
export function quantities(panier: Panier): Map<string, number> {
  return new Map(
    panier.listCommandeProduit
      .filter((line) => line.Produit.IdTypeProduit !== 5)
      .map((line) => [keyOf(line), line.Quantite]),
  );
}
