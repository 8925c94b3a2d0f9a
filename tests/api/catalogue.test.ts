import { beforeAll, describe, expect, test } from 'vitest';
import { produits, rubriques } from '../../server/compose/seed/data/catalogue.ts';
import { createResponseChecker, expectOkBody } from './contractShape.ts';
import { call, testContext, type TestContext } from './testApp.ts';

interface Produit {
  Id: number;
  IdTypeProduit: number;
  IdRubrique: number;
  Rang: number;
  Visible: boolean;
  PrixTTCCentimes: number;
  Reduction: unknown;
  Sessions: { Id: number; DateDebut: string }[];
}

let ctx: TestContext;
let check: ReturnType<typeof createResponseChecker>;
beforeAll(async () => {
  ctx = await testContext();
  check = createResponseChecker(ctx.document);
});

async function ok<T>(path: string, values?: unknown): Promise<T> {
  return expectOkBody<T>(check, path, await call(ctx.app, path, { values }));
}

const SECRET_CODES = produits.flatMap((produit) => (produit.Reduction ? [produit.Reduction.CodeReduction] : []));
const HIDDEN_PRODUCT_IDS = produits
  .filter((produit) => !produit.Visible || produit.IdTypeProduit === 5)
  .map((p) => p.Id);

describe('rubriques', () => {
  test('Rubrique_GetAll renvoie les rubriques visibles triées par Rang', async () => {
    const body =
      await ok<{ Code: string; Rang: number; Visible: boolean; Contenu: { IdTypeContenu: number }[] }[]>(
        '/Rubrique/Rubrique_GetAll',
      );
    const expected = rubriques.filter((rubrique) => rubrique.Visible).sort((a, b) => a.Rang - b.Rang);
    expect(body.map((rubrique) => rubrique.Code)).toEqual(expected.map((rubrique) => rubrique.Code));
    expect(body.map((rubrique) => rubrique.Code)).toContain('ABONNEMENT');
    expect(body.every((rubrique) => rubrique.Visible)).toBe(true);
    expect(body.every((rubrique) => rubrique.Contenu.every((contenu) => contenu.IdTypeContenu === 2))).toBe(true);
  });

  test('chaque rubrique présente son titre et son texte par son contenu', async () => {
    const [first] =
      await ok<{ Libelle: string; Contenu: { ContenuElements: { Nom: string; Valeur: string }[] }[] }[]>(
        '/Rubrique/Rubrique_GetAll',
      );
    const elements = first?.Contenu[0]?.ContenuElements ?? [];
    expect(elements.map((element) => element.Nom)).toEqual(['Titre', 'Texte']);
    expect(elements[0]?.Valeur).toBe(first?.Libelle);
  });
});

describe('produits', () => {
  test('Produit_GetAll ne renvoie que des produits visibles, jamais de réduction', async () => {
    const body = await ok<Produit[]>('/Produit/Produit_GetAll');
    const expected = produits.filter((produit) => produit.Visible && produit.IdTypeProduit !== 5);
    expect(body.map((produit) => produit.Id).sort((a, b) => a - b)).toEqual(
      expected.map((p) => p.Id).sort((a, b) => a - b),
    );
    expect(body.every((produit) => produit.Visible && produit.IdTypeProduit !== 5)).toBe(true);
    expect(body.every((produit) => produit.Reduction === null)).toBe(true);
  });

  test('Produit_GetAll trie par rang de rubrique puis par Rang', async () => {
    const body = await ok<Produit[]>('/Produit/Produit_GetAll');
    const rangRubrique = new Map(rubriques.map((rubrique) => [rubrique.Id, rubrique.Rang]));
    const keys = body.map((produit) => [rangRubrique.get(produit.IdRubrique) ?? 0, produit.Rang] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });

  test('aucun code de réduction ne sort du serveur', async () => {
    const bodies = [
      (await call(ctx.app, '/Produit/Produit_GetAll')).body,
      (await call(ctx.app, '/Rubrique/Rubrique_GetAll')).body,
      ...(
        await Promise.all(
          rubriques.map((r) => call(ctx.app, '/Produit/Produit_GetByRubrique', { values: { IdRubrique: r.Id } })),
        )
      ).map((response) => response.body),
      ...(await Promise.all(produits.map((p) => call(ctx.app, '/Produit/Produit_Get', { values: { Id: p.Id } })))).map(
        (response) => response.body,
      ),
    ];
    expect(SECRET_CODES.length).toBeGreaterThan(0);
    for (const body of bodies) {
      for (const code of SECRET_CODES) expect(body).not.toContain(code);
      expect(body).not.toContain('CodeReduction');
    }
  });

  test('Produit_GetByRubrique renvoie les produits visibles de la rubrique triés par Rang', async () => {
    const body = await ok<Produit[]>('/Produit/Produit_GetByRubrique', { IdRubrique: 2 });
    const expected = produits.filter((p) => p.IdRubrique === 2 && p.Visible).sort((a, b) => a.Rang - b.Rang);
    expect(body.map((produit) => produit.Id)).toEqual(expected.map((produit) => produit.Id));
  });

  test('Produit_GetByRubrique sur une rubrique inconnue répond 404', async () => {
    const response = await call(ctx.app, '/Produit/Produit_GetByRubrique', { values: { IdRubrique: 9999 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'Cette rubrique est introuvable.' });
  });

  test('Produit_GetByRubrique sur la rubrique cachée des réductions répond 404', async () => {
    const hidden = rubriques.find((rubrique) => !rubrique.Visible);
    expect(hidden).toBeDefined();
    const response = await call(ctx.app, '/Produit/Produit_GetByRubrique', { values: { IdRubrique: hidden?.Id } });
    expect(response.statusCode).toBe(404);
  });

  test('Produit_Get renvoie une formation avec ses sessions par date', async () => {
    const formation = produits.find((produit) => produit.IdTypeProduit === 2 && produit.Visible);
    const body = await ok<Produit>('/Produit/Produit_Get', { Id: formation?.Id });
    expect(body.Id).toBe(formation?.Id);
    expect(body.PrixTTCCentimes).toBe(formation?.PrixTTCCentimes);
    expect(body.Sessions.map((session) => session.Id).sort()).toEqual(
      (formation?.Sessions ?? []).map((s) => s.Id).sort(),
    );
    const dates = body.Sessions.map((session) => session.DateDebut);
    expect(dates).toEqual([...dates].sort());
  });

  test.each(HIDDEN_PRODUCT_IDS)('Produit_Get du produit caché ou de la réduction %i répond 404', async (id) => {
    const response = await call(ctx.app, '/Produit/Produit_Get', { values: { Id: id } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'Ce produit est introuvable.' });
  });

  test('Produit_Get inconnu répond 404', async () => {
    const response = await call(ctx.app, '/Produit/Produit_Get', { values: { Id: 123456 } });
    expect(response.statusCode).toBe(404);
  });

  test('Produit_Get refuse un Id qui n’est pas un entier positif', async () => {
    const response = await call(ctx.app, '/Produit/Produit_Get', { values: { Id: 'dix' } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { Errors: { Champ: string }[] }).Errors[0]?.Champ).toBe('/Id');
  });
});
