import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { PUBLICATION_MESSAGES } from '../../domain/publication/messages.ts';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { publications } from '../../server/platform/db/schema.ts';
import { writeOnixExport } from '../../server/areas/onix/exportOnix.ts';
import { moderationHarness, type Publication } from './moderationHarness.ts';
import type { Author } from './publicationsHarness.ts';
import { useHarness } from './testApp.ts';

/** The covers' public links, given to the catalogues in the ONIX export and served without sign-in. */

const PUBLIC_URL = 'https://portail.example.org';
const PNG_COVER = readFileSync(
  fileURLToPath(new URL('../fixtures/publication/couverture-500x800.png', import.meta.url)),
);
const NOT_FOUND = { Message: PUBLICATION_MESSAGES.publicCoverNotFound };

const h = useHarness(moderationHarness);
let author: Author;

beforeAll(async () => {
  author = await h.author(`couvertures-publiques-${randomUUID().slice(0, 8)}`);
});

async function validated(serial: number): Promise<Publication> {
  const publication = await h.complete(author, serial, 'Couverture publique');
  expect((await h.submit(author, publication.Id)).statusCode).toBe(200);
  const answered = await h.answer({ Id: publication.Id, IdPersonne: author.idCompte, Accepte: true });
  expect(answered.statusCode, answered.body).toBe(200);
  return publication;
}

/** The ResourceLinks of the publication's record in the ONIX export. */
async function resourceLinks(ean: string): Promise<string[]> {
  let xml = '';
  for await (const chunk of writeOnixExport(h.ctx.db, { publicUrl: PUBLIC_URL })) xml += chunk;
  const record = xml.split('<Product>').find((product) => product.includes(`<IDValue>${ean}</IDValue>`));
  if (record === undefined) throw new Error(`no ONIX record for ${ean}`);
  return [...record.matchAll(/<ResourceLink>([^<]+)<\/ResourceLink>/g)].map((match) => match[1]!);
}

async function tokenOf(id: number): Promise<string | null> {
  const [row] = await h.ctx.db
    .select({ token: publications.jetonVisuelCouverture })
    .from(publications)
    .where(eq(publications.id, id));
  return row?.token ?? null;
}

/** A GET without any token, as a catalogue sends it. */
function fetchPublicly(link: string): Promise<LightMyRequestResponse> {
  return h.app.inject({ method: 'GET', url: new URL(link, PUBLIC_URL).pathname });
}

describe('public links of the covers', () => {
  test('the ONIX ResourceLink of a validated publication serves its cover, without sign-in', async () => {
    const publication = await validated(871);
    const [link, ...others] = await resourceLinks(publication.Ean);
    expect(others).toEqual([]);
    expect(link).toMatch(/^https:\/\/portail\.example\.org\/fichiers\/couvertures\/[0-9a-f]{32}\.png$/);
    const response = await fetchPublicly(link!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(PNG_COVER)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    // The author's authenticated download keeps working.
    const own = await h.app.inject({
      method: 'GET',
      url: publication.VisuelCouverture!,
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG_COVER)).toBe(true);
    // The private address stays private.
    expect((await fetchPublicly(publication.VisuelCouverture!)).statusCode).toBe(401);
  });

  test('a publication not validated has no public cover: its token answers 404', async () => {
    const publication = await h.complete(author, 872, 'Pas encore validée');
    const token = await tokenOf(publication.Id);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect((await h.submit(author, publication.Id)).statusCode).toBe(200);
    const response = await fetchPublicly(`/fichiers/couvertures/${token}.png`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  test('a guessed token, another extension or a publication no longer validated answers 404', async () => {
    const publication = await validated(873);
    const [link] = await resourceLinks(publication.Ean);
    expect((await fetchPublicly(link!)).statusCode).toBe(200);
    for (const guessed of [
      `/fichiers/couvertures/${randomBytes(16).toString('hex')}.png`,
      link!.replace(/\.png$/, '.jpg'),
      link!.replace(/\.png$/, ''),
      '/fichiers/couvertures/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await fetchPublicly(guessed);
      expect(response.statusCode, guessed).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    // The back office takes the publication back out of the validated ones.
    await h.ctx.db
      .update(publications)
      .set({ idEtatPublication: ETAT_PUBLICATION.refusee })
      .where(eq(publications.id, publication.Id));
    expect((await fetchPublicly(link!)).statusCode).toBe(404);
  });

  test('a replaced cover gets a new link: the old one answers 404', async () => {
    const publication = await validated(874);
    const [old] = await resourceLinks(publication.Ean);
    // Only a correction of the back office changes a validated publication's files.
    await h.ctx.db
      .update(publications)
      .set({ idEtatPublication: ETAT_PUBLICATION.brouillon })
      .where(eq(publications.id, publication.Id));
    expect((await h.uploadCover(author, publication.Id)).statusCode).toBe(200);
    await h.ctx.db
      .update(publications)
      .set({ idEtatPublication: ETAT_PUBLICATION.validee })
      .where(eq(publications.id, publication.Id));
    const [renewed] = await resourceLinks(publication.Ean);
    expect(renewed).not.toBe(old);
    expect((await fetchPublicly(old!)).statusCode).toBe(404);
    const response = await fetchPublicly(renewed!);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG_COVER)).toBe(true);
  });
});
