import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { marques, moderationsPublication, publications } from '../../server/platform/db/schema.ts';
import { ean, publicationsHarness, type Author, type PublicationsHarness } from './publicationsHarness.ts';
import { asAdmin, call, TEST_TOKENS } from './testApp.ts';

/** The back office's publication lists: filters, sorts, count and paging (BO_Publication_*_GetAll_List…). */

type Page = components['schemas']['PagePublicationResumeBO'];
type Row = components['schemas']['PublicationResumeBO'];
type Schema = { required?: string[]; properties?: Record<string, unknown> };
type Tri = NonNullable<components['schemas']['TriPublication']['Tri']>;

const LIST = '/BO/Publication/Publication_GetAll_List';
const MODERATION = '/BO/Publication/PublicationModeration_GetAll_List';
const COUNT = '/BO/Publication/Publication_GetAll_List_Count';
const ALL = '/BO/Publication/Publication_GetAll';
/** Every login of this file contains it, so that the demo's and other files' publications stay out. */
const MINE = 'bo-liste-';
/** The account whose publications fill pages. */
const FILLERS = 'bo-remplissage-';
/** Two brands of the seed, in this order by label. */
const MARQUE_A = 'Atelier du Rhône';
const MARQUE_B = 'Les Presses du Marais';

let h: PublicationsHarness;
let alice: Author;
let bruno: Author;
let claire: Author;
let marqueA: { id: number; libelle: string };
let marqueB: { id: number; libelle: string };
/** By name: the four publications of alice and bruno. */
const ids: Record<'maree' | 'zephyr' | 'atlas' | 'brume', number> = { maree: 0, zephyr: 0, atlas: 0, brume: 0 };

