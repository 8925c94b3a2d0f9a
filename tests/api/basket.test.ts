import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BASKET_REFUSALS } from '../../domain/basket/messages.ts';
import { eq } from 'drizzle-orm';
import { reductions } from '../../server/platform/db/schema.ts';
import { createResponseChecker } from './contractShape.ts';
import {
  basketHarnessTryingManyCodes,
  disposeBasketHarness,
  keyOf,
  quantities,
  type BasketCustomer,
  type BasketHarness,
  type Panier,
} from './basketHarness.ts';
import { call, testContext, TEST_TOKENS } from './testApp.ts';

let h: BasketHarness;
let client: BasketCustomer;

beforeAll(async () => {
  h = await basketHarnessTryingManyCodes();
  client = await h.customer('exemples');
});
afterAll(disposeBasketHarness);
beforeEach(async () => {
  await h.reset(client);
});

const add = (values: object) => h.basket(client, '/Panier/AddProduit', values);

describe('le panier enregistré du compte de démonstration', () => {
  test('GetProduits montre la ligne de référencement et la session de formation avec leurs libellés', async () => {
    const ctx = await testContext();
    const response = await call(ctx.app, '/Panier/GetProduits', { token: TEST_TOKENS.frontOffice });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Panier;
    expect(createResponseChecker(ctx.document)('/Panier/GetProduits', 200, body)).toEqual([]);
    expect(body.IdEtatCommande).toBe(1);
    expect(body.Id).not.toBeNull();
    const [referencement, formation] = body.listCommandeProduit;
    expect(referencement?.Produit.Id).toBe(1);
    expect(referencement?.Publication?.Titre).toBe('Les Jardins de Penhoët');
    expect(formation?.Produit.Id).toBe(10);
    expect(formation?.Formation).toMatchObject({ Id: 102, DateDebut: '2027-06-07', DateFin: '2027-06-08' });
    expect(body.NombreArticles).toBe(2);
    expect(body.TotalTTCCentimes).toBe(4900 + 39000);
  });

  test('Publication_GetAll rend les publications du compte, triées par titre', async () => {
    const ctx = await testContext();
    const response = await call(ctx.app, '/Publication/Publication_GetAll', { token: TEST_TOKENS.frontOffice });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { Titre: string; Ean: string }[];
    expect(createResponseChecker(ctx.document)('/Publication/Publication_GetAll', 200, body)).toEqual([]);
    expect(body.map((publication) => publication.Titre)).toEqual([
      'Carnets de route en Bretagne',
      'Les Jardins de Penhoët',
    ]);
  });
});

describe('accès', () => {
  test('sans jeton 401, avec le rôle du back-office 403', async () => {
    const ctx = await testContext();
    expect((await call(ctx.app, '/Panier/GetProduits')).statusCode).toBe(401);
    expect((await call(ctx.app, '/Panier/GetProduits', { token: TEST_TOKENS.backOffice })).statusCode).toBe(403);
    expect((await call(ctx.app, '/Publication/Publication_GetAll', { token: TEST_TOKENS.backOffice })).statusCode).toBe(
      403,
    );
  });

  test('un compte sans panier reçoit un panier vide', async () => {
    const body = await h.basket(client, '/Panier/GetProduits');
    expect(body).toMatchObject({
      Id: null,
      listCommandeProduit: [],
      IdEtatCommande: 1,
      NombreArticles: 0,
      TotalTTCCentimes: 0,
    });
  });
});

