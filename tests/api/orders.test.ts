import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { VERSION_CGV } from '../../domain/order/checkoutRules.ts';
import { COMMANDE_REFUSALS } from '../../domain/order/commandeRefusals.ts';
import { TRAINING_FOR_INDIVIDUAL_TEXTS } from '../../domain/order/trainingForIndividual.ts';
import { ETAT_COMMANDE, TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import { commandes, comptes, reductions } from '../../server/platform/db/schema.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import {
  ACCEPTED_CONDITIONS as ACCEPTED,
  expectFrontOfficeOnly,
  giveBillingAddress,
  payCommande,
  sendCommande,
} from './commandeFlow.ts';

type Schemas = components['schemas'];

const REFERENCEMENT = 1;
const ARTICLE = 20;
const FORMATION = 10;
const FORMATION_SESSION = 101;

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
let alice: BasketCustomer;
let bob: BasketCustomer;

async function placeCommande(who: BasketCustomer, values: unknown = ACCEPTED) {
  return sendCommande(harness, who, values);
}

async function basketOf(who: BasketCustomer): Promise<Schemas['Panier']> {
  return harness.basket(who, '/Panier/GetProduits');
}

async function commandesOf(who: BasketCustomer) {
  return harness.ctx.db.select().from(commandes).where(eq(commandes.idCompte, who.idCompte));
}

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  alice = await harness.customer('commande-alice');
  bob = await harness.customer('commande-bob');
});

afterAll(() => disposeBasketHarness());

beforeEach(async () => {
  await harness.reset(alice, bob);
  await giveBillingAddress(harness, alice, null);
  await giveBillingAddress(harness, bob, { raisonSociale: 'Éditions du Lilas', siret: '12345678200010' });
});

