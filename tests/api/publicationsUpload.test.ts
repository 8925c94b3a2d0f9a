import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import type { Part } from './multipart.ts';
import { APPLICATION_KEY } from './testApp.ts';
import { ean, publicationsHarness, REFUSED_IMAGES, useAuthors, type Author } from './publicationsHarness.ts';

type Publication = components['schemas']['Publication'];
type Fichiers = components['schemas']['PublicationEtape5Fichiers'];

const FIXTURES = fileURLToPath(new URL('../fixtures/publication', import.meta.url));
const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}`);

const h = useAuthors(publicationsHarness, { alice: 'alice-fichiers', bruno: 'bruno-fichiers' });
let publication: Publication;

beforeAll(async () => {
  publication = await h.createDraft(h.alice, ean('978236512300'));
});

function upload(who: Author, files: Part[], idPublication = String(publication.Id), key = APPLICATION_KEY) {
  return h.upload(who, idPublication, files, key);
}

describe('Publication_FileUpload', () => {
  test('enregistre une couverture png et une quatrième pdf sous des noms choisis par le serveur', async () => {
    const response = await upload(h.alice, [
      {
        name: 'visuelCouverture',
        value: fixture('couverture-500x800.png'),
        filename: '../../etc/passwd.png',
        type: 'image/png',
      },
      {
        name: 'quatriemeCouverture',
        value: fixture('quatrieme-couverture.pdf'),
        filename: 'q.pdf',
        type: 'application/pdf',
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Fichiers;
    expect(h.shapeErrors('/Publication/Publication_FileUpload', body)).toEqual([]);
    expect(body.VisuelCouverture).toMatch(new RegExp(`^/fichiers/publications/${publication.Id}/[0-9a-f-]{36}\\.png$`));
    expect(body.QuatriemeCouverture).toMatch(/\.pdf$/);

    const served = await h.app.inject({
      method: 'GET',
      url: body.VisuelCouverture!,
      headers: { authorization: `Bearer ${h.alice.token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.rawPayload.equals(fixture('couverture-500x800.png'))).toBe(true);

    const foreign = await h.app.inject({
      method: 'GET',
      url: body.VisuelCouverture!,
      headers: { authorization: `Bearer ${h.bruno.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await h.app.inject({ method: 'GET', url: body.VisuelCouverture! });
    expect(anonymous.statusCode).toBe(401);

    const saved = (await h.send(h.alice, '/Publication/Publication_Get', { Id: publication.Id })).json() as Publication;
    expect(saved.VisuelCouverture).toBe(body.VisuelCouverture);
  });

  test('accepte un jpg de 400 px de haut, refuse 399 px, un faux png, un webp, un pdf en couverture', async () => {
    expect(
      (
        await upload(h.alice, [
          { name: 'visuelCouverture', value: fixture('couverture-limite-400x400.jpg'), filename: 'a.jpg' },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await upload(h.alice, [
          { name: 'visuelCouverture', value: fixture('couverture-600x900.jpg'), filename: 'a.jpg' },
        ])
      ).statusCode,
    ).toBe(200);
    for (const [name, message] of REFUSED_IMAGES) {
      const response = await upload(h.alice, [
        { name: 'visuelCouverture', value: fixture(name), filename: 'x.png', type: 'image/png' },
      ]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({
        Message: 'Les données envoyées sont invalides.',
        Errors: [{ Champ: '/visuelCouverture', Message: message }],
      });
    }
  });

  test('refuse un fichier de plus de 5 Mo (413), la publication d’un autre (404), sans clé (401)', async () => {
    const big = Buffer.concat([fixture('couverture-500x800.png'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(h.alice, [{ name: 'visuelCouverture', value: big, filename: 'big.png' }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ Message: 'La requête est trop volumineuse.' });
    const foreign = await upload(h.bruno, [
      { name: 'visuelCouverture', value: fixture('couverture-500x800.png'), filename: 'a.png' },
    ]);
    expect(foreign.statusCode).toBe(404);
    const noKey = await upload(h.alice, [], String(publication.Id), 'mauvaise-cle');
    expect(noKey.statusCode).toBe(401);
  });
});