describe('ajout, quantités et retrait', () => {
  test('ajouter deux fois la même ligne additionne les quantités, plafonnées à 10 avec un avertissement', async () => {
    let body = await add({ IdProduit: 20, Quantite: 4 });
    expect(quantities(body)).toEqual(new Map([['20||', 4]]));
    expect(body.MessageErreur ?? null).toBeNull();
    body = await add({ IdProduit: 20, Quantite: 8 });
    expect(quantities(body)).toEqual(new Map([['20||', 10]]));
    expect(body.MessageErreur).toBe('Le nombre maximum de produit a été atteint');
    expect(body.NombreArticles).toBe(10);
    expect(body.MontantProduitsTTCCentimes).toBe(9000);
  });

  test('plus, moins et retrait désignent la ligne par produit, publication et session', async () => {
    const [pub] = client.publications;
    await add({ IdProduit: 1, Quantite: 1, IdPublication: pub });
    await add({ IdProduit: 1, Quantite: 1, IdPublication: null });
    let body = await h.basket(client, '/Panier/UpdateQuantitePlus', { IdProduit: 1, Quantite: 3, IdPublication: pub });
    expect(quantities(body)).toEqual(
      new Map([
        [`1|${pub}|`, 3],
        ['1||', 1],
      ]),
    );
    const line = body.listCommandeProduit.find((candidate) => candidate.IdPublication === pub);
    expect(line?.Publication?.Titre).toBe('Zéphyr');
    expect(line?.MontantTTCCentimes).toBe(3 * 4900);
    body = await h.basket(client, '/Panier/UpdateQuantiteMoins', { IdProduit: 1, Quantite: 2, IdPublication: pub });
    expect(quantities(body).get(`1|${pub}|`)).toBe(2);
    body = await h.basket(client, '/Panier/UpdateQuantitePlus', { IdProduit: 1, Quantite: 10, IdPublication: pub });
    body = await h.basket(client, '/Panier/UpdateQuantitePlus', { IdProduit: 1, Quantite: 10, IdPublication: pub });
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.maximumReached);
    expect(quantities(body).get(`1|${pub}|`)).toBe(10);
    body = await h.basket(client, '/Panier/RemoveProduit', { IdProduit: 1, Quantite: 1, IdPublication: pub });
    expect(quantities(body)).toEqual(new Map([['1||', 1]]));
    body = await h.basket(client, '/Panier/RemoveProduit', { IdProduit: 1, Quantite: 1, IdPublication: null });
    expect(body.listCommandeProduit).toEqual([]);
    expect(body.Id).toBeNull();
  });

  test('une quantité hors de 1..10 est refusée par le contrat', async () => {
    const response = await h.send(client, '/Panier/AddProduit', { IdProduit: 20, Quantite: 11 });
    expect(response.statusCode).toBe(400);
  });

  test('modifier une ligne absente laisse le panier tel quel', async () => {
    await add({ IdProduit: 20, Quantite: 1 });
    const body = await h.basket(client, '/Panier/UpdateQuantitePlus', { IdProduit: 21, Quantite: 2 });
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.notInBasket);
    expect(quantities(body)).toEqual(new Map([['20||', 1]]));
  });

  test('AddProduits ajoute chaque élément, ou rien si l’un est refusé', async () => {
    let body = await h.basket(client, '/Panier/AddProduits', {
      ListeProduits: [
        { IdProduit: 20, Quantite: 1 },
        { IdProduit: 11, Quantite: 2, IdFormation: 112 },
      ],
    });
    expect(quantities(body)).toEqual(
      new Map([
        ['20||', 1],
        ['11||112', 2],
      ]),
    );
    expect(body.listCommandeProduit[1]?.Formation?.Lieu).toBe('Paris (75006)');
    body = await h.basket(client, '/Panier/AddProduits', {
      ListeProduits: [
        { IdProduit: 21, Quantite: 1 },
        { IdProduit: 999, Quantite: 1 },
      ],
    });
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.unknownProduct);
    expect(quantities(body)).toEqual(
      new Map([
        ['20||', 1],
        ['11||112', 2],
      ]),
    );
  });
});

