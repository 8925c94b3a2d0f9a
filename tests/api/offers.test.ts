import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { NO_PARTNER_OFFER, OFFRES_PARTENAIRE } from '../../domain/offer/partnerOffers.ts';
import { contenus } from '../../server/platform/db/schema.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { createResponseChecker } from './contractShape.ts';
import { call, testContext, TEST_TOKENS, type TestContext } from './testApp.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext();
});

describe('the partners’ offers', () => {
  test('are open to either role, with their elements in order', async () => {
    const check = createResponseChecker(ctx.document);
    for (const token of [TEST_TOKENS.frontOffice, TEST_TOKENS.backOffice]) {
      const response = await call(ctx.app, '/Offre/Offre_GetPartenaire', { token });
      expect(response.statusCode).toBe(200);
      expect(check('/Offre/Offre_GetPartenaire', 200, response.json())).toEqual([]);
      expect(response.json().Nom).toBe(OFFRES_PARTENAIRE);
      const elements = response.json().ContenuElements as { Rang: number }[];
      expect(elements.length).toBeGreaterThan(1);
      const rangs = elements.map((element) => element.Rang);
      expect(rangs).toEqual([...rangs].sort((a, b) => a - b));
      expect(JSON.stringify(elements)).toContain('Imprimerie Lumière');
    }
  });

  test('are not open to visitors', async () => {
    const response = await call(ctx.app, '/Offre/Offre_GetPartenaire');
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe(MESSAGES.authenticationRequired);
  });

  test('answer 404 in French while no offer is published', async () => {
    await ctx.db.update(contenus).set({ nom: 'OffresPartenaireRetirees' }).where(eq(contenus.nom, OFFRES_PARTENAIRE));
    try {
      const response = await call(ctx.app, '/Offre/Offre_GetPartenaire', { token: TEST_TOKENS.frontOffice });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: NO_PARTNER_OFFER });
    } finally {
      await ctx.db.update(contenus).set({ nom: OFFRES_PARTENAIRE }).where(eq(contenus.nom, 'OffresPartenaireRetirees'));
    }
  });
});
