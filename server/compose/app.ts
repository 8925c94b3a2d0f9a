import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { loadContract, type OpenApiDocument } from '../../domain/validation/loadContract.ts';
import { PAYMENT_TEST_MODE_WARNING, sandboxPaymentUrl, type ServerConfig } from '../platform/config/config.ts';
import { registerContentFiles } from '../areas/content/fileRoutes.ts';
import type { Database } from '../platform/db/database.ts';
import { registerContractRoutes } from '../platform/http/contractRoutes.ts';
import { MAX_UPLOAD_FIELD_BYTES } from '../platform/http/uploadBody.ts';
import { clientErrorHandler } from '../platform/http/clientErrorHandler.ts';
import { errorHandler } from '../platform/http/errorHandler.ts';
import { compileSerializersOnFirstUse } from '../platform/http/lazySerializers.ts';
import { databaseRateLimitStore, registerRateLimitPurge } from '../platform/http/rateLimitStore.ts';
import { buildHandlerMap } from './handlerMap.ts';
import { HttpError, MESSAGES } from '../platform/http/httpError.ts';
import { OneLineRequestLog } from '../platform/http/requestLog.ts';
import { registerSecurityHeaders } from '../platform/http/securityHeaders.ts';
import { registerSitemap } from './pages/sitemap.ts';
import { registerSpa } from './pages/spa.ts';
import { createIdentity } from '../platform/identity/identity.ts';
import { accountOfIdentity } from '../platform/identity/callerAccountId.ts';
import { requireBearer } from '../platform/http/authenticate.ts';
import type { AccessTokenVerifier } from '../platform/identity/verifyAccessToken.ts';
import { registerDevOutbox } from './pages/devOutboxRoute.ts';
import { invoiceSeller } from '../platform/config/seller.ts';
import { createMailer, type Mailer } from '../platform/mail/mailer.ts';
import { outboxEffects } from './outboxEffects.ts';
import { createOutbox } from '../platform/outbox/processor.ts';
import { registerOutbox } from '../platform/outbox/registerOutbox.ts';
import { registerPaymentSandbox, type PaymentSandboxOptions } from '../areas/paymentSandbox/routes.ts';
import { registerCatalogueSandbox } from '../areas/catalogueSandbox/routes.ts';
import { MAX_UPLOAD_BYTES } from '../platform/files/files.ts';
import { registerPublicationFiles, registerPublicCovers } from '../areas/publications/fileRoutes.ts';
import { catalogueDeliveryTicker } from '../areas/deliveries/public.ts';
import { onixSenderOf } from '../areas/onix/public.ts';
import { priceChangeTicker } from '../areas/prices/public.ts';
import type { Ticker } from '../platform/ticker/ticker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's schedule (deliveries, uploads, acknowledgements): `start`ed with the server, stopped on close. */
    catalogueDeliveries: Ticker;
    /** The scheduled prices that apply on their day: `start`ed with the server, stopped on close. */
    priceChanges: Ticker;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  db: Database;
  mailer?: Mailer;
  /** How bearer tokens are checked; the identity provider's (embedded or Keycloak) by default. */
  verifyAccessToken?: AccessTokenVerifier;
  /** The built application to serve (`dist/`); the API works without it. */
  spaRoot?: string;
  /** The contract; read from openapi/portal.yaml by default. */
  document?: OpenApiDocument;
  logger?: FastifyServerOptions['logger'];
  /** The embedded sandbox payment provider's notification retries, and who watches its deliveries. */
  paymentSandbox?: PaymentSandboxOptions;
}

/** The portal's HTTP application, ready to `listen` or to `inject` into. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    clientErrorHandler,
  });
  compileSerializersOnFirstUse(app);
  const mailer =
    options.mailer ??
    createMailer({
      db,
      from: config.mailFrom,
      seller: config.seller,
      smtpUrl: config.smtpUrl,
      onDeliveryError: (error) => app.log.error({ err: error }, 'e-mail delivery failed'),
    });

  const identity = createIdentity(config, db);
  const outbox = createOutbox({
    db,
    effects: outboxEffects({
      mailer,
      publicUrl: config.publicUrl,
      seller: invoiceSeller(config.seller),
      dataDir: config.dataDir,
    }),
    log: app.log,
  });
  registerOutbox(app, outbox);
  const catalogueDeliveries = catalogueDeliveryTicker({
    db,
    mailer,
    catalogue: config.catalogue,
    publicUrl: config.publicUrl,
    sender: onixSenderOf(config.seller),
    log: app.log,
  });
  app.decorate('catalogueDeliveries', catalogueDeliveries);
  app.addHook('onClose', () => catalogueDeliveries.stop());
  const priceChanges = priceChangeTicker({ db, log: app.log });
  app.decorate('priceChanges', priceChanges);
  app.addHook('onClose', () => priceChanges.stop());

  app.setErrorHandler(errorHandler);
  registerSecurityHeaders(app, config.oidcIssuer, config.payment.url);
  app.register(rateLimit, {
    global: false,
    // Counters live in the database so that several portal processes enforce the same limits.
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
  });
  registerRateLimitPurge(app, db);
  // Upload bodies are read by the contract's upload routes once the caller is known (http/uploadBody.ts); a file
  // beyond 5 MB or a field beyond a few kilobytes is refused with 413 rather than silently truncated.
  app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, fieldSize: MAX_UPLOAD_FIELD_BYTES, files: 2, fields: 4, parts: 6 },
  });
  identity.register(app, { mailer });
  const authenticate = requireBearer(options.verifyAccessToken ?? identity.verifyAccessToken, (caller) =>
    accountOfIdentity(db, caller),
  );
  registerContractRoutes(app, {
    document: options.document ?? loadContract(),
    handlers: buildHandlerMap({ config, db, mailer, directory: identity.directory, outbox }),
    applicationKey: config.applicationKey,
    authenticate,
    roles: config.roles,
  });
  registerPublicationFiles(app, { db, dataDir: config.dataDir, authenticate, roles: config.roles });
  registerPublicCovers(app, { db, dataDir: config.dataDir });
  registerContentFiles(app, { dataDir: config.dataDir });
  // Without a relay the outbox is where e-mails end up: developers read it here.
  if (config.devOutbox) registerDevOutbox(app, { db, publicUrl: config.publicUrl });
  // Without PAYMENT_URL the shop's payment form goes to the embedded sandbox provider; production never serves it.
  if (!config.production && config.payment.url === sandboxPaymentUrl(config.publicUrl)) {
    registerPaymentSandbox(app, { ...options.paymentSandbox, publicUrl: config.publicUrl, site: config.payment });
  }
  if (config.production && config.payment.mode === 'TEST') app.log.warn(PAYMENT_TEST_MODE_WARNING);
  // Without CATALOGUE_URL deliveries go to the embedded catalogue sandbox; production never serves it.
  if (!config.production && config.catalogue.sandbox) {
    registerCatalogueSandbox(app, { user: config.catalogue.user, password: config.catalogue.password });
  }
  registerSitemap(app, { db, publicUrl: config.publicUrl });
  registerSpa(app, options.spaRoot, config.publicUrl);
  return app;
}
