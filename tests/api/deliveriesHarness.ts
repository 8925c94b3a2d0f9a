import { createMailer } from '../../server/platform/mail/mailer.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import type { EtatReferencement } from '../../domain/referencing/referencingStates.ts';
import { buildApp } from '../../server/compose/app.ts';
import { readCatalogue, type CatalogueConfig } from '../../server/platform/config/catalogue.ts';
import {
  comptes,
  livraisons,
  marques,
  publications,
  referencements,
  retraitsCatalogue,
} from '../../server/platform/db/schema.ts';
import { deliveryDeps, type DeliveryDeps } from '../../server/areas/deliveries/deliveryDeps.ts';
import { completeSource, withCheckDigit } from '../unit/onixShapes.ts';
import { testContext, testVerifier, type TestContext } from './testApp.ts';

export const INTAKE_USER = 'portail-essai';
export const INTAKE_PASSWORD = 'mot-de-passe-du-catalogue';

export interface IntakeDetail {
  Code: string;
  Severity: string;
  Note: string;
  Element: string | null;
}

/** What the fake intake answers for one record of a deposit. */
export interface RecordAnswer {
  RecordStatus: '00' | '02' | '03';
  Details: IntakeDetail[];
}

interface Deposit {
  key: string;
  idDepot: string;
  body: string;
  polls: number;
}

/**
 * A catalogue intake speaking the portal's protocol, on a random port of this process: Basic auth, 202 with an
 * IdDepot per Idempotency-Key (the same key answers the same deposit, another body under it 409), 503 when down, and
 * acknowledgements answered 202 a given number of times before the 200.
 */