describe('refus : le panier reste inchangé, avec MessageErreur', () => {
  test.each([
    ['un produit inconnu', { IdProduit: 999, Quantite: 1 }, BASKET_REFUSALS.unknownProduct],
    ['un produit masqué', { IdProduit: 23, Quantite: 1 }, BASKET_REFUSALS.unknownProduct],
    ['un produit de réduction', { IdProduit: 40, Quantite: 1 }, BASKET_REFUSALS.unknownProduct],
    ['une formation sans session', { IdProduit: 10, Quantite: 1 }, BASKET_REFUSALS.sessionRequired],
    [
      "la session d'une autre formation",
      { IdProduit: 10, Quantite: 1, IdFormation: 111 },
      BASKET_REFUSALS.sessionRequired,
    ],
    ['une session complète', { IdProduit: 12, Quantite: 1, IdFormation: 121 }, BASKET_REFUSALS.sessionFull],
    [
      "une session sur un produit qui n'est pas une formation",
      { IdProduit: 20, Quantite: 1, IdFormation: 101 },
      BASKET_REFUSALS.notATraining,
    ],
    [
      'une publication sur un article',
      { IdProduit: 20, Quantite: 1, IdPublication: 1 },
      BASKET_REFUSALS.notForPublication,
    ],
  ])('%s', async (_label, values, message) => {
    await add({ IdProduit: 21, Quantite: 2 });
    const body = await add(values);
    expect(body.MessageErreur).toBe(message);
    expect(quantities(body)).toEqual(new Map([['21||', 2]]));
  });

  test("la publication d'un autre compte", async () => {
    const body = await add({ IdProduit: 1, Quantite: 1, IdPublication: h.foreignPublication });
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.unknownPublication);
    expect(body.listCommandeProduit).toEqual([]);
  });

  test('un deuxième abonnement', async () => {
    let body = await add({ IdProduit: 30, Quantite: 3 });
    expect(quantities(body)).toEqual(new Map([['30||', 1]]));
    body = await add({ IdProduit: 31, Quantite: 1 });
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.subscriptionAlreadyThere);
    body = await h.basket(client, '/Panier/UpdateQuantitePlus', { IdProduit: 30, Quantite: 2 });
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.subscriptionSingle);
    expect(quantities(body)).toEqual(new Map([['30||', 1]]));
  });
});

