import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import {
  buildPortal,
  DEMO,
  forgetRateLimitCounters,
  refresh,
  signIn,
  startPortal,
  type Portal,
  type TokenSet,
} from './identityHarness.ts';
import { testContext, type TestContext } from './testApp.ts';

/**
 * Two portal processes behind one address: A listens (its sign-in pages are used), B is a second application on
 * the same database (with DATABASE_URL, through its own connection pool) reached as the proxy would.
 */
let ctx: TestContext;
let a: Portal;
let b: Portal;
let secondPool: DatabaseHandle | undefined;

beforeAll(async () => {
  ctx = await testContext();
  await forgetRateLimitCounters(ctx.db);
  a = await startPortal(ctx.db, ctx.document);
  secondPool = ctx.config.databaseUrl ? await openDatabase({ databaseUrl: ctx.config.databaseUrl }) : undefined;
  b = buildPortal(secondPool?.db ?? ctx.db, ctx.document, Number(new URL(a.baseUrl).port));
  await b.app.ready();
});

afterAll(async () => {
  await b.app.close();
  await a.app.close();
  await secondPool?.close();
});

const host = () => new URL(a.baseUrl).host;

function tokenCall(portal: Portal, path: string, fields: Record<string, string>) {
  return portal.app.inject({
    method: 'POST',
    url: path,
    headers: { host: host(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'portail', ...fields }).toString(),
  });
}

describe('deux serveurs sur une base : sessions', () => {
  test('une session ouverte par A est acceptée, renouvelée et fermée par B', async () => {
    const { tokens } = await signIn(a, DEMO.admin.email, DEMO.admin.password);

    const modules = await b.app.inject({
      method: 'POST',
      url: '/api/BO/Gestion/Module_GetAll',
      headers: { host: host(), authorization: `Bearer ${tokens.access_token}` },
      payload: { Application_Key: ctx.config.applicationKey },
    });
    expect(modules.statusCode, modules.body).toBe(200);

    const renewed = await tokenCall(b, '/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json() as TokenSet;
    const withRenewed = await b.app.inject({
      method: 'POST',
      url: '/api/BO/Gestion/Module_GetAll',
      headers: { host: host(), authorization: `Bearer ${next.access_token}` },
      payload: { Application_Key: ctx.config.applicationKey },
    });
    expect(withRenewed.statusCode).toBe(200);

    const revoked = await tokenCall(b, '/oidc/token/revocation', {
      token: next.refresh_token,
      token_type_hint: 'refresh_token',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const refusedOnA = await refresh(a.baseUrl, next.refresh_token);
    expect(refusedOnA.status).toBe(400);
    expect(((await refusedOnA.json()) as { error: string }).error).toBe('invalid_grant');
  });
});
