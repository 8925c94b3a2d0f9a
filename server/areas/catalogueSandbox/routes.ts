import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createDepositStore } from './deposits.ts';
import {
  ACKNOWLEDGEMENT_PATH,
  CATALOGUE_SANDBOX_PATH,
  DEPOSITS_PATH,
  SETTINGS_PATH,
  STYLESHEET_PATH,
} from './paths.ts';
import { fetchCoverOverHttp, type CoverFetcher } from './productChecks.ts';
import { readSettings } from './settings.ts';
import { renderDepositsPage } from './ui/pages.ts';
import { peerPageStylesheet } from '../../platform/http/peerPageStylesheet.ts';

const STYLESHEET = peerPageStylesheet(new URL('./ui/catalogueTest.css', import.meta.url));

/** The intake takes files of 50 Mo at most. */
export const MAX_DEPOSIT_BYTES = 50 * 1024 * 1024;

/** How long a request for an acknowledgement waits for the checks to finish before answering « en cours ». */
const ACKNOWLEDGEMENT_WAIT_MS = 5_000;

const XML_TYPES = ['application/xml', 'text/xml'];

export const INTAKE_MESSAGES = {
  unauthorized: 'Identifiant ou mot de passe du catalogue incorrect.',
  outOfService: 'Le catalogue est indisponible (panne simulée par le bac à sable)\u00a0: réessayez plus tard.',
  keyMissing: 'L’en-tête Idempotency-Key est obligatoire\u00a0: il identifie le dépôt.',
  emptyBody: 'Le dépôt est vide\u00a0: envoyez un message ONIX.',
  keyConflict: 'Cette clé d’idempotence a déjà servi pour un autre fichier.',
  unknownDeposit: 'Dépôt inconnu.',
} as const;

export interface CatalogueSandboxSetup {
  /** The Basic credentials the portal's deliveries use (config.catalogue). */
  user: string;
  password: string;
  /** How a cover link is fetched: GET with a short timeout by default. */
  fetchCover?: CoverFetcher;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * The embedded catalogue sandbox at /catalogue-test/: the referencing provider's intake as the deliveries see it.
 * Deposits of ONIX messages (Basic authentication, Idempotency-Key), their acknowledgements modelled on ONIX
 * Acknowledgement, test controls (panne, rejet, retard) and a French page listing what was received. Its deposits
 * and settings live in this process's memory.
 */
export function registerCatalogueSandbox(app: FastifyInstance, setup: CatalogueSandboxSetup): void {
  const expectedAuthorization = `Basic ${Buffer.from(`${setup.user}:${setup.password}`).toString('base64')}`;

  app.register(async (scope) => {
    const store = createDepositStore(setup.fetchCover ?? fetchCoverOverHttp);
    scope.addHook('onClose', () => store.settled());
    scope.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    for (const type of XML_TYPES) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: MAX_DEPOSIT_BYTES }, (_r, body, done) =>
        done(null, body),
      );
    }

    function isPortal(request: FastifyRequest, reply: FastifyReply): boolean {
      if (sameSecret(request.headers.authorization ?? '', expectedAuthorization)) return true;
      void reply
        .code(401)
        .header('www-authenticate', 'Basic realm="Catalogue de test", charset="UTF-8"')
        .send({ Message: INTAKE_MESSAGES.unauthorized });
      return false;
    }

    scope.get(STYLESHEET_PATH, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
    );

    scope.get(CATALOGUE_SANDBOX_PATH, (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderDepositsPage(store.list(), store.settings())),
    );

    scope.post(DEPOSITS_PATH, { bodyLimit: MAX_DEPOSIT_BYTES }, (request, reply) => {
      if (!isPortal(request, reply)) return reply;
      if (store.settings().Mode === 'panne') {
        return reply.code(503).header('retry-after', '60').send({ Message: INTAKE_MESSAGES.outOfService });
      }
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.trim() === '') {
        return reply.code(400).send({ Message: INTAKE_MESSAGES.keyMissing });
      }
      const body = typeof request.body === 'string' ? request.body : '';
      if (body.trim() === '') return reply.code(400).send({ Message: INTAKE_MESSAGES.emptyBody });
      const outcome = store.record(key, body);
      if (outcome.kind === 'conflict') return reply.code(409).send({ Message: INTAKE_MESSAGES.keyConflict });
      const { deposit } = outcome;
      request.log.info({ idDepot: deposit.IdDepot, replayed: outcome.kind === 'replayed' }, 'catalogue deposit');
      return reply.code(202).send({ IdDepot: deposit.IdDepot, Recu: deposit.Recu.toISOString() });
    });

    scope.get<{ Params: { idDepot: string } }>(ACKNOWLEDGEMENT_PATH, async (request, reply) => {
      if (!isPortal(request, reply)) return reply;
      const deposit = store.find(request.params.idDepot);
      if (!deposit) return reply.code(404).send({ Message: INTAKE_MESSAGES.unknownDeposit });
      if (Date.now() < deposit.readyAt.getTime()) return reply.code(202).send({ Statut: 'en cours' });
      const acknowledgement = await Promise.race([deposit.processed, wait(ACKNOWLEDGEMENT_WAIT_MS)]);
      if (!acknowledgement) return reply.code(202).send({ Statut: 'en cours' });
      return reply.code(200).send(acknowledgement);
    });

    scope.get(SETTINGS_PATH, (request, reply) => {
      if (!isPortal(request, reply)) return reply;
      return reply.send(store.settings());
    });

    scope.post(SETTINGS_PATH, (request, reply) => {
      if (!isPortal(request, reply)) return reply;
      const settings = readSettings(request.body, store.settings());
      if ('error' in settings) return reply.code(400).send({ Message: settings.error });
      store.changeSettings(settings);
      request.log.info({ catalogueSandbox: settings }, 'catalogue sandbox settings');
      return reply.send(settings);
    });
  });
}
