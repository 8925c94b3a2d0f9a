import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../openapi/generated/schema.d.ts';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { comptes, publications } from '../../server/platform/db/schema.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { onixXsdErrors } from './onixValidation.ts';
import { ean } from './publicationsHarness.ts';
import { asAdmin, call, TEST_TOKENS, testContext, type TestContext } from './testApp.ts';

/** The back office's ONIX export: its plan and its download (BO_Publication_Publication_ExportOnix*). */

type Plan = components['schemas']['PlanExportOnix'];

const PLAN = '/BO/Publication/Publication_ExportOnix_Plan';
const EXPORT = '/BO/Publication/Publication_ExportOnix';

let ctx: TestContext;
let idCompte: number;
/** This file's publications: a copy of an exportable one, the same left incomplete, the same as a draft. */
const mine = { complete: { id: 0, ean: ean('978236599001') }, incomplete: { id: 0, ean: ean('978236599002') } };
const draft = { id: 0, ean: ean('978236599003') };
const INCOMPLETE_TITLE = 'Export ONIX : il manque tout';

async function plan(values: Record<string, unknown> = {}): Promise<Plan> {
  const response = await asAdmin(PLAN, values);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Plan;
}

/** Today in Paris, YYYY-MM-DD. */
function parisDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

beforeAll(async () => {
  ctx = await testContext();
  const [compte] = await ctx.db
    .insert(comptes)
    .values({
      login: 'export-onix@publications.example.org',
      prenom: 'Camille',
      nom: 'Onix',
      idCivilite: 1,
      role: 'frontoffice',
      confirme: true,
    })
    .returning({ id: comptes.id });
  idCompte = compte!.id;
  // A copy of a seeded publication the export takes: complete as the mapping needs it.
  const exportable = (await plan()).NombreExportables;
  expect(exportable, 'the seed has an exportable validated publication').toBeGreaterThan(0);
  const validated = await ctx.db
    .select()
    .from(publications)
    .where(inArray(publications.idEtatPublication, [ETAT_PUBLICATION.validee]));
  const setAside = new Set((await plan()).NonExportables.map((row) => row.IdPublication));
  const source = validated.find((row) => !setAside.has(row.id));
  if (!source) throw new Error('no exportable validated publication in the seed');
  const { id: _id, dateCreation: _c, dateMaj: _m, ...columns } = source;
  const insert = async (values: Partial<typeof publications.$inferInsert>) => {
    const [row] = await ctx.db
      .insert(publications)
      .values({ ...columns, idCompte, ...values })
      .returning({ id: publications.id });
    return row!.id;
  };
  mine.complete.id = await insert({ ean: mine.complete.ean, titre: 'Export ONIX : complète' });
  mine.incomplete.id = await insert({
    ean: mine.incomplete.ean,
    titre: INCOMPLETE_TITLE,
    idMarque: null,
    auteurContribution: [],
    dateParution: null,
    prixTTCCentimes: null,
    idDisponibilite: 2,
    idFormat: null,
  });
  draft.id = await insert({
    ean: draft.ean,
    titre: 'Export ONIX : brouillon',
    idEtatPublication: ETAT_PUBLICATION.brouillon,
  });
});

afterAll(async () => {
  await ctx.db.delete(comptes).where(eq(comptes.id, idCompte));
});

describe.each([PLAN, EXPORT])('%s', (path) => {
  test('refuses an anonymous caller (401) and an author (403)', async () => {
    expect((await call(ctx.app, path, { values: {} })).statusCode).toBe(401);
    const author = await call(ctx.app, path, { token: TEST_TOKENS.frontOffice, values: {} });
    expect(author.statusCode).toBe(403);
    expect(author.json()).toEqual({ Message: MESSAGES.accessDenied });
  });

  test.each(['2026-02-30', '01/03/2026', 'hier'])('refuses the day %s with a French message (400)', async (day) => {
    const response = await asAdmin(path, { Depuis: day });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      Message: MESSAGES.invalidData,
      Errors: [expect.objectContaining({ Champ: '/Depuis' })],
    });
  });
});

describe('the plan', () => {
  test('lists an incomplete validated publication with its owner and French reasons, not the complete one', async () => {
    const { NonExportables } = await plan();
    const incomplete = NonExportables.find((row) => row.IdPublication === mine.incomplete.id);
    expect(incomplete).toMatchObject({ IdPersonne: idCompte, Titre: INCOMPLETE_TITLE });
    expect(incomplete!.Raisons.length).toBeGreaterThan(0);
    for (const raison of incomplete!.Raisons) expect(raison).toMatch(/^[A-ZÀ-Ý].*[a-zé]/u);
    const listed = NonExportables.map((row) => row.IdPublication);
    expect(listed).not.toContain(mine.complete.id);
    expect(listed).not.toContain(draft.id);
  });

  test('keeps only the publications changed since the day asked for', async () => {
    const today = await plan({ Depuis: parisDay() });
    expect(today.NombreExportables).toBeGreaterThanOrEqual(1);
    expect(today.NonExportables.map((row) => row.IdPublication)).toContain(mine.incomplete.id);
    expect(await plan({ Depuis: parisDay(2) })).toEqual({ NombreExportables: 0, NonExportables: [] });
    // Null, like an absent day, is the whole export.
    expect(await plan({ Depuis: null })).toEqual(await plan());
  });
});

describe('the download', () => {
  test('is an ONIX 3.1 message of the exportable validated publications, as an attachment onix-<day>.xml', async () => {
    const expected = (await plan()).NombreExportables;
    const response = await asAdmin(EXPORT, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="onix-${parisDay()}.xml"`);
    const xml = response.body;
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toMatch(/<ONIXMessage [^>]*release="3\.1"/);
    expect(xml.trimEnd().endsWith('</ONIXMessage>')).toBe(true);
    expect(xml.match(/<Product>/g) ?? []).toHaveLength(expected);
    expect(xml).toContain(mine.complete.ean);
    expect(xml).not.toContain(mine.incomplete.ean);
    expect(xml).not.toContain(draft.ean);
    expect(await onixXsdErrors(xml)).toEqual([]);
  });

  test('with nothing to export since the day asked for, is a message with its Header only', async () => {
    const response = await asAdmin(EXPORT, { Depuis: parisDay(2) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<Header>[\s\S]*<\/Header>/);
    expect(response.body).not.toContain('<Product>');
    expect(await onixXsdErrors(response.body)).toEqual([]);
  });
});

describe('when the database fails', () => {
  test('the download answers a French error, with nothing of the file sent', async () => {
    await ctx.db.execute(sql`alter table publications rename to publications_hors_service`);
    try {
      for (const path of [PLAN, EXPORT]) {
        const response = await asAdmin(path, {});
        expect(response.statusCode).toBe(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(response.json()).toEqual({ Message: MESSAGES.internalError });
      }
    } finally {
      await ctx.db.execute(sql`alter table publications_hors_service rename to publications`);
    }
  });
});
