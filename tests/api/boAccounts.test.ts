import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages.ts';
import { MESSAGES } from '../../server/http/httpError.ts';
import { comptes } from '../../server/db/schema.ts';
import { createResponseChecker } from './contractShape.ts';
import { call, testContext, TEST_TOKENS, type TestContext } from './testApp.ts';

type Schemas = components['schemas'];

const GET_ALL = '/BO/Compte/Compte_GetAll';
const COUNT = '/BO/Compte/Compte_GetAll_Count';
const GET = '/BO/Compte/Compte_Get';

/** Every account these tests create has an address at this domain, searched for to leave other data aside. */
const DOMAIN = 'bo-comptes.test';

let ctx: TestContext;
let check: ReturnType<typeof createResponseChecker>;

function asAdmin(path: string, values: unknown) {
  return call(ctx.app, path, { token: TEST_TOKENS.backOffice, values });
}

interface NewAccount {
  name: string;
  prenom?: string;
  nom?: string;
  dateMaj: string;
  siret?: string | null;
  raisonSociale?: string | null;
  idTypeCompte?: number;
  confirme?: boolean;
}

/** An account written straight into the table, dated as the test needs. */
async function account(values: NewAccount): Promise<number> {
  const [row] = await ctx.db
    .insert(comptes)
    .values({
      login: `${values.name}@${DOMAIN}`,
      prenom: values.prenom ?? 'Prénom',
      nom: values.nom ?? 'Nom',
      idCivilite: 2,
      role: values.idTypeCompte === 1 ? 'backoffice' : 'frontoffice',
      idTypeCompte: values.idTypeCompte ?? 2,
      confirme: values.confirme ?? true,
      siret: values.siret ?? null,
      raisonSociale: values.raisonSociale ?? null,
      dateMaj: new Date(values.dateMaj),
    })
    .returning({ id: comptes.id });
  return row!.id;
}

async function list(values: Record<string, unknown>): Promise<Schemas['CompteResume'][]> {
  const response = await asAdmin(GET_ALL, values);
  expect(response.statusCode, response.body).toBe(200);
  expect(check(GET_ALL, 200, response.json())).toEqual([]);
  return response.json() as Schemas['CompteResume'][];
}

async function count(values: Record<string, unknown>): Promise<number> {
  const response = await asAdmin(COUNT, values);
  expect(response.statusCode, response.body).toBe(200);
  expect(check(COUNT, 200, response.json())).toEqual([]);
  return (response.json() as Schemas['Total']).Total;
}

const logins = (rows: Schemas['CompteResume'][]) => rows.map((row) => row.Login.replace(`@${DOMAIN}`, ''));

let ids: Record<string, number>;

async function removeTestAccounts(): Promise<void> {
  await ctx.db.delete(comptes).where(like(comptes.login, `%@${DOMAIN}`));
}

beforeAll(async () => {
  ctx = await testContext();
  check = createResponseChecker(ctx.document);
});

beforeEach(async () => {
  await removeTestAccounts();
  ids = {
    alice: await account({ name: 'alice', prenom: 'Alice', nom: 'Lebrun', dateMaj: '2026-03-01T10:00:00Z' }),
    bruno: await account({
      name: 'bruno',
      prenom: 'Bruno',
      nom: 'Keraudren',
      dateMaj: '2026-05-01T10:00:00Z',
      raisonSociale: 'Éditions du Goéland',
      siret: '40483304800010',
    }),
    chloe: await account({
      name: 'chloe',
      prenom: 'Chloé',
      nom: 'Marchal',
      dateMaj: '2026-04-01T10:00:00Z',
      confirme: false,
    }),
    denis: await account({
      name: 'denis',
      prenom: 'Denis',
      nom: 'Quéré',
      dateMaj: '2026-02-01T10:00:00Z',
      idTypeCompte: 1,
      raisonSociale: 'Atelier 50% papier',
      siret: '40483304800028',
    }),
  };
});

afterAll(removeTestAccounts);

describe('the back office’s account calls are the back office’s', () => {
  test('401 without a token, 403 for a customer, on every call', async () => {
    for (const [path, values] of [
      [GET_ALL, {}],
      [COUNT, {}],
      [GET, { Id: ids.alice }],
    ] as const) {
      const anonymous = await call(ctx.app, path, { values });
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json()).toEqual({ Message: MESSAGES.authenticationRequired });
      const customer = await call(ctx.app, path, { values, token: TEST_TOKENS.frontOffice });
      expect(customer.statusCode, path).toBe(403);
      expect(customer.json()).toEqual({ Message: MESSAGES.accessDenied });
    }
  });
});

