import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../openapi/generated/schema.d.ts';
import { VERSION_CGV } from '../../domain/order/checkoutRules.ts';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig, type ServerConfig } from '../../server/platform/config/config.ts';
import { abonnements, commandes, comptes, factures, mailOutbox } from '../../server/platform/db/schema.ts';
import { signLyraFields } from '../../server/areas/payment/lyraSignature.ts';
import { createResponseChecker } from './contractShape.ts';
import { builtPortal } from './ssrBuild.ts';
import {
  APPLICATION_KEY,
  call,
  embeddedStyleVerifier,
  resetMutableTables,
  testContext,
  type TestCaller,
  type TestContext,
} from './testApp.ts';
import { notificationFields } from './paymentHarness.ts';

type Facture = components['schemas']['Facture'];
type FormulairePaiement = components['schemas']['FormulairePaiement'];
type IdentiteVendeur = components['schemas']['IdentiteVendeur'];

/** Another seller than the demo's, every SELLER_* variable set: each place that names the seller must follow. */
const OTHER_SELLER_ENV = {
  SELLER_NAME: 'Librairie Numérique Bretonne SARL',
  SELLER_ADDRESS: '7 quai des Livres',
  SELLER_POSTCODE: '35000',
  SELLER_CITY: 'Rennes',
  SELLER_COUNTRY: 'FR',
  SELLER_SIREN: '404833048',
  SELLER_VAT_NUMBER: 'FR83404833048',
  SELLER_LEGAL_FORM: 'SARL',
  SELLER_CAPITAL: '25 000 €',
  SELLER_RCS: 'RCS Rennes 404 833 048',
  SELLER_EMAIL: 'bonjour@librairie-bretonne.example',
  SELLER_PHONE: '02 99 00 11 22',
  SELLER_PUBLICATION_DIRECTOR: 'Maïwenn Le Goff, gérante',
  SELLER_HOST_NAME: 'Armor Hébergement SAS',
  SELLER_HOST_ADDRESS: '3 rue du Data Center, 29200 Brest',
  SELLER_HOST_PHONE: '02 98 00 33 44',
  SELLER_MEDIATOR_NAME: 'Médiateur du Livre Numérique',
  SELLER_MEDIATOR_ADDRESS: '1 place de la Conciliation, 44000 Nantes',
  SELLER_MEDIATOR_WEBSITE: 'https://mediateur-livre.example',
} as const;

/** The visible text of a rendered page: tags dropped, entities React writes read back. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The other seller as an invoice names it (Vendeur of Facture). */
const OTHER_SELLER_ON_INVOICES = {
  RaisonSociale: OTHER_SELLER_ENV.SELLER_NAME,
  Adresse: OTHER_SELLER_ENV.SELLER_ADDRESS,
  CodePostal: OTHER_SELLER_ENV.SELLER_POSTCODE,
  Ville: OTHER_SELLER_ENV.SELLER_CITY,
  CodePays: OTHER_SELLER_ENV.SELLER_COUNTRY,
  Siren: OTHER_SELLER_ENV.SELLER_SIREN,
  NumeroTva: OTHER_SELLER_ENV.SELLER_VAT_NUMBER,
  FormeJuridique: OTHER_SELLER_ENV.SELLER_LEGAL_FORM,
  Capital: OTHER_SELLER_ENV.SELLER_CAPITAL,
  Rcs: OTHER_SELLER_ENV.SELLER_RCS,
};

const ARTICLE = { id: 20, prixTtcCentimes: 900 } as const;
const CUSTOMER_TOKEN = 'jeton-vendeur-client';
const STAFF_TOKEN = 'jeton-vendeur-staff';
const CUSTOMER_LOGIN = 'client@vendeur.example.org';

let ctx: TestContext;
let config: ServerConfig;
let app: FastifyInstance;
let idCompte: number;

beforeAll(async () => {
  ctx = await testContext();
  config = readConfig({ APPLICATION_KEY, DATABASE_URL: process.env.DATABASE_URL, ...OTHER_SELLER_ENV });
  const identities: Record<string, TestCaller> = {
    [CUSTOMER_TOKEN]: { login: CUSTOMER_LOGIN, roles: ['frontoffice'] },
    [STAFF_TOKEN]: { login: 'admin@example.org', roles: ['backoffice'] },
  };
  app = buildApp({
    config,
    db: ctx.db,
    document: ctx.document,
    verifyAccessToken: embeddedStyleVerifier(ctx.db, (token) => identities[token]),
    spaRoot: builtPortal(),
  });
  await app.ready();
  await resetMutableTables(ctx.db);
  const [row] = await ctx.db
    .insert(comptes)
    .values({
      login: CUSTOMER_LOGIN,
      prenom: 'Yann',
      nom: 'Kervella',
      idCivilite: 1,
      role: 'frontoffice',
      confirme: true,
      numeroVoie: '4',
      idTypeVoie: 1,
      nomVoie: 'des Hortensias',
      codePostal: '29000',
      ville: 'Quimper',
      idPays: 74,
    })
    .returning({ id: comptes.id });
  idCompte = row!.id;
});