export interface FakeIntake {
  url: string;
  /** normal; down (503, nothing recorded); lost (recorded, then 503 as if the answer were lost). */
  mode: 'normal' | 'down' | 'lost';
  /** Times an acknowledgement answers 202 « en cours » before it is ready. */
  pendingPolls: number;
  /** The ONIX MessageStatus of the acknowledgements. */
  messageStatus: '01' | '02' | '03';
  fileDetails: IntakeDetail[];
  /** Each record's answer, by its ISBN; a record not listed is accepted without remark. */
  answers: Map<string, RecordAnswer>;
  /** Every upload received, in order, with its idempotency key and its credentials. */
  uploads: { key: string | undefined; authorization: string | undefined }[];
  deposits: Deposit[];
  reset(): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The records of an ONIX message: reference and ISBN of each product. */
function recordsOf(xml: string): { reference: string; isbn: string }[] {
  return [...xml.matchAll(/<Product><RecordReference>([^<]+)<\/RecordReference>.*?<IDValue>(\d{13})<\/IDValue>/gs)].map(
    (match) => ({ reference: match[1]!, isbn: match[2]! }),
  );
}

export async function startFakeIntake(): Promise<FakeIntake> {
  const expected = `Basic ${Buffer.from(`${INTAKE_USER}:${INTAKE_PASSWORD}`).toString('base64')}`;
  const intake = {
    mode: 'normal',
    pendingPolls: 0,
    messageStatus: '03',
    fileDetails: [],
    answers: new Map(),
    uploads: [],
    deposits: [],
  } as unknown as FakeIntake;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      if (request.headers.authorization !== expected)
        return answer(response, 401, { Message: 'Identifiants refusés.' });
      const path = new URL(request.url ?? '/', 'http://intake').pathname;
      if (request.method === 'POST' && path === '/catalogue/depots') {
        const key = request.headers['idempotency-key'] as string | undefined;
        intake.uploads.push({ key, authorization: request.headers.authorization });
        if (intake.mode === 'down') return answer(response, 503, { Message: 'Panne.' });
        let deposit = intake.deposits.find((d) => d.key === key);
        if (deposit && deposit.body !== body) return answer(response, 409, { Message: 'Autre fichier.' });
        if (!deposit) {
          deposit = { key: key ?? '', idDepot: `DEPOT-${intake.deposits.length + 1}`, body, polls: 0 };
          intake.deposits.push(deposit);
        }
        if (intake.mode === 'lost') return answer(response, 503, { Message: 'Réponse perdue.' });
        return answer(response, 202, { IdDepot: deposit.idDepot, Recu: new Date().toISOString() });
      }
      const ack = /^\/catalogue\/depots\/([^/]+)\/accuse$/.exec(path);
      if (request.method === 'GET' && ack) {
        const deposit = intake.deposits.find((d) => d.idDepot === decodeURIComponent(ack[1]!));
        if (!deposit) return answer(response, 404, { Message: 'Dépôt inconnu.' });
        deposit.polls += 1;
        if (deposit.polls <= intake.pendingPolls) return answer(response, 202, { Statut: 'en cours' });
        return answer(response, 200, {
          IdDepot: deposit.idDepot,
          SentDateTime: '20261128T101500Z',
          MessageStatus: intake.messageStatus,
          MessageStatusDetails: intake.fileDetails,
          Records: recordsOf(deposit.body).map(({ reference, isbn }) => ({
            RecordReference: reference,
            ProductIdentifier: isbn,
            ...(intake.answers.get(isbn) ?? { RecordStatus: '00', Details: [] }),
          })),
        });
      }
      return answer(response, 404, { Message: 'Inconnu.' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  intake.url = `http://127.0.0.1:${port}/catalogue/`;
  intake.reset = () => {
    Object.assign(intake, { mode: 'normal', pendingPolls: 0, messageStatus: '03', fileDetails: [] });
    intake.answers.clear();
    intake.uploads.length = 0;
    intake.deposits.length = 0;
  };
  intake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return intake;
}

export interface DeliveriesHarness {
  ctx: TestContext;
  app: FastifyInstance;
  intake: FakeIntake;
  catalogue: CatalogueConfig;
  idCompte: number;
  /** The deliveries' functions on a clock the test sets. */
  depsAt(now: Date): DeliveryDeps;
  /** A complete validated publication of the harness's account, in the given referencing state. */
  publication(etat: EtatReferencement, titre?: string, idCompte?: number): Promise<{ id: number; ean: string }>;
  /** Forgets the deliveries, withdrawals and publications of the previous test. */
  clean(): Promise<void>;
  dispose(): Promise<void>;
}

let eanCounter = 0;

export async function startDeliveriesHarness(env: NodeJS.ProcessEnv = {}): Promise<DeliveriesHarness> {
  const ctx = await testContext();
  const intake = await startFakeIntake();
  const catalogue = readCatalogue(
    {
      CATALOGUE_URL: intake.url,
      CATALOGUE_USER: INTAKE_USER,
      CATALOGUE_PASSWORD: INTAKE_PASSWORD,
      CATALOGUE_SCHEDULE: 'off',
      CATALOGUE_MAX_ATTEMPTS: '3',
      ...env,
    },
    ctx.config.publicUrl,
  );
  const app = buildApp({
    config: { ...ctx.config, catalogue },
    db: ctx.db,
    document: ctx.document,
    verifyAccessToken: testVerifier,
  });
  await app.ready();
  const [compte] = await ctx.db
    .insert(comptes)
    .values({
      login: 'livraisons@publications.example.org',
      prenom: 'Morgane',
      nom: 'Livraison',
      idCivilite: 1,
      role: 'frontoffice',
      confirme: true,
    })
    .onConflictDoUpdate({ target: comptes.login, set: { nom: 'Livraison' } })
    .returning({ id: comptes.id });
  const [marque] = await ctx.db
    .select({ id: marques.id })
    .from(marques)
    .where(eq(marques.libelle, 'Éditions de Penhoët'));
  const created: number[] = [];

  const publication: DeliveriesHarness['publication'] = async (etat, titre = 'La Maison des marées', idCompte) => {
    eanCounter += 1;
    const ean = withCheckDigit(`9782365${String(70000 + eanCounter).padStart(5, '0')}`);
    const source = completeSource({ Ean: ean, Titre: titre });
    const [row] = await ctx.db
      .insert(publications)
      .values({
        idCompte: idCompte ?? compte!.id,
        ean,
        titre,
        idDisponibilite: source.IdDisponibilite,
        idEtatPublication: etat === 'referencee' ? ETAT_PUBLICATION.referencee : ETAT_PUBLICATION.validee,
        idsLangues: source.IdsLangues,
        serie: false,
        auteurContribution: source.AuteurContribution,
        idMarque: marque!.id,
        dateParution: source.DateParution,
        prixTTCCentimes: source.PrixTTCCentimes,
        nombrePage: source.NombrePage,
        idFormat: source.IdFormat,
        coffret: false,
        impressionDemande: false,
        idIllustration: source.IdIllustration,
        idTypeOuvrage: source.IdTypeOuvrage,
        idSujet: source.IdSujet,
        resume: source.Resume,
      })
      .returning({ id: publications.id });
    created.push(row!.id);
    await ctx.db.insert(referencements).values({ idPublication: row!.id, etat });
    return { id: row!.id, ean };
  };

  const clean = async () => {
    intake.reset();
    await ctx.db.delete(retraitsCatalogue);
    await ctx.db.delete(livraisons);
    // What an earlier file of this process may have left awaiting a delivery is not this file's to deliver.
    await ctx.db.delete(referencements).where(eq(referencements.etat, 'aTransmettre'));
    if (created.length > 0) await ctx.db.delete(publications).where(inArray(publications.id, created.splice(0)));
  };

  return {
    ctx,
    app,
    intake,
    catalogue,
    idCompte: compte!.id,
    depsAt: (now) =>
      deliveryDeps({
        db: ctx.db,
        mailer: createMailer({ db: ctx.db, from: 'portail@example.org', seller: ctx.config.seller }),
        catalogue,
        publicUrl: ctx.config.publicUrl,
        sender: { SenderName: 'Portail des auteurs' },
        now: () => now,
      }),
    publication,
    clean,
    dispose: async () => {
      await clean();
      // The files after this one in the process see the demo accounts only (tests/api/seed.test.ts).
      await ctx.db.delete(comptes).where(eq(comptes.id, compte!.id));
      await app.close();
      await intake.close();
    },
  };
}
