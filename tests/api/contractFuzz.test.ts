import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../../domain/validation/loadContract.ts';
import { createTestContext, type TestContext } from './testApp.ts';
import { checkCase, fuzzCase } from './fuzz/fuzzCall.ts';
import { fuzzOperations, resolver } from './fuzz/operations.ts';

/** Runs per operation: few in `npm test`, many more through `npm run fuzz` (FUZZ_RUNS). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const document = loadContract();
const resolve = resolver(document);
const OPERATIONS = fuzzOperations(document);

// A database of its own: accepted-by-chance bodies and rate-limit counters never reach the other files' data.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.database.close();
});

describe('corps invalides générés depuis le contrat', () => {
  test('chaque opération du contrat est essayée', () => {
    expect(OPERATIONS.length).toBeGreaterThan(90);
  });

  test.each(OPERATIONS.map((op) => [op.operationId, op] as const))(
    '%s : pas de 5xx, un Message en français, le serveur répond encore',
    async (_id, operation) => {
      await fc.assert(
        fc.asyncProperty(fuzzCase(operation, resolve), (c) => checkCase(ctx.app, operation, c)),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
  );
});
