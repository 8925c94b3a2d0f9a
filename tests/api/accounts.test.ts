import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/compose/app.ts';
import { codesConfirmation, comptes, mailOutbox } from '../../server/platform/db/schema.ts';
import type { AccessTokenVerifier } from '../../server/platform/identity/verifyAccessToken.ts';
import { verifyPassword } from '../../server/platform/identity/passwordHash.ts';
import { createResponseChecker } from './contractShape.ts';
import { confirmationCodeFor, newTestEmail, registrationValues, removeTestAccounts } from './identityHarness.ts';
import { call, embeddedStyleVerifier, resetMutableTables, testContext, type TestContext } from './testApp.ts';

/** Tokens of this file name their account: `jeton:<role>:<login>`. */
const verifier: AccessTokenVerifier = async (token) =>
  embeddedStyleVerifier(ctx.db, (candidate) => {
    const [kind, role, login] = candidate.split(':');
    return kind === 'jeton' && role && login ? { login, roles: [role] } : undefined;
  })(token);
const asAuthor = (login: string) => `jeton:frontoffice:${login}`;
const asStaff = (login: string) => `jeton:backoffice:${login}`;

let ctx: TestContext;
let app: FastifyInstance;
let check: ReturnType<typeof createResponseChecker>;
beforeAll(async () => {
  ctx = await testContext();
  app = buildApp({ config: ctx.config, db: ctx.db, document: ctx.document, verifyAccessToken: verifier });
  await app.ready();
  check = createResponseChecker(ctx.document);
});
beforeEach(async () => {
  await resetMutableTables(ctx.db);
});
afterAll(async () => {
  await app.close();
  await removeTestAccounts(ctx.db);
});

