import { beforeAll, describe, expect, test } from 'vitest';
import * as lists from '../../server/compose/seed/data/referenceLists.ts';
import { pays } from '../../server/compose/seed/data/pays.ts';
import { clilCategory, themaCategory } from '../../server/areas/onix/classificationLists.ts';
import { sujets } from '../../server/compose/seed/data/sujets.ts';
import type { SujetRow } from '../../server/compose/seed/data/types.ts';
import { createResponseChecker, expectOkBody } from './contractShape.ts';
import { call, testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
let check: ReturnType<typeof createResponseChecker>;
beforeAll(async () => {
  ctx = await testContext();
  check = createResponseChecker(ctx.document);
});

/** Calls a StaticData operation, expects 200 and a body that conforms to the contract, and returns it. */
async function getStatic<T>(name: string, values?: unknown): Promise<T> {
  const path = `/StaticData/${name}`;
  return expectOkBody<T>(check, path, await call(ctx.app, path, { values }));
}

const REFERENCE_LISTS = [
  ['Get_Disponibilite', lists.disponibilites],
  ['Get_EtatCommande', lists.etatsCommande],
  ['Get_EtatPublication', lists.etatsPublication],
  ['Get_Formats', lists.formats],
  ['Get_Illustrations', lists.illustrations],
  ['Get_Langues', lists.langues],
  ['Get_TypeOuvrage', lists.typesOuvrage],
  ['Get_RaisonRefus', lists.raisonsRefus],
  ['Get_TypeCompte', lists.typesCompte],
  ['Get_SujetContact', lists.sujetsContact],
  ['Get_TypeVoie', lists.typesVoie],
] as const;

describe('listes de référence', () => {
  test.each(REFERENCE_LISTS)('%s renvoie toute la liste, triée par Id', async (name, rows) => {
    const body = await getStatic<{ Id: number; Libelle: string }[]>(name);
    expect(body).toEqual([...rows].sort((a, b) => a.Id - b.Id));
  });

  test('Get_Disponibilite : 1 à paraître … 4 arrêt de commercialisation', async () => {
    const body = await getStatic<{ Id: number }[]>('Get_Disponibilite');
    expect(body.map((row) => row.Id)).toEqual([1, 2, 3, 4]);
  });

  test('Get_TypeVoie : les identifiants 0 à 31', async () => {
    const body = await getStatic<{ Id: number }[]>('Get_TypeVoie');
    expect(body.map((row) => row.Id)).toEqual(Array.from({ length: 32 }, (_, i) => i));
  });

  test('Get_Langues contient le français (20) et la langue générique (1)', async () => {
    const body = await getStatic<{ Id: number; Libelle: string }[]>('Get_Langues');
    expect(body).toContainEqual({ Id: 20, Libelle: 'Français' });
    expect(body.some((row) => row.Id === 1)).toBe(true);
  });

  test('Get_TransactionCode renvoie les codes avec leur libellé', async () => {
    const body = await getStatic<unknown[]>('Get_TransactionCode');
    expect(body).toEqual(lists.codesTransaction);
  });

  test('Get_TypeContribution est trié par Rang, pas par Id', async () => {
    const body = await getStatic<{ Id: number; Rang: number }[]>('Get_TypeContribution');
    expect(body).toHaveLength(10);
    expect(body.map((row) => row.Id)).toEqual([1, 6, 2, 5, 7, 8, 3, 4, 9, 0]);
    expect(body.map((row) => row.Rang)).toEqual([...body.map((row) => row.Rang)].sort((a, b) => a - b));
  });
});

describe('pays et communes', () => {
  test('Get_Pays renvoie tous les pays triés par libellé en français', async () => {
    const body = await getStatic<{ IdPays: number; Libelle: string }[]>('Get_Pays');
    expect(body).toHaveLength(pays.length);
    const libelles = body.map((row) => row.Libelle);
    const afrique = libelles.indexOf('Afrique du Sud');
    expect(afrique).toBeLessThan(libelles.indexOf('Algérie'));
    expect(libelles.indexOf('Algérie')).toBeLessThan(libelles.indexOf('Allemagne'));
    expect(libelles.indexOf('Bénin')).toBeLessThan(libelles.indexOf('France'));
    expect(body).toContainEqual({ IdPays: 74, Libelle: 'France', CodeIso: 'FR' });
  });

  test('Get_PaysById 74 renvoie la France', async () => {
    const body = await getStatic('Get_PaysById', { IdPays: 74 });
    expect(body).toEqual({ IdPays: 74, Libelle: 'France', CodeIso: 'FR' });
  });

  test('Get_PaysById inconnu répond 404 en français', async () => {
    const response = await call(ctx.app, '/StaticData/Get_PaysById', { values: { IdPays: 999_999 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'Ce pays est introuvable.' });
  });

  test("Get_PaysById sans IdPays répond 400 avec l'erreur du champ", async () => {
    const response = await call(ctx.app, '/StaticData/Get_PaysById', { values: {} });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { Message: string; Errors: { Champ: string }[] };
    expect(body.Message).toBe('Les données envoyées sont invalides.');
    expect(body.Errors.map((error) => error.Champ)).toContain('/IdPays');
  });

  test('Get_VilleByCodePostal trie les communes d’un même code par libellé, accents compris', async () => {
    const body = await getStatic<{ CodePostal: string; Libelle: string; CodeInsee: string }[]>(
      'Get_VilleByCodePostal',
      {
        CodePostal: '88000',
      },
    );
    expect(body.map((row) => row.Libelle)).toEqual([
      'Chantraine',
      'Deyvillers',
      'Dignonville',
      'Dinozé',
      'Dogneville',
      'Épinal',
      'Jeuxey',
      'Longchamp',
      'Vaudéville',
    ]);
    expect(body.every((row) => row.CodePostal === '88000')).toBe(true);
    expect(body).toContainEqual({ CodePostal: '88000', Libelle: 'Épinal', CodeInsee: '88160' });
  });

  test('Get_VilleByCodePostal trie les arrondissements par leur numéro', async () => {
    const body = await getStatic<{ Libelle: string }[]>('Get_VilleByCodePostal', { CodePostal: '75001' });
    expect(body.map((row) => row.Libelle)).toEqual(['Paris 1er Arrondissement']);
  });

  test('Get_VilleByCodePostal : un code inconnu donne une liste vide', async () => {
    expect(await getStatic('Get_VilleByCodePostal', { CodePostal: '99999' })).toEqual([]);
  });

  test('Get_VilleByCodePostal refuse un code qui n’a pas 5 chiffres, avec le message du contrat', async () => {
    const response = await call(ctx.app, '/StaticData/Get_VilleByCodePostal', { values: { CodePostal: '8800' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [{ Champ: '/CodePostal', Message: 'Le code postal doit comporter 5 chiffres' }],
    });
  });
});

describe('sujets', () => {
  interface Sujet {
    Id: number;
    Libelle: string;
    Niveau: number;
    Thema: { Code: string; Libelle: string } | null;
    Clil: { Code: string; Libelle: string } | null;
    Enfants: Sujet[];
  }

  function depth(nodes: readonly Sujet[]): number {
    return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depth(node.Enfants)));
  }

  function count(nodes: readonly (Sujet | SujetRow)[]): number {
    return nodes.reduce((total, node) => total + 1 + count(node.Enfants), 0);
  }

  function levelsMatchDepth(nodes: readonly Sujet[], level = 1): boolean {
    return nodes.every((node) => node.Niveau === level && levelsMatchDepth(node.Enfants, level + 1));
  }

  test('Get_SujetOuvrage renvoie l’arbre à quatre niveaux', async () => {
    const body = await getStatic<Sujet[]>('Get_SujetOuvrage');
    expect(depth(body)).toBe(4);
    expect(levelsMatchDepth(body)).toBe(true);
    expect(count(body)).toBe(count(sujets));
    expect(body.map((node) => node.Id)).toEqual(sujets.map((node) => node.Id));
  });

  test('Get_SujetOuvrage donne à chaque sujet sa catégorie Thema en français et sa catégorie CLIL', async () => {
    const body = await getStatic<Sujet[]>('Get_SujetOuvrage');
    const all = (nodes: Sujet[]): Sujet[] => nodes.flatMap((node) => [node, ...all(node.Enfants)]);
    const byId = new Map(all(body).map((node) => [node.Id, node]));
    expect(all(body)).toHaveLength(count(sujets));
    expect(all(body).filter((node) => node.Thema === null || node.Clil === null)).toEqual([]);
    for (const node of all(body)) {
      expect(node.Thema?.Libelle, String(node.Id)).toBe(themaCategory(node.Thema?.Code ?? '')?.label);
      expect(node.Clil?.Libelle, String(node.Id)).toBe(clilCategory(node.Clil?.Code ?? '')?.label);
    }
    expect(byId.get(1121)).toMatchObject({
      Libelle: 'Romans policiers',
      Thema: { Code: 'FF', Libelle: 'Roman policier et/ou de mystère' },
      Clil: { Code: '3448', Libelle: 'Romans policiers' },
    });
    expect(byId.get(1122)).toMatchObject({
      Libelle: 'Thrillers',
      Thema: { Code: 'FH', Libelle: 'Thriller / fiction à suspense' },
      Clil: { Code: '3453', Libelle: 'Thriller' },
    });
    expect(byId.get(2400)).toMatchObject({
      Thema: { Code: 'JHB', Libelle: 'Sociologie' },
      Clil: { Code: '4093', Libelle: 'Sociologie' },
    });
    expect(byId.get(1300)).toMatchObject({
      Libelle: 'Théâtre',
      Thema: { Code: 'DD', Libelle: 'Pièces de théâtre, scénarios, théâtre' },
      Clil: { Code: '3622', Libelle: 'Théâtre' },
    });
  });
});

describe('supervision et version', () => {
  test('Monitoring_Check interroge la base et répond OK', async () => {
    const body = await getStatic<{ Statut: string; Base: boolean; Horodatage: string }>('Monitoring_Check');
    expect(body.Statut).toBe('OK');
    expect(body.Base).toBe(true);
    expect(Number.isNaN(Date.parse(body.Horodatage))).toBe(false);
  });

  test('BackEnd_Version renvoie la version et sa date', async () => {
    const body = await getStatic<{ Version: string; Date: string }>('BackEnd_Version');
    expect(body.Version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
