import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { ACCOUNT_DELETION_MESSAGES } from '../../domain/identity/accountDeletion.ts';
import { BO_ACCOUNT_MESSAGES } from '../../domain/identity/boAccountMessages.ts';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages.ts';
import { ETAT_COMMANDE, ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import {
  codesConfirmation,
  commandeProduits,
  commandes,
  comptes,
  contenus,
  contenuVersions,
  oidcPayloads,
  publications,
} from '../../server/platform/db/schema.ts';
import { createEmbeddedDirectory } from '../../server/platform/identity/embeddedDirectory.ts';
import { hashPassword } from '../../server/platform/identity/passwordHash.ts';
import { createResponseChecker } from './contractShape.ts';
import { asAdmin, call, testContext, TEST_TOKENS, type TestContext } from './testApp.ts';

type Schemas = components['schemas'];

const GET_ALL = '/BO/Compte/Compte_GetAll';
const COUNT = '/BO/Compte/Compte_GetAll_Count';
const GET = '/BO/Compte/Compte_Get';
const UPDATE = '/BO/Compte/Compte_Update';
const DELETE = '/BO/Compte/Compte_Delete';
const PASSWORD = 'Goéland#2026';

/** Every account these tests create has an address at this domain, searched for to leave other data aside. */
const DOMAIN = 'bo-comptes.test';

let ctx: TestContext;
let check: ReturnType<typeof createResponseChecker>;

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

let ids: { alice: number; bruno: number; chloe: number; denis: number };

async function removeTestAccounts(): Promise<void> {
  await ctx.db.delete(comptes).where(like(comptes.login, `%@${DOMAIN}`));
  await ctx.db.delete(contenuVersions).where(like(contenuVersions.login, `%@${DOMAIN}`));
  await ctx.db.delete(oidcPayloads).where(like(oidcPayloads.id, 'bo-comptes-session-%'));
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
      [UPDATE, updateOf(ids.alice, 'alice')],
      [DELETE, { Id: ids.alice }],
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

  test('Recherche ignores case and accents, both ways', async () => {
    await account({
      name: 'yann',
      prenom: 'Yann',
      nom: 'Gavres',
      raisonSociale: 'Librairie L’Île',
      dateMaj: '2026-01-01T10:00:00Z',
    });
    const cases: [string, string[]][] = [
      ['goeland', ['bruno']],
      ['GOELAND', ['bruno']],
      ['EDITIONS DU GOELAND', ['bruno']],
      ['chloe marchal', ['chloe']],
      ['QUERE', ['denis']],
      ['Gâvres', ['yann']],
      ['GÂVRES YANN', ['yann']],
      ["librairie l'ile", ['yann']],
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

/** Every field of the back office's form, as the account alice-like accounts get it. */
function updateOf(Id: number, name: string): Schemas['Requete_BOCompteUpdate']['Values'] {
  return {
    Id,
    Email: `${name}@${DOMAIN}`,
    IdCivilite: 1,
    Prenom: 'Aline',
    Nom: 'Le Goff',
    Telephone: '02 61 91 55 55',
    Societe: { RaisonSociale: 'Éditions de la Rance', Siret: '40483304800036' },
    Adresse: {
      NumeroEtVoie: '8 quai Duguay-Trouin',
      ComplementsAdresse: null,
      CodePostal: '35400',
      Ville: 'Saint-Malo',
      IdPays: 74,
    },
    IdTypeCompte: 2,
    Confirme: true,
  };
}

async function rowOf(id: number) {
  const [row] = await ctx.db.select().from(comptes).where(eq(comptes.id, id));
  return row;
}

async function idOf(login: string): Promise<number> {
  const [row] = await ctx.db.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, login));
  return row!.id;
}

/** A session of the embedded provider for the account, as oidc-provider stores it. */
async function openSession(idCompte: number, id: string): Promise<void> {
  await ctx.db.insert(oidcPayloads).values({ model: 'Session', id, payload: { accountId: String(idCompte), uid: id } });
}

async function sessionExists(id: string): Promise<boolean> {
  const rows = await ctx.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, id));
  return rows.length > 0;
}

async function withPassword(id: number): Promise<void> {
  await ctx.db
    .update(comptes)
    .set({ motDePasseHash: await hashPassword(PASSWORD) })
    .where(eq(comptes.id, id));
}

describe('Compte_Update', () => {
  test('every field is written, DateMaj moves, and Get and the list show it', async () => {
    const before = await rowOf(ids.alice);
    const response = await asAdmin(UPDATE, { ...updateOf(ids.alice, 'alice'), IdTypeCompte: 1, Confirme: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(check(UPDATE, 200, response.json())).toEqual([]);
    const read = await asAdmin(GET, { Id: ids.alice });
    expect(read.json()).toEqual(response.json());
    expect(read.json()).toMatchObject({
      Login: `alice@${DOMAIN}`,
      IdCivilite: 1,
      Prenom: 'Aline',
      Nom: 'Le Goff',
      Telephone: '02 61 91 55 55',
      Societe: { RaisonSociale: 'Éditions de la Rance', Siret: '40483304800036' },
      Adresse: { NumeroEtVoie: '8 quai Duguay-Trouin', CodePostal: '35400', Ville: 'Saint-Malo', IdPays: 74 },
      IdTypeCompte: 1,
      Confirme: false,
    });
    expect(new Date(read.json().DateMaj).getTime()).toBeGreaterThan(before!.dateMaj.getTime());
    // The role the identity provider issues follows the account type.
    expect((await rowOf(ids.alice))?.role).toBe('backoffice');
    expect(logins(await list({ Recherche: DOMAIN }))[0]).toBe('alice');
    expect(logins(await list({ Recherche: DOMAIN, IdTypeCompte: 1, Confirme: false }))).toEqual(['alice']);
  });

  test('Societe null makes a private person; a front-office type gives the front-office role back', async () => {
    const response = await asAdmin(UPDATE, { ...updateOf(ids.denis, 'denis'), Societe: null, IdTypeCompte: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Societe: null, IdTypeCompte: 2 });
    expect((await rowOf(ids.denis))?.role).toBe('frontoffice');
  });

  test('the contract’s rules and French messages; a refused update changes nothing', async () => {
    const before = await rowOf(ids.alice);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Prenom: 'Aline2' }, '/Prenom', 'Le prénom ne doit pas contenir de chiffres'],
      [{ Nom: ' ' }, '/Nom', 'Champ obligatoire'],
      [{ Email: 'pas-une-adresse' }, '/Email', 'Saisie incorrecte'],
      [{ Email: '' }, '/Email', 'Champ obligatoire'],
      [{ Societe: { RaisonSociale: 'X', Siret: '123' } }, '/Societe/Siret', 'Le SIRET doit comporter 14 chiffres'],
      [{ IdTypeCompte: 7 }, '/IdTypeCompte', 'Saisie incorrecte'],
      [
        { Adresse: { NumeroEtVoie: '1 rue', CodePostal: '35000', Ville: 'Rennes', IdPays: 999_999 } },
        '/Adresse/IdPays',
        'Saisie incorrecte',
      ],
    ];
    for (const [change, Champ, Message] of cases) {
      const response = await asAdmin(UPDATE, { ...updateOf(ids.alice, 'alice'), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().Message).toBe(MESSAGES.invalidData);
      expect(response.json().Errors, JSON.stringify(change)).toContainEqual({ Champ, Message });
    }
    expect(await rowOf(ids.alice)).toEqual(before);
  });

  test('an unknown id is 404', async () => {
    const response = await asAdmin(UPDATE, updateOf(2_000_000_000, 'personne'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: ACCOUNT_MESSAGES.accountNotFound });
  });

  test('a new login: another account’s is refused with 409; a free one is written, old sessions end', async () => {
    const taken = await asAdmin(UPDATE, { ...updateOf(ids.alice, 'alice'), Email: 'Auteur@Example.org' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ Message: ACCOUNT_MESSAGES.loginTaken });
    expect((await rowOf(ids.alice))?.login).toBe(`alice@${DOMAIN}`);

    await withPassword(ids.alice);
    await openSession(ids.alice, 'bo-comptes-session-alice');
    await openSession(ids.bruno, 'bo-comptes-session-bruno');
    const moved = await asAdmin(UPDATE, {
      ...updateOf(ids.alice, 'alice'),
      Email: `Alice.Nouvelle@${DOMAIN.toUpperCase()}`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ Login: `alice.nouvelle@${DOMAIN}`, Email: `alice.nouvelle@${DOMAIN}` });
    expect(await sessionExists('bo-comptes-session-alice')).toBe(false);
    expect(await sessionExists('bo-comptes-session-bruno')).toBe(true);
    const directory = createEmbeddedDirectory(ctx.db);
    expect((await directory.authenticate(`alice.nouvelle@${DOMAIN}`, PASSWORD)).check).toBe('valid');
    expect((await directory.authenticate(`alice@${DOMAIN}`, PASSWORD)).check).toBe('invalid');
  });

  test('the staff member signed in cannot take their own back-office access away', async () => {
    const adminId = await idOf('admin@example.org');
    const before = await rowOf(adminId);
    const values = { ...updateOf(adminId, 'x'), Email: 'admin@example.org' };
    for (const change of [{ IdTypeCompte: 2 }, { IdTypeCompte: 1, Confirme: false }]) {
      const response = await asAdmin(UPDATE, { ...values, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(response.json()).toEqual({ Message: BO_ACCOUNT_MESSAGES.demoteSelf });
    }
    expect(await rowOf(adminId)).toEqual(before);
  });
});

describe('Compte_Delete', () => {
  async function refused(id: number, message: string): Promise<void> {
    const response = await asAdmin(DELETE, { Id: id });
    expect(response.statusCode, response.body).toBe(409);
    expect(check(DELETE, 409, response.json())).toEqual([]);
    expect(response.json()).toEqual({ Message: message });
    expect(await rowOf(id)).toBeDefined();
    expect((await asAdmin(GET, { Id: id })).statusCode).toBe(200);
  }

  async function publish(idCompte: number, ean: string): Promise<void> {
    await ctx.db.insert(publications).values({
      idCompte,
      ean,
      idDisponibilite: 1,
      idEtatPublication: ETAT_PUBLICATION.brouillon,
    });
  }

  test('refused while an order is under way, as Compte_Get’s Suppression said beforehand; nothing is deleted', async () => {
    const fine = (await asAdmin(GET, { Id: ids.alice })).json();
    expect(fine.Suppression).toEqual({ Supprimable: true, Raison: null });

    await ctx.db
      .insert(commandes)
      .values({ idCompte: ids.alice, idEtatCommande: ETAT_COMMANDE.enAttenteDePaiement, numero: 'BO-COMPTES-1' });
    await publish(ids.alice, '9782365120033');
    const read = await asAdmin(GET, { Id: ids.alice });
    expect(check(GET, 200, read.json())).toEqual([]);
    const reason = ACCOUNT_DELETION_MESSAGES.commandesEnCours(1);
    expect(read.json().Suppression).toEqual({ Supprimable: false, Raison: reason });
    expect(reason).toBe(
      'Ce compte ne peut pas être supprimé pour l’instant : une commande est en cours (paiement ou traitement). Il pourra l’être quand elles seront terminées ou annulées.',
    );
    await refused(ids.alice, reason);
    expect(await ctx.db.select().from(commandes).where(eq(commandes.idCompte, ids.alice))).toHaveLength(1);
    expect(await ctx.db.select().from(publications).where(eq(publications.idCompte, ids.alice))).toHaveLength(1);
  });

  test('the staff member signed in cannot delete their own account', async () => {
    const adminId = await idOf('admin@example.org');
    expect((await asAdmin(GET, { Id: adminId })).json().Suppression).toEqual({
      Supprimable: false,
      Raison: ACCOUNT_DELETION_MESSAGES.ownStaffAccount,
    });
    await refused(adminId, ACCOUNT_DELETION_MESSAGES.ownStaffAccount);
  });

  test('an unknown id is 404', async () => {
    const response = await asAdmin(DELETE, { Id: 2_000_000_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: ACCOUNT_MESSAGES.accountNotFound });
  });

  test('an account with a basket only goes, with what is its own; it can no longer sign in', async () => {
    const id = ids.chloe;
    await ctx.db.update(comptes).set({ confirme: true }).where(eq(comptes.id, id));
    await withPassword(id);
    const directory = createEmbeddedDirectory(ctx.db);
    expect((await directory.authenticate(`chloe@${DOMAIN}`, PASSWORD)).check).toBe('valid');
    const [basket] = await ctx.db
      .insert(commandes)
      .values({ idCompte: id, idEtatCommande: ETAT_COMMANDE.panier })
      .returning({ id: commandes.id });
    await ctx.db.insert(commandeProduits).values({ idCommande: basket!.id, idProduit: 20, quantite: 1 });
    await ctx.db.insert(codesConfirmation).values({ idCompte: id, empreinte: 'empreinte-bo-comptes' });
    await openSession(id, 'bo-comptes-session-chloe');
    const [contenu] = await ctx.db.select({ id: contenus.id }).from(contenus).limit(1);
    const [version] = await ctx.db
      .insert(contenuVersions)
      .values({ idContenu: contenu!.id, elements: [], idCompte: id, login: `chloe@${DOMAIN}` })
      .returning({ id: contenuVersions.id });

    const response = await asAdmin(DELETE, { Id: id });
    expect(response.statusCode, response.body).toBe(200);
    expect(check(DELETE, 200, response.json())).toEqual([]);
    expect(response.json()).toEqual({ Message: ACCOUNT_DELETION_MESSAGES.deletedByStaff });

    expect((await asAdmin(GET, { Id: id })).statusCode).toBe(404);
    expect(logins(await list({ Recherche: DOMAIN }))).toEqual(['bruno', 'alice', 'denis']);
    expect(await count({ Recherche: DOMAIN })).toBe(3);
    expect((await directory.authenticate(`chloe@${DOMAIN}`, PASSWORD)).check).toBe('invalid');
    const exists = await call(ctx.app, '/Compte/Compte_LoginExist', { values: { Login: `chloe@${DOMAIN}` } });
    expect(exists.json()).toEqual({ Existe: false });
    expect(await ctx.db.select().from(commandes).where(eq(commandes.id, basket!.id))).toEqual([]);
    expect(await ctx.db.select().from(commandeProduits).where(eq(commandeProduits.idCommande, basket!.id))).toEqual([]);
    expect(await ctx.db.select().from(codesConfirmation).where(eq(codesConfirmation.idCompte, id))).toEqual([]);
    expect(await sessionExists('bo-comptes-session-chloe')).toBe(false);
    const [kept] = await ctx.db.select().from(contenuVersions).where(eq(contenuVersions.id, version!.id));
    expect(kept).toMatchObject({ idCompte: null, login: `chloe@${DOMAIN}` });

    const again = await asAdmin(DELETE, { Id: id });
    expect(again.statusCode).toBe(404);
  });

  test('a delete whose identity provider step fails leaves everything as it was', async () => {
    // A session row the provider cannot delete: the trigger stands for a provider refusing the call.
    await openSession(ids.alice, 'bo-comptes-session-verrouillee');
    await ctx.db.execute(sql`
      create or replace function bo_comptes_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refus du fournisseur'; end $$`);
    await ctx.db.execute(sql`
      create trigger bo_comptes_refuse before delete on oidc_payloads for each row
      when (old.id = 'bo-comptes-session-verrouillee') execute function bo_comptes_refuse()`);
    try {
      const response = await asAdmin(DELETE, { Id: ids.alice });
      expect(response.statusCode).toBe(500);
      expect(await rowOf(ids.alice)).toBeDefined();
      expect(await sessionExists('bo-comptes-session-verrouillee')).toBe(true);
    } finally {
      await ctx.db.execute(sql`drop trigger bo_comptes_refuse on oidc_payloads`);
      await ctx.db.execute(sql`drop function bo_comptes_refuse()`);
      await ctx.db.delete(oidcPayloads).where(eq(oidcPayloads.id, 'bo-comptes-session-verrouillee'));
    }
  });
});
