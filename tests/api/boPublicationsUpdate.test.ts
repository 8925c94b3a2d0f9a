import { beforeAll, describe, expect, test } from 'vitest';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { PUBLICATION_MESSAGES } from '../../domain/publication/messages.ts';
import { useAuthors } from './publicationsHarness.ts';
import { moderationHarness, type Publication, type PublicationBO } from './moderationHarness.ts';
import { asAdmin } from './testApp.ts';

/** BO_Publication_Publication_Get and _Update: an account's publication read and saved by the back office. */

const GET = '/BO/Publication/Publication_Get';
const UPDATE = '/BO/Publication/Publication_Update';
const NOT_FOUND = { Message: "Cette publication n'existe pas pour ce compte." };

type Refusal = { Message: string; Errors: { Champ: string; Message: string }[] };

const h = useAuthors(moderationHarness, { alice: 'bo-edition-alice', bruno: 'bo-edition-bruno' });
let submitted: Publication;

beforeAll(async () => {
  submitted = await h.submitted(h.alice, 801, 'Les Marées');
});

describe('Publication_Get', () => {
  test("the owner's publication with its owner and its moderation history", async () => {
    const response = await asAdmin(GET, { Id: submitted.Id, IdPersonne: h.alice.idCompte });
    expect(response.statusCode, response.body).toBe(200);
    const publication = response.json() as PublicationBO;
    expect(publication).toMatchObject({
      Id: submitted.Id,
      Titre: 'Les Marées',
      IdEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration,
      IdPersonne: h.alice.idCompte,
      Login: await h.loginOf(h.alice),
      Nom: 'bo-edition-alice',
    });
    expect(publication.HistoriqueModeration.map((event) => event.Nature)).toEqual(['soumission']);
  });

  test('an unknown id, or an account that does not own it, answers 404', async () => {
    for (const values of [
      { Id: submitted.Id, IdPersonne: h.bruno.idCompte },
      { Id: 999_999, IdPersonne: h.alice.idCompte },
      { Id: submitted.Id, IdPersonne: 999_999 },
    ]) {
      const response = await asAdmin(GET, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('the moderation list after a submission through the API', () => {
  test('lists the submitted publication with the date of its submission', async () => {
    const response = await asAdmin('/BO/Publication/PublicationModeration_GetAll_List', {
      IdPersonne: h.alice.idCompte,
    });
    expect(response.statusCode, response.body).toBe(200);
    const submission = submitted.HistoriqueModeration.find((event) => event.Nature === 'soumission');
    expect(response.json()).toMatchObject({
      Total: 1,
      Items: [{ Id: submitted.Id, DateSoumission: submission?.Date, Titre: 'Les Marées' }],
    });
  });
});

describe('Publication_Update', () => {
  test('refused with the messages of the steps, the publication unchanged', async () => {
    const response = await asAdmin(UPDATE, {
      Id: submitted.Id,
      IdPersonne: h.alice.idCompte,
      IdDisponibilite: 1,
      DateParution: '2020-01-01',
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as Refusal;
    expect(body.Message).toBe(PUBLICATION_MESSAGES.stepRefused);
    expect(body.Errors).toContainEqual({
      Champ: '/DateParution',
      Message: 'Une publication à paraître ne peut pas avoir une date de parution passée',
    });
    const reread = await asAdmin(GET, { Id: submitted.Id, IdPersonne: h.alice.idCompte });
    expect(reread.json()).toMatchObject({
      IdDisponibilite: submitted.IdDisponibilite,
      DateParution: submitted.DateParution,
      DateMaj: submitted.DateMaj,
    });
  });

  test('an unknown brand is refused on its field', async () => {
    const response = await asAdmin(UPDATE, { Id: submitted.Id, IdPersonne: h.alice.idCompte, IdMarque: 999_999 });
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as Refusal).Errors).toEqual([
      { Champ: '/IdMarque', Message: PUBLICATION_MESSAGES.unknownReference },
    ]);
  });

  test('saved on a publication awaiting moderation, which keeps its state and history', async () => {
    const response = await asAdmin(UPDATE, {
      Id: submitted.Id,
      IdPersonne: h.alice.idCompte,
      Titre: 'Les Marées d’équinoxe',
      PrixTTC: 21,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as PublicationBO;
    expect(saved).toMatchObject({
      Titre: 'Les Marées d’équinoxe',
      PrixTTC: 21,
      Resume: submitted.Resume,
      IdEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration,
      IdPersonne: h.alice.idCompte,
    });
    expect(saved.HistoriqueModeration).toHaveLength(1);
    expect(saved.DateMaj > submitted.DateMaj).toBe(true);
    // The author reads what the back office saved.
    expect(await h.get(h.alice, submitted.Id)).toMatchObject({ Titre: 'Les Marées d’équinoxe', PrixTTC: 21 });
  });

  test('an EAN the owner already has elsewhere answers 409', async () => {
    const other = await h.draft(h.alice, 802);
    const response = await asAdmin(UPDATE, { Id: submitted.Id, IdPersonne: h.alice.idCompte, Ean: other.Ean });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ Message: PUBLICATION_MESSAGES.eanTaken });
  });

  test('an unknown id, or an account that does not own it, answers 404 and writes nothing', async () => {
    for (const values of [
      { Id: submitted.Id, IdPersonne: h.bruno.idCompte, Titre: 'Volé' },
      { Id: 999_999, IdPersonne: h.alice.idCompte, Titre: 'Volé' },
    ]) {
      const response = await asAdmin(UPDATE, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await h.get(h.alice, submitted.Id)).Titre).toBe('Les Marées d’équinoxe');
  });
});
