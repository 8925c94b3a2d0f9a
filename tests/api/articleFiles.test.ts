import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { BO_PRODUCT_NOT_FOUND } from '../../domain/basket/boProductTexts.ts';
import { ARTICLE_TEXTS } from '../../domain/order/articleDownloads.ts';
import { UPLOAD_MESSAGES } from '../../domain/publication/uploadLimits.ts';
import { ETAT_COMMANDE, TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import { catalogueChanged } from '../../server/platform/cache/catalogueCache.ts';
import { judgeArticleFile } from '../../server/areas/articles/articleFiles.ts';
import { ID_RUBRIQUE_ARTICLES, produits as produitsDemo } from '../../server/compose/seed/data/catalogue.ts';
import { loadSeed } from '../../server/compose/seed/loadSeed.ts';
import { mailOutbox, produits } from '../../server/platform/db/schema.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { basketHarness, disposeBasketHarness, type BasketCustomer, type BasketHarness } from './basketHarness.ts';
import { createResponseChecker } from './contractShape.ts';
import { multipart, type Part } from './multipart.ts';
import { giveBillingAddress, payCommande, placeCommandeOf } from './commandeFlow.ts';
import { APPLICATION_KEY, call, serverStoringFilesIn, TEST_TOKENS, testVerifier } from './testApp.ts';

/** An article's PDF: staff upload it (BO_Produit_Produit_FichierUpload), its buyer downloads it once paid. */

type Schemas = components['schemas'];

const UPLOAD = '/api/BO/Produit/Produit_FichierUpload';
const DOWNLOAD = '/Commande/Commande_Article_Download';
const BO_DOWNLOAD = '/BO/Produit/Produit_FichierDownload';
const LIBELLE = 'Fiche pratique : déposer son livre à la BnF';
const FILE_NAME = 'fiche-pratique-deposer-son-livre-a-la-bnf.pdf';
const NOT_FOUND = { Message: ARTICLE_TEXTS.notFound.message };

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/publication/${name}`, import.meta.url)));
const PDF = fixture('quatrieme-couverture.pdf');

/** The fixture PDF with `action` run when it opens. */
function pdfOpening(action = '<</S/JavaScript/JS(app.alert(1))>>'): Buffer {
  const text = PDF.toString('latin1').replace('/Type/Catalog', `/Type/Catalog/OpenAction${action}`);
  return Buffer.from(text, 'latin1');
}

/** The fixture PDF with `body` as a stream object of its own. */
function pdfWithStream(dictionary: string, body: Buffer): Buffer {
  const object = `4 0 obj<<${dictionary}/Length ${body.length}>>stream\n${body.toString('latin1')}\nendstream endobj\n`;
  return Buffer.from(PDF.toString('latin1').replace('trailer', `${object}trailer`), 'latin1');
}

let harness: BasketHarness;
let check: ReturnType<typeof createResponseChecker>;
/**
 * The harness's customers and the back office, on a server keeping its files in a folder of this file's. Both servers
 * run an outbox on the one database: either may be issuing an invoice when a test ends.
 */
let app: FastifyInstance;
let dataDir: string;
let idArticle: number;
let alice: BasketCustomer;
let bob: BasketCustomer;

beforeAll(async () => {
  harness = await basketHarness();
  check = createResponseChecker(harness.ctx.document);
  dataDir = await mkdtemp(join(tmpdir(), 'portail-articles-'));
  app = await serverStoringFilesIn(harness.ctx, dataDir, {
    verifyAccessToken: async (token) => (await harness.verifyAccessToken(token)) ?? testVerifier(token),
  });
  const [created] = await harness.ctx.db
    .insert(produits)
    .values({
      idTypeProduit: TYPE_PRODUIT.article,
      idRubrique: ID_RUBRIQUE_ARTICLES,
      libelle: LIBELLE,
      description: 'Une fiche de test.',
      prixTtcCentimes: 1500,
      tauxTva: 5.5,
      rang: 99,
      visible: true,
    })
    .returning({ id: produits.id });
  if (!created) throw new Error('product insert returned no row');
  idArticle = created.id;
  await catalogueChanged(harness.ctx.db);
  alice = await harness.customer('article-alice');
  bob = await harness.customer('article-bob');
});

/** Waits for the effects either server is performing, so that no invoice is issued while a test clears orders. */
async function settleOutboxes(): Promise<void> {
  await Promise.all([app.outbox.drain(), harness.app.outbox.drain()]);
}

afterAll(async () => {
  await settleOutboxes();
  await harness.reset(alice, bob);
  await harness.ctx.db.delete(produits).where(eq(produits.id, idArticle));
  await catalogueChanged(harness.ctx.db);
  await app.close();
  await disposeBasketHarness();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await settleOutboxes();
  await harness.reset(alice, bob);
  await giveBillingAddress(harness, alice, null);
  await harness.ctx.db.update(produits).set({ fichier: null, fichierOctets: null }).where(eq(produits.id, idArticle));
  await rm(join(dataDir, 'articles'), { recursive: true, force: true });
});

function upload(
  token: string | null,
  idProduit: number | string,
  file: Buffer | null,
): Promise<LightMyRequestResponse> {
  const parts: Part[] = [
    { name: 'Application_Key', value: APPLICATION_KEY },
    { name: 'IdProduit', value: String(idProduit) },
    ...(file ? [{ name: 'fichier', value: file, filename: 'fiche.pdf', type: 'application/pdf' }] : []),
  ];
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType },
    payload,
  });
}

async function uploaded(file: Buffer = PDF): Promise<Schemas['ProduitBO']> {
  const response = await upload(TEST_TOKENS.backOffice, idArticle, file);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Schemas['ProduitBO'];
  expect(check('/BO/Produit/Produit_FichierUpload', 200, body)).toEqual([]);
  return body;
}

async function storedFiles(): Promise<string[]> {
  return readdir(join(dataDir, 'articles')).catch(() => []);
}

function download(who: { token: string }, IdCommande: number, IdCommandeProduit: number) {
  return call(app, DOWNLOAD, { token: who.token, values: { IdCommande, IdCommandeProduit } });
}

async function commandeOf(who: BasketCustomer, id: number): Promise<Schemas['Commande']> {
  const response = await call(app, '/Commande/Commande_Get', { token: who.token, values: { Id: id } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Schemas['Commande'];
  expect(check('/Commande/Commande_Get', 200, body)).toEqual([]);
  return body;
}

async function listOf(who: BasketCustomer): Promise<Schemas['CommandeResume'][]> {
  const response = await call(app, '/Commande/Commande_GetAll_List', { token: who.token, values: {} });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Schemas['PageCommandeResume'];
  expect(check('/Commande/Commande_GetAll_List', 200, body)).toEqual([]);
  return body.Items;
}

/** Alice's order of the article (and of the seed's other article, which has no file in a test database). */
async function articleCommande(): Promise<{ commande: Schemas['Commande']; ligne: Schemas['LigneCommande'] }> {
  const commande = await placeCommandeOf(harness, alice, [{ IdProduit: idArticle, Quantite: 1 }]);
  const ligne = commande.Lignes.find((line) => line.IdProduit === idArticle);
  if (!ligne) throw new Error('the article line is missing');
  return { commande, ligne };
}

describe('BO_Produit_Produit_FichierUpload', () => {
  test('keeps a PDF under a name the server chooses, and names it after the article for its buyers', async () => {
    const saved = await uploaded();
    expect(saved).toMatchObject({ Id: idArticle, Fichier: { Nom: FILE_NAME, Octets: PDF.length } });
    const [row] = await harness.ctx.db.select().from(produits).where(eq(produits.id, idArticle));
    expect(row?.fichier).toMatch(/^\/fichiers\/articles\/[0-9a-f-]{36}\.pdf$/);
    expect(await storedFiles()).toEqual([row?.fichier?.split('/').pop()]);
    const listed = await call(app, '/BO/Produit/Produit_GetAll_List', {
      token: TEST_TOKENS.backOffice,
      values: { Recherche: LIBELLE },
    });
    expect((listed.json() as Schemas['PageProduitBO']).Items[0]?.Fichier).toEqual({
      Nom: FILE_NAME,
      Octets: PDF.length,
    });
  });

  test('a replaced file leaves the disk once the replacement is kept', async () => {
    await uploaded();
    const [first] = await storedFiles();
    const smaller = Buffer.from(PDF.toString('latin1').replace('%%EOF', '% remplacé\n%%EOF'), 'latin1');
    expect((await uploaded(smaller)).Fichier?.Octets).toBe(smaller.length);
    await app.outbox.drain();
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files).not.toContain(first);
    const staff = await call(app, BO_DOWNLOAD, { token: TEST_TOKENS.backOffice, values: { Id: idArticle } });
    expect(staff.rawPayload.equals(smaller)).toBe(true);
  });

  test('refuses what is not a clean PDF, judged on its bytes, and keeps nothing of it', async () => {
    const cases: Record<string, [Buffer, string]> = {
      'a text file named .pdf': [Buffer.from('Ceci n’est pas un PDF.'), ARTICLE_TEXTS.formatRefused],
      'a JPEG': [fixture('couverture-600x900.jpg'), ARTICLE_TEXTS.formatRefused],
      'a PDF running JavaScript': [pdfOpening(), UPLOAD_MESSAGES.pdfScript],
      'a PDF launching a program': [pdfOpening('<</S/Launch/F(cmd.exe)>>'), UPLOAD_MESSAGES.pdfAction],
      'a PDF hiding a link in an object stream': [
        pdfWithStream(
          '/Type/ObjStm/N 1/First 4/Filter/FlateDecode',
          deflateSync('5 0\n<</S/URI/URI(https://exemple.fr)>>'),
        ),
        UPLOAD_MESSAGES.pdfAction,
      ],
      'a PDF carrying a file': [pdfWithStream('/Type/EmbeddedFile', Buffer.from('MZ')), UPLOAD_MESSAGES.pdfAttachment],
      'a PDF with an unknown filter': [
        pdfWithStream('/Filter/FooDecode', Buffer.from('x')),
        UPLOAD_MESSAGES.pdfUndecodable,
      ],
    };
    for (const [name, [bytes, message]] of Object.entries(cases)) {
      const response = await upload(TEST_TOKENS.backOffice, idArticle, bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({
        Message: MESSAGES.invalidData,
        Errors: [{ Champ: '/fichier', Message: message }],
      });
    }
    const missing = await upload(TEST_TOKENS.backOffice, idArticle, null);
    expect(missing.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
    const [row] = await harness.ctx.db.select().from(produits).where(eq(produits.id, idArticle));
    expect(row?.fichier).toBeNull();
  });

  test('refuses a file over 5 MB with 413', async () => {
    const oversized = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(TEST_TOKENS.backOffice, idArticle, oversized);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ Message: MESSAGES.payloadTooLarge });
    expect(await storedFiles()).toEqual([]);
  });

  test('is the back office’s: 401 without a token, 403 to a customer; 404 for an unknown product, 400 for another type', async () => {
    expect((await upload(null, idArticle, PDF)).statusCode).toBe(401);
    expect((await upload(alice.token, idArticle, PDF)).statusCode).toBe(403);
    const unknown = await upload(TEST_TOKENS.backOffice, 999_999, PDF);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: BO_PRODUCT_NOT_FOUND });
    const referencement = await upload(TEST_TOKENS.backOffice, 1, PDF);
    expect(referencement.statusCode).toBe(400);
    expect(referencement.json()).toEqual({ Message: ARTICLE_TEXTS.notAnArticle });
    expect(await storedFiles()).toEqual([]);
  });
});

describe('the demo articles', () => {
  test('each ship a PDF that an upload would accept', async () => {
    const articles = produitsDemo.filter((row) => row.IdTypeProduit === TYPE_PRODUIT.article);
    expect(articles.length).toBeGreaterThan(0);
    for (const row of articles) {
      expect(row.Fichier, row.Libelle).toBeDefined();
      const bytes = readFileSync(
        fileURLToPath(new URL(`../../server/compose/seed/files/${row.Fichier}`, import.meta.url)),
      );
      expect(await judgeArticleFile(bytes), row.Libelle).toBeUndefined();
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

describe('a database seeded before articles had files', () => {
  test('gets the demo articles’ PDFs at the next start, once; a file staff gave is kept', async () => {
    const { db } = harness.ctx;
    const shipping = produitsDemo.filter((row) => row.Fichier !== undefined).map((row) => row.Id);
    const [kept] = shipping;
    try {
      // As before articles had files (on a shared PostgreSQL, a portal started by an earlier test has given them
      // theirs).
      await db.update(produits).set({ fichier: null, fichierOctets: null }).where(inArray(produits.id, shipping));
      await db
        .update(produits)
        .set({ fichier: '/fichiers/articles/choisi-par-le-back-office.pdf', fichierOctets: 1 })
        .where(eq(produits.id, kept!));
      await loadSeed(db, { dataDir });
      const rows = await db.select().from(produits).where(inArray(produits.id, shipping));
      expect(rows.find((row) => row.id === kept)?.fichier).toBe('/fichiers/articles/choisi-par-le-back-office.pdf');
      const given = rows.filter((row) => row.id !== kept);
      expect(given.map((row) => row.fichier)).toEqual(
        given.map(() => expect.stringMatching(/^\/fichiers\/articles\/[0-9a-f-]{36}\.pdf$/)),
      );
      expect(await storedFiles()).toHaveLength(shipping.length - 1);
      await loadSeed(db, { dataDir });
      expect(await storedFiles()).toHaveLength(shipping.length - 1);
    } finally {
      await db.update(produits).set({ fichier: null, fichierOctets: null }).where(inArray(produits.id, shipping));
    }
  });
});

describe('Commande_Commande_Article_Download', () => {
  test('gives the buyer the PDF once the order is paid, with its address on the order and in « Mes commandes »', async () => {
    await uploaded();
    const { commande, ligne } = await articleCommande();
    const address = `/commande/${commande.Id}/article/${ligne.Id}`;
    await payCommande(harness, alice, commande.Id);

    const response = await download(alice, commande.Id, ligne.Id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${FILE_NAME}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.equals(PDF)).toBe(true);

    expect((await commandeOf(alice, commande.Id)).Lignes.find((line) => line.Id === ligne.Id)?.Telechargement).toBe(
      address,
    );
    expect((await listOf(alice)).find((item) => item.Id === commande.Id)?.Telechargements).toEqual([
      { IdCommandeProduit: ligne.Id, Libelle: LIBELLE, Telechargement: address },
    ]);
  });

  test('an unpaid order gives nothing: 404, no address', async () => {
    await uploaded();
    const { commande, ligne } = await articleCommande();
    expect(ligne.Telechargement).toBeNull();
    const response = await download(alice, commande.Id, ligne.Id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect((await listOf(alice)).find((item) => item.Id === commande.Id)?.Telechargements).toEqual([]);
  });

  test('another account, a guessed line or order, and an article without a file answer the same 404', async () => {
    await uploaded();
    const { commande, ligne } = await articleCommande();
    await payCommande(harness, alice, commande.Id);
    const cases: Record<string, LightMyRequestResponse> = {
      'another account': await download(bob, commande.Id, ligne.Id),
      'a guessed line': await download(alice, commande.Id, ligne.Id + 1000),
      'another order': await download(alice, commande.Id + 1000, ligne.Id),
    };
    await harness.ctx.db.update(produits).set({ fichier: null, fichierOctets: null }).where(eq(produits.id, idArticle));
    cases['an article without a file'] = await download(alice, commande.Id, ligne.Id);
    for (const [name, response] of Object.entries(cases)) {
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual(NOT_FOUND);
    }
    expect(
      (await commandeOf(alice, commande.Id)).Lignes.find((line) => line.Id === ligne.Id)?.Telechargement,
    ).toBeNull();
  });

  test('a refund (credit note) withdraws the file: 404, and the address is gone', async () => {
    await uploaded();
    const { commande, ligne } = await articleCommande();
    await payCommande(harness, alice, commande.Id);
    expect((await download(alice, commande.Id, ligne.Id)).statusCode).toBe(200);

    const refunded = await call(app, '/BO/Commande/Commande_Etat_Update', {
      token: TEST_TOKENS.backOffice,
      values: { Id: commande.Id, Action: 'annuler' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((refunded.json() as Schemas['CommandeBO']).Commande.IdEtatCommande).toBe(ETAT_COMMANDE.remboursee);

    const response = await download(alice, commande.Id, ligne.Id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(
      (await commandeOf(alice, commande.Id)).Lignes.find((line) => line.Id === ligne.Id)?.Telechargement,
    ).toBeNull();
    expect((await listOf(alice)).find((item) => item.Id === commande.Id)?.Telechargements).toEqual([]);
  });

  test('is the buyer’s call (401, 403 to staff); staff read the product’s file in the back office', async () => {
    await uploaded();
    const { commande, ligne } = await articleCommande();
    await payCommande(harness, alice, commande.Id);
    const values = { IdCommande: commande.Id, IdCommandeProduit: ligne.Id };
    expect((await call(app, DOWNLOAD, { values })).statusCode).toBe(401);
    expect((await call(app, DOWNLOAD, { values, token: TEST_TOKENS.backOffice })).statusCode).toBe(403);

    const staff = await call(app, BO_DOWNLOAD, { token: TEST_TOKENS.backOffice, values: { Id: idArticle } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toBe(`attachment; filename="${FILE_NAME}"`);
    expect(staff.rawPayload.equals(PDF)).toBe(true);
    expect((await call(app, BO_DOWNLOAD, { token: alice.token, values: { Id: idArticle } })).statusCode).toBe(403);
    const none = await call(app, BO_DOWNLOAD, { token: TEST_TOKENS.backOffice, values: { Id: 1 } });
    expect(none.statusCode).toBe(404);
  });
});

/** The confirmation e-mail of Alice's order, found by its subject. */
async function confirmationOf(commande: Schemas['Commande']) {
  const mails = await harness.ctx.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.destinataire, 'article-alice@panier.example.org'),
        eq(mailOutbox.sujet, `Commande ${commande.Numero} confirmée : paiement reçu`),
      ),
    );
  expect(mails).toHaveLength(1);
  return mails[0];
}

describe('the order confirmation e-mail', () => {
  test('confirms the order with its lines and totals, and gives the article’s download link', async () => {
    await uploaded();
    const { commande, ligne } = await articleCommande();
    await payCommande(harness, alice, commande.Id);
    const mail = await confirmationOf(commande);
    const { publicUrl } = harness.ctx.config;
    expect(mail?.texte).toContain(`Votre commande ${commande.Numero} est confirmée`);
    expect(mail?.texte).toContain(`- ${LIBELLE} × 1 : 15,00\u00a0€`);
    expect(mail?.texte).toContain('Total TTC : 15,00\u00a0€');
    expect(mail?.texte).toContain('TVA : 0,78\u00a0€');
    expect(mail?.texte).toContain(
      `${ARTICLE_TEXTS.mailIntro}\n- ${LIBELLE} :\n  ${publicUrl}/commande/${commande.Id}/article/${ligne.Id}`,
    );
  });

  test('tells those who paid before the file was there that it is, once; a replacement tells nobody', async () => {
    const { commande, ligne } = await articleCommande();
    await payCommande(harness, alice, commande.Id);
    const subject = `Votre article « ${LIBELLE} » est disponible`;
    const link = `${harness.ctx.config.publicUrl}/commande/${commande.Id}/article/${ligne.Id}`;
    // The e-mails about this order's line: a database kept from an earlier run holds others to the same address.
    const sent = async () =>
      (
        await harness.ctx.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.destinataire, 'article-alice@panier.example.org'), eq(mailOutbox.sujet, subject)))
      ).filter((mail) => mail.texte.includes(link));
    await uploaded();
    expect(await sent()).toHaveLength(1);
    await uploaded();
    expect(await sent()).toHaveLength(1);
  });

  test('has no download paragraph when the order bought no article with a file', async () => {
    const { commande } = await articleCommande();
    await payCommande(harness, alice, commande.Id);
    const mail = await confirmationOf(commande);
    expect(mail?.texte).toContain(`Votre commande ${commande.Numero} est confirmée`);
    expect(mail?.texte).not.toContain(ARTICLE_TEXTS.mailIntro);
  });
});
