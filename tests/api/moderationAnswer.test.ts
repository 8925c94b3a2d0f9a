import { beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { useAuthors } from './publicationsHarness.ts';
import { moderationHarness, type Publication, type PublicationBO } from './moderationHarness.ts';
import { TEST_TOKENS } from './testApp.ts';

type Page = components['schemas']['PagePublicationResume'];

/** The back office's answer (BO_Publication_Moderation_Answer), the author's e-mail and the history. */

const NOT_FOUND = { Message: "Cette publication n'existe pas pour ce compte." };

const h = useAuthors(moderationHarness, { alice: 'alice-reponse', bruno: 'bruno-reponse' });
let aliceLogin: string;

beforeAll(async () => {
  aliceLogin = await h.loginOf(h.alice);
});

function submitted(serial: number, titre?: string): Promise<Publication> {
  return h.submitted(h.alice, serial, titre);
}

/** A refusal or an acceptance that must have changed nothing: still awaiting, no answer, no e-mail. */
async function expectUnanswered(publication: Publication, mailsBefore: number) {
  const stored = await h.get(h.alice, publication.Id);
  expect(stored).toMatchObject({ IdEtatPublication: 2, Moderation: null });
  expect(stored.HistoriqueModeration.map((event) => event.Nature)).toEqual(['soumission']);
  expect(await h.mailsTo(aliceLogin)).toHaveLength(mailsBefore);
}

describe('BO_Publication_Moderation_Answer — acceptation', () => {
  test('valide la publication, l’écrit dans l’historique et prévient l’auteur par e-mail', async () => {
    const publication = await submitted(200, 'Le Phare');
    const response = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: true,
      Commentaire: '  Merci pour cette déclaration soignée.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PublicationBO;
    // PublicationBO is a Publication and its owner: each part has exactly the contract's fields.
    const { IdPersonne, Login, Prenom, Nom, ...own } = body;
    expect(h.publicationFieldErrors(own)).toEqual([]);
    expect({ IdPersonne, Login, Prenom, Nom }).toEqual({
      IdPersonne: h.alice.idCompte,
      Login: aliceLogin,
      Prenom: 'Auteur',
      Nom: 'alice-reponse',
    });
    expect(body).toMatchObject({
      Id: publication.Id,
      IdEtatPublication: 3,
      Moderation: {
        Accepte: true,
        RaisonsRefus: [],
        Commentaire: 'Merci pour cette déclaration soignée.',
        DateModeration: expect.any(String),
      },
    });
    expect(body.HistoriqueModeration.map((event) => event.Nature)).toEqual(['soumission', 'acceptation']);
    const author = await h.get(h.alice, publication.Id);
    expect(author.Moderation).toEqual(body.Moderation);
    expect(author.HistoriqueModeration).toEqual(body.HistoriqueModeration);

    const [mail] = await h.mailsTo(aliceLogin);
    expect(mail?.sujet).toBe('Votre publication « Le Phare » est validée');
    expect(mail?.texte).toContain(`Votre publication « Le Phare » (EAN ${publication.Ean}) a été validée`);
    expect(mail?.texte).toContain('Merci pour cette déclaration soignée.');
    expect(mail?.texte).toContain(`${h.ctx.config.publicUrl}/publication/${publication.Id}`);
  });
});

describe('BO_Publication_Moderation_Answer — refus', () => {
  test('refuse pour plusieurs raisons avec un commentaire ; l’auteur lit les raisons dans l’e-mail, le détail et la liste', async () => {
    const publication = await submitted(210, 'La Dune');
    const response = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      IdsRaisonRefus: [5, 3],
      Commentaire: 'La couverture est floue.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const reasons = [
      { Id: 5, Libelle: 'Couverture absente ou de qualité insuffisante' },
      { Id: 3, Libelle: 'Informations bibliographiques incomplètes ou incohérentes' },
    ];
    const body = response.json() as PublicationBO;
    expect(body.IdEtatPublication).toBe(4);
    expect(body.Moderation).toEqual({
      Accepte: false,
      RaisonsRefus: reasons,
      Commentaire: 'La couverture est floue.',
      DateModeration: expect.any(String),
    });
    expect(body.HistoriqueModeration.at(-1)).toEqual({
      Nature: 'refus',
      Date: body.Moderation?.DateModeration,
      RaisonsRefus: reasons,
      Commentaire: 'La couverture est floue.',
    });

    const page = (await h.send(h.alice, '/Publication/Publication_GetAll_List', {})).json() as Page;
    expect(page.Items.find((item) => item.Id === publication.Id)).toMatchObject({
      IdEtatPublication: 4,
      Moderation: body.Moderation,
    });

    const [mail] = await h.mailsTo(aliceLogin);
    expect(mail?.sujet).toBe('Votre publication « La Dune » est refusée');
    expect(mail?.texte).toContain('refusée par notre équipe de modération pour les raisons suivantes :');
    expect(mail?.texte).toContain('- Couverture absente ou de qualité insuffisante');
    expect(mail?.texte).toContain('- Informations bibliographiques incomplètes ou incohérentes');
    expect(mail?.texte).toContain('La couverture est floue.');
    expect(mail?.texte).toContain(`${h.ctx.config.publicUrl}/publication/${publication.Id}`);
  });

  test('refuse un refus sans raison (400 en français), sans rien écrire', async () => {
    const publication = await submitted(211);
    const mailsBefore = (await h.mailsTo(aliceLogin)).length;
    for (const values of [
      { Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: false },
      { Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: false, IdsRaisonRefus: [] },
    ]) {
      const response = await h.answer(values);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: 'Indiquez au moins une raison de refus.' });
    }
    await expectUnanswered(publication, mailsBefore);
  });

  test('refuse une raison inconnue (400), sans rien écrire', async () => {
    const publication = await submitted(212);
    const mailsBefore = (await h.mailsTo(aliceLogin)).length;
    const response = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      IdsRaisonRefus: [1, 999],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: "Cette raison de refus n'existe pas." });
    await expectUnanswered(publication, mailsBefore);
  });

  test('refuse un commentaire de plus de 2000 caractères (400)', async () => {
    const publication = await submitted(213);
    const mailsBefore = (await h.mailsTo(aliceLogin)).length;
    const response = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: true,
      Commentaire: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Errors: [{ Champ: '/Commentaire', Message: 'Le commentaire ne doit pas dépasser 2000 caractères' }],
    });
    await expectUnanswered(publication, mailsBefore);
  });
});

