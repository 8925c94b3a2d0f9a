import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '../../domain/identity/accountDeletion.ts';
import { parisToday } from '../../domain/parisDay.ts';
import { ETAT_COMMANDE, ETAT_PUBLICATION, TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import { issueInvoice } from '../../server/areas/invoices/issueInvoice.ts';
import { activateSubscriptions } from '../../server/areas/subscriptions/repository.ts';
import {
  abonnements,
  commandeProduits,
  commandes,
  comptes,
  factures,
  fichiersStockes,
  mailOutbox,
  messagesContact,
  publications,
} from '../../server/platform/db/schema.ts';
import { fileUrl, storedFilePath, storeFile } from '../../server/platform/files/files.ts';
import { createEmbeddedDirectory } from '../../server/platform/identity/embeddedDirectory.ts';
import { hashPassword } from '../../server/platform/identity/passwordHash.ts';
import { createResponseChecker } from './contractShape.ts';
import { insertPlacedCommandeFixture } from './placedCommandeFixture.ts';
import {
  call,
  embeddedStyleVerifier,
  serverStoringFilesIn,
  testContext,
  testVerifier,
  TEST_TOKENS,
  type TestCaller,
  type TestContext,
} from './testApp.ts';

const EXPORT = '/Compte/Compte_ExportDonnees';
const SUPPRESSION = '/Compte/Compte_GetSuppression';
const DELETE = '/Compte/Compte_Delete';
const BO_DELETE = '/BO/Compte/Compte_Delete';
const BO_GET = '/BO/Compte/Compte_Get';
const BO_SUBSCRIPTIONS = '/BO/Abonnement/Abonnement_GetAll_List';
const CONTACT = '/Gestion/Gestion_Contact';
/** The seed's « Abonnement Essentiel (12 mois) ». */
const ABONNEMENT = { id: 30, libelle: 'Abonnement Essentiel (12 mois)', ttc: 9900, ht: 8250, tauxTva: 20 };
const DOMAIN = 'rgpd.test';
const PASSWORD = 'Goéland#2026';
/** A 1×1 PNG, the smallest cover there is. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let ctx: TestContext;
let app: FastifyInstance;
let dataDir: string;
let check: ReturnType<typeof createResponseChecker>;
const callers = new Map<string, TestCaller>();
let issued = 0;
const created: number[] = [];

/** A token of `login` signed in `minutesAgo` minutes ago (no auth_time at all when undefined). */
function tokenOf(login: string, minutesAgo?: number): string {
  const token = `jeton-rgpd-${(issued += 1)}`;
  const authTime = minutesAgo === undefined ? {} : { authTime: Math.floor(Date.now() / 1000) - minutesAgo * 60 };
  callers.set(token, { login, roles: ['frontoffice'], ...authTime });
  return token;
}

interface Customer {
  id: number;
  login: string;
  idCommande: number;
  numeroFacture: string;
  idPublished: number;
  idDraft: number;
  publishedCover: string;
  draftCover: string;
}

async function publication(idCompte: number, ean: string, etat: number): Promise<{ id: number; cover: string }> {
  const [row] = await ctx.db
    .insert(publications)
    .values({ idCompte, ean, titre: `Livre ${ean}`, idDisponibilite: 1, idEtatPublication: etat })
    .returning({ id: publications.id });
  const cover = fileUrl(row!.id, await storeFile(dataDir, row!.id, 'png', PNG));
  await ctx.db.update(publications).set({ visuelCouverture: cover }).where(eq(publications.id, row!.id));
  await ctx.db.insert(fichiersStockes).values({ idCompte, adresse: cover, octets: PNG.length });
  return { id: row!.id, cover };
}

/** A customer with an address, a password, a paid order and its invoice, a basket, a validated publication and a draft. */
async function customer(name: string, eanBase: number): Promise<Customer> {
  const login = `${name}@${DOMAIN}`;
  const [row] = await ctx.db
    .insert(comptes)
    .values({
      login,
      prenom: 'Camille',
      nom: name,
      idCivilite: 2,
      role: 'frontoffice',
      idTypeCompte: 2,
      confirme: true,
      telephone: '0601020304',
      numeroVoie: '3',
      idTypeVoie: 1,
      nomVoie: 'des Presses',
      codePostal: '69002',
      ville: 'Lyon',
      idPays: 74,
      motDePasseHash: await hashPassword(PASSWORD),
    })
    .returning({ id: comptes.id });
  const id = row!.id;
  created.push(id);
  const idCommande = await insertPlacedCommandeFixture(ctx.db, id, `RGPD-${name}`);
  // As the order machine leaves a paid order: the customer's order list shows it.
  await ctx.db
    .update(commandes)
    .set({
      etatMachine: 'paid',
      versionCgv: '2026-01',
      demandeExecutionImmediate: true,
      renonceDroitRetractation: true,
    })
    .where(eq(commandes.id, idCommande));
  const invoice = await ctx.db.transaction((tx) => issueInvoice(tx, ctx.config.seller, idCommande));
  await ctx.db.insert(commandes).values({ idCompte: id, idEtatCommande: ETAT_COMMANDE.panier });
  const published = await publication(id, `978236512${eanBase}`, ETAT_PUBLICATION.referencee);
  const draft = await publication(id, `978236512${eanBase + 1}`, ETAT_PUBLICATION.brouillon);
  return {
    id,
    login,
    idCommande,
    numeroFacture: invoice.numero,
    idPublished: published.id,
    idDraft: draft.id,
    publishedCover: published.cover,
    draftCover: draft.cover,
  };
}

/**
 * The customer's paid order gets a subscription line, and the subscription starts as the payment starts it: active,
 * renewing, for a year.
 */
async function subscribe(camille: Customer): Promise<number> {
  await subscriptionLine(camille.idCommande);
  expect(await activateSubscriptions(ctx.db, camille.idCommande)).toBe(1);
  const [row] = await ctx.db.select().from(abonnements).where(eq(abonnements.idCompte, camille.id));
  expect(row).toMatchObject({ renouvellement: true, dateResiliation: null });
  return row!.id;
}

/** A subscription line in the order; answers its id. */
async function subscriptionLine(idCommande: number): Promise<number> {
  const [line] = await ctx.db
    .insert(commandeProduits)
    .values({
      idCommande,
      idProduit: ABONNEMENT.id,
      quantite: 1,
      libelle: ABONNEMENT.libelle,
      idTypeProduit: TYPE_PRODUIT.abonnement,
      prixUnitaireTtcCentimes: ABONNEMENT.ttc,
      prixUnitaireHtCentimes: ABONNEMENT.ht,
      tauxTva: ABONNEMENT.tauxTva,
      montantTtcCentimes: ABONNEMENT.ttc,
      montantHtCentimes: ABONNEMENT.ht,
    })
    .returning({ id: commandeProduits.id });
  return line!.id;
}

/**
 * The contact form's rate limit counts per address, in the database this test process shares with the files before
 * and after it: each message comes from an address of its own.
 */
let lastContactAddress = 0;

/** A message through the contact form, from `email` as typed. */
async function writeToContact(email: string, message: string): Promise<void> {
  lastContactAddress += 1;
  const response = await call(app, CONTACT, {
    remoteAddress: `127.0.2.${lastContactAddress}`,
    values: {
      IdSujetContact: 2,
      Nom: 'Durand',
      Prenom: 'Alix',
      Email: email,
      Telephone: '0611223344',
      Message: message,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The back office's subscriptions list, filtered on a state: the ids it shows, with their row. */
async function boSubscriptions(values: Record<string, unknown>) {
  const response = await call(app, BO_SUBSCRIPTIONS, { token: TEST_TOKENS.backOffice, values });
  expect(response.statusCode, response.body).toBe(200);
  expect(check(BO_SUBSCRIPTIONS, 200, response.json())).toEqual([]);
  return response.json().Items as {
    Abonnement: { Id: number; DateFin: string; Renouvellement: boolean; DateResiliation: string | null };
    Client: { Prenom: string; Nom: string; Login: string };
    Etat: string;
    PeutResilier: boolean;
  }[];
}

/**
 * What the deletion must leave of the account's subscription and contact messages: the subscription cancelled and
 * ending today, listed « Résilié » to a supportless account, no longer « Actif »; the messages and the e-mails that
 * carried them gone, another person's message kept.
 */
async function expectSubscriptionEndedAndMessagesErased(camille: Customer, idAbonnement: number): Promise<void> {
  const [row] = await ctx.db.select().from(abonnements).where(eq(abonnements.id, idAbonnement));
  const today = parisToday();
  expect(row).toMatchObject({ renouvellement: false, dateFin: today });
  expect(row!.dateResiliation).toBeInstanceOf(Date);

  const cancelled = (await boSubscriptions({ Etat: 'resilie', Limit: 100 })).find(
    (item) => item.Abonnement.Id === idAbonnement,
  );
  expect(cancelled).toMatchObject({
    Abonnement: { DateFin: today, Renouvellement: false },
    Client: { Prenom: 'Compte', Nom: 'supprimé', Login: `compte-supprime-${camille.id}@anonyme.invalid` },
    Etat: 'resilie',
    PeutResilier: false,
  });
  const active = await boSubscriptions({ Etat: 'actif', Limit: 100 });
  expect(active.map((item) => item.Abonnement.Id)).not.toContain(idAbonnement);

  const messages = await ctx.db.select().from(messagesContact);
  expect(messages.filter((message) => message.email.toLowerCase() === camille.login)).toEqual([]);
  expect(messages.some((message) => message.message.startsWith(`Message de ${camille.login} :`))).toBe(false);
  expect(messages.filter((message) => message.email === `autre-${camille.login}`)).toHaveLength(1);
  const carried = await ctx.db.select().from(mailOutbox);
  expect(carried.filter((mail) => mail.texte.includes(`Message de ${camille.login} :`))).toEqual([]);
  expect(carried.filter((mail) => mail.texte.includes(`Message de autre-${camille.login}`))).toHaveLength(2);
}

beforeAll(async () => {
  ctx = await testContext();
  check = createResponseChecker(ctx.document);
  dataDir = await mkdtemp(join(tmpdir(), 'rgpd-'));
  const mine = embeddedStyleVerifier(ctx.db, (token) => callers.get(token));
  app = await serverStoringFilesIn(ctx, dataDir, {
    verifyAccessToken: async (token) => (callers.has(token) ? mine(token) : testVerifier(token)),
  });
});

afterAll(async () => {
  await app.close();
  await ctx.db.delete(messagesContact);
  await ctx.db.delete(factures).where(inArray(factures.idCompte, created));
  await ctx.db.delete(comptes).where(inArray(comptes.id, created));
  await rm(dataDir, { recursive: true, force: true });
});

describe('Compte_ExportDonnees', () => {
  test('a ZIP of the account, its addresses, orders, invoices as PDFs, publications and their files, with a README', async () => {
    const camille = await customer('export', 1000);
    const other = await customer('autre', 1010);
    const response = await call(app, EXPORT, { token: tokenOf(camille.login, 60) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mes-donnees-portail-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const pdfName = `factures/${camille.numeroFacture}.pdf`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'LISEZMOI.txt',
        'adresses.json',
        'commandes.json',
        'compte.json',
        pdfName,
        'publications.json',
        `publications/${camille.idPublished}/${camille.publishedCover.split('/').pop()}`,
        `publications/${camille.idDraft}/${camille.draftCover.split('/').pop()}`,
      ].sort(),
    );
    const compte = JSON.parse(strFromU8(files['compte.json']!));
    expect(compte).toMatchObject({ Login: camille.login, Prenom: 'Camille', Nom: 'export', Telephone: '0601020304' });
    const adresses = JSON.parse(strFromU8(files['adresses.json']!));
    expect(adresses.AdresseDuProfil).toMatchObject({ CodePostal: '69002', Ville: 'Lyon' });
    expect(adresses.AdressesDeFacturation).toEqual([expect.objectContaining({ Commandes: [`RGPD-export`] })]);
    const commandesJson = JSON.parse(strFromU8(files['commandes.json']!));
    expect(commandesJson.map((commande: { Numero: string }) => commande.Numero)).toEqual(['RGPD-export']);
    const publicationsJson = JSON.parse(strFromU8(files['publications.json']!));
    expect(publicationsJson.map((publication: { Id: number }) => publication.Id).sort()).toEqual(
      [camille.idPublished, camille.idDraft].sort(),
    );
    const pdf = await PDFDocument.load(files[pdfName]!);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    const readme = strFromU8(files['LISEZMOI.txt']!);
    for (const name of ['compte.json', 'adresses.json', 'commandes.json', 'factures/', 'publications.json']) {
      expect(readme).toContain(name);
    }
    expect(readme).toContain(camille.login);
    expect(Object.keys(files).some((name) => name.includes(other.numeroFacture))).toBe(false);
  });

  test('only for a signed-in account', async () => {
    const response = await call(app, EXPORT, { values: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('Compte_Delete', () => {
  test('without a recent sign-in: 403 with a French message, and nothing changes', async () => {
    const camille = await customer('ancienne', 1020);
    for (const token of [tokenOf(camille.login, 6), tokenOf(camille.login)]) {
      const rule = await call(app, SUPPRESSION, { token });
      expect(check(SUPPRESSION, 200, rule.json())).toEqual([]);
      expect(rule.json()).toEqual({ Supprimable: true, Raison: null, AuthentificationRecente: false });
      const response = await call(app, DELETE, { token, values: { Confirmation: 'SUPPRIMER' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Message: ACCOUNT_DELETION_MESSAGES.reauthenticationRequired });
    }
    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.id, camille.id));
    expect(row).toMatchObject({ login: camille.login, dateAnonymisation: null });
  });

  test('the typed confirmation is required', async () => {
    const camille = await customer('sans-mot', 1030);
    const response = await call(app, DELETE, { token: tokenOf(camille.login, 1), values: { Confirmation: 'oui' } });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Tapez SUPPRIMER en majuscules pour confirmer');
  });

  test('deletes what may be deleted, anonymises the orders and invoices the law keeps, and says so by e-mail', async () => {
    const camille = await customer('supprimee', 1040);
    const [before] = await ctx.db.select().from(factures).where(eq(factures.idCommande, camille.idCommande));
    const token = tokenOf(camille.login, 1);
    expect((await call(app, SUPPRESSION, { token })).json()).toEqual({
      Supprimable: true,
      Raison: null,
      AuthentificationRecente: true,
    });

    const response = await call(app, DELETE, { token, values: { Confirmation: 'SUPPRIMER' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(check(DELETE, 200, response.json())).toEqual([]);
    expect(response.json()).toEqual({ Message: ACCOUNT_DELETION_MESSAGES.deletedByCustomer });
    await app.outbox.drain();

    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.id, camille.id));
    expect(row).toMatchObject({
      login: `compte-supprime-${camille.id}@anonyme.invalid`,
      prenom: 'Compte',
      nom: 'supprimé',
      telephone: null,
      nomVoie: null,
      motDePasseHash: null,
      sujet: null,
      confirme: false,
    });
    expect(row!.dateAnonymisation).toBeInstanceOf(Date);

    const kept = await ctx.db.select().from(commandes).where(eq(commandes.idCompte, camille.id));
    expect(kept.map((commande) => commande.id)).toEqual([camille.idCommande]);
    expect(kept[0]).toMatchObject({ totalTtcCentimes: 2900, numero: 'RGPD-supprimee' });
    expect(kept[0]!.facturation).toMatchObject({
      Prenom: 'Compte',
      Nom: 'supprimé',
      Email: `compte-supprime-${camille.id}@anonyme.invalid`,
      Adresse: expect.objectContaining({ NumeroEtVoie: '', CodePostal: '69002' }),
    });
    const [after] = await ctx.db.select().from(factures).where(eq(factures.idCommande, camille.idCommande));
    const contenuBefore = before!.contenu as Record<string, unknown>;
    const contenuAfter = after!.contenu as Record<string, unknown>;
    expect(contenuAfter).toMatchObject({
      Numero: camille.numeroFacture,
      TotalTTCCentimes: contenuBefore.TotalTTCCentimes,
      Lignes: contenuBefore.Lignes,
      Client: expect.objectContaining({ Prenom: 'Compte', Nom: 'supprimé' }),
    });
    expect(JSON.stringify(contenuAfter)).not.toContain('fixture@facture.example.org');

    const left = await ctx.db.select().from(publications).where(eq(publications.idCompte, camille.id));
    expect(left.map((publication) => publication.id)).toEqual([camille.idPublished]);
    expect(existsSync(storedFilePath(dataDir, camille.publishedCover)!)).toBe(true);
    expect(existsSync(storedFilePath(dataDir, camille.draftCover)!)).toBe(false);

    const directory = createEmbeddedDirectory(ctx.db);
    expect((await directory.authenticate(camille.login, PASSWORD)).check).toBe('invalid');
    const exists = await call(app, '/Compte/Compte_LoginExist', { values: { Login: camille.login } });
    expect(exists.json()).toEqual({ Existe: false });
    expect((await call(app, '/Compte/Compte_Get', { token })).statusCode).toBe(404);

    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, camille.login));
    expect(mails.map((mail) => mail.sujet)).toEqual(['Votre compte a été supprimé']);
    expect(mails[0]!.texte).toMatch(/^Bonjour Camille supprimee,\n/);
    expect(mails[0]!.texte).toContain('Code de commerce (art. L123-22)');
  });

  test('refused with 409 while an order is under way, the reason staff read beforehand', async () => {
    const camille = await customer('en-cours', 1050);
    await ctx.db
      .update(commandes)
      .set({ idEtatCommande: ETAT_COMMANDE.enAttenteDePaiement })
      .where(eq(commandes.id, camille.idCommande));
    const token = tokenOf(camille.login, 1);
    const reason = ACCOUNT_DELETION_MESSAGES.commandesEnCours(1);
    expect((await call(app, SUPPRESSION, { token })).json()).toMatchObject({ Supprimable: false, Raison: reason });
    const response = await call(app, DELETE, { token, values: { Confirmation: 'SUPPRIMER' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Message: reason });
    const staff = await call(app, BO_GET, { token: TEST_TOKENS.backOffice, values: { Id: camille.id } });
    expect(staff.json().Suppression).toEqual({ Supprimable: false, Raison: reason });
    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.id, camille.id));
    expect(row!.login).toBe(camille.login);
  });
});

describe('subscriptions and contact messages go with the account', () => {
  test('the customer deletes: the subscription is cancelled and ends today, the contact messages are erased', async () => {
    const camille = await customer('abonnee', 1070);
    const idAbonnement = await subscribe(camille);
    await writeToContact(camille.login.toUpperCase(), `Message de ${camille.login} : mon abonnement`);
    await writeToContact(`autre-${camille.login}`, `Message de autre-${camille.login}`);
    const written = await ctx.db.select().from(messagesContact);
    expect(written.filter((message) => message.message.includes(camille.login))).toHaveLength(2);
    const outbox = await ctx.db.select().from(mailOutbox);
    // The message to the support team and the acknowledgement to the sender, both carrying the text.
    expect(outbox.filter((mail) => mail.texte.includes(`Message de ${camille.login} :`))).toHaveLength(2);

    const response = await call(app, DELETE, {
      token: tokenOf(camille.login, 1),
      values: { Confirmation: 'SUPPRIMER' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await app.outbox.drain();

    await expectSubscriptionEndedAndMessagesErased(camille, idAbonnement);
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, camille.login));
    expect(mail!.sujet).toBe('Votre compte a été supprimé');
    expect(mail!.texte).toContain('le message envoyé par le formulaire de contact depuis cette adresse');
    expect(mail!.texte).toContain(
      'Votre abonnement en cours est résilié à la date de la suppression : il ne sera ni renouvelé ni facturé à nouveau.',
    );
  });

  test('the back office deletes: the same, and a subscription already over keeps its dates', async () => {
    const camille = await customer('abonnee-staff', 1080);
    const idAbonnement = await subscribe(camille);
    await writeToContact(camille.login, `Message de ${camille.login} : une question`);
    await writeToContact(`autre-${camille.login}`, `Message de autre-${camille.login}`);
    // A second subscription, over a year ago, that never renewed nor was cancelled.
    const olderCommande = await insertPlacedCommandeFixture(ctx.db, camille.id, 'RGPD-abonnee-staff-2024');
    const olderLine = await subscriptionLine(olderCommande);
    const [ended] = await ctx.db
      .insert(abonnements)
      .values({
        idCompte: camille.id,
        idCommandeProduit: olderLine,
        idProduit: ABONNEMENT.id,
        dateDebut: '2024-01-10',
        dateFin: '2025-01-10',
      })
      .returning({ id: abonnements.id });

    const response = await call(app, BO_DELETE, { token: TEST_TOKENS.backOffice, values: { Id: camille.id } });
    expect(response.statusCode, response.body).toBe(200);
    await app.outbox.drain();

    await expectSubscriptionEndedAndMessagesErased(camille, idAbonnement);
    const [over] = await ctx.db.select().from(abonnements).where(eq(abonnements.id, ended!.id));
    expect(over).toMatchObject({
      dateDebut: '2024-01-10',
      dateFin: '2025-01-10',
      dateResiliation: null,
      renouvellement: false,
    });
    const terminated = await boSubscriptions({ Etat: 'termine', Limit: 100 });
    expect(terminated.find((item) => item.Abonnement.Id === ended!.id)).toMatchObject({
      Etat: 'termine',
      PeutResilier: false,
    });
    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, camille.login));
    expect(mail!.texte).toContain('Votre abonnement en cours est résilié');
  });
});

describe('the back office deletes with the same rule', () => {
  test('orders and invoices kept anonymised, the rest deleted, the person told; a second time is refused', async () => {
    const camille = await customer('par-le-staff', 1060);
    const read = await call(app, BO_GET, { token: TEST_TOKENS.backOffice, values: { Id: camille.id } });
    expect(read.json().Suppression).toEqual({ Supprimable: true, Raison: null });

    const response = await call(app, BO_DELETE, { token: TEST_TOKENS.backOffice, values: { Id: camille.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: ACCOUNT_DELETION_MESSAGES.deletedByStaff });
    await app.outbox.drain();

    const [row] = await ctx.db.select().from(comptes).where(eq(comptes.id, camille.id));
    expect(row).toMatchObject({ prenom: 'Compte', nom: 'supprimé', motDePasseHash: null });
    const left = await ctx.db
      .select({ id: commandes.id })
      .from(commandes)
      .where(and(eq(commandes.idCompte, camille.id)));
    expect(left).toEqual([{ id: camille.idCommande }]);
    const [facture] = await ctx.db.select().from(factures).where(eq(factures.idCommande, camille.idCommande));
    expect(facture!.contenu).toMatchObject({ Client: expect.objectContaining({ Nom: 'supprimé' }) });
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, camille.login));
    expect(mails.map((mail) => mail.sujet)).toEqual(['Votre compte a été supprimé']);

    const again = await call(app, BO_GET, { token: TEST_TOKENS.backOffice, values: { Id: camille.id } });
    expect(again.json().Suppression).toEqual({ Supprimable: false, Raison: ACCOUNT_DELETION_MESSAGES.anonymised });
    const twice = await call(app, BO_DELETE, { token: TEST_TOKENS.backOffice, values: { Id: camille.id } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ Message: ACCOUNT_DELETION_MESSAGES.anonymised });
  });
});
