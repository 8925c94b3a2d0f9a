import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { IDEMPOTENCY_KEY_LENGTH } from '../../domain/order/idempotencyKey.ts';
import { IDEMPOTENCY_REFUSALS, COMMANDE_REFUSALS } from '../../domain/order/commandeRefusals.ts';
import { ETAT_COMMANDE } from '../../domain/referenceIds.ts';
import { commandes, reponsesIdempotentes } from '../../server/platform/db/schema.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { billedCustomer, ACCEPTED_CONDITIONS, sendCommande } from './commandeFlow.ts';

const ARTICLE = 20;

let harness: BasketHarness;
let alice: BasketCustomer;
let bob: BasketCustomer;

async function fillBasket(who: BasketCustomer): Promise<void> {
  await harness.basket(who, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
}

async function placedCommandesOf(who: BasketCustomer) {
  const rows = await harness.ctx.db.select().from(commandes).where(eq(commandes.idCompte, who.idCompte));
  return rows.filter((row) => row.idEtatCommande !== ETAT_COMMANDE.panier);
}

async function claimsOf(who: BasketCustomer) {
  return harness.ctx.db.select().from(reponsesIdempotentes).where(eq(reponsesIdempotentes.idCompte, who.idCompte));
}

beforeAll(async () => {
  harness = await basketHarness();
  alice = await billedCustomer(harness, 'cle-alice');
  bob = await billedCustomer(harness, 'cle-bob');
});

afterAll(() => disposeBasketHarness());

beforeEach(async () => {
  for (const who of [alice, bob]) {
    await harness.reset(who);
    await harness.ctx.db.delete(reponsesIdempotentes).where(eq(reponsesIdempotentes.idCompte, who.idCompte));
  }
});

describe('Commande_Create with an Idempotency-Key', () => {
  test('replays the first answer to a retry and places one order only', async () => {
    await fillBasket(alice);
    const first = await sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'cle-1');
    expect(first.statusCode, first.body).toBe(200);
    // The retry comes after a new basket was filled: it must not place that one.
    await fillBasket(alice);
    const retry = await sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'cle-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await placedCommandesOf(alice)).map((row) => row.id)).toEqual([first.json().Id]);
  });

  test('reads the same values written in another order as the same request', async () => {
    await fillBasket(alice);
    const first = await sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'cle-2');
    const reordered = Object.fromEntries(Object.entries(ACCEPTED_CONDITIONS).reverse());
    const retry = await sendCommande(harness, alice, reordered, 'cle-2');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().Id).toBe(first.json().Id);
  });

  test('refuses the same key with another body (422) and changes nothing', async () => {
    await fillBasket(alice);
    expect((await sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'cle-3')).statusCode).toBe(200);
    await fillBasket(alice);
    const before = await harness.basket(alice, '/Panier/GetProduits');
    const other = await sendCommande(
      harness,
      alice,
      { ...ACCEPTED_CONDITIONS, RenonceDroitRetractation: false },
      'cle-3',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ Message: IDEMPOTENCY_REFUSALS.keyReused });
    expect(await harness.basket(alice, '/Panier/GetProduits')).toEqual(before);
    expect(await placedCommandesOf(alice)).toHaveLength(1);
  });

  test('keeps nothing of a refused request: the corrected retry with the same key runs', async () => {
    await fillBasket(alice);
    const refused = await sendCommande(harness, alice, { ...ACCEPTED_CONDITIONS, VersionCGV: 'ancienne' }, 'cle-4');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(COMMANDE_REFUSALS.cgvOutdated);
    expect(await claimsOf(alice)).toEqual([]);
    const corrected = await sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'cle-4');
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().IdEtatCommande).toBe(ETAT_COMMANDE.enAttenteDePaiement);
  });

  test('sent twice at once, places one order and gives both the same answer', async () => {
    await fillBasket(alice);
    const [a, b] = await Promise.all([
      sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'cle-5'),
      sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'cle-5'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await placedCommandesOf(alice)).toHaveLength(1);
  });

  test('belongs to its account: another customer may use the same key', async () => {
    await fillBasket(alice);
    await fillBasket(bob);
    const hers = await sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'cle-partagee');
    const his = await sendCommande(harness, bob, ACCEPTED_CONDITIONS, 'cle-partagee');
    expect([hers.statusCode, his.statusCode]).toEqual([200, 200]);
    expect(his.json().Id).not.toBe(hers.json().Id);
    expect(await placedCommandesOf(bob)).toHaveLength(1);
  });

  test('without a key, a second request is a new one: the basket, now empty, is refused', async () => {
    await fillBasket(alice);
    expect((await sendCommande(harness, alice)).statusCode).toBe(200);
    const again = await sendCommande(harness, alice);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(COMMANDE_REFUSALS.emptyBasket);
  });

  test('refuses a key of a length the contract does not allow, in French, and places nothing', async () => {
    const bounds = (harness.ctx.document.components.parameters as Record<string, { schema: object }>).IdempotencyKey;
    expect(bounds?.schema).toMatchObject({
      minLength: IDEMPOTENCY_KEY_LENGTH.min,
      maxLength: IDEMPOTENCY_KEY_LENGTH.max,
    });
    await fillBasket(alice);
    for (const key of ['', 'k'.repeat(IDEMPOTENCY_KEY_LENGTH.max + 1)]) {
      const response = await sendCommande(harness, alice, ACCEPTED_CONDITIONS, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: IDEMPOTENCY_REFUSALS.keyLength });
    }
    expect(await placedCommandesOf(alice)).toEqual([]);
    const longest = await sendCommande(harness, alice, ACCEPTED_CONDITIONS, 'k'.repeat(IDEMPOTENCY_KEY_LENGTH.max));
    expect(longest.statusCode).toBe(200);
  });
});
