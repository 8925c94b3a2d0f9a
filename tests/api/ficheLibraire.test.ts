import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { loadContract } from '../../domain/validation/loadContract.ts';
import { FICHE_CATALOGUE_REQUIREMENTS } from '../../domain/publication/ficheLibraireTexts.ts';
import { ONIX_REFUSALS } from '../../domain/publication/onixExport.ts';
import { buildApp } from '../../server/compose/app.ts';
import { loadSeed } from '../../server/compose/seed/loadSeed.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/database.ts';
import { comptes, publications } from '../../server/platform/db/schema.ts';
import { createResponseChecker } from './contractShape.ts';
import { APPLICATION_KEY, call, embeddedStyleVerifier, type TestCaller } from './testApp.ts';

type FicheLibraire = components['schemas']['FicheLibraire'];

const PATH = '/Publication/Publication_FicheLibraire';
const NBSP = '\u00a0';
const CALLERS: Record<string, TestCaller> = {
  auteur: { login: 'auteur@example.org', roles: ['frontoffice'] },
  autre: { login: 'autre-libraire@example.org', roles: ['frontoffice'] },
};

let database: DatabaseHandle;
let dataDir: string;
let app: FastifyInstance;
const check = createResponseChecker(loadContract());

beforeAll(async () => {
  // A database of its own with a data folder, so that the demo publication has its cover as in the running portal.
  dataDir = await mkdtemp(join(tmpdir(), 'portail-fiche-'));
  database = await openDatabase({ pgliteDir: undefined });
  await database.migrate();
  await loadSeed(database.db, { dataDir });
  await database.db.insert(comptes).values({
    login: CALLERS.autre!.login,
    prenom: 'Autre',
    nom: 'Compte',
    idCivilite: 1,
    role: 'frontoffice',
    confirme: true,
  });
  const config = readConfig({ APPLICATION_KEY });
  app = buildApp({
    config: { ...config, dataDir },
    db: database.db,
    document: loadContract(),
    verifyAccessToken: embeddedStyleVerifier(database.db, (token) => CALLERS[token]),
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function demoId(titre: string): Promise<number> {
  const [row] = await database.db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.titre, titre));
  if (!row) throw new Error(`the demo publication ${titre} is missing`);
  return row.id;
}

describe('Publication_FicheLibraire', () => {
  test('gives the author the fiche of the validated demo publication, complete', async () => {
    const id = await demoId('Les Jardins de Penhoët');
    const response = await call(app, PATH, { token: 'auteur', values: { Id: id } });
    expect(response.statusCode, response.body).toBe(200);
    const fiche = response.json() as FicheLibraire;
    expect(check(PATH, 200, fiche)).toEqual([]);
    expect(fiche).toMatchObject({
      IdPublication: id,
      Ean: '9782365120012',
      Titre: 'Les Jardins de Penhoët',
      SousTitre: null,
      Collection: null,
      Contributeurs: [{ Nom: 'Maëlle Le Goff', Role: 'Auteur' }],
      Marque: 'Éditions de Penhoët',
      PrixTTCCentimes: 1850,
      Disponibilite: 'Disponible',
      DateParution: '2026-03-12',
      Format: 'Broché',
      Dimensions: `210 × 140 × 14${NBSP}mm, 310${NBSP}g`,
      NombrePages: 224,
      Sujet: 'Romans contemporains — Thema FBA (Littérature moderne et contemporaine : générale et littéraire)',
      Clil: 'CLIL 3442 (Romans)',
      Manques: [],
    });
    expect(fiche.Editeur).toMatch(/^Éditions de Penhoët/);
    expect(fiche.Distributeur).not.toBeNull();
    expect(fiche.Resume).toMatch(/^À la mort de sa grand-mère/);
    // The author's own address of the cover, which their pages read with their token.
    expect(fiche.Couverture).toMatch(new RegExp(`^/fichiers/publications/${id}/[0-9a-f-]{36}\\.jpg$`));
  });

  test('shows a draft as far as it goes, with what the catalogue still needs', async () => {
    const id = await demoId('Carnets de route en Bretagne');
    const response = await call(app, PATH, { token: 'auteur', values: { Id: id } });
    expect(response.statusCode, response.body).toBe(200);
    const fiche = response.json() as FicheLibraire;
    expect(check(PATH, 200, fiche)).toEqual([]);
    expect(fiche).toMatchObject({ Titre: 'Carnets de route en Bretagne', Disponibilite: 'À paraître', Marque: null });
    expect(fiche.Manques).toEqual(
      expect.arrayContaining([
        ONIX_REFUSALS.contributeur,
        ONIX_REFUSALS.marque,
        FICHE_CATALOGUE_REQUIREMENTS.couverture,
        FICHE_CATALOGUE_REQUIREMENTS.resume,
      ]),
    );
  });

  test("answers 404 for another account's publication, as for an unknown one", async () => {
    const id = await demoId('Les Jardins de Penhoët');
    for (const values of [{ Id: id }, { Id: 999_999 }]) {
      const response = await call(app, PATH, { token: 'autre', values });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: expect.any(String) });
      expect(response.body).not.toContain('Penhoët');
    }
  });

  test('answers 401 without a token', async () => {
    const response = await call(app, PATH, { values: { Id: await demoId('Les Jardins de Penhoët') } });
    expect(response.statusCode).toBe(401);
  });
});