describe('codes de réduction', () => {
  test('BIENVENUE10 retire 10 % ; les totaux sont calculés par le serveur', async () => {
    await add({ IdProduit: 20, Quantite: 2 }); // 2 × 9,00 € at 5.5 %
    await add({ IdProduit: 2, Quantite: 1 }); // 29,00 € at 20 %
    const body = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'bienvenue10' });
    expect(body.MessageErreur ?? null).toBeNull();
    expect(body.CodeReduction).toBe('BIENVENUE10');
    expect(body.MontantProduitsTTCCentimes).toBe(4700);
    expect(body.MontantReductionTTCCentimes).toBe(470);
    expect(body.TotalTTCCentimes).toBe(4230);
    expect(body.TotalHTCentimes + body.TotalTVACentimes).toBe(4230);
    expect(body.NombreArticles).toBe(3);
    const reduction = body.listCommandeProduit.at(-1);
    expect(reduction?.Produit.IdTypeProduit).toBe(5);
    expect(reduction?.MontantTTCCentimes).toBe(-470);
    expect(JSON.stringify(body.listCommandeProduit)).not.toContain('BIENVENUE10');
  });

  test('REMISE5 remplace le code appliqué ; RemoveReductionCode le retire', async () => {
    await add({ IdProduit: 21, Quantite: 1 });
    await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'BIENVENUE10' });
    let body = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'REMISE5' });
    expect(body.CodeReduction).toBe('REMISE5');
    expect(body.MontantReductionTTCCentimes).toBe(500);
    expect(body.TotalTTCCentimes).toBe(700);
    expect(body.listCommandeProduit.filter((line) => line.Produit.IdTypeProduit === 5)).toHaveLength(1);
    body = await h.basket(client, '/Panier/RemoveReductionCode');
    expect(body.CodeReduction).toBeNull();
    expect(body.TotalTTCCentimes).toBe(1200);
  });

  test.each([
    ['inconnu', 'NOEL', 'inconnu', "Ce code de réduction n'existe pas."],
    ['expiré', 'ete2025', 'expire', 'Ce code de réduction a expiré le 31\u00a0août\u00a02025.'],
    [
      'réservé à un produit absent du panier',
      'PREMIUM20',
      'produitAbsent',
      'Ce code de réduction est réservé à «\u00a0Abonnement Premium (12 mois)\u00a0», absent de votre panier.',
    ],
  ])('un code %s est refusé, avec son motif et ce qui le dit', async (_label, code, motif, message) => {
    await add({ IdProduit: 21, Quantite: 1 });
    await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'REMISE5' });
    const body = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: code });
    expect(body.MotifRefusCode).toBe(motif);
    expect(body.MessageErreur).toBe(message);
    expect(body.CodeReduction).toBe('REMISE5');
  });

  test('un code pas encore valable est refusé avec sa date de début ; un panier vide refuse tout code', async () => {
    const start = '2099-04-01';
    await h.ctx.db.update(reductions).set({ dateDebut: start }).where(eq(reductions.codeReduction, 'REMISE5'));
    try {
      const empty = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'REMISE5' });
      expect(empty.MotifRefusCode).toBe('panierVide');
      expect(empty.MessageErreur).toBe(BASKET_REFUSALS.emptyBasketCode);
      await add({ IdProduit: 21, Quantite: 1 });
      const early = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'REMISE5' });
      expect(early.MotifRefusCode).toBe('pasEncoreValable');
      expect(early.MessageErreur).toBe('Ce code de réduction sera valable à partir du 1er\u00a0avril\u00a02099.');
      expect(early.CodeReduction).toBeNull();
    } finally {
      await h.ctx.db.update(reductions).set({ dateDebut: null }).where(eq(reductions.codeReduction, 'REMISE5'));
    }
  });

  test('un code accepté ne porte pas de motif de refus', async () => {
    await add({ IdProduit: 21, Quantite: 1 });
    const body = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'REMISE5' });
    expect(body.MotifRefusCode ?? null).toBeNull();
    expect(body.MessageErreur).toBeNull();
  });

  test('PREMIUM20 ne porte que sur l’abonnement Premium et part avec lui', async () => {
    await add({ IdProduit: 21, Quantite: 1 });
    await add({ IdProduit: 31, Quantite: 1 });
    let body = await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'PREMIUM20' });
    expect(body.MontantReductionTTCCentimes).toBe(3980);
    expect(body.TotalTTCCentimes).toBe(1200 + 19900 - 3980);
    body = await h.basket(client, '/Panier/RemoveProduit', { IdProduit: 31, Quantite: 1 });
    expect(body.CodeReduction).toBeNull();
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.codeWithdrawn);
    expect(body.TotalTTCCentimes).toBe(1200);
  });
});

