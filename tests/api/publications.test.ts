import { describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { commandeProduits, commandes } from '../../server/platform/db/schema.ts';
import { ean, publicationsHarness, useAuthors, type Author } from './publicationsHarness.ts';
import { call, TEST_TOKENS } from './testApp.ts';

type Publication = components['schemas']['Publication'];
type Page = components['schemas']['PagePublicationResume'];

const h = useAuthors(publicationsHarness, { alice: 'alice', bruno: 'bruno' });

async function create(who: Author, values: Record<string, unknown>): Promise<Publication> {
  const response = await h.send(who, '/Publication/Publication_Create', values);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Publication;
  expect(h.publicationFieldErrors(body)).toEqual([]);
  return body;
}

describe('Publication_Create', () => {
  test('crée une brouillon avec les valeurs par défaut et un EAN sans séparateur', async () => {
    const created = await create(h.alice, {
      Ean: `978-2-36512-100-${ean('978236512100').slice(-1)}`,
      IdsLangues: [20],
    });
    expect(created).toMatchObject({
      Ean: ean('978236512100'),
      IdsLangues: [20],
      Serie: false,
      AuteurContribution: [],
      MultipleAuteurs: false,
      IdDisponibilite: 1,
      IdIllustration: 1,
      IdFormat: 1,
      Coffret: false,
      IdTypeOuvrage: 1,
      IdEtatPublication: 1,
      Titre: null,
      PrixTTC: null,
      Moderation: null,
    });
  });

  test('refuse un EAN que le compte a déjà (409 en français), pas celui d’un autre compte', async () => {
    const code = ean('978236512101');
    await create(h.alice, { Ean: code, IdsLangues: [20] });
    const again = await h.send(h.alice, '/Publication/Publication_Create', { Ean: code, IdsLangues: [20] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: 'Vous avez déjà une publication avec cet EAN.' });
    await create(h.bruno, { Ean: code, IdsLangues: [20] });
  });

  test('deux créations simultanées du même EAN : une seule aboutit', async () => {
    const values = { Ean: ean('978236512110'), IdsLangues: [20] };
    const responses = await Promise.all(
      [1, 2, 3].map(() => h.send(h.alice, '/Publication/Publication_Create', values)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  test('refuse un EAN invalide avec le message du contrat', async () => {
    const response = await h.send(h.alice, '/Publication/Publication_Create', { Ean: '12345', IdsLangues: [20] });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { Errors: { Champ: string; Message: string }[] };
    expect(body.Errors.some((error) => error.Champ === '/Ean')).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/must /);
  });

  test('ignore les champs en lecture seule et stocke le prix en centimes', async () => {
    const created = await create(h.alice, {
      Ean: ean('978236512102'),
      IdsLangues: [20],
      IdEtatPublication: 5,
      VisuelCouverture: '/ailleurs.png',
      PrixTTC: 12.5,
    });
    expect(created.IdEtatPublication).toBe(1);
    expect(created.VisuelCouverture).toBeNull();
    expect(created.PrixTTC).toBe(12.5);
    const page = (await h.send(h.alice, '/Publication/Publication_GetAll_List', { Limit: 100 })).json() as Page;
    expect(page.Items.find((item) => item.Id === created.Id)?.PrixTTCCentimes).toBe(1250);
  });
});

describe('Publication_Get et la propriété', () => {
  test('rend la publication du compte, 404 en français pour celle d’un autre', async () => {
    const created = await create(h.alice, { Ean: ean('978236512103'), IdsLangues: [20] });
    const own = await h.send(h.alice, '/Publication/Publication_Get', { Id: created.Id });
    expect(own.statusCode).toBe(200);
    expect(h.publicationFieldErrors(own.json())).toEqual([]);
    expect((own.json() as Publication).Id).toBe(created.Id);

    for (const path of ['/Publication/Publication_Get', '/Publication/Publication_Delete']) {
      const foreign = await h.send(h.bruno, path, { Id: created.Id });
      expect(foreign.statusCode, path).toBe(404);
      expect(foreign.json()).toEqual({ Message: "Cette publication n'existe pas parmi les vôtres." });
    }
    for (const path of ['/Publication/Publication_Update', '/Publication/Publication_UpdateLibre']) {
      const foreign = await h.send(h.bruno, path, { Id: created.Id, Titre: 'Volé' });
      expect(foreign.statusCode, path).toBe(404);
    }
    const still = (await h.send(h.alice, '/Publication/Publication_Get', { Id: created.Id })).json() as Publication;
    expect(still.Titre).toBeNull();
  });

  test('une publication inconnue répond 404', async () => {
    const response = await h.send(h.alice, '/Publication/Publication_Get', { Id: 999999 });
    expect(response.statusCode).toBe(404);
  });
});

describe('Publication_GetAll_List', () => {
  test('pagine par DateMaj décroissante avec le total', async () => {
    const carol = await h.author('carol');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(carol, { Ean: ean(`97923651210${i}`), IdsLangues: [20] })).Id);
    // The first one becomes the most recently updated.
    const touched = await h.send(carol, '/Publication/Publication_UpdateLibre', { Id: ids[0], Titre: 'Relu' });
    expect(touched.statusCode, touched.body).toBe(200);

    const first = await h.send(carol, '/Publication/Publication_GetAll_List', { Limit: 2, Offset: 0 });
    expect(first.statusCode).toBe(200);
    expect(h.shapeErrors('/Publication/Publication_GetAll_List', first.json())).toEqual([]);
    const page1 = first.json() as Page;
    const page2 = (await h.send(carol, '/Publication/Publication_GetAll_List', { Limit: 2, Offset: 2 })).json() as Page;
    const page3 = (await h.send(carol, '/Publication/Publication_GetAll_List', { Limit: 2, Offset: 4 })).json() as Page;
    expect(page1.Total).toBe(5);
    expect(page1.Items[0]?.Id).toBe(ids[0]);
    const all = [...page1.Items, ...page2.Items, ...page3.Items];
    expect(all.map((item) => item.Id).sort()).toEqual([...ids].sort());
    const dates = all.map((item) => item.DateMaj);
    expect([...dates].sort().reverse()).toEqual(dates);

    const defaults = (await h.send(carol, '/Publication/Publication_GetAll_List', {})).json() as Page;
    expect(defaults.Items).toHaveLength(5);
    expect((await h.send(carol, '/Publication/Publication_GetAll_List', { Limit: 0 })).statusCode).toBe(400);
  });

  test('les publications de démonstration restent lisibles', async () => {
    const response = await call(h.ctx.app, '/Publication/Publication_GetAll_List', {
      token: TEST_TOKENS.frontOffice,
      values: {},
    });
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page.Items.map((item) => item.Ean)).toEqual(expect.arrayContaining(['9782365120012', '9782365120029']));
    expect(h.shapeErrors('/Publication/Publication_GetAll_List', page)).toEqual([]);
  });
});

describe('Publication_Update et Publication_UpdateLibre', () => {
  test('juge les étapes renseignées avec les messages du contrat', async () => {
    const created = await create(h.alice, { Ean: ean('978236512104'), IdsLangues: [20] });
    const refused = await h.send(h.alice, '/Publication/Publication_Update', {
      ...created,
      Titre: '-',
      DateParution: null,
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as { Message: string; Errors: { Champ: string; Message: string }[] };
    expect(body.Errors.map((error) => error.Champ)).toContain('/Titre');
    expect(JSON.stringify(body)).not.toMatch(/must /);

    const step4 = await h.send(h.alice, '/Publication/Publication_Update', {
      ...created,
      Titre: 'Le Phare',
      PrixTTC: 9.9,
    });
    expect(step4.statusCode).toBe(400);
    expect((step4.json() as typeof body).Errors.map((error) => error.Champ)).toContain('/DateParution');

    const saved = await h.send(h.alice, '/Publication/Publication_Update', {
      ...created,
      Titre: 'Le Phare',
      Serie: false,
      TitreVolume: 'ignoré',
      AuteurContribution: [
        { Nom: 'Zoé Martin', IdTypeContribution: 1, IdsLangues: [], Rang: 1 },
        { Nom: 'Anne Roux', IdTypeContribution: 1, IdsLangues: [], Rang: 0 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const publication = saved.json() as Publication;
    expect(h.publicationFieldErrors(publication)).toEqual([]);
    expect(publication.Titre).toBe('Le Phare');
    expect(publication.TitreVolume).toBeNull();
    expect(publication.AuteurContribution.map((c) => c.Nom)).toEqual(['Anne Roux', 'Zoé Martin']);
    expect(publication.DateMaj >= created.DateMaj).toBe(true);
  });

  test('UpdateLibre enregistre un brouillon sans les règles des étapes, mais avec les types du contrat', async () => {
    const created = await create(h.alice, { Ean: ean('978236512105'), IdsLangues: [20] });
    const draft = await h.send(h.alice, '/Publication/Publication_UpdateLibre', {
      Id: created.Id,
      Titre: '-',
      PrixTTC: 4,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ Titre: '-', PrixTTC: 4, IdEtatPublication: 1 });
    const wrongType = await h.send(h.alice, '/Publication/Publication_UpdateLibre', {
      Id: created.Id,
      PrixTTC: 'cher',
    });
    expect(wrongType.statusCode).toBe(400);
    const unknownFormat = await h.send(h.alice, '/Publication/Publication_UpdateLibre', {
      Id: created.Id,
      IdFormat: 9999,
    });
    expect(unknownFormat.statusCode).toBe(400);
    expect(unknownFormat.json()).toMatchObject({ Errors: [{ Champ: '/IdFormat' }] });
  });

  test('un EAN déjà pris par une autre publication du compte répond 409', async () => {
    const created = await create(h.alice, { Ean: ean('978236512106'), IdsLangues: [20] });
    const response = await h.send(h.alice, '/Publication/Publication_UpdateLibre', {
      Id: created.Id,
      Ean: ean('978236512104'),
    });
    expect(response.statusCode).toBe(409);
    const valid = ean('978236512109');
    const wrongKey = `${valid.slice(0, 12)}${(Number(valid.slice(-1)) + 1) % 10}`;
    expect(
      (await h.send(h.alice, '/Publication/Publication_UpdateLibre', { Id: created.Id, Ean: wrongKey })).statusCode,
    ).toBe(400);
    const garbage = await h.send(h.alice, '/Publication/Publication_UpdateLibre', { Id: created.Id, Ean: 'abc' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ Errors: [{ Champ: '/Ean' }] });
  });
});

describe('Publication_Delete', () => {
  test('supprime la publication du compte', async () => {
    const created = await create(h.alice, { Ean: ean('978236512107'), IdsLangues: [20] });
    const response = await h.send(h.alice, '/Publication/Publication_Delete', { Id: created.Id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: 'La publication a été supprimée.' });
    expect((await h.send(h.alice, '/Publication/Publication_Get', { Id: created.Id })).statusCode).toBe(404);
  });

  test('refuse (409) une publication qui figure dans une commande passée', async () => {
    const created = await create(h.alice, { Ean: ean('978236512108'), IdsLangues: [20] });
    const [commande] = await h.ctx.db
      .insert(commandes)
      .values({ idCompte: h.alice.idCompte, idEtatCommande: 2 })
      .returning({ id: commandes.id });
    await h.ctx.db
      .insert(commandeProduits)
      .values({ idCommande: commande!.id, idProduit: 1, quantite: 1, idPublication: created.Id });
    const response = await h.send(h.alice, '/Publication/Publication_Delete', { Id: created.Id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      Message: 'Cette publication figure dans une commande : elle ne peut pas être supprimée.',
    });
  });
});
