import { beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../../domain/validation/loadContract.ts';
import { createResponseChecker } from './contractShape.ts';
import { call, testContext, TEST_TOKENS, type TestContext } from './testApp.ts';

interface Operation {
  operationId: string;
  path: string;
  bodyRef: string | undefined;
  /** False for the operation a third party calls without the application key (the payment notification). */
  requiresApplicationKey: boolean;
}

function contractOperations(): Operation[] {
  const document = loadContract();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      if (method !== 'post') return [];
      const op = operation as { operationId: string; requestBody?: { $ref?: string }; 'x-cleApplication'?: boolean };
      const requiresApplicationKey = op['x-cleApplication'] !== false;
      return [{ operationId: op.operationId, path, bodyRef: op.requestBody?.$ref, requiresApplicationKey }];
    }),
  );
}

const OPERATIONS = contractOperations();

/** A token with the role the operation asks for: the back office's under /BO/, the front office's elsewhere. */
function tokenFor(operation: Operation): string {
  return operation.path.startsWith('/BO/') ? TEST_TOKENS.backOffice : TEST_TOKENS.frontOffice;
}

/**
 * The operations of the contract this back end does not serve yet: they answer 501. This list may only
 * shrink — an operation leaves it when its handler arrives, and a new operation of the contract must
 * come with its handler or be added here on purpose.
 */
const NOT_IMPLEMENTED_YET: readonly string[] = [];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe('le contrat et les routes', () => {
  test('le contrat décrit des opérations, toutes en POST', () => {
    expect(OPERATIONS.length).toBeGreaterThan(20);
    const document = loadContract();
    for (const item of Object.values(document.paths)) expect(Object.keys(item)).toEqual(['post']);
  });

  test.each(OPERATIONS.map((op) => [op.operationId, op.path, op.requiresApplicationKey] as const))(
    '%s a une route (%s)',
    async (_id, path, requiresApplicationKey) => {
      expect(ctx.app.hasRoute({ method: 'POST', url: `/api${path}` })).toBe(true);
      const response = await call(ctx.app, path, { key: null });
      expect(response.statusCode).not.toBe(404);
      // Without the key: refused as such, or, where no key is asked, refused for the body it lacks.
      expect(response.statusCode).toBe(requiresApplicationKey ? 401 : 400);
    },
  );

  const BACK_OFFICE = OPERATIONS.filter((op) => op.path.startsWith('/BO/'));

  test('le back-office a ses appels dans le contrat', () => {
    expect(BACK_OFFICE.length).toBeGreaterThanOrEqual(30);
  });

  test.each(BACK_OFFICE.map((op) => [op.operationId, op.path] as const))(
    '%s répond 401 sans jeton et 403 sans le rôle back-office',
    async (_id, path) => {
      expect((await call(ctx.app, path, { values: {} })).statusCode).toBe(401);
      const frontOffice = await call(ctx.app, path, { values: {}, token: TEST_TOKENS.frontOffice });
      expect(frontOffice.statusCode).toBe(403);
      expect(frontOffice.json()).toHaveProperty('Message');
    },
  );

  test('seule la notification du prestataire de paiement se passe de la clé d’application', () => {
    expect(OPERATIONS.filter((op) => !op.requiresApplicationKey).map((op) => op.operationId)).toEqual([
      'Paiement_Paiement_Notification',
    ]);
  });

  test('exactement ces opérations répondent 501 aujourd’hui', async () => {
    const answering501: string[] = [];
    for (const operation of OPERATIONS) {
      const response = await call(ctx.app, operation.path, { values: {}, token: tokenFor(operation) });
      if (response.statusCode === 501) {
        expect(response.json()).toEqual({ Message: "Ce service n'est pas encore disponible." });
        answering501.push(operation.operationId);
      }
    }
    expect(answering501.sort()).toEqual([...NOT_IMPLEMENTED_YET].sort());
  });

  /** The media types the contract declares for the 200 answer of `path`. */
  function declaredMediaTypes(path: string): string[] {
    const paths = ctx.document.paths as Record<string, { post: { responses: Record<string, { content?: object }> } }>;
    return Object.keys(paths[path]?.post.responses['200']?.content ?? {});
  }

  test('les opérations servies sans valeurs répondent dans la forme exacte du contrat', async () => {
    const check = createResponseChecker(ctx.document);
    const withoutValues = OPERATIONS.filter(
      (op) => op.bodyRef === '#/components/requestBodies/SansValeurs' && !NOT_IMPLEMENTED_YET.includes(op.operationId),
    );
    expect(withoutValues.length).toBeGreaterThan(15);
    for (const operation of withoutValues) {
      const response = await call(ctx.app, operation.path, { token: tokenFor(operation) });
      expect(response.statusCode, `${operation.operationId} : ${response.body.slice(0, 200)}`).toBe(200);
      const mediaType = String(response.headers['content-type']).split(';')[0];
      if (mediaType !== 'application/json') {
        // A file (the account's ZIP): the very media type the contract declares.
        expect(declaredMediaTypes(operation.path), operation.operationId).toEqual([mediaType]);
        continue;
      }
      expect(check(operation.path, 200, response.json()), operation.operationId).toEqual([]);
    }
  });
});
