import { beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { and, eq } from 'drizzle-orm';
import { moderationsPublication } from '../../server/platform/db/schema.ts';
import { moderationHarness, type Publication } from './moderationHarness.ts';
import { useAuthors } from './publicationsHarness.ts';
import { call, TEST_TOKENS } from './testApp.ts';

/** A refusal as a fix list: stored with the refusal, handled by the author, compared by staff after resubmission. */

type ListeCorrections = components['schemas']['ListeCorrections'];
type ModificationsDepuisRefus = components['schemas']['ModificationsDepuisRefus'];

const h = useAuthors(moderationHarness, { alice: 'alice-corrections', bruno: 'bruno-corrections' });
let aliceLogin: string;

beforeAll(async () => {
  aliceLogin = await h.loginOf(h.alice);
});

const ELEMENTS = [
  { IdRaisonRefus: 3, Etape: 2, Champ: 'Titre', Commentaire: '  Le titre porte une faute.  ' },
  { IdRaisonRefus: 5, Etape: 5, Champ: null, Commentaire: null },
];

async function refused(serial: number): Promise<Publication> {
  const publication = await h.submitted(h.alice, serial, 'Les Marées');
  const response = await h.answer({
    Id: publication.Id,
    IdPersonne: h.alice.idCompte,
    Accepte: false,
    IdsRaisonRefus: [8],
    Commentaire: 'Quelques points à revoir.',
    Elements: ELEMENTS,
  });
  expect(response.statusCode, response.body).toBe(200);
  return publication;
}

async function corrections(id: number): Promise<ListeCorrections> {
  const response = await h.send(h.alice, '/Publication/Publication_Corrections', { Id: id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListeCorrections;
}

function traiter(id: number, values: Record<string, unknown>) {
  return h.send(h.alice, '/Publication/Publication_Correction_Traiter', { Id: id, ...values });
}

function modifications(id: number, idPersonne = h.alice.idCompte) {
  return call(h.ctx.app, '/BO/Publication/Publication_Modifications', {
    values: { Id: id, IdPersonne: idPersonne },
    token: TEST_TOKENS.backOffice,
  });
}

describe('Refus avec une liste de corrections', () => {
  test('le refus garde ses éléments ; leurs raisons s’ajoutent à IdsRaisonRefus ; l’e-mail les liste', async () => {
    const publication = await refused(600);
    const stored = await h.get(h.alice, publication.Id);
    expect(stored.IdEtatPublication).toBe(4);
    expect(stored.Moderation?.RaisonsRefus.map((raison) => raison.Id)).toEqual([8, 3, 5]);

    const list = await corrections(publication.Id);
    expect(list).toMatchObject({
      DateRefus: stored.Moderation?.DateModeration,
      Commentaire: 'Quelques points à revoir.',
    });
    expect(list.Elements).toEqual([
      {
        Id: expect.any(Number),
        RaisonRefus: { Id: 3, Libelle: 'Informations bibliographiques incomplètes ou incohérentes' },
        Etape: 2,
        Champ: 'Titre',
        LibelleChamp: 'Titre',
        Commentaire: 'Le titre porte une faute.',
        Etat: 'a_faire',
        Reponse: null,
        DateTraitement: null,
      },
      {
        Id: expect.any(Number),
        RaisonRefus: { Id: 5, Libelle: 'Couverture absente ou de qualité insuffisante' },
        Etape: 5,
        Champ: null,
        LibelleChamp: null,
        Commentaire: null,
        Etat: 'a_faire',
        Reponse: null,
        DateTraitement: null,
      },
    ]);

    // The refusal keeps the publication as it was refused: its contract fields, without its moderation.
    const [refusal] = await h.ctx.db
      .select({ instantane: moderationsPublication.instantane })
      .from(moderationsPublication)
      .where(and(eq(moderationsPublication.idPublication, publication.Id), eq(moderationsPublication.nature, 'refus')));
    const { Moderation, HistoriqueModeration, Referencement, DateMaj, IdEtatPublication, ...fields } = stored;
    expect(refusal?.instantane).toEqual({ ...fields, IdEtatPublication: 2, DateMaj: expect.any(String) });
    expect(refusal?.instantane).not.toHaveProperty('Moderation');

    const [mail] = await h.mailsTo(aliceLogin);
    expect(mail?.texte).toContain('Les corrections demandées :');
    expect(mail?.texte).toContain(
      '- Étape 2 · Titre, série et auteurs, Titre : Informations bibliographiques incomplètes ou incohérentes — Le titre porte une faute.',
    );
    expect(mail?.texte).toContain(
      "- Étape 5 · Sujet, résumé et couvertures, Toute l'étape : Couverture absente ou de qualité insuffisante",
    );
  });

  test('un champ qui n’est pas à son étape répond 400 en français, sans rien écrire', async () => {
    const publication = await h.submitted(h.alice, 601);
    const mailsBefore = (await h.mailsTo(aliceLogin)).length;
    const response = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      Elements: [{ IdRaisonRefus: 3, Etape: 1, Champ: 'Titre' }],
    });
    expect(response.statusCode).toBe(400);
    const message = "Le champ « Titre » n'est pas à l'étape 1 (EAN et langues).";
    expect(response.json()).toEqual({ Message: message, Errors: [{ Champ: '/Elements/0/Champ', Message: message }] });
    expect((await h.get(h.alice, publication.Id)).IdEtatPublication).toBe(2);
    expect(await h.mailsTo(aliceLogin)).toHaveLength(mailsBefore);
    expect((await corrections(publication.Id)).Elements).toEqual([]);
  });

  test('les éléments seuls suffisent à refuser ; une raison inconnue dans un élément répond 400', async () => {
    const publication = await h.submitted(h.alice, 602);
    const unknown = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      Elements: [{ IdRaisonRefus: 999, Etape: 1, Champ: 'Ean' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ Message: "Cette raison de refus n'existe pas." });
    const response = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      Elements: [{ IdRaisonRefus: 1, Etape: 1, Champ: 'Ean' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await corrections(publication.Id)).Elements.map((c) => c.LibelleChamp)).toEqual(['EAN']);
  });

  test('une publication jamais refusée, ou acceptée, a une liste vide ; celle d’un autre compte répond 404', async () => {
    const publication = await h.submitted(h.alice, 603);
    expect(await corrections(publication.Id)).toEqual({ DateRefus: null, Commentaire: null, Elements: [] });
    const other = await h.send(h.bruno, '/Publication/Publication_Corrections', { Id: publication.Id });
    expect(other.statusCode).toBe(404);
  });
});

describe('Publication_Correction_Traiter', () => {
  test('l’auteur marque faite, répond, remet à faire ; une réponse vide répond 400', async () => {
    const publication = await refused(610);
    const [titre, couverture] = (await corrections(publication.Id)).Elements;

    const done = await traiter(publication.Id, { IdCorrection: titre!.Id, Etat: 'faite' });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as ListeCorrections).Elements[0]).toMatchObject({
      Etat: 'faite',
      Reponse: null,
      DateTraitement: expect.any(String),
    });

    const blank = await traiter(publication.Id, { IdCorrection: couverture!.Id, Etat: 'repondue', Reponse: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      Errors: [{ Champ: '/Reponse', Message: 'Écrivez votre réponse à la modération.' }],
    });

    const answered = await traiter(publication.Id, {
      IdCorrection: couverture!.Id,
      Etat: 'repondue',
      Reponse: ' La couverture est en 300 dpi. ',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as ListeCorrections).Elements[1]).toMatchObject({
      Etat: 'repondue',
      Reponse: 'La couverture est en 300 dpi.',
    });

    const undone = await traiter(publication.Id, { IdCorrection: titre!.Id, Etat: 'a_faire' });
    expect((undone.json() as ListeCorrections).Elements[0]).toMatchObject({ Etat: 'a_faire', DateTraitement: null });
  });

  test('une correction inconnue ou d’un autre compte répond 404 ; après la soumission, 409', async () => {
    const publication = await refused(611);
    const [titre] = (await corrections(publication.Id)).Elements;
    const unknown = await traiter(publication.Id, { IdCorrection: 999_999, Etat: 'faite' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: "Cette correction n'existe pas pour cette publication." });
    const other = await h.send(h.bruno, '/Publication/Publication_Correction_Traiter', {
      Id: publication.Id,
      IdCorrection: titre!.Id,
      Etat: 'faite',
    });
    expect(other.statusCode).toBe(404);

    expect((await h.submit(h.alice, publication.Id)).statusCode).toBe(200);
    const late = await traiter(publication.Id, { IdCorrection: titre!.Id, Etat: 'faite' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ Message: 'Cette publication ne peut plus changer : ses corrections non plus.' });
  });

  test('la correction d’un refus plus ancien répond 409', async () => {
    const publication = await refused(612);
    const [old] = (await corrections(publication.Id)).Elements;
    expect((await h.submit(h.alice, publication.Id)).statusCode).toBe(200);
    const second = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      Elements: [{ IdRaisonRefus: 6, Etape: 5, Champ: 'Resume' }],
    });
    expect(second.statusCode, second.body).toBe(200);
    const response = await traiter(publication.Id, { IdCorrection: old!.Id, Etat: 'faite' });
    expect(response.statusCode).toBe(409);
    expect((await corrections(publication.Id)).Elements.map((c) => c.Champ)).toEqual(['Resume']);
  });
});

