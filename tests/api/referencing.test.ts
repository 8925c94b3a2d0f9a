import { describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { PUBLICATION_FIELD_LABELS } from '../../domain/publication/labels.ts';
import { catalogueMessageOf } from '../../domain/referencing/catalogueMessageFields.ts';
import {
  applyAcknowledgement,
  markDelivered,
  publicationsToDeliver,
  referencingNotices,
} from '../../server/areas/referencing/public.ts';
import { livraisons } from '../../server/platform/db/schema.ts';
import { createMailer } from '../../server/platform/mail/mailer.ts';
import { useAuthors, type Author } from './publicationsHarness.ts';
import { referencingHarness } from './referencingHarness.ts';
import { asStaffOn } from './testApp.ts';

type Page = components['schemas']['PagePublicationResume'];

/** A publication's referencing as its author follows it: paid or not, delivered, acknowledged, corrected. */

const h = useAuthors(referencingHarness, { alice: 'alice-referencement', bruno: 'bruno-referencement' });

const REFERENCEMENT_IMPRIME = { IdProduit: 1, PrixCentimes: 4900 };
const ABONNEMENT_ESSENTIEL = 30;
const CORRIGER = '/Publication/Publication_Corriger';

const SHORT_SUMMARY = catalogueMessageOf({
  Code: 'CAT-RESUME-COURT',
  Severity: 'F',
  Note: 'Le résumé doit compter au moins 200 caractères.',
  Element: 'TextContent',
});

function notices() {
  const mailer = createMailer({ db: h.ctx.db, from: h.ctx.config.mailFrom, seller: h.ctx.config.seller });
  return referencingNotices(mailer, h.ctx.config.publicUrl);
}

/**
 * Delivers the publications `ids` as a delivery run does (publicationsToDeliver, a delivery row, then
 * markDelivered), with the author's e-mails sent after the commit. Returns what was due.
 */
async function deliver(...ids: number[]): Promise<number[]> {
  const sent = notices();
  const due = await h.ctx.db.transaction(async (tx) => {
    const due = await publicationsToDeliver(tx);
    const taken = due.filter((id) => ids.includes(id));
    if (taken.length === 0) return due;
    const [livraison] = await tx
      .insert(livraisons)
      .values({
        etat: 'preparee',
        declencheur: 'backOffice',
        versionOnix: '3.1',
        fichier: '<ONIXMessage release="3.1"/>',
        nombreProduits: taken.length,
      })
      .returning({ id: livraisons.id });
    await markDelivered(tx, taken, livraison!.id, sent);
    return due;
  });
  await sent.deliver();
  return due;
}

async function acknowledge(
  id: number,
  Statut: 'referencee' | 'referenceeAvecRemarques' | 'rejetee',
  Messages = [SHORT_SUMMARY],
): Promise<boolean> {
  const sent = notices();
  const applied = await h.ctx.db.transaction((tx) => applyAcknowledgement(tx, id, { Statut, Messages }, sent));
  await sent.deliver();
  return applied;
}

/** A validated publication of `who` paid by a line « Référencement » of a paid order: aTransmettre. */
async function paidAndValidated(who: Author, serial: number, titre?: string) {
  const publication = await h.validated(who, serial, titre);
  const idCommande = await h.order(who, [{ IdProduit: 1, Quantite: 1, IdPublication: publication.Id }]);
  await h.pay(who, idCommande);
  return { publication, idCommande };
}

describe('le référencement d’une publication validée', () => {
  test('un brouillon n’est pas validé : pas de date, non payé, au prix du référencement d’un livre imprimé', async () => {
    const draft = await h.draft(h.alice, 200);
    expect(draft.Referencement).toEqual({
      Etat: 'nonValidee',
      Date: null,
      Paye: false,
      Couverture: null,
      Messages: [],
      ...REFERENCEMENT_IMPRIME,
    });
    const epub = await h.send(h.alice, '/Publication/Publication_UpdateLibre', { ...draft, IdFormat: 6 });
    expect(epub.statusCode, epub.body).toBe(200);
    expect(epub.json().Referencement).toMatchObject({ IdProduit: 2, PrixCentimes: 2900 });
  });

  test('validée sans paiement : « à commander », datée, dans la publication et la liste Mes publications', async () => {
    const publication = await h.validated(h.alice, 201);
    expect(publication.IdEtatPublication).toBe(3);
    expect(publication.Referencement).toMatchObject({
      Etat: 'aPayer',
      Paye: false,
      Couverture: null,
      ...REFERENCEMENT_IMPRIME,
    });
    expect(Date.parse(publication.Referencement.Date!)).not.toBeNaN();
    expect(h.publicationFieldErrors(publication)).toEqual([]);
    const page = (await h.send(h.alice, '/Publication/Publication_GetAll_List', { Limit: 100 })).json() as Page;
    expect(page.Items.find((item) => item.Id === publication.Id)?.Referencement).toEqual(publication.Referencement);
    expect(h.shapeErrors('/Publication/Publication_GetAll_List', page)).toEqual([]);
    // Not paid: no delivery takes it.
    expect(await deliver()).not.toContain(publication.Id);
  });

  test('une commande payée avec une ligne « Référencement » la met en attente de transmission', async () => {
    const { publication } = await paidAndValidated(h.alice, 202);
    expect(await h.referencementOf(h.alice, publication.Id)).toMatchObject({
      Etat: 'aTransmettre',
      Paye: true,
      Couverture: 'ligne',
    });
    expect(await deliver()).toContain(publication.Id);
  });

  test('remboursée avant la livraison, la commande ne paie plus : de nouveau à commander', async () => {
    const { publication, idCommande } = await paidAndValidated(h.alice, 203);
    await h.refund(idCommande);
    expect(await h.referencementOf(h.alice, publication.Id)).toMatchObject({
      Etat: 'aPayer',
      Paye: false,
      Couverture: null,
    });
  });

  test('payé avant la validation : « non validée » mais payé, puis transmis dès la validation', async () => {
    const submitted = await h.submitted(h.alice, 204);
    const idCommande = await h.order(h.alice, [{ IdProduit: 1, Quantite: 1, IdPublication: submitted.Id }]);
    await h.pay(h.alice, idCommande);
    expect(await h.referencementOf(h.alice, submitted.Id)).toMatchObject({
      Etat: 'nonValidee',
      Date: null,
      Paye: true,
      Couverture: 'ligne',
    });
    await h.accept(h.alice, submitted.Id);
    expect(await h.referencementOf(h.alice, submitted.Id)).toMatchObject({ Etat: 'aTransmettre', Paye: true });
  });

  test('l’abonnement Essentiel couvre cinq référencements, pas un sixième', async () => {
    const claire = await h.author('claire-referencement');
    const idCommande = await h.order(claire, [{ IdProduit: ABONNEMENT_ESSENTIEL, Quantite: 1 }]);
    await h.pay(claire, idCommande);
    const covered = [];
    for (const serial of [211, 212, 213, 214, 215]) covered.push(await h.validated(claire, serial));
    for (const publication of covered) {
      expect(publication.Referencement).toMatchObject({ Etat: 'aTransmettre', Paye: true, Couverture: 'abonnement' });
    }
    const sixth = await h.validated(claire, 216);
    expect(sixth.Referencement).toMatchObject({ Etat: 'aPayer', Paye: false, Couverture: null });
    // Still unpaid when a delivery looks again.
    expect(await deliver()).not.toContain(sixth.Id);
  });

  test('un abonnement acheté après la validation paie la publication dès qu’il est payé', async () => {
    const denis = await h.author('denis-referencement');
    const publication = await h.validated(denis, 221);
    expect(publication.Referencement.Etat).toBe('aPayer');
    const idCommande = await h.order(denis, [{ IdProduit: ABONNEMENT_ESSENTIEL, Quantite: 1 }]);
    await h.pay(denis, idCommande);
    expect(await h.referencementOf(denis, publication.Id)).toMatchObject({
      Etat: 'aTransmettre',
      Paye: true,
      Couverture: 'abonnement',
    });
    expect(await deliver()).toContain(publication.Id);
  });
});

describe('livraison, accusé de réception et e-mails', () => {
  test('transmise puis référencée : la publication devient « Référencée », un e-mail à chaque étape', async () => {
    const login = await h.loginOf(h.alice);
    const { publication } = await paidAndValidated(h.alice, 230, 'Le Phare');
    await deliver(publication.Id);
    const transmise = await h.referencementOf(h.alice, publication.Id);
    expect(transmise).toMatchObject({ Etat: 'transmise', Messages: [] });
    const [sent] = await h.mailsTo(login);
    // Headers keep to one line, French no-break spaces included.
    expect(sent?.sujet).toBe('Votre publication «\u00a0Le Phare\u00a0» est transmise au catalogue');
    expect(sent?.texte).toContain('État du référencement\u00a0: Transmise');
    expect(sent?.texte).toContain(`/publication/${publication.Id}`);

    expect(await acknowledge(publication.Id, 'referencee', [])).toBe(true);
    const referenced = await h.get(h.alice, publication.Id);
    expect(referenced).toMatchObject({ IdEtatPublication: 5, Referencement: { Etat: 'referencee', Paye: true } });
    const [mail] = await h.mailsTo(login);
    expect(mail?.sujet).toBe('Votre publication «\u00a0Le Phare\u00a0» est référencée');
    expect(mail?.texte).toMatch(/Date\u00a0: le \d\d\/\d\d\/\d{4} à \d\d:\d\d/);
    // A second acknowledgement of the same delivery changes nothing.
    expect(await acknowledge(publication.Id, 'rejetee')).toBe(false);
  });

  test('rejetée : l’e-mail dit les messages en clair, avec l’étape et le champ à corriger', async () => {
    const login = await h.loginOf(h.alice);
    const { publication } = await paidAndValidated(h.alice, 231, 'La Digue');
    await deliver(publication.Id);
    expect(await acknowledge(publication.Id, 'rejetee')).toBe(true);
    expect(await h.referencementOf(h.alice, publication.Id)).toMatchObject({
      Etat: 'rejetee',
      Messages: [
        {
          Code: 'CAT-RESUME-COURT',
          Gravite: 'F',
          Message: 'Le résumé doit compter au moins 200 caractères.',
          Etape: 5,
          Champ: 'Resume',
        },
      ],
    });
    const [mail] = await h.mailsTo(login);
    expect(mail?.sujet).toBe('Votre publication «\u00a0La Digue\u00a0» est rejetée par le catalogue');
    expect(mail?.texte).toContain(
      `- Erreur bloquante\u00a0: Le résumé doit compter au moins 200 caractères. (étape 5 «\u00a0Sujet, résumé et couvertures\u00a0», champ «\u00a0${PUBLICATION_FIELD_LABELS.Resume}\u00a0»)`,
    );
    expect(mail?.texte).toContain('Rejetée par le catalogue');
  });

  test('référencée, modifiée par l’équipe : de nouveau en attente de transmission', async () => {
    const { publication } = await paidAndValidated(h.alice, 232);
    await deliver(publication.Id);
    await acknowledge(publication.Id, 'referenceeAvecRemarques');
    const stored = await h.get(h.alice, publication.Id);
    expect(stored.Referencement.Etat).toBe('referenceeAvecRemarques');
    const { Referencement, HistoriqueModeration, Moderation, LibelleMarque, DateCreation, DateMaj, ...entry } = stored;
    const updated = await asStaffOn(h.ctx.app, '/BO/Publication/Publication_Update', {
      ...entry,
      IdPersonne: h.alice.idCompte,
      PrixTTC: 21,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ IdEtatPublication: 5, Referencement: { Etat: 'aTransmettre' } });
  });
});

describe('Publication_Corriger', () => {
  test('reprend une publication rejetée : brouillon modifiable, « à corriger », toujours payée ; revalidée, transmise', async () => {
    const { publication } = await paidAndValidated(h.alice, 240);
    await deliver(publication.Id);
    await acknowledge(publication.Id, 'rejetee');

    const response = await h.send(h.alice, CORRIGER, { Id: publication.Id });
    expect(response.statusCode, response.body).toBe(200);
    const corrected = response.json();
    expect(h.publicationFieldErrors(corrected)).toEqual([]);
    expect(corrected).toMatchObject({
      IdEtatPublication: 1,
      Referencement: { Etat: 'aCorriger', Paye: true, Messages: [SHORT_SUMMARY] },
    });
    const { Referencement, HistoriqueModeration, Moderation, LibelleMarque, DateCreation, DateMaj, ...entry } =
      corrected as typeof publication;
    const longer = `${entry.Resume} ${'Une histoire de mer et de mémoire. '.repeat(5)}`;
    const saved = await h.send(h.alice, '/Publication/Publication_Update', { ...entry, Resume: longer });
    expect(saved.statusCode, saved.body).toBe(200);

    const again = await h.submit(h.alice, publication.Id);
    expect(again.statusCode, again.body).toBe(200);
    await h.accept(h.alice, publication.Id);
    expect(await h.referencementOf(h.alice, publication.Id)).toMatchObject({ Etat: 'aTransmettre', Paye: true });
    expect(await deliver()).toContain(publication.Id);
  });

  test('refuse (409) une publication qui n’est pas rejetée, sans rien changer', async () => {
    const publication = await h.validated(h.alice, 241);
    const response = await h.send(h.alice, CORRIGER, { Id: publication.Id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      Message:
        'Seule une publication rejetée par le catalogue peut être reprise pour correction\u00a0: celle-ci ne l\u2019est pas.',
    });
    expect(await h.get(h.alice, publication.Id)).toMatchObject({
      IdEtatPublication: 3,
      Referencement: { Etat: 'aPayer' },
    });
  });

  test('une publication d’un autre compte ou inconnue répond 404', async () => {
    const { publication } = await paidAndValidated(h.alice, 242);
    await deliver(publication.Id);
    await acknowledge(publication.Id, 'rejetee');
    for (const response of [
      await h.send(h.bruno, CORRIGER, { Id: publication.Id }),
      await h.send(h.alice, CORRIGER, { Id: 999_999_999 }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await h.referencementOf(h.alice, publication.Id)).toMatchObject({ Etat: 'rejetee' });
  });
});