describe('BO_Publication_Moderation_Answer — refus de la demande', () => {
  test('un autre compte que le propriétaire ou un Id inconnu répond 404', async () => {
    const publication = await submitted(220);
    const mailsBefore = (await h.mailsTo(aliceLogin)).length;
    for (const values of [
      { Id: publication.Id, IdPersonne: h.bruno.idCompte, Accepte: true },
      { Id: publication.Id, IdPersonne: 999_999_999, Accepte: true },
      { Id: 999_999_999, IdPersonne: h.alice.idCompte, Accepte: true },
    ]) {
      const response = await h.answer(values);
      expect(response.statusCode, JSON.stringify(values)).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    await expectUnanswered(publication, mailsBefore);
  });

  test('une publication qui n’attend pas de modération répond 409 : brouillon, déjà validée', async () => {
    const draft = await h.complete(h.alice, 221);
    const onDraft = await h.answer({ Id: draft.Id, IdPersonne: h.alice.idCompte, Accepte: true });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json()).toEqual({ Message: "Cette publication n'est pas en attente de modération." });
    expect((await h.get(h.alice, draft.Id)).IdEtatPublication).toBe(1);

    const publication = await submitted(222);
    expect((await h.answer({ Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: true })).statusCode).toBe(200);
    const again = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      IdsRaisonRefus: [8],
    });
    expect(again.statusCode).toBe(409);
    expect((await h.get(h.alice, publication.Id)).IdEtatPublication).toBe(3);
  });

  test('un jeton du front-office répond 403, aucun jeton 401', async () => {
    const publication = await submitted(223);
    const mailsBefore = (await h.mailsTo(aliceLogin)).length;
    const values = { Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: true };
    const frontOffice = await h.answer(values, TEST_TOKENS.frontOffice);
    expect(frontOffice.statusCode).toBe(403);
    expect(frontOffice.json()).toEqual({ Message: 'Accès refusé.' });
    const anonymous = await h.answer(values, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Message: 'Authentification requise.' });
    await expectUnanswered(publication, mailsBefore);
  });
});

