import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { listAllPublicProduits } from '../../server/areas/catalogue/repository.ts';
import { contentEditHarness } from './contentEditHarness.ts';
import { call, TEST_TOKENS, useHarness } from './testApp.ts';

type Schemas = components['schemas'];

const PNG = readFileSync(fileURLToPath(new URL('../fixtures/publication/couverture-500x800.png', import.meta.url)));
const FORMATIONS_BLOCK = 'Rubrique_FORMATION';

/** Two applications on one database, as two test harnesses build them: what one changes, the other serves. */
const h = useHarness(contentEditHarness);
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(() => {
  first = h.ctx.app;
  second = h.app;
});

async function anonymous<T>(app: FastifyInstance, path: string, values: unknown = {}): Promise<T> {
  const response = await call(app, path, { values });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

function updateProduct(app: FastifyInstance, product: Schemas['Produit'], changes: Partial<Schemas['Produit']>) {
  const { Id, Libelle, PrixTTCCentimes, Visible } = { ...product, ...changes };
  return call(app, '/BO/Produit/Produit_Update', {
    token: TEST_TOKENS.backOffice,
    values: { Id, Libelle, PrixTTCCentimes, Visible },
  });
}

function updateContent(app: FastifyInstance, Id: number, ContenuElements: { Id: number; Valeur: string | null }[]) {
  return call(app, '/BO/Contenu/Contenu_Update', { token: TEST_TOKENS.backOffice, values: { Id, ContenuElements } });
}

describe('public answers kept in memory', () => {
  test('a product changed in the back office is served changed at once, through either application', async () => {
    const [product] = await anonymous<Schemas['Produit'][]>(first, '/Produit/Produit_GetAll');
    if (!product) throw new Error('the demo catalogue has no product');
    // Both applications have the catalogue in memory before the change.
    await anonymous(second, '/Produit/Produit_GetAll');
    await anonymous(first, '/Produit/Produit_Get', { Id: product.Id });
    await anonymous(second, '/Produit/Produit_GetByRubrique', { IdRubrique: product.IdRubrique });
    try {
      const saved = await updateProduct(second, product, { Libelle: 'Libellé changé', PrixTTCCentimes: 4321 });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const app of [first, second]) {
        const all = await anonymous<Schemas['Produit'][]>(app, '/Produit/Produit_GetAll');
        expect(all.find((p) => p.Id === product.Id)).toMatchObject({
          Libelle: 'Libellé changé',
          PrixTTCCentimes: 4321,
        });
        expect(await anonymous(app, '/Produit/Produit_Get', { Id: product.Id })).toMatchObject({
          Libelle: 'Libellé changé',
        });
        const ofRubrique = await anonymous<Schemas['Produit'][]>(app, '/Produit/Produit_GetByRubrique', {
          IdRubrique: product.IdRubrique,
        });
        expect(ofRubrique.find((p) => p.Id === product.Id)?.PrixTTCCentimes).toBe(4321);
      }
    } finally {
      expect((await updateProduct(first, product, {})).statusCode).toBe(200);
    }
    expect(await anonymous(second, '/Produit/Produit_Get', { Id: product.Id })).toEqual(product);
  });

  test('a hidden product answers 404 at once, and is found again once shown', async () => {
    const [product] = await anonymous<Schemas['Produit'][]>(first, '/Produit/Produit_GetAll');
    if (!product) throw new Error('the demo catalogue has no product');
    await anonymous(second, '/Produit/Produit_Get', { Id: product.Id });
    try {
      expect((await updateProduct(first, product, { Visible: false })).statusCode).toBe(200);
      expect((await call(second, '/Produit/Produit_Get', { values: { Id: product.Id } })).statusCode).toBe(404);
      const all = await anonymous<Schemas['Produit'][]>(second, '/Produit/Produit_GetAll');
      expect(all.map((p) => p.Id)).not.toContain(product.Id);
    } finally {
      expect((await updateProduct(first, product, {})).statusCode).toBe(200);
    }
    expect(await anonymous(second, '/Produit/Produit_Get', { Id: product.Id })).toEqual(product);
  });

  test('a rubrique’s content block saved in the back office shows in the rubriques and by name at once', async () => {
    const block = await anonymous<Schemas['Contenu']>(first, '/Contenu/Contenu_GetByName', { Name: FORMATIONS_BLOCK });
    const element = block.ContenuElements.find((candidate) => candidate.IdTypeContenuElement === 1);
    if (!element) throw new Error('the rubrique has no text element');
    await anonymous(second, '/Rubrique/Rubrique_GetAll');
    const versionBefore = (await anonymous<Schemas['VersionSite']>(second, '/Contenu/Contenu_GetVersion')).Version;
    try {
      const saved = await updateContent(first, block.Id, [{ Id: element.Id, Valeur: '<p>Présentation changée</p>' }]);
      expect(saved.statusCode, saved.body).toBe(200);
      const rubriques = await anonymous<Schemas['Rubrique'][]>(second, '/Rubrique/Rubrique_GetAll');
      const shown = rubriques.flatMap((rubrique) => rubrique.Contenu).find((contenu) => contenu.Id === block.Id);
      expect(shown?.ContenuElements.find((e) => e.Id === element.Id)?.Valeur).toBe('<p>Présentation changée</p>');
      const byName = await anonymous<Schemas['Contenu']>(second, '/Contenu/Contenu_GetByName', {
        Name: FORMATIONS_BLOCK,
      });
      expect(byName.ContenuElements.find((e) => e.Id === element.Id)?.Valeur).toBe('<p>Présentation changée</p>');
      expect((await anonymous<Schemas['VersionSite']>(second, '/Contenu/Contenu_GetVersion')).Version).toBe(
        versionBefore + 1,
      );
    } finally {
      expect((await updateContent(second, block.Id, [{ Id: element.Id, Valeur: element.Valeur }])).statusCode).toBe(
        200,
      );
    }
    expect(await anonymous(first, '/Contenu/Contenu_GetByName', { Name: FORMATIONS_BLOCK })).toEqual(block);
  });

  test('a version restored and an image sent are served at once', async () => {
    const block = await h.block('cache');
    const read = () => anonymous<Schemas['Contenu']>(first, '/Contenu/Contenu_Get', { Id: block.id });
    const texte = (contenu: Schemas['Contenu']) => contenu.ContenuElements.find((e) => e.Id === block.texte)?.Valeur;
    expect(texte(await read())).toBe('<p>Texte initial</p>');
    expect((await updateContent(second, block.id, [{ Id: block.texte, Valeur: '<p>Deuxième</p>' }])).statusCode).toBe(
      200,
    );
    expect(texte(await read())).toBe('<p>Deuxième</p>');

    const versions = await call(second, '/BO/Contenu/Contenu_GetVersions', {
      token: TEST_TOKENS.backOffice,
      values: { IdContenu: block.id },
    });
    const [initial] = versions.json() as Schemas['ContenuVersion'][];
    const restored = await call(second, '/BO/Contenu/Contenu_RestoreVersion', {
      token: TEST_TOKENS.backOffice,
      values: { IdContenu: block.id, IdVersion: initial?.Id },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(texte(await read())).toBe('<p>Texte initial</p>');

    const uploaded = await h.upload([
      { name: 'IdContenu', value: String(block.id) },
      { name: String(block.image), value: PNG, filename: 'image.png', type: 'image/png' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = (await read()).ContenuElements.find((e) => e.Id === block.image)?.ContenuElementFichier;
    expect(image?.TypeMime).toBe('image/png');
  });

  test('an answer from memory is byte for byte the answer read from the database, headers included', async () => {
    const product = (await listAllPublicProduits(h.ctx.db))[0];
    if (!product) throw new Error('the demo catalogue has no product');
    // A save empties the memory: the next answer is read from the database, the one after from memory.
    expect((await updateProduct(first, product, {})).statusCode).toBe(200);
    for (const [path, values] of [
      ['/Produit/Produit_GetAll', {}],
      ['/StaticData/Get_Langues', {}],
      ['/Contenu/Contenu_GetByName', { Name: 'Accueil' }],
    ] as const) {
      const read = await call(second, path, { values });
      const kept = await call(second, path, { values });
      const keptElsewhere = await call(first, path, { values });
      expect(read.statusCode).toBe(200);
      for (const response of [kept, keptElsewhere]) {
        expect(response.rawPayload.equals(read.rawPayload), path).toBe(true);
        const { date: _date, ...headers } = response.headers;
        const { date: _readDate, ...readHeaders } = read.headers;
        expect(headers, path).toEqual(readHeaders);
      }
    }
    const all = await call(first, '/Produit/Produit_GetAll');
    expect(all.json()).toEqual(await listAllPublicProduits(h.ctx.db));
    expect(all.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test('the key and the envelope are still checked before any answer from memory', async () => {
    await anonymous(first, '/StaticData/Get_Langues');
    const withoutKey = await call(first, '/StaticData/Get_Langues', { key: 'mauvaise-cle' });
    expect(withoutKey.statusCode).toBe(401);
    const badValues = await call(first, '/Produit/Produit_Get', { values: { Id: 'un' } });
    expect(badValues.statusCode).toBe(400);
  });
});
