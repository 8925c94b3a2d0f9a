import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REDUCTION_CODE_RATE } from '../../domain/basket/reductionCodeRate.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';

let h: BasketHarness;
let busy: BasketCustomer;
let other: BasketCustomer;

beforeAll(async () => {
  h = await basketHarness();
  busy = await h.customer('codes-occupe');
  other = await h.customer('codes-autre');
});

afterAll(disposeBasketHarness);

const tryCode = (who: BasketCustomer, code: string) =>
  h.send(who, '/Panier/CheckAndApplyReductionCode', { CodeReduction: code });

describe('reduction codes', () => {
  test('a refused code says why (guessing codes is held back by the per-account limit below)', async () => {
    await h.basket(other, '/Panier/AddProduit', { IdProduit: 21, Quantite: 1 });
    const answers = await Promise.all(['NOEL', 'ETE2025', 'PREMIUM20'].map((code) => tryCode(other, code)));
    expect(answers.map((answer) => (answer.json() as { MotifRefusCode: string }).MotifRefusCode)).toEqual([
      'inconnu',
      'expire',
      'produitAbsent',
    ]);
  });

  test('an empty basket gets the same answer for a known and an unknown code', async () => {
    await h.reset(busy);
    const [known, unknown] = [await tryCode(busy, 'REMISE5'), await tryCode(busy, 'NOEL')];
    expect(known.json()).toEqual(unknown.json());
  });

  test('an account trying too many codes is refused for a while, another account is not', async () => {
    const guesser = await h.customer('codes-devineur');
    await h.basket(guesser, '/Panier/AddProduit', { IdProduit: 21, Quantite: 1 });
    const tries = Array.from({ length: REDUCTION_CODE_RATE.max }, (_, index) => `ESSAI${index}`);
    for (const code of tries) expect((await tryCode(guesser, code)).statusCode).toBe(200);
    const refused = await tryCode(guesser, 'REMISE5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: MESSAGES.tooManyRequests });
    expect((await h.basket(guesser, '/Panier/GetProduits')).CodeReduction).toBeNull();
    expect((await tryCode(other, 'REMISE5')).statusCode).toBe(200);
  });

  test('merges carrying a code count the same way; merges without one are never refused', async () => {
    const merger = await h.customer('codes-fusion');
    const merge = (code: string | null) =>
      h.send(merger, '/Panier/Fusion', { ListeProduits: [{ IdProduit: 21, Quantite: 1 }], CodeReduction: code });
    for (let count = 0; count < REDUCTION_CODE_RATE.max; count += 1) {
      expect((await merge(`FUSION${count}`)).statusCode).toBe(200);
    }
    const refused = await merge('REMISE5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: MESSAGES.tooManyRequests });
    expect((await merge(null)).statusCode).toBe(200);
  });
});