describe('Compte_GetAll and Compte_GetAll_Count', () => {
  test('last updated first; Siret is the company’s; the count agrees', async () => {
    const rows = await list({ Recherche: DOMAIN });
    expect(logins(rows)).toEqual(['bruno', 'chloe', 'alice', 'denis']);
    expect(await count({ Recherche: DOMAIN })).toBe(4);
    const bruno = rows[0]!;
    expect(bruno).toMatchObject({
      Id: ids.bruno,
      Prenom: 'Bruno',
      Nom: 'Keraudren',
      Email: `bruno@${DOMAIN}`,
      Societe: { RaisonSociale: 'Éditions du Goéland', Siret: '40483304800010' },
      IdTypeCompte: 2,
      Confirme: true,
      DateMaj: '2026-05-01T10:00:00.000Z',
    });
    expect(rows[2]!.Societe).toBeNull();
  });

  test('the whole list starts with the account updated last', async () => {
    await account({ name: 'zoe', dateMaj: '2999-01-01T00:00:00Z' });
    const [first] = await list({ Limit: 1 });
    expect(first?.Login).toBe(`zoe@${DOMAIN}`);
    expect(await count({})).toBeGreaterThanOrEqual(6);
  });

  test('Recherche looks into the login, the names either way round and the company', async () => {
    const cases: [string, string[]][] = [
      ['ALICE@bo-comptes', ['alice']],
      ['keraudren', ['bruno']],
      ['Chloé Marchal', ['chloe']],
      ['Quéré Denis', ['denis']],
      ['goéland', ['bruno']],
      ['50% pap', ['denis']],
      ['%', ['denis']],
      ['personne-de-ce-nom', []],
    ];
    for (const [Recherche, expected] of cases) {
      expect(logins(await list({ Recherche })), Recherche).toEqual(expected);
      expect(await count({ Recherche }), Recherche).toBe(expected.length);
    }
  });

  test('Siret (first digits, spaces ignored), account type and confirmation filter, alone or together', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ Siret: '404 833 048' }, ['bruno', 'denis']],
      [{ Siret: '40483304800028' }, ['denis']],
      [{ IdTypeCompte: 1 }, ['denis']],
      [{ IdTypeCompte: 2 }, ['bruno', 'chloe', 'alice']],
      [{ Confirme: false }, ['chloe']],
      [{ Confirme: true, IdTypeCompte: 2 }, ['bruno', 'alice']],
      [{ Siret: null, IdTypeCompte: null, Confirme: null }, ['bruno', 'chloe', 'alice', 'denis']],
    ];
    for (const [filters, expected] of cases) {
      const values = { ...filters, Recherche: DOMAIN };
      expect(logins(await list(values)), JSON.stringify(filters)).toEqual(expected);
      expect(await count(values), JSON.stringify(filters)).toBe(expected.length);
    }
  });

  test('Limit 10 and Offset 0 by default; pages follow each other without overlap', async () => {
    for (let index = 0; index < 9; index += 1) {
      await account({ name: `lot-${index}`, dateMaj: `2025-01-0${index + 1}T00:00:00Z` });
    }
    const first = await list({ Recherche: DOMAIN });
    expect(first).toHaveLength(10);
    const second = await list({ Recherche: DOMAIN, Offset: 10 });
    expect(logins(second)).toEqual(['lot-2', 'lot-1', 'lot-0']);
    expect(logins(await list({ Recherche: DOMAIN, Limit: 3, Offset: 3 }))).toEqual(['denis', 'lot-8', 'lot-7']);
    expect(await list({ Recherche: DOMAIN, Offset: 50 })).toEqual([]);
    expect(await count({ Recherche: DOMAIN })).toBe(13);
  });

  test('paging and filters out of bounds are refused with 400 and a French message', async () => {
    for (const values of [
      { Limit: 0 },
      { Limit: 101 },
      { Offset: -1 },
      { Limit: 'dix' },
      { IdTypeCompte: 'un' },
      { Recherche: 'x'.repeat(201) },
      { Siret: '1'.repeat(15) },
    ]) {
      const response = await asAdmin(GET_ALL, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().Message).toBe(MESSAGES.invalidData);
    }
    const response = await asAdmin(COUNT, { Confirme: 'oui' });
    expect(response.statusCode).toBe(400);
  });
});

describe('Compte_Get', () => {
  test('an account with its telephone and address', async () => {
    await ctx.db
      .update(comptes)
      .set({
        telephone: '02 61 91 00 00',
        nomVoie: '3 rue des Lices',
        codePostal: '35000',
        ville: 'Rennes',
        idPays: 74,
      })
      .where(eq(comptes.id, ids.bruno));
    const response = await asAdmin(GET, { Id: ids.bruno });
    expect(response.statusCode, response.body).toBe(200);
    expect(check(GET, 200, response.json())).toEqual([]);
    expect(response.json()).toMatchObject({
      Id: ids.bruno,
      Login: `bruno@${DOMAIN}`,
      Telephone: '02 61 91 00 00',
      Societe: { Siret: '40483304800010' },
      Adresse: { NumeroEtVoie: '3 rue des Lices', CodePostal: '35000', Ville: 'Rennes', IdPays: 74 },
    });
  });

  test('an unknown id is 404 with a French message; an id that is not one is 400', async () => {
    const unknown = await asAdmin(GET, { Id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: ACCOUNT_MESSAGES.accountNotFound });
    expect((await asAdmin(GET, { Id: 0 })).statusCode).toBe(400);
    expect((await asAdmin(GET, {})).statusCode).toBe(400);
  });
});