afterAll(async () => {
  await resetMutableTables(ctx.db);
  await ctx.db.delete(factures).where(eq(factures.idCompte, idCompte));
  await ctx.db.delete(abonnements).where(eq(abonnements.idCompte, idCompte));
  await ctx.db.delete(commandes).where(eq(commandes.idCompte, idCompte));
  await ctx.db.delete(comptes).where(eq(comptes.id, idCompte));
  await app.close();
});

/** The customer's order of one article, placed and paid through the API and the provider's signed notification. */
async function paidCommande(): Promise<number> {
  const send = (path: string, values: unknown) => call(app, path, { token: CUSTOMER_TOKEN, values });
  expect((await send('/Panier/AddProduit', { IdProduit: ARTICLE.id, Quantite: 1 })).statusCode).toBe(200);
  const placed = await send('/Commande/Commande_Create', {
    AccepteCGV: true,
    VersionCGV: VERSION_CGV,
    DemandeExecutionImmediate: true,
    RenonceDroitRetractation: true,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const idCommande = (placed.json() as { Id: number }).Id;
  const started = await send('/Paiement/Paiement_Create', { IdCommande: idCommande });
  expect(started.statusCode, started.body).toBe(200);
  const sent = (started.json() as FormulairePaiement).Champs;
  const fields = signLyraFields(
    notificationFields(sent, 'AUTHORISED', { vads_trans_uuid: `uuid-vendeur-${sent.vads_trans_id}` }),
    config.payment.key,
  );
  const notified = await app.inject({
    method: 'POST',
    url: '/api/Paiement/Paiement_Notification',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
  });
  expect(notified.statusCode, notified.body).toBe(200);
  await app.outbox.drain();
  return idCommande;
}

describe('une seule source de l’identité du vendeur (SELLER_*)', () => {
  test('Vendeur_Get donne le vendeur de la configuration, public et conforme au contrat', async () => {
    const response = await call(app, '/Contenu/Vendeur_Get', { values: {} });
    expect(response.statusCode).toBe(200);
    const vendeur = response.json() as IdentiteVendeur;
    expect(createResponseChecker(ctx.document)('/Contenu/Vendeur_Get', 200, vendeur)).toEqual([]);
    expect(vendeur).toEqual({
      ...OTHER_SELLER_ON_INVOICES,
      Email: OTHER_SELLER_ENV.SELLER_EMAIL,
      Telephone: OTHER_SELLER_ENV.SELLER_PHONE,
      DirecteurPublication: OTHER_SELLER_ENV.SELLER_PUBLICATION_DIRECTOR,
      Hebergeur: {
        Nom: OTHER_SELLER_ENV.SELLER_HOST_NAME,
        Adresse: OTHER_SELLER_ENV.SELLER_HOST_ADDRESS,
        Telephone: OTHER_SELLER_ENV.SELLER_HOST_PHONE,
      },
      Mediateur: {
        Nom: OTHER_SELLER_ENV.SELLER_MEDIATOR_NAME,
        Adresse: OTHER_SELLER_ENV.SELLER_MEDIATOR_ADDRESS,
        SiteWeb: OTHER_SELLER_ENV.SELLER_MEDIATOR_WEBSITE,
      },
    });
    // The application key is still required, like every call.
    expect((await call(app, '/Contenu/Vendeur_Get', { key: null })).statusCode).toBe(401);
  });

  test('les mentions légales rendues par le serveur nomment l’éditeur, le directeur, l’hébergeur et le médiateur', async () => {
    const response = await app.inject({ method: 'GET', url: '/mentionlegales' });
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    for (const expected of [
      'Éditeur du portail',
      OTHER_SELLER_ENV.SELLER_NAME,
      `${OTHER_SELLER_ENV.SELLER_LEGAL_FORM} au capital de ${OTHER_SELLER_ENV.SELLER_CAPITAL}`,
      `${OTHER_SELLER_ENV.SELLER_ADDRESS}, ${OTHER_SELLER_ENV.SELLER_POSTCODE} ${OTHER_SELLER_ENV.SELLER_CITY}`,
      OTHER_SELLER_ENV.SELLER_RCS,
      OTHER_SELLER_ENV.SELLER_SIREN,
      OTHER_SELLER_ENV.SELLER_VAT_NUMBER,
      OTHER_SELLER_ENV.SELLER_EMAIL,
      OTHER_SELLER_ENV.SELLER_PHONE,
      OTHER_SELLER_ENV.SELLER_PUBLICATION_DIRECTOR,
      `${OTHER_SELLER_ENV.SELLER_HOST_NAME}, ${OTHER_SELLER_ENV.SELLER_HOST_ADDRESS}, ${OTHER_SELLER_ENV.SELLER_HOST_PHONE}`,
      `${OTHER_SELLER_ENV.SELLER_MEDIATOR_NAME}, ${OTHER_SELLER_ENV.SELLER_MEDIATOR_ADDRESS}`,
      OTHER_SELLER_ENV.SELLER_MEDIATOR_WEBSITE,
      // The editable text beside it is still the page's.
      'Propriété intellectuelle',
    ])
      expect(text).toContain(expected);
    expect(response.body).toContain(`href="mailto:${OTHER_SELLER_ENV.SELLER_EMAIL}"`);
    expect(response.body).toContain(`href="${OTHER_SELLER_ENV.SELLER_MEDIATOR_WEBSITE}"`);
    // Nothing of the demo seller is left on the page.
    expect(text).not.toContain(readConfig({}).seller.RaisonSociale);
    expect(text).not.toContain(readConfig({}).seller.Siren);
  });

  test('les CGV rendues par le serveur nomment le vendeur et son médiateur', async () => {
    const response = await app.inject({ method: 'GET', url: '/cgu' });
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    for (const expected of [
      'Le vendeur',
      OTHER_SELLER_ENV.SELLER_NAME,
      OTHER_SELLER_ENV.SELLER_RCS,
      OTHER_SELLER_ENV.SELLER_VAT_NUMBER,
      `${OTHER_SELLER_ENV.SELLER_MEDIATOR_NAME}, ${OTHER_SELLER_ENV.SELLER_MEDIATOR_ADDRESS}`,
      'Article 8 – Droit de rétractation',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(readConfig({}).seller.RaisonSociale);
  });

  test('la facture, l’e-mail de confirmation et l’en-tête ONIX nomment le même vendeur', async () => {
    const idCommande = await paidCommande();

    const [facture] = await ctx.db
      .select({ id: factures.id })
      .from(factures)
      .where(and(eq(factures.idCommande, idCommande), eq(factures.idCompte, idCompte)));
    const invoice = await call(app, '/Facture/Facture_Get', { token: CUSTOMER_TOKEN, values: { Id: facture!.id } });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect((invoice.json() as Facture).Vendeur).toEqual(OTHER_SELLER_ON_INVOICES);

    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.destinataire, [CUSTOMER_LOGIN]));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      const footer = mail.texte.slice(mail.texte.lastIndexOf('\n-- \n'));
      for (const expected of [
        `${OTHER_SELLER_ENV.SELLER_NAME}, ${OTHER_SELLER_ENV.SELLER_LEGAL_FORM} au capital de ${OTHER_SELLER_ENV.SELLER_CAPITAL}`,
        `${OTHER_SELLER_ENV.SELLER_ADDRESS}, ${OTHER_SELLER_ENV.SELLER_POSTCODE} ${OTHER_SELLER_ENV.SELLER_CITY}`,
        `${OTHER_SELLER_ENV.SELLER_RCS} – SIREN ${OTHER_SELLER_ENV.SELLER_SIREN} – TVA ${OTHER_SELLER_ENV.SELLER_VAT_NUMBER}`,
        `Contact : ${OTHER_SELLER_ENV.SELLER_EMAIL} – ${OTHER_SELLER_ENV.SELLER_PHONE}`,
        `Médiateur de la consommation : ${OTHER_SELLER_ENV.SELLER_MEDIATOR_NAME}`,
      ])
        expect(footer).toContain(expected);
    }

    const onix = await call(app, '/BO/Publication/Publication_ExportOnix', { token: STAFF_TOKEN, values: {} });
    expect(onix.statusCode).toBe(200);
    expect(onix.body).toContain(
      `<Header><Sender><SenderName>${OTHER_SELLER_ENV.SELLER_NAME}</SenderName>` +
        `<TelephoneNumber>${OTHER_SELLER_ENV.SELLER_PHONE}</TelephoneNumber>` +
        `<EmailAddress>${OTHER_SELLER_ENV.SELLER_EMAIL}</EmailAddress></Sender>`,
    );
  });
});
