import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { comptes } from '../../server/platform/db/schema.ts';
import { decodeJwt } from './oidcBrowser.ts';
import { apiCall, DEMO, portalForTests, registerConfirmed, signIn } from './identityHarness.ts';

const PASSWORD = 'Sujet#2026';

const setup = portalForTests();

async function accountOf(login: string) {
  const [row] = await setup.ctx.db.select().from(comptes).where(eq(comptes.login, login));
  return row;
}

describe('l’API trouve l’appelant par le sujet de son jeton', () => {
  test('un compte créé garde le sujet de ses jetons, et ses appels le trouvent par lui', async () => {
    const login = await registerConfirmed(setup.portal, setup.ctx.db, 'sujet', PASSWORD);
    const account = await accountOf(login);
    expect(account?.sujet).toBe(String(account?.id));
    const { tokens } = await signIn(setup.portal, login, PASSWORD);
    expect(decodeJwt(tokens.access_token).payload.sub).toBe(account?.sujet);
    const compte = await apiCall(setup.portal.baseUrl, '/Compte/Compte_Get', {}, tokens.access_token);
    expect(compte.status).toBe(200);
    expect(await compte.json()).toMatchObject({ Login: login });
  });

  test('le jeton d’un compte supprimé n’agit pas sur le nouveau compte qui a repris son adresse', async () => {
    const login = await registerConfirmed(setup.portal, setup.ctx.db, 'repris', PASSWORD);
    const old = (await signIn(setup.portal, login, PASSWORD)).tokens.access_token;
    const admin = (await signIn(setup.portal, DEMO.admin.email, DEMO.admin.password)).tokens.access_token;
    const deleted = await apiCall(
      setup.portal.baseUrl,
      '/BO/Compte/Compte_Delete',
      { Id: (await accountOf(login))!.id },
      admin,
    );
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    // Someone else registers the same address; the old token is still within its lifetime.
    const created = await apiCall(setup.portal.baseUrl, '/Compte/Compte_LoginCreate', {
      IdCivilite: 2,
      Prenom: 'Nouvelle',
      Nom: 'Titulaire',
      Societe: null,
      Adresse: {
        NumeroEtVoie: '1 place des Lices',
        ComplementsAdresse: null,
        CodePostal: '35000',
        Ville: 'Rennes',
        IdPays: 74,
      },
      Email: login,
      MotDePasse: PASSWORD,
      ConfirmationMotDePasse: PASSWORD,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    await setup.ctx.db.update(comptes).set({ confirme: true }).where(eq(comptes.login, login));

    // The new owner signs in and fills a basket.
    const fresh = (await signIn(setup.portal, login, PASSWORD)).tokens.access_token;
    const added = await apiCall(setup.portal.baseUrl, '/Panier/AddProduit', { IdProduit: 20, Quantite: 1 }, fresh);
    expect(added.status).toBe(200);

    // The old token reads and changes nothing of theirs.
    for (const [path, values] of [
      ['/Compte/Compte_Get', {}],
      ['/Panier/AddProduit', { IdProduit: 21, Quantite: 1 }],
      ['/Commande/Commande_GetAll_List', { Limit: 10, Offset: 0 }],
    ] as const) {
      const response = await apiCall(setup.portal.baseUrl, path, values, old);
      expect(response.status, path).toBe(404);
    }
    const basket = await apiCall(setup.portal.baseUrl, '/Panier/GetProduits', {}, old);
    expect((await basket.json()) as unknown).toMatchObject({ listCommandeProduit: [] });
    const profile = await apiCall(
      setup.portal.baseUrl,
      '/Compte/Compte_Update',
      {
        IdCivilite: 1,
        Prenom: 'Intrus',
        Nom: 'Ancien',
        Societe: null,
        Telephone: null,
        Adresse: {
          NumeroEtVoie: '9 rue du Vol',
          ComplementsAdresse: null,
          CodePostal: '75001',
          Ville: 'Paris',
          IdPays: 74,
        },
      },
      old,
    );
    expect(profile.status).toBe(404);

    // The new owner's account is as they left it.
    const compte = await apiCall(setup.portal.baseUrl, '/Compte/Compte_Get', {}, fresh);
    expect(compte.status).toBe(200);
    expect(await compte.json()).toMatchObject({ Login: login, Prenom: 'Nouvelle' });
    const own = await apiCall(setup.portal.baseUrl, '/Panier/GetProduits', {}, fresh);
    expect(((await own.json()) as { listCommandeProduit: unknown[] }).listCommandeProduit).toHaveLength(1);
  });

  test('un compte d’avant les sujets est lié au sujet de son premier appel, une fois', async () => {
    await setup.ctx.db.update(comptes).set({ sujet: null }).where(eq(comptes.login, DEMO.auteur.email));
    const token = (await signIn(setup.portal, DEMO.auteur.email, DEMO.auteur.password)).tokens.access_token;
    const compte = await apiCall(setup.portal.baseUrl, '/Compte/Compte_Get', {}, token);
    expect(compte.status).toBe(200);
    const auteur = await accountOf(DEMO.auteur.email);
    expect(auteur?.sujet).toBe(decodeJwt(token).payload.sub);
  });
});
