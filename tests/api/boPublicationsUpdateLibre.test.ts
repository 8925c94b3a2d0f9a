import { beforeAll, describe, expect, test } from 'vitest';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { PUBLICATION_MESSAGES } from '../../domain/publication/messages.ts';
import { useAuthors } from './publicationsHarness.ts';
import { moderationHarness, type Publication, type PublicationBO } from './moderationHarness.ts';
import { asAdmin, call, TEST_TOKENS } from './testApp.ts';

/** BO_Publication_Publication_UpdateLibre: an account's draft saved by the back office without the steps' rules. */

const UPDATE_LIBRE = '/BO/Publication/Publication_UpdateLibre';
const NOT_FOUND = { Message: "Cette publication n'existe pas pour ce compte." };

type Refusal = { Message: string; Errors: { Champ: string; Message: string }[] };

const h = useAuthors(moderationHarness, { alice: 'bo-libre-alice', bruno: 'bo-libre-bruno' });
let draft: Publication;
let submitted: Publication;

beforeAll(async () => {
  draft = await h.complete(h.alice, 901, 'Les Brisants');
  submitted = await h.submitted(h.alice, 902, 'Les Embruns');
});

describe('BO Publication_UpdateLibre', () => {
  test("saves the owner's draft with a step failing its rules, the draft keeping its state", async () => {
    const response = await asAdmin(UPDATE_LIBRE, { Id: draft.Id, IdPersonne: h.alice.idCompte, Titre: '', PrixTTC: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as PublicationBO).toMatchObject({
      Id: draft.Id,
      Titre: '',
      PrixTTC: 0,
      Resume: draft.Resume,
      IdEtatPublication: ETAT_PUBLICATION.brouillon,
      IdPersonne: h.alice.idCompte,
    });
    // The author reads what the back office saved.
    expect(await h.get(h.alice, draft.Id)).toMatchObject({ Titre: '', PrixTTC: 0 });
  });

  test('the same entry through BO Publication_Update is refused by the rules of the steps', async () => {
    const response = await call(h.ctx.app, '/BO/Publication/Publication_Update', {
      token: TEST_TOKENS.backOffice,
      values: { Id: draft.Id, IdPersonne: h.alice.idCompte, Titre: '' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as Refusal).Message).toBe(PUBLICATION_MESSAGES.stepRefused);
  });

  test('a new EAN is judged by step 1 all the same', async () => {
    const response = await asAdmin(UPDATE_LIBRE, { Id: draft.Id, IdPersonne: h.alice.idCompte, Ean: '123' });
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as Refusal).Errors.map((error) => error.Champ)).toContain('/Ean');
  });

  test('an EAN the owner already has elsewhere answers 409', async () => {
    const response = await asAdmin(UPDATE_LIBRE, { Id: draft.Id, IdPersonne: h.alice.idCompte, Ean: submitted.Ean });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ Message: PUBLICATION_MESSAGES.eanTaken });
  });

  test('a publication awaiting moderation answers 409 and is not changed', async () => {
    const response = await asAdmin(UPDATE_LIBRE, { Id: submitted.Id, IdPersonne: h.alice.idCompte, Titre: '' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ Message: PUBLICATION_MESSAGES.draftRefused });
    expect((await h.get(h.alice, submitted.Id)).Titre).toBe('Les Embruns');
  });

  test("another account's publication, or an unknown one, answers 404 and writes nothing", async () => {
    for (const values of [
      { Id: draft.Id, IdPersonne: h.bruno.idCompte, Titre: 'Volé' },
      { Id: 999_999, IdPersonne: h.alice.idCompte, Titre: 'Volé' },
      { Id: draft.Id, IdPersonne: 999_999, Titre: 'Volé' },
    ]) {
      const response = await asAdmin(UPDATE_LIBRE, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await h.get(h.alice, draft.Id)).Titre).toBe('');
  });

  test('answers 401 without a token and 403 with the front office token', async () => {
    const values = { Id: draft.Id, IdPersonne: h.alice.idCompte, Titre: 'Volé' };
    expect((await call(h.ctx.app, UPDATE_LIBRE, { values })).statusCode).toBe(401);
    const author = await call(h.ctx.app, UPDATE_LIBRE, { values, token: TEST_TOKENS.frontOffice });
    expect(author.statusCode).toBe(403);
    expect((await h.get(h.alice, draft.Id)).Titre).toBe('');
  });
});
