import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { storedFilePath } from '../../server/platform/files/files.ts';
import { moderationHarness, type ModerationHarness, type Publication } from './moderationHarness.ts';
import { multipart } from './multipart.ts';
import type { Author } from './publicationsHarness.ts';
import { APPLICATION_KEY } from './testApp.ts';

/**
 * Two portal processes sharing one DATA_DIR and one database: A is the harness's application, B a second one on the
 * same folder and database (with DATABASE_URL through its own connection pool, as a second process would; on
 * PGlite, which is one process, on the same handle).
 */
const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/publication/${name}`, import.meta.url)));
const PNG_COVER = fixture('couverture-500x800.png');
const JPEG_COVER = fixture('couverture-600x900.jpg');

let h: ModerationHarness;
let b: FastifyInstance;
let second: DatabaseHandle | undefined;
let author: Author;
let publication: Publication;

beforeAll(async () => {
  h = await moderationHarness();
  const name = `deux-processus-${randomUUID().slice(0, 8)}`;
  author = await h.author(name);
  const { ctx, dataDir } = h;
  second = ctx.config.databaseUrl ? await openDatabase({ databaseUrl: ctx.config.databaseUrl }) : undefined;
  // B knows the author's token as A does (the identity provider is the same for both): same subject, same login.
  const login = (await h.loginOf(author)).toLowerCase();
  b = buildApp({
    config: { ...ctx.config, dataDir },
    db: second?.db ?? ctx.db,
    document: ctx.document,
    verifyAccessToken: async (token) =>
      token === author.token ? { subject: name, login, roles: ['frontoffice'] } : undefined,
  });
  await b.ready();
  publication = await h.complete(author, 861, 'Deux processus');
});

afterAll(async () => {
  await b.close();
  await second?.close();
  await h.dispose();
});

function download(app: FastifyInstance, address: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: address, headers: { authorization: `Bearer ${author.token}` } });
}

function uploadCover(app: FastifyInstance, bytes: Buffer, type: string) {
  const { payload, contentType } = multipart([
    { name: 'Application_Key', value: APPLICATION_KEY },
    { name: 'IdPublication', value: String(publication.Id) },
    { name: 'visuelCouverture', value: bytes, filename: 'couverture', type },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/Publication/Publication_FileUpload',
    headers: { authorization: `Bearer ${author.token}`, 'content-type': contentType },
    payload,
  });
}

async function onDisk(address: string): Promise<boolean> {
  const path = storedFilePath(h.dataDir, address);
  if (path === undefined) throw new Error(`${address} is not a stored file's address`);
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * Replaces the cover through `writer`, which stops before doing its own removals (as a process stopped right after
 * its commit would): the old file is removed by `other`'s outbox. Returns the new cover's address.
 */
async function replaceThenDrainElsewhere(writer: FastifyInstance, other: FastifyInstance, bytes: Buffer, type: string) {
  const before = (await h.get(author, publication.Id)).VisuelCouverture;
  if (!before) throw new Error('the publication has no cover');
  const kick = writer.outbox.kick;
  writer.outbox.kick = () => undefined;
  try {
    const response = await uploadCover(writer, bytes, type);
    expect(response.statusCode, response.body).toBe(200);
  } finally {
    writer.outbox.kick = kick;
  }
  const after = (await h.get(author, publication.Id)).VisuelCouverture;
  expect(after).not.toBe(before);
  expect(await onDisk(before)).toBe(true);
  await other.outbox.drain();
  expect(await onDisk(before)).toBe(false);
  return after!;
}

describe('stored files shared by two processes', () => {
  test('a cover uploaded through A is downloaded byte for byte through B', async () => {
    const address = publication.VisuelCouverture!;
    const response = await download(b, address);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG_COVER)).toBe(true);
  });

  test('a cover replaced through B has its old file removed by the outbox of A, and the reverse', async () => {
    const fromB = await replaceThenDrainElsewhere(b, h.app, JPEG_COVER, 'image/jpeg');
    const servedByA = await download(h.app, fromB);
    expect(servedByA.statusCode).toBe(200);
    expect(servedByA.rawPayload.equals(JPEG_COVER)).toBe(true);

    const fromA = await replaceThenDrainElsewhere(h.app, b, PNG_COVER, 'image/png');
    const servedByB = await download(b, fromA);
    expect(servedByB.statusCode).toBe(200);
    expect(servedByB.rawPayload.equals(PNG_COVER)).toBe(true);
  });
});