async function page(path: string, values: Record<string, unknown>): Promise<Page> {
  const response = await asAdmin(path, { Login: MINE, ...values });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

async function idsOf(path: string, values: Record<string, unknown>): Promise<number[]> {
  return (await page(path, values)).Items.map((row) => row.Id);
}

/**
 * The fields of a PublicationResumeBO row that its three parts do not list, or list as required and are missing
 * (the harness's generic checker closes each part of an allOf, so it refuses what the others add).
 */
function rowFieldErrors(row: Row): string[] {
  const schemas = (h.ctx.document as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
  const parts = ['PublicationResume', 'ProprietairePublication', 'SoumissionPublication'].map((name) => schemas[name]);
  const required = new Set(parts.flatMap((part) => part?.required ?? []));
  const known = new Set(parts.flatMap((part) => Object.keys(part?.properties ?? {})));
  const keys = Object.keys(row);
  return [
    ...[...required].filter((key) => !keys.includes(key)).map((key) => `manque ${key}`),
    ...keys.filter((key) => !known.has(key)).map((key) => `en trop ${key}`),
  ];
}

async function insert(
  who: Author,
  values: Partial<typeof publications.$inferInsert> & { titre: string; ean: string },
  soumission?: string,
): Promise<number> {
  const [row] = await h.ctx.db
    .insert(publications)
    .values({ idCompte: who.idCompte, idDisponibilite: 2, idEtatPublication: ETAT_PUBLICATION.brouillon, ...values })
    .returning({ id: publications.id });
  if (!row) throw new Error('publication insert returned no row');
  if (soumission) {
    await h.ctx.db
      .insert(moderationsPublication)
      .values({ idPublication: row.id, nature: 'soumission', date: new Date(soumission) });
  }
  return row.id;
}

beforeAll(async () => {
  h = await publicationsHarness();
  alice = await h.author(`${MINE}alice`);
  bruno = await h.author(`${MINE}bruno`);
  claire = await h.author(`${FILLERS}claire`);
  const brands = await h.ctx.db.select({ id: marques.id, libelle: marques.libelle }).from(marques);
  const a = brands.find((brand) => brand.libelle === MARQUE_A);
  const b = brands.find((brand) => brand.libelle === MARQUE_B);
  if (!a || !b) throw new Error('the seed brands are missing');
  marqueA = a;
  marqueB = b;
  const contribution = (Nom: string) => [{ Nom, IdTypeContribution: 1, IdsLangues: [20], Rang: 1 }];
  ids.maree = await insert(alice, {
    titre: 'Les Marées d’automne',
    ean: ean('978236512901'),
    idMarque: marqueA.id,
    auteurContribution: contribution('Camille Martin'),
    dateCreation: new Date('2025-01-01T09:00:00Z'),
    dateMaj: new Date('2025-01-10T09:00:00Z'),
  });
  ids.zephyr = await insert(
    alice,
    {
      titre: 'Zéphyr',
      ean: ean('978236512902'),
      idMarque: marqueB.id,
      idEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration,
      dateCreation: new Date('2025-01-02T09:00:00Z'),
      dateMaj: new Date('2025-02-10T09:00:00Z'),
    },
    '2025-02-09T09:00:00Z',
  );
  ids.atlas = await insert(
    alice,
    {
      titre: 'Atlas des vents',
      ean: ean('979109000903'),
      idMarque: marqueA.id,
      idEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration,
      dateCreation: new Date('2025-01-03T09:00:00Z'),
      dateMaj: new Date('2025-03-10T09:00:00Z'),
    },
    '2025-01-05T09:00:00Z',
  );
  ids.brume = await insert(bruno, {
    titre: 'Brume',
    ean: ean('978291234904'),
    idEtatPublication: ETAT_PUBLICATION.validee,
    auteurContribution: contribution('Jeanne Durand'),
    dateCreation: new Date('2025-01-04T09:00:00Z'),
    // 23:30 in Paris on 10 April: a day of France, not of UTC.
    dateMaj: new Date('2025-04-10T21:30:00Z'),
  });
  for (let index = 0; index < 11; index += 1) {
    await insert(claire, {
      titre: `Remplissage ${index}`,
      ean: ean(`978000000${String(index).padStart(3, '0')}`),
      dateMaj: new Date('2024-06-01T09:00:00Z'),
    });
  }
});

afterAll(async () => {
  await h.dispose();
});

describe('roles', () => {
  const CALLS: [string, unknown][] = [
    [LIST, {}],
    [MODERATION, {}],
    [COUNT, {}],
    [ALL, {}],
    ['/BO/Publication/Publication_Get', { Id: 1, IdPersonne: 1 }],
    ['/BO/Publication/Publication_Update', { Id: 1, IdPersonne: 1 }],
  ];

  test.each(CALLS)('%s answers 401 without a token and 403 with the front office token', async (path, values) => {
    expect((await call(h.ctx.app, path, { values })).statusCode).toBe(401);
    expect((await call(h.ctx.app, path, { values, token: TEST_TOKENS.frontOffice })).statusCode).toBe(403);
  });
});

describe('Publication_GetAll_List', () => {
  test('rows carry the owner, the brand, the state and the dates, last updated first', async () => {
    const result = await page(LIST, { IdPersonne: null });
    expect(result.Total).toBe(4);
    expect(result.Items.map((row) => row.Id)).toEqual([ids.brume, ids.atlas, ids.zephyr, ids.maree]);
    expect(result.Items.flatMap(rowFieldErrors)).toEqual([]);
    const zephyr = result.Items.find((row) => row.Id === ids.zephyr) as Row;
    expect(zephyr).toMatchObject({
      Titre: 'Zéphyr',
      LibelleMarque: marqueB.libelle,
      IdEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration,
      IdPersonne: alice.idCompte,
      Login: `${MINE}alice@publications.example.org`,
      Prenom: 'Auteur',
      Nom: `${MINE}alice`,
      DateCreation: '2025-01-02T09:00:00.000Z',
      DateMaj: '2025-02-10T09:00:00.000Z',
      DateSoumission: '2025-02-09T09:00:00.000Z',
    });
    const brume = result.Items.find((row) => row.Id === ids.brume) as Row;
    expect(brume).toMatchObject({ LibelleMarque: null, DateSoumission: null, Auteurs: ['Jeanne Durand'] });
  });

  test.each<[string, Record<string, unknown>, (keyof typeof ids)[]]>([
    ['Recherche in the title, whatever the case', { Recherche: 'MARÉES' }, ['maree']],
    ['Recherche without accents', { Recherche: 'marees' }, ['maree']],
    ['Recherche in capitals without accents', { Recherche: 'ZEPHYR' }, ['zephyr']],
    ['Recherche with accents the title has not', { Recherche: 'Brûme' }, ['brume']],
    ['Recherche with a plain apostrophe', { Recherche: "marées d'automne" }, ['maree']],
    ['Recherche in a contribution name, accents ignored', { Recherche: 'JEANNE DÜRAND' }, ['brume']],
    ['Recherche in the EAN', { Recherche: '97829123490' }, ['brume']],
    ['Recherche in a contribution name', { Recherche: 'jeanne dur' }, ['brume']],
    ['Recherche with a LIKE wildcard typed as such', { Recherche: 'Atlas%vents' }, []],
    ['Marque in the brand label', { Marque: 'ES PRESSES' }, ['zephyr']],
    ['Marque without accents', { Marque: 'RHONE' }, ['atlas', 'maree']],
    ['IdEtatPublication', { IdEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration }, ['atlas', 'zephyr']],
    ['IdPersonne', { IdPersonne: -1 }, []],
    ['Login', { Login: 'BO-LISTE-BRUNO' }, ['brume']],
    ['Ean start, dashes ignored', { Ean: '979-109' }, ['atlas']],
    ['DateMajDebut', { DateMajDebut: '2025-02-10' }, ['brume', 'atlas', 'zephyr']],
    ['DateMajFin', { DateMajFin: '2025-02-09' }, ['maree']],
    ['a French day range', { DateMajDebut: '2025-04-10', DateMajFin: '2025-04-10' }, ['brume']],
    ['filters together', { Marque: MARQUE_A, IdEtatPublication: ETAT_PUBLICATION.brouillon }, ['maree']],
  ])('filter: %s', async (_name, filters, expected) => {
    const expectedIds = expected.map((name) => ids[name]);
    const result = await page(LIST, filters);
    expect(result.Items.map((row) => row.Id)).toEqual(expectedIds);
    expect(result.Total).toBe(expectedIds.length);
    const counted = await asAdmin(COUNT, { Login: MINE, ...filters });
    expect(counted.json()).toEqual({ Total: expectedIds.length });
  });

  test('the moderation list searches alike, case and accents ignored', async () => {
    expect(await idsOf(MODERATION, { Recherche: 'zephyr' })).toEqual([ids.zephyr]);
    expect(await idsOf(MODERATION, { Marque: 'rhone' })).toEqual([ids.atlas]);
  });

  test('IdPersonne keeps that account only', async () => {
    expect(await idsOf(LIST, { IdPersonne: bruno.idCompte })).toEqual([ids.brume]);
    expect((await asAdmin(COUNT, { IdPersonne: alice.idCompte })).json()).toEqual({ Total: 3 });
  });

  test.each<[Tri['Colonne'], (keyof typeof ids)[]]>([
    ['DateMaj', ['maree', 'zephyr', 'atlas', 'brume']],
    ['DateCreation', ['maree', 'zephyr', 'atlas', 'brume']],
    ['DateSoumission', ['atlas', 'zephyr', 'maree', 'brume']],
    ['Titre', ['atlas', 'brume', 'maree', 'zephyr']],
    ['Ean', ['maree', 'zephyr', 'brume', 'atlas']],
    ['Login', ['maree', 'zephyr', 'atlas', 'brume']],
    ['IdEtatPublication', ['maree', 'zephyr', 'atlas', 'brume']],
  ])('sort on %s, both ways', async (Colonne, ascending) => {
    const filters = { Recherche: null, IdEtatPublication: null };
    const expected = ascending.map((name) => ids[name]);
    expect(await idsOf(LIST, { ...filters, Tri: { Colonne, Sens: 'asc' } })).toEqual(expected);
    expect(await idsOf(LIST, { ...filters, Tri: { Colonne, Sens: 'desc' } })).toEqual([...expected].reverse());
  });

  test('sort on Marque, both ways, publications without a brand last, page after page', async () => {
    const order = (Sens: string) => ({ Tri: { Colonne: 'Marque', Sens } });
    const ascending = [ids.maree, ids.atlas, ids.zephyr, ids.brume];
    const descending = [ids.zephyr, ids.atlas, ids.maree, ids.brume];
    expect(await idsOf(LIST, order('asc'))).toEqual(ascending);
    expect(await idsOf(LIST, order('desc'))).toEqual(descending);
    for (const [Sens, expected] of [
      ['asc', ascending],
      ['desc', descending],
    ] as const) {
      const pages = [];
      for (let Offset = 0; Offset < 5; Offset += 1)
        pages.push(...(await idsOf(LIST, { ...order(Sens), Limit: 1, Offset })));
      expect(pages, Sens).toEqual(expected);
      expect(await idsOf(LIST, { ...order(Sens), Limit: 2, Offset: 2 })).toEqual(expected.slice(2));
    }
  });

  test('paging: 10 rows from the first by default, then the next ones, the total unchanged', async () => {
    const fillers = { Login: FILLERS };
    const first = await page(LIST, fillers);
    expect(first.Items).toHaveLength(10);
    expect(first.Total).toBe(11);
    const second = await page(LIST, { ...fillers, Offset: 10 });
    expect(second.Items).toHaveLength(1);
    expect(second.Total).toBe(11);
    const all = [...first.Items, ...second.Items].map((row) => row.Id);
    expect(new Set(all).size).toBe(11);
    expect(await page(LIST, { ...fillers, Offset: 100 })).toEqual({ Total: 11, Items: [] });
    expect((await page(LIST, { ...fillers, Limit: 100 })).Items).toHaveLength(11);
  });

  test.each([LIST, MODERATION])('%s refuses paging out of bounds with a French message', async (path) => {
    for (const values of [{ Limit: 0 }, { Limit: 101 }, { Offset: -1 }, { Tri: { Colonne: 'Prix', Sens: 'asc' } }]) {
      const response = await asAdmin(path, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().Message).toBe(MESSAGES.invalidData);
    }
  });

  test('a text filter longer than 200 characters is refused', async () => {
    const response = await asAdmin(LIST, { Marque: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(MESSAGES.invalidData);
  });
});

describe('PublicationModeration_GetAll_List', () => {
  test('publications awaiting moderation only, the oldest submission first', async () => {
    const result = await page(MODERATION, {});
    expect(result.Items.map((row) => row.Id)).toEqual([ids.atlas, ids.zephyr]);
    expect(result.Total).toBe(2);
    expect(result.Items[0]).toMatchObject({ DateSoumission: '2025-01-05T09:00:00.000Z', Login: expect.any(String) });
    expect(result.Items.flatMap(rowFieldErrors)).toEqual([]);
  });

  test('takes the same filters, sort and paging; IdEtatPublication does not widen it', async () => {
    expect(await idsOf(MODERATION, { Marque: marqueB.libelle })).toEqual([ids.zephyr]);
    expect(await idsOf(MODERATION, { IdEtatPublication: ETAT_PUBLICATION.brouillon })).toEqual([ids.atlas, ids.zephyr]);
    expect(await idsOf(MODERATION, { Tri: { Colonne: 'Titre', Sens: 'desc' } })).toEqual([ids.zephyr, ids.atlas]);
    const second = await page(MODERATION, { Limit: 1, Offset: 1 });
    expect(second).toMatchObject({ Total: 2, Items: [{ Id: ids.zephyr }] });
  });
});

describe('Publication_GetAll', () => {
  test('every publication that passes the filters, last updated first', async () => {
    const response = await asAdmin(ALL, { Login: MINE });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as Row[];
    expect(rows.map((row) => row.Id)).toEqual([ids.brume, ids.atlas, ids.zephyr, ids.maree]);
    expect(rows.flatMap(rowFieldErrors)).toEqual([]);
  });

  test('more than 5 000 publications are refused with a French message', async () => {
    const crowd = await h.author(`${MINE}foule`);
    await h.ctx.db.execute(
      `insert into publications (id_compte, ean, titre, id_disponibilite, id_etat_publication)
       select ${crowd.idCompte}, 'foule-' || n, 'Foule ' || n, 2, 1 from generate_series(1, 5001) n`,
    );
    const response = await asAdmin(ALL, { IdPersonne: crowd.idCompte });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: 'Plus de 5 000 publications passent ces filtres : affinez-les pour les obtenir toutes.',
    });
    expect((await asAdmin(COUNT, { IdPersonne: crowd.idCompte })).json()).toEqual({ Total: 5001 });
  });
});