describe('fusion', () => {
  test('même ligne : la plus grande quantité ; lignes d’un seul côté gardées ; idempotente', async () => {
    const [pub] = client.publications;
    await add({ IdProduit: 20, Quantite: 3 });
    await add({ IdProduit: 1, Quantite: 1, IdPublication: pub });
    await add({ IdProduit: 30, Quantite: 1 });
    const local = {
      ListeProduits: [
        { IdProduit: 20, Quantite: 5 },
        { IdProduit: 1, Quantite: 1, IdPublication: pub },
        { IdProduit: 10, Quantite: 2, IdFormation: 103 },
        { IdProduit: 31, Quantite: 1 },
        { IdProduit: 999, Quantite: 1 },
        { IdProduit: 40, Quantite: 1 },
      ],
      CodeReduction: 'BIENVENUE10',
    };
    const first = await h.basket(client, '/Panier/Fusion', local);
    expect(quantities(first)).toEqual(
      new Map([
        ['20||', 5],
        [`1|${pub}|`, 1],
        ['30||', 1],
        ['10||103', 2],
      ]),
    );
    expect(first.CodeReduction).toBe('BIENVENUE10');
    expect(first.MessageErreur).toContain(BASKET_REFUSALS.unknownProduct);
    expect(first.MessageErreur).toContain(BASKET_REFUSALS.subscriptionAlreadyThere);
    // Added: the training; joined: product 20 and the referencing line; set aside: the second subscription and the
    // unknown product; the discount line (40) is not a line of the browser's basket but the code's, recomputed.
    expect(first.BilanFusion).toEqual({
      LignesAjoutees: 1,
      LignesReunies: 2,
      LignesEcartees: [
        { IdProduit: 31, Libelle: 'Abonnement Premium (12 mois)', Motif: BASKET_REFUSALS.subscriptionAlreadyThere },
        { IdProduit: 999, Libelle: null, Motif: BASKET_REFUSALS.unknownProduct },
      ],
    });
    const second = await h.basket(client, '/Panier/Fusion', local);
    expect(second.listCommandeProduit).toEqual(first.listCommandeProduit);
    expect(second.TotalTTCCentimes).toBe(first.TotalTTCCentimes);
    expect(second.BilanFusion?.LignesAjoutees).toBe(0);
    expect(second.BilanFusion?.LignesReunies).toBe(3);
  });

  test('le bilan compte les lignes ajoutées à un panier vide, et rien pour un panier local vide', async () => {
    const body = await h.basket(client, '/Panier/Fusion', {
      ListeProduits: [
        { IdProduit: 20, Quantite: 2 },
        { IdProduit: 21, Quantite: 1 },
      ],
    });
    expect(body.BilanFusion).toEqual({ LignesAjoutees: 2, LignesReunies: 0, LignesEcartees: [] });
    expect(body.NombreArticles).toBe(3);
    await h.reset(client);
    const nothing = await h.basket(client, '/Panier/Fusion', { ListeProduits: [] });
    expect(nothing.BilanFusion).toEqual({ LignesAjoutees: 0, LignesReunies: 0, LignesEcartees: [] });
  });

  test('les autres opérations ne portent pas de bilan de fusion', async () => {
    const body = await add({ IdProduit: 20, Quantite: 1 });
    expect(body.BilanFusion ?? null).toBeNull();
  });

  test('le code enregistré passe avant le code local ; un code local expiré est retiré avec un message', async () => {
    await add({ IdProduit: 21, Quantite: 1 });
    let body = await h.basket(client, '/Panier/Fusion', { ListeProduits: [], CodeReduction: 'ETE2025' });
    expect(body.CodeReduction).toBeNull();
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.codeWithdrawn);
    await h.basket(client, '/Panier/CheckAndApplyReductionCode', { CodeReduction: 'REMISE5' });
    body = await h.basket(client, '/Panier/Fusion', {
      ListeProduits: [{ IdProduit: 20, Quantite: 1 }],
      CodeReduction: 'BIENVENUE10',
    });
    expect(body.CodeReduction).toBe('REMISE5');
  });

  test('le compte de démonstration voit son panier fusionné avec le panier local', async () => {
    const ctx = await testContext();
    const before = (await call(ctx.app, '/Panier/GetProduits', { token: TEST_TOKENS.frontOffice })).json() as Panier;
    const response = await call(ctx.app, '/Panier/Fusion', {
      token: TEST_TOKENS.frontOffice,
      values: { ListeProduits: [{ IdProduit: 10, Quantite: 3, IdFormation: 102 }] },
    });
    const after = response.json() as Panier;
    const expected = quantities(before);
    expected.set('10||102', Math.max(3, expected.get('10||102') ?? 0));
    expect(quantities(after)).toEqual(expected);
    // Back to the seeded basket for the other files of this process.
    await call(ctx.app, '/Panier/UpdateQuantiteMoins', {
      token: TEST_TOKENS.frontOffice,
      values: { IdProduit: 10, Quantite: before.listCommandeProduit[1]?.Quantite ?? 1, IdFormation: 102 },
    });
  });
});

