import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { comptes } from '../../server/platform/db/schema.ts';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages.ts';
import { REGISTRATION_VALIDITY_DAYS } from '../../domain/identity/registrationValidity.ts';
import { confirmationCodeFor, newTestEmail, registrationValues, removeTestAccounts } from './identityHarness.ts';
import { call, testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await testContext();
  app = ctx.app;
});
afterAll(async () => {
  await removeTestAccounts(ctx.db);
});

/** Rate limits count per address: each call of these tests comes from its own. */
let nextAddress = 0;
function post(path: string, values: unknown) {
  nextAddress += 1;
  return call(app, path, {
    values,
    remoteAddress: `10.31.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`,
  });
}

/** Moves the account's creation back in time, as if it had been registered that many days ago. */
async function registeredDaysAgo(login: string, days: number): Promise<void> {
  await ctx.db
    .update(comptes)
    .set({ dateCreation: sql`now() - make_interval(days => ${days})` })
    .where(eq(comptes.login, login));
}

async function register(email: string) {
  return post('/Compte/Compte_LoginCreate', registrationValues(email));
}

async function loginExists(email: string): Promise<boolean> {
  const response = await post('/Compte/Compte_LoginExist', { Login: email });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Existe: boolean }).Existe;
}

describe('une inscription non confirmée expire et libère son adresse e-mail', () => {
  test(`après ${REGISTRATION_VALIDITY_DAYS} jours, l’adresse est libre et l’ancien code ne confirme plus`, async () => {
    const email = newTestEmail('expiree');
    expect((await register(email)).statusCode).toBe(200);
    const oldCode = await confirmationCodeFor(ctx.db, email);
    await registeredDaysAgo(email, REGISTRATION_VALIDITY_DAYS + 1);

    const refused = await post('/Compte/Compte_LoginConfirmation', { Code: oldCode });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toEqual({ Message: ACCOUNT_MESSAGES.codeExpired });

    expect(await loginExists(email)).toBe(false);
    const again = await register(email);
    expect(again.statusCode, again.body).toBe(200);
    expect(await loginExists(email)).toBe(true);

    const stale = await post('/Compte/Compte_LoginConfirmation', { Code: oldCode });
    expect(stale.statusCode).toBe(404);
    expect((stale.json() as { Message: string }).Message).toMatch(/code de confirmation/);

    const newCode = await confirmationCodeFor(ctx.db, email);
    expect(newCode).not.toBe(oldCode);
    const confirmed = await post('/Compte/Compte_LoginConfirmation', { Code: newCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ Message: ACCOUNT_MESSAGES.confirmed, Login: email });
  });

  test('une nouvelle inscription directe, sans vérifier l’adresse, réussit une fois l’inscription expirée', async () => {
    const email = newTestEmail('reinscrite');
    expect((await register(email)).statusCode).toBe(200);
    await registeredDaysAgo(email, REGISTRATION_VALIDITY_DAYS + 1);
    const again = await register(email);
    expect(again.statusCode, again.body).toBe(200);
    const rows = await ctx.db.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, email));
    expect(rows).toHaveLength(1);
  });

  test('avant le délai, l’adresse reste prise et le code confirme', async () => {
    const email = newTestEmail('recente');
    expect((await register(email)).statusCode).toBe(200);
    await registeredDaysAgo(email, REGISTRATION_VALIDITY_DAYS - 1);
    expect(await loginExists(email)).toBe(true);
    const taken = await register(email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ Message: ACCOUNT_MESSAGES.loginTaken });
    const code = await confirmationCodeFor(ctx.db, email);
    expect((await post('/Compte/Compte_LoginConfirmation', { Code: code })).statusCode).toBe(200);
  });

  test('un compte confirmé, si ancien soit-il, garde son adresse', async () => {
    const email = newTestEmail('ancienne');
    expect((await register(email)).statusCode).toBe(200);
    const code = await confirmationCodeFor(ctx.db, email);
    expect((await post('/Compte/Compte_LoginConfirmation', { Code: code })).statusCode).toBe(200);
    await registeredDaysAgo(email, REGISTRATION_VALIDITY_DAYS * 10);
    expect(await loginExists(email)).toBe(true);
    expect((await register(email)).statusCode).toBe(409);
  });
});