describe('BO_Publication_Moderation_Answer — réponses simultanées', () => {
  test('deux réponses en même temps : une seule passe, l’autre répond 409 ; une réponse et un e-mail', async () => {
    const publication = await submitted(240, 'Le Môle');
    const mailsBefore = (await h.mailsTo(aliceLogin)).length;
    const answers = await Promise.all([
      h.answer({ Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: true }),
      h.answer({ Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: false, IdsRaisonRefus: [8] }),
      h.withdraw(h.alice, publication.Id),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const stored = await h.get(h.alice, publication.Id);
    expect(stored.HistoriqueModeration).toHaveLength(2);
    const mails = await h.mailsTo(aliceLogin);
    const answered = stored.HistoriqueModeration[1]?.Nature;
    expect(mails.length - mailsBefore).toBe(answered === 'retrait' ? 0 : 1);
  });
});

describe('l’historique de modération', () => {
  test('garde soumissions, retrait et réponses dans l’ordre, la dernière réponse faisant foi', async () => {
    const publication = await submitted(230);
    expect((await h.withdraw(h.alice, publication.Id)).statusCode).toBe(200);
    expect((await h.submit(h.alice, publication.Id)).statusCode).toBe(200);
    const refused = await h.answer({
      Id: publication.Id,
      IdPersonne: h.alice.idCompte,
      Accepte: false,
      IdsRaisonRefus: [4],
      Commentaire: 'Ce n’est pas votre marque.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await h.submit(h.alice, publication.Id)).statusCode).toBe(200);
    const accepted = await h.answer({ Id: publication.Id, IdPersonne: h.alice.idCompte, Accepte: true });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const stored = await h.get(h.alice, publication.Id);
    expect(stored.IdEtatPublication).toBe(3);
    expect(
      stored.HistoriqueModeration.map(({ Nature, RaisonsRefus, Commentaire }) => ({
        Nature,
        RaisonsRefus,
        Commentaire,
      })),
    ).toEqual([
      { Nature: 'soumission', RaisonsRefus: [], Commentaire: null },
      { Nature: 'retrait', RaisonsRefus: [], Commentaire: null },
      { Nature: 'soumission', RaisonsRefus: [], Commentaire: null },
      {
        Nature: 'refus',
        RaisonsRefus: [{ Id: 4, Libelle: 'Marque éditoriale incorrecte' }],
        Commentaire: 'Ce n’est pas votre marque.',
      },
      { Nature: 'soumission', RaisonsRefus: [], Commentaire: null },
      { Nature: 'acceptation', RaisonsRefus: [], Commentaire: null },
    ]);
    const dates = stored.HistoriqueModeration.map((event) => Date.parse(event.Date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(stored.Moderation).toEqual({
      Accepte: true,
      RaisonsRefus: [],
      Commentaire: null,
      DateModeration: stored.HistoriqueModeration.at(-1)?.Date,
    });
    const [, refusal] = await h.mailsTo(aliceLogin);
    expect(refusal?.texte).toContain('pour la raison suivante :\n- Marque éditoriale incorrecte');
    const subjects = (await h.mailsTo(aliceLogin)).slice(0, 2).map((mail) => mail.sujet);
    expect(subjects).toEqual([
      'Votre publication « Les Marées » est validée',
      'Votre publication « Les Marées » est refusée',
    ]);
  });
});