describe('modifications simultanées', () => {
  test('vingt ajouts simultanés de la même ligne : aucune mise à jour perdue, jamais plus de 10', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => h.send(client, '/Panier/AddProduit', { IdProduit: 20, Quantite: 1 })),
    );
    const seen = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      return quantities(response.json() as Panier).get('20||') ?? 0;
    });
    expect(Math.max(...seen)).toBe(10);
    // Serialised: the first ten answers each saw one more than the one before.
    expect([...seen].sort((a, b) => a - b).slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const body = await h.basket(client, '/Panier/GetProduits');
    expect(quantities(body)).toEqual(new Map([['20||', 10]]));
  });

  test('des ajouts simultanés de lignes différentes et des fusions sont tous gardés', async () => {
    const products = [2, 3, 4, 20, 21, 22];
    await Promise.all([
      ...products.map((IdProduit) => h.send(client, '/Panier/AddProduit', { IdProduit, Quantite: 2 })),
      h.send(client, '/Panier/Fusion', { ListeProduits: [{ IdProduit: 30, Quantite: 1 }] }),
      h.send(client, '/Panier/Fusion', { ListeProduits: [{ IdProduit: 31, Quantite: 1 }] }),
      h.send(client, '/Panier/UpdateQuantitePlus', { IdProduit: 2, Quantite: 5 }),
    ]);
    const body = await h.basket(client, '/Panier/GetProduits');
    const lines = quantities(body);
    for (const IdProduit of products.slice(1)) expect(lines.get(`${IdProduit}||`)).toBe(2);
    expect([2, 5]).toContain(lines.get('2||'));
    expect(body.listCommandeProduit.filter((line) => line.Produit.IdTypeProduit === 4)).toHaveLength(1);
  });
});

describe('ordre des lignes', () => {
  const order = (panier: Panier) => panier.listCommandeProduit.map((line) => line.Produit.Id);

  test('une ligne garde sa place quand sa quantité change', async () => {
    await add({ IdProduit: 20, Quantite: 1 });
    await add({ IdProduit: 21, Quantite: 1 });
    await add({ IdProduit: 30, Quantite: 1 });
    let body = await h.basket(client, '/Panier/UpdateQuantitePlus', { IdProduit: 20, Quantite: 2 });
    expect(order(body)).toEqual([20, 21, 30]);
    body = await h.basket(client, '/Panier/UpdateQuantiteMoins', { IdProduit: 20, Quantite: 1 });
    expect(order(body)).toEqual([20, 21, 30]);
    expect(order(await h.basket(client, '/Panier/GetProduits'))).toEqual([20, 21, 30]);
  });

  test('UpdatePublication rattache la ligne à une publication sans la déplacer', async () => {
    const [pub, other] = client.publications;
    await add({ IdProduit: 1, Quantite: 2 });
    await add({ IdProduit: 20, Quantite: 1 });
    let body = await h.basket(client, '/Panier/UpdatePublication', { IdProduit: 1, IdPublicationChoisie: pub });
    expect(body.MessageErreur).toBeNull();
    expect(body.listCommandeProduit.map(keyOf)).toEqual([`1|${pub}|`, '20||']);
    expect(body.listCommandeProduit[0]?.Quantite).toBe(2);
    body = await h.basket(client, '/Panier/UpdatePublication', {
      IdProduit: 1,
      IdPublication: pub,
      IdPublicationChoisie: other,
    });
    expect(body.listCommandeProduit.map(keyOf)).toEqual([`1|${other}|`, '20||']);
  });

  test('UpdatePublication réunit la ligne à celle de la même publication, à sa place', async () => {
    const [pub] = client.publications;
    await add({ IdProduit: 1, Quantite: 2 });
    await add({ IdProduit: 20, Quantite: 1 });
    await add({ IdProduit: 1, Quantite: 1, IdPublication: pub });
    const body = await h.basket(client, '/Panier/UpdatePublication', { IdProduit: 1, IdPublicationChoisie: pub });
    expect(body.listCommandeProduit.map(keyOf)).toEqual([`1|${pub}|`, '20||']);
    expect(body.listCommandeProduit[0]?.Quantite).toBe(3);
  });

  test('UpdatePublication refuse la publication d’un autre compte et laisse le panier tel quel', async () => {
    await add({ IdProduit: 1, Quantite: 1 });
    const body = await h.basket(client, '/Panier/UpdatePublication', {
      IdProduit: 1,
      IdPublicationChoisie: h.foreignPublication,
    });
    expect(body.MessageErreur).toBe(BASKET_REFUSALS.unknownPublication);
    expect(body.listCommandeProduit.map(keyOf)).toEqual(['1||']);
  });
});