describe('BO_Publication_Publication_Modifications', () => {
  test('montre les champs changés depuis le refus, en français, et les réponses de l’auteur', async () => {
    const publication = await refused(620);
    const [titre, couverture] = (await corrections(publication.Id)).Elements;
    await traiter(publication.Id, { IdCorrection: titre!.Id, Etat: 'faite' });
    await traiter(publication.Id, { IdCorrection: couverture!.Id, Etat: 'repondue', Reponse: 'Elle est nette.' });
    const current = await h.get(h.alice, publication.Id);
    const updated = await h.send(h.alice, '/Publication/Publication_Update', {
      ...current,
      Titre: 'Les Marées du soir',
      PrixTTC: 21,
      Coffret: true,
      AuteurContribution: [
        { Nom: 'Camille Martin', IdTypeContribution: 1, IdsLangues: [], Rang: 1 },
        { Nom: 'Jo Lee', IdTypeContribution: 2, IdsLangues: [20], Rang: 2 },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await h.submit(h.alice, publication.Id)).statusCode).toBe(200);

    const response = await modifications(publication.Id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ModificationsDepuisRefus;
    expect(body.DateRefus).toBe(current.Moderation?.DateModeration);
    expect(body.Corrections.map((c) => [c.Etat, c.Reponse])).toEqual([
      ['faite', null],
      ['repondue', 'Elle est nette.'],
    ]);
    expect(body.Champs).toEqual([
      { Champ: 'Titre', LibelleChamp: 'Titre', Etape: 2, Avant: 'Les Marées', Apres: 'Les Marées du soir' },
      {
        Champ: 'AuteurContribution',
        LibelleChamp: 'Auteurs et contributeurs',
        Etape: 2,
        Avant: 'Camille Martin (Auteur)',
        Apres: 'Camille Martin (Auteur), Jo Lee (Traducteur)',
      },
      { Champ: 'PrixTTC', LibelleChamp: 'Prix TTC', Etape: 4, Avant: '18,50\u00a0€', Apres: '21,00\u00a0€' },
      { Champ: 'Coffret', LibelleChamp: 'Coffret', Etape: 4, Avant: 'Non', Apres: 'Oui' },
    ]);
  });

  test('jamais refusée : rien ; un autre propriétaire répond 404 ; le front-office 403', async () => {
    const publication = await h.submitted(h.alice, 621);
    expect((await modifications(publication.Id)).json()).toEqual({ DateRefus: null, Corrections: [], Champs: [] });
    expect((await modifications(publication.Id, h.bruno.idCompte)).statusCode).toBe(404);
    const author = await call(h.ctx.app, '/BO/Publication/Publication_Modifications', {
      values: { Id: publication.Id, IdPersonne: h.alice.idCompte },
      token: TEST_TOKENS.frontOffice,
    });
    expect(author.statusCode).toBe(403);
  });
});
