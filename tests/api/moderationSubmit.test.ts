import { describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { useAuthors } from './publicationsHarness.ts';
import { call, TEST_TOKENS } from './testApp.ts';
import { moderationHarness, type Publication } from './moderationHarness.ts';

type Page = components['schemas']['PagePublicationResume'];
type Marque = components['schemas']['Marque'];

/** The author's side of the moderation: submitting, withdrawing, and what may be changed meanwhile. */

const h = useAuthors(moderationHarness, { alice: 'alice-moderation', bruno: 'bruno-moderation' });

const AWAITING = 'Cette publication est en attente de modération : retirez-la de la modération pour la modifier.';
const VALIDATED = 'Cette publication est validée : contactez-nous pour la modifier.';

function natures(publication: Publication): string[] {
  return publication.HistoriqueModeration.map((event) => event.Nature);
}

describe('Publication_Submit', () => {
  test('soumet une publication dont les cinq étapes sont valides : en attente de modération, soumission dans l’historique', async () => {
    const publication = await h.complete(h.alice, 100);
    expect(publication).toMatchObject({ IdEtatPublication: 1, Moderation: null, HistoriqueModeration: [] });
    const response = await h.submit(h.alice, publication.Id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Publication;
    expect(h.publicationFieldErrors(body)).toEqual([]);
    expect(body).toMatchObject({ Id: publication.Id, IdEtatPublication: 2, Moderation: null });
    expect(body.HistoriqueModeration).toEqual([
      { Nature: 'soumission', Date: expect.any(String), RaisonsRefus: [], Commentaire: null },
    ]);
    expect(await h.get(h.alice, publication.Id)).toEqual(body);
    const page = (await h.send(h.alice, '/Publication/Publication_GetAll_List', {})).json() as Page;
    expect(page.Items.find((item) => item.Id === publication.Id)).toMatchObject({
      IdEtatPublication: 2,
      Moderation: null,
    });
    expect(h.shapeErrors('/Publication/Publication_GetAll_List', page)).toEqual([]);
  });

  test('refuse une publication dont une étape n’est pas valide, en nommant l’étape, sans rien écrire', async () => {
    const draft = await h.draft(h.alice, 101);
    const response = await h.submit(h.alice, draft.Id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      Message: "L'étape 2 (Titre, série et auteurs) n'est pas valide : complétez-la avant de soumettre la publication.",
    });
    expect(await h.get(h.alice, draft.Id)).toMatchObject({ IdEtatPublication: 1, HistoriqueModeration: [] });
  });

  test('refuse une publication sans couverture : l’étape 5 n’est pas valide', async () => {
    const publication = await h.complete(h.alice, 102);
    // A new publication with the same fields but no cover (saved as a draft): only step 5 fails.
    const other = await h.draft(h.bruno, 102);
    const copied = await h.send(h.bruno, '/Publication/Publication_UpdateLibre', {
      ...publication,
      Id: other.Id,
      VisuelCouverture: null,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const response = await h.submit(h.bruno, other.Id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      Message:
        "L'étape 5 (Sujet, résumé et couvertures) n'est pas valide : complétez-la avant de soumettre la publication.",
    });
  });

  test('refuse une seconde soumission (409) et n’écrit qu’une soumission', async () => {
    const publication = await h.submitted(h.alice, 103);
    const again = await h.submit(h.alice, publication.Id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: 'Cette publication est déjà en attente de modération.' });
    expect(natures(await h.get(h.alice, publication.Id))).toEqual(['soumission']);
  });

  test('une publication d’un autre compte ou inconnue répond 404', async () => {
    const publication = await h.complete(h.alice, 104);
    for (const response of [await h.submit(h.bruno, publication.Id), await h.submit(h.alice, 999_999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: "Cette publication n'existe pas parmi les vôtres." });
    }
    expect((await h.get(h.alice, publication.Id)).IdEtatPublication).toBe(1);
  });
});

describe('Publication_Withdraw', () => {
  test('retire une publication soumise : brouillon de nouveau, retrait dans l’historique, puis modifiable', async () => {
    const publication = await h.submitted(h.alice, 110);
    const response = await h.withdraw(h.alice, publication.Id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Publication;
    expect(h.publicationFieldErrors(body)).toEqual([]);
    expect(body.IdEtatPublication).toBe(1);
    expect(natures(body)).toEqual(['soumission', 'retrait']);
    const edited = await h.send(h.alice, '/Publication/Publication_Update', { ...body, Titre: 'Les Marées, tome 2' });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  test('refuse de retirer une publication qui n’attend pas de modération (409)', async () => {
    const publication = await h.complete(h.alice, 111);
    const response = await h.withdraw(h.alice, publication.Id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: "Cette publication n'est pas en attente de modération." });
    expect((await h.get(h.alice, publication.Id)).HistoriqueModeration).toEqual([]);
  });

  test('une publication d’un autre compte répond 404 et reste soumise', async () => {
    const publication = await h.submitted(h.alice, 112);
    expect((await h.withdraw(h.bruno, publication.Id)).statusCode).toBe(404);
    expect((await h.get(h.alice, publication.Id)).IdEtatPublication).toBe(2);
  });
});

describe('les modifications de l’auteur pendant et après la modération', () => {
  async function everyEdit(publication: Publication) {
    const [marque] = (
      await h.send(h.alice, '/Publication/EAN_GetMarques', { Ean: publication.Ean })
    ).json() as Marque[];
    return {
      Publication_Update: await h.send(h.alice, '/Publication/Publication_Update', { ...publication, Titre: 'Autre' }),
      Publication_UpdateLibre: await h.send(h.alice, '/Publication/Publication_UpdateLibre', {
        ...publication,
        Titre: 'Autre',
      }),
      Publication_FileUpload: await h.uploadCover(h.alice, publication.Id),
      Publication_UpdateMarque: await h.send(h.alice, '/Publication/Publication_UpdateMarque', {
        Old: marque,
        New: marque,
        IdPublication: publication.Id,
      }),
      Publication_Delete: await h.send(h.alice, '/Publication/Publication_Delete', { Id: publication.Id }),
    };
  }

  test('refuse toute modification d’une publication en attente de modération (409), qui reste intacte', async () => {
    const publication = await h.submitted(h.alice, 120);
    for (const [operation, response] of Object.entries(await everyEdit(publication))) {
      expect(response.statusCode, operation).toBe(409);
      expect(response.json(), operation).toEqual({ Message: AWAITING });
    }
    expect(await h.get(h.alice, publication.Id)).toEqual(publication);
  });

  test('refuse toute modification d’une publication validée (409)', async () => {
    const publication = await h.submitted(h.alice, 121);
    const accepted = await h.answer({ Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const [operation, response] of Object.entries(await everyEdit(await h.get(h.alice, publication.Id)))) {
      expect(response.statusCode, operation).toBe(409);
      expect(response.json(), operation).toEqual({ Message: VALIDATED });
    }
    const again = await h.submit(h.alice, publication.Id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: 'Cette publication est déjà validée.' });
  });

  test('une publication refusée se corrige et se soumet de nouveau', async () => {
    const publication = await h.submitted(h.alice, 122);
    const refused = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      IdsRaisonRefus: [6],
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const stored = await h.get(h.alice, publication.Id);
    expect(stored.IdEtatPublication).toBe(4);
    const corrected = await h.send(h.alice, '/Publication/Publication_Update', {
      ...stored,
      Resume: `${stored.Resume} Un roman d'apprentissage au bord de la mer.`,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const resubmitted = await h.submit(h.alice, publication.Id);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const body = resubmitted.json() as Publication;
    expect(body.IdEtatPublication).toBe(2);
    expect(natures(body)).toEqual(['soumission', 'refus', 'soumission']);
    // The last answer stays the refusal until the back office answers again.
    expect(body.Moderation).toMatchObject({
      Accepte: false,
      RaisonsRefus: [{ Id: 6, Libelle: 'Résumé non conforme' }],
    });
  });
});

describe('les données de démonstration', () => {
  test('la publication validée de l’auteur de démonstration a été soumise puis acceptée', async () => {
    const page = (
      await call(h.ctx.app, '/Publication/Publication_GetAll_List', { token: TEST_TOKENS.frontOffice, values: {} })
    ).json() as Page;
    const validated = page.Items.find((item) => item.Titre === 'Les Jardins de Penhoët');
    expect(validated).toMatchObject({ IdEtatPublication: 3, Moderation: { Accepte: true, RaisonsRefus: [] } });
    const detail = await call(h.ctx.app, '/Publication/Publication_Get', {
      token: TEST_TOKENS.frontOffice,
      values: { Id: validated?.Id },
    });
    const publication = detail.json() as Publication;
    expect(natures(publication)).toEqual(['soumission', 'acceptation']);
    expect(Date.parse(publication.HistoriqueModeration[0]!.Date)).toBeLessThan(
      Date.parse(publication.HistoriqueModeration[1]!.Date),
    );
  });
});
