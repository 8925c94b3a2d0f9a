import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { multipart, type Part } from './multipart.ts';
import { moderationHarness, type Publication, type PublicationBO } from './moderationHarness.ts';
import { useAuthors } from './publicationsHarness.ts';
import { APPLICATION_KEY, call, serverStoringFilesIn, TEST_TOKENS } from './testApp.ts';

/** BO_Publication_Publication_FileUpload, and the brands of an EAN read by the back office's wizard. */

type Fichiers = components['schemas']['PublicationEtape5Fichiers'];

const UPLOAD = '/api/BO/Publication/Publication_FileUpload';
const NOT_FOUND = { Message: "Cette publication n'existe pas pour ce compte." };
const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/publication/${name}`, import.meta.url)));

const h = useAuthors(moderationHarness, { alice: 'bo-fichiers-alice', bruno: 'bo-fichiers-bruno' });
let submitted: Publication;
/** The test tokens' server, storing files where the harness does. */
let boApp: FastifyInstance;

beforeAll(async () => {
  submitted = await h.submitted(h.alice, 811, 'Les Falaises');
  boApp = await serverStoringFilesIn(h.ctx, h.dataDir);
});

afterAll(async () => {
  await boApp.close();
});

function upload(token: string | null, fields: Record<string, string>, files: Part[]) {
  const { payload, contentType } = multipart([
    { name: 'Application_Key', value: APPLICATION_KEY },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files,
  ]);
  return boApp.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType },
    payload,
  });
}

const cover = (name = 'couverture-600x900.jpg'): Part => ({
  name: 'visuelCouverture',
  value: fixture(name),
  filename: 'couverture.jpg',
  type: 'image/jpeg',
});

async function boPublication(id: number, idPersonne: number): Promise<PublicationBO> {
  const response = await call(h.ctx.app, '/BO/Publication/Publication_Get', {
    token: TEST_TOKENS.backOffice,
    values: { Id: id, IdPersonne: idPersonne },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PublicationBO;
}

describe('BO Publication_FileUpload', () => {
  test("stores a new cover of the owner's publication awaiting moderation, which the author may no longer change", async () => {
    const ids = { IdPersonne: String(h.alice.idCompte), IdPublication: String(submitted.Id) };
    const response = await upload(TEST_TOKENS.backOffice, ids, [cover()]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Fichiers;
    expect(h.shapeErrors('/BO/Publication/Publication_FileUpload', body)).toEqual([]);
    expect(body.IdPublication).toBe(submitted.Id);
    expect(body.VisuelCouverture).toMatch(new RegExp(`^/fichiers/publications/${submitted.Id}/[0-9a-f-]{36}\\.jpg$`));
    expect(body.VisuelCouverture).not.toBe(submitted.VisuelCouverture);

    const saved = await boPublication(submitted.Id, h.alice.idCompte);
    expect(saved.VisuelCouverture).toBe(body.VisuelCouverture);
    expect(saved.IdEtatPublication).toBe(ETAT_PUBLICATION.enAttenteDeModeration);
    const served = await boApp.inject({
      method: 'GET',
      url: body.VisuelCouverture!,
      headers: { authorization: `Bearer ${TEST_TOKENS.backOffice}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  test('refuses a fake png in French, leaving the stored cover in place', async () => {
    const before = await boPublication(submitted.Id, h.alice.idCompte);
    const response = await upload(
      TEST_TOKENS.backOffice,
      { IdPersonne: String(h.alice.idCompte), IdPublication: String(submitted.Id) },
      [{ name: 'visuelCouverture', value: fixture('faux-png.png'), filename: 'x.png', type: 'image/png' }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [{ Champ: '/visuelCouverture', Message: 'Format refusé : jpg, jpeg ou png uniquement' }],
    });
    expect((await boPublication(submitted.Id, h.alice.idCompte)).VisuelCouverture).toBe(before.VisuelCouverture);
  });

  test('refuses an image under 400 px high with the same message as the author hears', async () => {
    const response = await upload(
      TEST_TOKENS.backOffice,
      { IdPersonne: String(h.alice.idCompte), IdPublication: String(submitted.Id) },
      [cover('couverture-trop-petite-800x399.jpg')],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [
        {
          Champ: '/visuelCouverture',
          Message: "L'image doit mesurer au moins 400 px de hauteur (largeur proportionnelle)",
        },
      ],
    });
  });

  test('an unknown publication, an unknown account or one that does not own it answers 404', async () => {
    for (const ids of [
      { IdPersonne: h.bruno.idCompte, IdPublication: submitted.Id },
      { IdPersonne: h.alice.idCompte, IdPublication: 999_999 },
      { IdPersonne: 999_999, IdPublication: submitted.Id },
    ]) {
      const response = await upload(
        TEST_TOKENS.backOffice,
        { IdPersonne: String(ids.IdPersonne), IdPublication: String(ids.IdPublication) },
        [cover()],
      );
      expect(response.statusCode, JSON.stringify(ids)).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  test('without the owner id it answers 400 naming the field', async () => {
    const response = await upload(TEST_TOKENS.backOffice, { IdPublication: String(submitted.Id) }, [cover()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [{ Champ: '/IdPersonne', Message: 'Champ obligatoire' }],
    });
  });

  test('answers 401 without a token and 403 with the front office token', async () => {
    const ids = { IdPersonne: String(h.alice.idCompte), IdPublication: String(submitted.Id) };
    expect((await upload(null, ids, [cover()])).statusCode).toBe(401);
    expect((await upload(TEST_TOKENS.frontOffice, ids, [cover()])).statusCode).toBe(403);
  });
});

describe('EAN_GetMarques for the back office', () => {
  test("the back office reads the brands of the owner's EAN, the same the author reads", async () => {
    const asAuthor = await h.send(h.alice, '/Publication/EAN_GetMarques', { Ean: submitted.Ean });
    const asAdmin = await call(h.ctx.app, '/Publication/EAN_GetMarques', {
      token: TEST_TOKENS.backOffice,
      values: { Ean: submitted.Ean },
    });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json()).toEqual(asAuthor.json());
    expect((asAdmin.json() as unknown[]).length).toBeGreaterThan(0);
    expect((await call(h.ctx.app, '/Publication/EAN_GetMarques', { values: { Ean: submitted.Ean } })).statusCode).toBe(
      401,
    );
  });
});