describe('the order confirmation', () => {
  test('says what it must ask: the CGV version, the billing identity, the immediate start, the publication missing', async () => {
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: REFERENCEMENT, Quantite: 1 });
    const response = await harness.send(alice, '/Commande/Commande_GetConditions');
    expect(response.statusCode).toBe(200);
    const conditions = response.json() as Schemas['ConditionsCommande'];
    expect(check('/Commande/Commande_GetConditions', 200, conditions)).toEqual([]);
    expect(conditions.VersionCGV).toBe(VERSION_CGV);
    expect(conditions.Facturation).toMatchObject({
      Nom: 'commande-alice',
      RaisonSociale: null,
      Siret: null,
      NumeroTva: null,
    });
    expect(conditions.Facturation.Adresse).toMatchObject({ Ville: 'Paris', CodePostal: '75011', CodePays: 'FR' });
    expect(conditions.ExecutionImmediateRequise).toBe(true);
    expect(conditions.LignesSansPublication).toEqual([conditions.Panier.listCommandeProduit[0]!.Id]);
    expect(conditions.FormationParticulierRefusee).toBe(false);
  });

  test('a training far ahead needs no immediate start; bought by an individual it cannot be ordered online', async () => {
    await harness.basket(alice, '/Panier/AddProduit', {
      IdProduit: FORMATION,
      Quantite: 1,
      IdFormation: FORMATION_SESSION,
    });
    const conditions = (await harness.send(alice, '/Commande/Commande_GetConditions')).json();
    expect(conditions.ExecutionImmediateRequise).toBe(false);
    expect(conditions.FormationParticulierRefusee).toBe(true);
    const refused = await placeCommande(alice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(
      COMMANDE_REFUSALS.trainingForIndividual([conditions.Panier.listCommandeProduit[0]!.Produit.Libelle]),
    );

    await harness.basket(bob, '/Panier/AddProduit', {
      IdProduit: FORMATION,
      Quantite: 2,
      IdFormation: FORMATION_SESSION,
    });
    const forCompany = (await harness.send(bob, '/Commande/Commande_GetConditions')).json();
    expect(forCompany.FormationParticulierRefusee).toBe(false);
    // The company's intra-community VAT number follows from its SIREN.
    expect(forCompany.Facturation.NumeroTva).toBe('FR11123456782');
    const placed = await placeCommande(bob, {
      ...ACCEPTED,
      DemandeExecutionImmediate: false,
      RenonceDroitRetractation: false,
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });
});

describe('a training a private person pays for themselves', () => {
  test('its line says so from the moment it is added, for a private person only', async () => {
    const added = await harness.basket(alice, '/Panier/AddProduit', {
      IdProduit: FORMATION,
      Quantite: 1,
      IdFormation: FORMATION_SESSION,
    });
    expect(check('/Panier/AddProduit', 200, added)).toEqual([]);
    expect(added.MessageErreur).toBeNull();
    expect(added.listCommandeProduit[0]!.MessageErreur).toBe(TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice);
    // Read again, and beside a line that can be ordered, which says nothing.
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const read = await basketOf(alice);
    const training = read.listCommandeProduit.find((line) => line.Produit.IdTypeProduit === TYPE_PRODUIT.formation);
    const article = read.listCommandeProduit.find((line) => line.Produit.IdTypeProduit === TYPE_PRODUIT.article);
    expect(training?.MessageErreur).toBe(TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice);
    expect(article?.MessageErreur).toBeNull();

    const forCompany = await harness.basket(bob, '/Panier/AddProduit', {
      IdProduit: FORMATION,
      Quantite: 1,
      IdFormation: FORMATION_SESSION,
    });
    expect(forCompany.listCommandeProduit[0]!.MessageErreur).toBeNull();
  });

  test('the confirmation names the line; once it is removed, the rest of the basket is ordered', async () => {
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    await harness.basket(alice, '/Panier/AddProduit', {
      IdProduit: FORMATION,
      Quantite: 1,
      IdFormation: FORMATION_SESSION,
    });
    const response = await harness.send(alice, '/Commande/Commande_GetConditions');
    const conditions = response.json() as Schemas['ConditionsCommande'];
    expect(check('/Commande/Commande_GetConditions', 200, conditions)).toEqual([]);
    const training = conditions.Panier.listCommandeProduit.find((line) => line.IdFormation === FORMATION_SESSION)!;
    expect(conditions.LignesFormationParticulier).toEqual([training.Id]);
    expect(conditions.FormationParticulierRefusee).toBe(true);
    expect(training.MessageErreur).toBe(TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice);
    expect(training.Formation).toMatchObject({ Id: FORMATION_SESSION });
    const refused = await placeCommande(alice);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toContain(`« ${training.Produit.Libelle} »`);
    expect(await commandesOf(alice)).toEqual([expect.objectContaining({ idEtatCommande: ETAT_COMMANDE.panier })]);

    const left = await harness.basket(alice, '/Panier/RemoveProduit', {
      IdProduit: FORMATION,
      Quantite: 1,
      IdFormation: FORMATION_SESSION,
    });
    expect(left.listCommandeProduit.map((line) => line.Produit.IdTypeProduit)).toEqual([TYPE_PRODUIT.article]);
    const after = (
      await harness.send(alice, '/Commande/Commande_GetConditions')
    ).json() as Schemas['ConditionsCommande'];
    expect(after.LignesFormationParticulier).toEqual([]);
    expect(after.FormationParticulierRefusee).toBe(false);
    const placed = await placeCommande(alice);
    expect(placed.statusCode, placed.body).toBe(200);
  });

  test('a company orders the same training online: no line is named', async () => {
    await harness.basket(bob, '/Panier/AddProduit', {
      IdProduit: FORMATION,
      Quantite: 1,
      IdFormation: FORMATION_SESSION,
    });
    const conditions = (await harness.send(bob, '/Commande/Commande_GetConditions')).json();
    expect(conditions.LignesFormationParticulier).toEqual([]);
    expect(conditions.Panier.listCommandeProduit[0].MessageErreur).toBeNull();
  });
});

describe('placing an order', () => {
  test('turns the basket into an order priced by the server, and opens a new empty basket', async () => {
    await harness.basket(alice, '/Panier/AddProduit', {
      IdProduit: REFERENCEMENT,
      Quantite: 2,
      IdPublication: alice.publications[0],
    });
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const basket = await harness.basket(alice, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'BIENVENUE10' });

    const response = await placeCommande(alice);
    expect(response.statusCode, response.body).toBe(200);
    const commande = response.json() as Schemas['Commande'];
    expect(check('/Commande/Commande_Create', 200, commande)).toEqual([]);
    expect(commande.Id).toBe(basket.Id);
    expect(commande.Numero).toMatch(/^C\d{4}-\d{6}$/);
    expect(commande.IdEtatCommande).toBe(ETAT_COMMANDE.enAttenteDePaiement);
    expect(commande.EtatCommande).toBe('En attente de paiement');
    expect(commande.TotalTTCCentimes).toBe(basket.TotalTTCCentimes);
    expect(commande.MontantReductionTTCCentimes).toBe(basket.MontantReductionTTCCentimes);
    expect(commande.CodeReduction).toBe('BIENVENUE10');
    expect(commande.TotalHTCentimes + commande.TotalTVACentimes).toBe(commande.TotalTTCCentimes);
    expect(commande.Lignes.reduce((sum, line) => sum + line.MontantHTCentimes, 0)).toBe(commande.TotalHTCentimes);
    expect(commande.Lignes.reduce((sum, line) => sum + line.MontantTTCCentimes, 0)).toBe(commande.TotalTTCCentimes);
    const discount = commande.Lignes.find((line) => line.IdTypeProduit === TYPE_PRODUIT.reduction);
    expect(commande.MontantReductionTTCCentimes).toBeGreaterThan(0);
    expect(discount?.MontantTTCCentimes).toBe(-commande.MontantReductionTTCCentimes);
    expect(discount?.MontantHTCentimes).toBeLessThan(0);
    expect(commande.Lignes[0]).toMatchObject({
      IdProduit: REFERENCEMENT,
      Quantite: 2,
      Publication: { Titre: 'Zéphyr' },
    });
    expect(commande).toMatchObject({
      VersionCGV: VERSION_CGV,
      DemandeExecutionImmediate: true,
      RenonceDroitRetractation: true,
      Payable: true,
      Paiements: [],
      Factures: [],
    });
    expect(commande.Facturation.Adresse?.Ville).toBe('Paris');

    const next = await basketOf(alice);
    expect(next.listCommandeProduit).toEqual([]);
    expect(next.Id).toBeNull();
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    expect((await basketOf(alice)).Id).not.toBe(commande.Id);
  });

  test('keeps the prices of the moment: a later catalogue change does not touch the order', async () => {
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const placed = (await placeCommande(alice)).json() as Schemas['Commande'];
    const read = await harness.send(alice, '/Commande/Commande_Get', { Id: placed.Id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(placed);
  });

  const refusals: [string, () => Promise<unknown>, string][] = [
    ['an empty basket', async () => ACCEPTED, COMMANDE_REFUSALS.emptyBasket],
    [
      'a referencing line without its publication',
      async () => {
        await harness.basket(alice, '/Panier/AddProduit', { IdProduit: REFERENCEMENT, Quantite: 1 });
        return ACCEPTED;
      },
      COMMANDE_REFUSALS.publicationMissing,
    ],
    [
      'an outdated version of the CGV',
      async () => {
        await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
        return { ...ACCEPTED, VersionCGV: '2020-01' };
      },
      COMMANDE_REFUSALS.cgvOutdated,
    ],
    [
      'an immediate start not asked for',
      async () => {
        await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
        return { ...ACCEPTED, RenonceDroitRetractation: false };
      },
      COMMANDE_REFUSALS.immediateStartRequired,
    ],
    [
      'no billing address on the profile',
      async () => {
        await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
        await harness.ctx.db.update(comptes).set({ nomVoie: null }).where(eq(comptes.id, alice.idCompte));
        return ACCEPTED;
      },
      COMMANDE_REFUSALS.addressMissing,
    ],
  ];

  test.each(refusals)('refuses %s with a French message and writes nothing', async (_, prepare, message) => {
    const values = await prepare();
    const before = await basketOf(alice);
    const response = await placeCommande(alice, values);
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe(message);
    expect(await basketOf(alice)).toEqual(before);
    expect((await commandesOf(alice)).every((row) => row.idEtatCommande === ETAT_COMMANDE.panier)).toBe(true);
  });

  test('refuses a code that expired between the basket and the order, and writes nothing', async () => {
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    await harness.basket(alice, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'REMISE5' });
    const [remise] = await harness.ctx.db.select().from(reductions).where(eq(reductions.codeReduction, 'REMISE5'));
    await harness.ctx.db
      .update(reductions)
      .set({ dateFin: '2020-01-01' })
      .where(eq(reductions.codeReduction, 'REMISE5'));
    try {
      const response = await placeCommande(alice);
      expect(response.statusCode).toBe(409);
      expect(response.json().Message).toBe(COMMANDE_REFUSALS.codeExpired);
      expect((await commandesOf(alice)).map((row) => row.idEtatCommande)).toEqual([ETAT_COMMANDE.panier]);
    } finally {
      await harness.ctx.db
        .update(reductions)
        .set({ dateFin: remise!.dateFin })
        .where(eq(reductions.codeReduction, 'REMISE5'));
    }
  });

  test('refuses the CGV unaccepted through the contract, in French', async () => {
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const response = await placeCommande(alice, { ...ACCEPTED, AccepteCGV: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual([
      { Champ: '/AccepteCGV', Message: 'Veuillez accepter les conditions générales de vente.' },
    ]);
  });
});

describe('my orders', () => {
  test('lists the placed orders newest first, paged, the basket excluded', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
      ids.push((await placeCommande(alice)).json().Id);
    }
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const page = await harness.send(alice, '/Commande/Commande_GetAll_List', { Limit: 2, Offset: 0 });
    expect(page.statusCode).toBe(200);
    expect(check('/Commande/Commande_GetAll_List', 200, page.json())).toEqual([]);
    expect(page.json().Total).toBe(3);
    expect(page.json().Items.map((item: { Id: number }) => item.Id)).toEqual([ids[2], ids[1]]);
    const rest = await harness.send(alice, '/Commande/Commande_GetAll_List', { Offset: 2 });
    expect(rest.json().Items.map((item: { Id: number }) => item.Id)).toEqual([ids[0]]);
  });

  test("answers 404 for another customer's order, a basket and an unknown id", async () => {
    await harness.basket(bob, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const bobs = (await placeCommande(bob)).json() as Schemas['Commande'];
    await harness.basket(alice, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const aliceBasket = await basketOf(alice);
    for (const Id of [bobs.Id, aliceBasket.Id, 999999]) {
      const response = await harness.send(alice, '/Commande/Commande_Get', { Id });
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe("Cette commande n'existe pas ou ne fait pas partie de vos commandes.");
    }
    expect((await harness.send(alice, '/Commande/Commande_GetAll_List', {})).json().Total).toBe(0);
  });

  test('once paid, shows its payment and its invoice, and can no longer be paid', async () => {
    await harness.basket(bob, '/Panier/AddProduit', { IdProduit: ARTICLE, Quantite: 1 });
    const placed = (await placeCommande(bob)).json() as Schemas['Commande'];
    await payCommande(harness, bob, placed.Id);

    const read = await harness.send(bob, '/Commande/Commande_Get', { Id: placed.Id });
    expect(read.statusCode).toBe(200);
    const paid = read.json() as Schemas['Commande'];
    expect(check('/Commande/Commande_Get', 200, paid)).toEqual([]);
    expect(paid).toMatchObject({ IdEtatCommande: ETAT_COMMANDE.payee, EtatCommande: 'Payée', Payable: false });
    expect(paid.Paiements).toMatchObject([{ Etat: 'succeeded', MontantCentimes: placed.TotalTTCCentimes }]);
    expect(paid.Factures).toMatchObject([{ Avoir: false, TotalTTCCentimes: placed.TotalTTCCentimes }]);
    const listed = (await harness.send(bob, '/Commande/Commande_GetAll_List', {})).json();
    expect(listed.Items).toMatchObject([{ Id: placed.Id, EtatCommande: 'Payée' }]);
  });
});

describe('the order calls', () => {
  const calls: [string, unknown][] = [
    ['/Commande/Commande_GetConditions', {}],
    ['/Commande/Commande_Create', ACCEPTED],
    ['/Commande/Commande_GetAll_List', {}],
    ['/Commande/Commande_Get', { Id: 1 }],
  ];

  test.each(calls)('%s needs a token (401) of the front office (403)', async (path, values) => {
    await expectFrontOfficeOnly(harness, path, values);
  });
});
