import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { modulesAdmin } from '../../server/platform/db/schema.ts';
import { modules } from '../../server/compose/seed/data/modules.ts';
import { createIdentity } from '../../server/platform/identity/identity.ts';
import { createResponseChecker } from './contractShape.ts';
import { call, testContext, TEST_TOKENS, type TestContext } from './testApp.ts';

let ctx: TestContext;
let check: ReturnType<typeof createResponseChecker>;
beforeAll(async () => {
  ctx = await testContext();
  check = createResponseChecker(ctx.document);
});

const PATH = '/BO/Gestion/Module_GetAll';

describe('Module_GetAll', () => {
  test('sans jeton, la réponse est 401', async () => {
    const response = await call(ctx.app, PATH);
    expect(response.statusCode).toBe(401);
    expect(check(PATH, 401, response.json())).toEqual([]);
    expect(response.json()).toEqual({ Message: 'Authentification requise.' });
  });

  test('avec le rôle back-office, les modules arrivent triés par Rang, invisibles compris', async () => {
    const hidden = modules.find((module) => module.Link === 'produits')!;
    await ctx.db.update(modulesAdmin).set({ visible: false }).where(eq(modulesAdmin.id, hidden.Id));
    try {
      const response = await call(ctx.app, PATH, { token: TEST_TOKENS.backOffice });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { Id: number; Rang: number; Visible: boolean }[];
      expect(check(PATH, 200, body)).toEqual([]);
      expect(body.map((module) => module.Id)).toEqual([...modules].sort((a, b) => a.Rang - b.Rang).map((m) => m.Id));
      expect(body.filter((module) => !module.Visible).map((module) => module.Id)).toEqual([hidden.Id]);
    } finally {
      await ctx.db.update(modulesAdmin).set({ visible: hidden.Visible }).where(eq(modulesAdmin.id, hidden.Id));
    }
  });

  test('avec un autre rôle, la réponse est 403', async () => {
    const response = await call(ctx.app, PATH, { token: TEST_TOKENS.frontOffice });
    expect(response.statusCode).toBe(403);
    expect(check(PATH, 403, response.json())).toEqual([]);
  });
});

describe('vérification des jetons', () => {
  test("le vérificateur du fournisseur intégré refuse un jeton non signé et un jeton qui n'en est pas un", async () => {
    const { verifyAccessToken } = createIdentity(ctx.config, ctx.db);
    expect(await verifyAccessToken('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.')).toBeUndefined();
    expect(await verifyAccessToken(TEST_TOKENS.backOffice)).toBeUndefined();
  });
});