/** Rate limits count per address: each call of these tests comes from its own. */
let nextAddress = 0;
function freshAddress(): string {
  nextAddress += 1;
  return `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

function post(path: string, values: unknown, token?: string, remoteAddress = freshAddress()) {
  return call(app, path, { values, remoteAddress, ...(token ? { token } : {}) });
}

type ErrorBody = { Message: string; Errors?: { Champ: string; Message: string }[] };

async function fieldErrors(
  values: unknown,
  path = '/Compte/Compte_LoginCreate',
  token?: string,
): Promise<Record<string, string>> {
  const response = await post(path, values, token);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as ErrorBody;
  expect(check(path, 400, body)).toEqual([]);
  expect(body.Message).toBe('Les données envoyées sont invalides.');
  return Object.fromEntries((body.Errors ?? []).map((error) => [error.Champ, error.Message]));
}

const VALID = registrationValues('modele@essais.example.org', 'Essai#2026');

describe('Compte_LoginCreate : les règles du formulaire, en français', () => {
  test('un formulaire vide : chaque champ obligatoire est nommé', async () => {
    expect(await fieldErrors({})).toEqual({
      '/IdCivilite': 'Champ obligatoire',
      '/Prenom': 'Champ obligatoire',
      '/Nom': 'Champ obligatoire',
      '/Adresse': 'Champ obligatoire',
      '/Email': 'Champ obligatoire',
      '/MotDePasse': 'Champ obligatoire',
      '/ConfirmationMotDePasse': 'Champ obligatoire',
    });
  });

  test('noms sans chiffres, civilité, e-mail, adresse et code postal', async () => {
    const errors = await fieldErrors({
      ...VALID,
      IdCivilite: 3,
      Prenom: 'Alix2',
      Nom: ' ',
      Email: 'pas-une-adresse',
      Adresse: { NumeroEtVoie: '', ComplementsAdresse: null, CodePostal: '3500', Ville: '', IdPays: 0 },
    });
    expect(errors).toEqual({
      '/IdCivilite': 'Champ obligatoire',
      '/Prenom': 'Le prénom ne doit pas contenir de chiffres',
      '/Nom': 'Champ obligatoire',
      '/Email': 'Saisie incorrecte',
      '/Adresse/NumeroEtVoie': 'Champ obligatoire',
      '/Adresse/CodePostal': 'Le code postal doit comporter 5 chiffres',
      '/Adresse/Ville': 'Champ obligatoire',
      '/Adresse/IdPays': 'Champ obligatoire',
    });
    expect(await fieldErrors({ ...VALID, Nom: 'Durand 3' })).toEqual({
      '/Nom': 'Le nom ne doit pas contenir de chiffres',
    });
  });

  test('une société déclarée demande un SIRET de 14 chiffres, espaces admis', async () => {
    expect(await fieldErrors({ ...VALID, Societe: { RaisonSociale: 'Éditions du Levant' } })).toEqual({
      '/Societe/Siret': 'Champ obligatoire',
    });
    expect(await fieldErrors({ ...VALID, Societe: { RaisonSociale: null, Siret: '' } })).toEqual({
      '/Societe/Siret': 'Champ obligatoire',
    });
    for (const siret of ['123 456 789 0001', '1234567890001', '1234567890001A']) {
      expect(await fieldErrors({ ...VALID, Societe: { RaisonSociale: null, Siret: siret } })).toEqual({
        '/Societe/Siret': 'Le SIRET doit comporter 14 chiffres',
      });
    }
  });

  test.each([
    ['', 'Champ obligatoire'],
    ['Ab1#', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['abcdef1#', 'Le mot de passe doit contenir au moins une lettre majuscule'],
    ['ABCDEF1#', 'Le mot de passe doit contenir au moins une lettre minuscule'],
    ['Abcdefg#', 'Le mot de passe doit contenir au moins un chiffre'],
    ['Abcdefg1', 'Le mot de passe doit contenir au moins un caractère spécial'],
    ['Abcdef1%', 'Le mot de passe doit contenir au moins un caractère spécial'],
    ['Abcdef1#%', "Le caractère % n'est pas autorisé dans le mot de passe"],
  ])('le mot de passe « %s » est refusé : %s', async (password, message) => {
    const errors = await fieldErrors({ ...VALID, MotDePasse: password, ConfirmationMotDePasse: password });
    expect(errors['/MotDePasse']).toBe(message);
  });

  test('la confirmation doit être identique au mot de passe', async () => {
    expect(await fieldErrors({ ...VALID, ConfirmationMotDePasse: 'Essai#2027' })).toEqual({
      '/ConfirmationMotDePasse': 'Les mots de passe ne correspondent pas',
    });
  });

  test('un pays inconnu est refusé sur son champ', async () => {
    const values = { ...VALID, Email: newTestEmail('pays'), Adresse: { ...VALID.Adresse, IdPays: 99999 } };
    expect(await fieldErrors(values)).toEqual({ '/Adresse/IdPays': 'Saisie incorrecte' });
  });
});

describe('Compte_LoginExist', () => {
  test('dit si une adresse porte déjà un compte, sans tenir compte de la casse', async () => {
    for (const [Login, Existe] of [
      ['auteur@example.org', true],
      ['  Auteur@Example.ORG ', true],
      ['personne@example.org', false],
    ] as const) {
      const response = await post('/Compte/Compte_LoginExist', { Login });
      expect(response.statusCode).toBe(200);
      expect(check('/Compte/Compte_LoginExist', 200, response.json())).toEqual([]);
      expect(response.json()).toEqual({ Existe });
    }
  });
});

describe('inscription puis confirmation', () => {
  test('le compte est créé non confirmé, le code part par e-mail, la confirmation marche une fois', async () => {
    const email = newTestEmail('inscription');
    const created = await post('/Compte/Compte_LoginCreate', {
      ...registrationValues(email.toUpperCase()),
      Societe: { RaisonSociale: ' Éditions du Levant ', Siret: '12345678900012' },
      Telephone: '02 99 00 00 00',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(check('/Compte/Compte_LoginCreate', 200, created.json())).toEqual([]);
    expect((created.json() as { Message: string }).Message).toMatch(/e-mail de confirmation/);

    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.login, email));
    expect(row).toMatchObject({
      login: email,
      prenom: 'Alix',
      role: 'frontoffice',
      idTypeCompte: 2,
      confirme: false,
      siret: '12345678900012',
      raisonSociale: 'Éditions du Levant',
    });
    expect(await verifyPassword('Essai#2026', row?.motDePasseHash ?? '')).toBe(true);

    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, email));
    expect(mail?.sujet).toBe('Confirmez votre compte sur le Portail de l’autoédition');
    const code = await confirmationCodeFor(ctx.db, email);
    expect(mail?.texte).toContain(`${ctx.config.publicUrl}/CompteConfirmation/${code}`);
    expect(mail?.texte).toContain(`Votre code de confirmation : ${code}`);
    // Only a digest of the code is stored.
    const stored = await ctx.db
      .select()
      .from(codesConfirmation)
      .where(eq(codesConfirmation.idCompte, row?.id ?? 0));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.empreinte).not.toContain(code);

    expect((await post('/Compte/Compte_LoginExist', { Login: email })).json()).toEqual({ Existe: true });
    const again = await post('/Compte/Compte_LoginCreate', registrationValues(email));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: 'Un compte existe déjà avec cette adresse e-mail.' });

    const unknown = await post('/Compte/Compte_LoginConfirmation', { Code: `${code}x` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      Message: 'Ce code de confirmation est inconnu : vérifiez le lien reçu par e-mail.',
    });

    const confirmed = await post('/Compte/Compte_LoginConfirmation', { Code: code });
    expect(confirmed.statusCode).toBe(200);
    expect(check('/Compte/Compte_LoginConfirmation', 200, confirmed.json())).toEqual([]);
    expect(confirmed.json()).toEqual({
      Message: 'Votre compte est confirmé : vous pouvez maintenant vous connecter.',
      Login: email,
    });
    const [after] = await ctx.db.select().from(comptes).where(eq(comptes.login, email));
    expect(after?.confirme).toBe(true);

    const twice = await post('/Compte/Compte_LoginConfirmation', { Code: code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ Message: 'Ce compte est déjà confirmé : vous pouvez vous connecter.' });
  });

  test('l’inscription est limitée en fréquence', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await post('/Compte/Compte_LoginCreate', {}, undefined, address)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('le SIRET saisi avec des espaces', () => {
  test('« 123 456 789 00012 » est accepté et enregistré 12345678900012, à l’inscription comme au profil', async () => {
    const email = newTestEmail('siret');
    const created = await post('/Compte/Compte_LoginCreate', {
      ...registrationValues(email),
      Societe: { RaisonSociale: 'Éditions du Levant', Siret: '123 456 789 00012' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.login, email));
    expect(row?.siret).toBe('12345678900012');

    const { Email: _email, MotDePasse: _p, ConfirmationMotDePasse: _c, ...profile } = registrationValues(email);
    const updated = await post(
      '/Compte/Compte_Update',
      { ...profile, Societe: { RaisonSociale: null, Siret: '987\u00a0654\u00a0321 00019' } },
      asAuthor(email),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as { Societe: unknown }).Societe).toEqual({ RaisonSociale: null, Siret: '98765432100019' });
  });
});

describe('Compte_AccepteConditionsPublication', () => {
  test('un nouvel auteur n’a pas accepté les conditions ; son acceptation est gardée avec sa première date', async () => {
    const email = newTestEmail('conditions');
    expect((await post('/Compte/Compte_LoginCreate', registrationValues(email))).statusCode).toBe(200);
    const token = asAuthor(email);
    const before = await post('/Compte/Compte_Get', undefined, token);
    expect(
      (before.json() as { DateAcceptationConditionsPublication: unknown }).DateAcceptationConditionsPublication,
    ).toBeNull();

    const accepted = await post('/Compte/Compte_AccepteConditionsPublication', undefined, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(check('/Compte/Compte_AccepteConditionsPublication', 200, accepted.json())).toEqual([]);
    const date = (accepted.json() as { DateAcceptationConditionsPublication: string | null })
      .DateAcceptationConditionsPublication;
    expect(date).not.toBeNull();
    expect(Math.abs(Date.parse(date ?? '') - Date.now())).toBeLessThan(60_000);

    const again = await post('/Compte/Compte_AccepteConditionsPublication', undefined, token);
    expect(
      (again.json() as { DateAcceptationConditionsPublication: string }).DateAcceptationConditionsPublication,
    ).toBe(date);
    const read = await post('/Compte/Compte_Get', undefined, token);
    expect((read.json() as { DateAcceptationConditionsPublication: string }).DateAcceptationConditionsPublication).toBe(
      date,
    );
  });

  test('demande un compte front-office connecté', async () => {
    expect((await post('/Compte/Compte_AccepteConditionsPublication', undefined)).statusCode).toBe(401);
    const staff = await post('/Compte/Compte_AccepteConditionsPublication', undefined, asStaff('admin@example.org'));
    expect(staff.statusCode).toBe(403);
  });
});

describe('le compte connecté', () => {
  test('Compte_Get donne le compte du jeton, dans la forme du contrat', async () => {
    const response = await post('/Compte/Compte_Get', undefined, asAuthor('auteur@example.org'));
    expect(response.statusCode).toBe(200);
    expect(check('/Compte/Compte_Get', 200, response.json())).toEqual([]);
    expect(response.json()).toMatchObject({
      Login: 'auteur@example.org',
      Email: 'auteur@example.org',
      Prenom: 'Camille',
      Nom: 'Martin',
      IdCivilite: 2,
      Confirme: true,
      Societe: null,
      Adresse: {
        NumeroEtVoie: '14 rue de Penhoët',
        ComplementsAdresse: '2e étage',
        CodePostal: '35000',
        Ville: 'Rennes',
        IdPays: 74,
      },
    });
  });

  test('Compte_Update modifie le compte du jeton seulement ; l’e-mail et les ids envoyés sont ignorés', async () => {
    const email = newTestEmail('profil');
    expect((await post('/Compte/Compte_LoginCreate', registrationValues(email))).statusCode).toBe(200);
    const token = asAuthor(email);
    const { Email: _email, MotDePasse: _p, ConfirmationMotDePasse: _c, ...profile } = registrationValues(email);
    const response = await post(
      '/Compte/Compte_Update',
      {
        ...profile,
        Id: 1,
        Email: 'autre@example.org',
        Prenom: 'Aline',
        Societe: { RaisonSociale: null, Siret: '12345678900012' },
        Adresse: { ...profile.Adresse, NumeroEtVoie: '5 place des Lices' },
      },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(check('/Compte/Compte_Update', 200, response.json())).toEqual([]);
    expect(response.json()).toMatchObject({
      Login: email,
      Email: email,
      Prenom: 'Aline',
      Societe: { RaisonSociale: null, Siret: '12345678900012' },
      Adresse: { NumeroEtVoie: '5 place des Lices' },
    });
    const [demo] = await ctx.db.select().from(comptes).where(eq(comptes.id, 1));
    expect(demo?.prenom).not.toBe('Aline');

    const refused = await fieldErrors({ ...profile, Prenom: 'Al1ne' }, '/Compte/Compte_Update', token);
    expect(refused).toEqual({ '/Prenom': 'Le prénom ne doit pas contenir de chiffres' });
  });

  test('un jeton sans compte dans le portail reçoit 404', async () => {
    const response = await post('/Compte/Compte_Get', undefined, asAuthor('inconnu@example.org'));
    expect(response.statusCode).toBe(404);
    expect(check('/Compte/Compte_Get', 404, response.json())).toEqual([]);
  });

  test('Compte_ChangePassword applique les règles du mot de passe', async () => {
    const errors = await fieldErrors(
      { AncienMotDePasse: '', NouveauMotDePasse: 'faible', Confirmation: 'autre' },
      '/Compte/Compte_ChangePassword',
      asAuthor('auteur@example.org'),
    );
    expect(errors).toEqual({
      '/AncienMotDePasse': 'Champ obligatoire',
      '/NouveauMotDePasse': 'Le mot de passe doit contenir au moins 8 caractères',
      '/Confirmation': 'Les mots de passe ne correspondent pas',
    });
  });

  test('Compte_ChangePassword refuse un nouveau mot de passe égal à l’actuel, sur le nouveau', async () => {
    const same = { AncienMotDePasse: 'Portail#2026', NouveauMotDePasse: 'Portail#2026', Confirmation: 'Portail#2026' };
    const errors = await fieldErrors(same, '/Compte/Compte_ChangePassword', asAuthor('auteur@example.org'));
    expect(errors).toEqual({
      '/NouveauMotDePasse': 'Le nouveau mot de passe doit être différent du mot de passe actuel',
    });
    // The rules of the new password come first; the comparison speaks only of a password they accept.
    const weak = await fieldErrors(
      { AncienMotDePasse: 'faible', NouveauMotDePasse: 'faible', Confirmation: 'faible' },
      '/Compte/Compte_ChangePassword',
      asAuthor('auteur@example.org'),
    );
    expect(weak).toEqual({ '/NouveauMotDePasse': 'Le mot de passe doit contenir au moins 8 caractères' });
  });

  test('les appels du compte demandent le rôle front-office', async () => {
    const response = await post('/Compte/Compte_Get', undefined, asStaff('admin@example.org'));
    expect(response.statusCode).toBe(403);
  });
});

describe('Authentification_GetPersonneByLogin', () => {
  const PATH = '/Authentification/Authentification_GetPersonneByLogin';

  test('donne le login et le prénom de la personne du jeton', async () => {
    const response = await post(PATH, { Login: 'Auteur@example.org' }, asAuthor('auteur@example.org'));
    expect(response.statusCode).toBe(200);
    expect(check(PATH, 200, response.json())).toEqual([]);
    expect(response.json()).toEqual({ Login: 'auteur@example.org', Prenom: 'Camille' });
  });

  test('refuse le login d’un autre, sauf au back-office', async () => {
    const refused = await post(PATH, { Login: 'admin@example.org' }, asAuthor('auteur@example.org'));
    expect(refused.statusCode).toBe(403);
    const staff = await post(PATH, { Login: 'auteur@example.org' }, asStaff('admin@example.org'));
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ Login: 'auteur@example.org', Prenom: 'Camille' });
    const missing = await post(PATH, { Login: 'personne@example.org' }, asStaff('admin@example.org'));
    expect(missing.statusCode).toBe(404);
  });
});
