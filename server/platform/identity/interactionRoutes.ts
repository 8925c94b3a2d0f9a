import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { ServerConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { accountSlowdownMessage, signInSlowdownMessage } from '../../../domain/identity/signInSlowdown.ts';
import { clearSignInFailures, recordSignInFailure, signInWaitLeft, type SignInWait } from './signInSlowdown.ts';
import { normalizeLogin } from './directory.ts';
import type { EmbeddedDirectory } from './embeddedDirectory.ts';
import { INTERACTION_PATH } from './embeddedProvider.ts';
import { renderMessagePage, renderSignInPage, SIGN_IN_MESSAGES } from './ui/pages.ts';

/** What the sign-in page says of a wait: this address's for the account, or the account's from every address. */
function slowdownMessage({ waitMs, scope }: SignInWait): string {
  return scope === 'account' ? accountSlowdownMessage(waitMs) : signInSlowdownMessage(waitMs);
}

/** A person mistypes a few times; dozens of tries a minute from one address is someone guessing. */
export const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionRoutesOptions {
  config: ServerConfig;
  provider: () => Promise<Provider>;
  directory: EmbeddedDirectory;
  db: Database;
}

interface UidParams {
  uid: string;
}

export function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** The server-rendered pages' forms post a few short fields, url-encoded. */
export function registerPageFormParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * The interaction the provider's cookie names, provided it is the one in the URL: a page kept open
 * from an older attempt must not act on a newer one.
 */
async function currentInteraction(
  provider: Provider,
  request: FastifyRequest<{ Params: UidParams }>,
  reply: FastifyReply,
) {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

/**
 * The portal has a single client, its own: what it asks for is granted without a consent screen,
 * as a first-party application's sign-in should be.
 */
async function grantRequestedAccess(provider: Provider, interaction: Interaction): Promise<string> {
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing ??
    new provider.Grant({ accountId: interaction.session?.accountId, clientId: String(interaction.params.client_id) });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

/**
 * The embedded provider's sign-in pages, on the portal's own host and under the provider's path, where
 * its interaction cookie is sent. Interactions end with `interactionResult` and a redirect that
 * Fastify sends, never by writing to the raw response behind its back.
 */
export function registerInteractionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): void {
  const { config } = options;
  const expired = () =>
    renderMessagePage({ publicUrl: config.publicUrl, title: 'Connexion', message: SIGN_IN_MESSAGES.expired });

  app.register(async (scope) => {
    registerPageFormParser(scope);

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 429) {
        const page = renderMessagePage({
          publicUrl: config.publicUrl,
          title: 'Connexion',
          message: SIGN_IN_MESSAGES.tooManyAttempts,
        });
        return sendHtml(reply, 429, page);
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'sign-in page failed');
        const page = renderMessagePage({
          publicUrl: config.publicUrl,
          title: 'Connexion',
          message: SIGN_IN_MESSAGES.unavailable,
        });
        return sendHtml(reply, 500, page);
      }
      return sendHtml(reply, status, expired());
    });

    scope.get<{ Params: UidParams }>(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
      const provider = await options.provider();
      const interaction = await currentInteraction(provider, request, reply);
      if (!interaction) return sendHtml(reply, 400, expired());
      if (interaction.prompt.name === 'login') {
        const hint = interaction.params.login_hint;
        const page = renderSignInPage({
          publicUrl: config.publicUrl,
          action: `${INTERACTION_PATH}/${interaction.uid}/login`,
          email: typeof hint === 'string' ? hint : '',
        });
        return sendHtml(reply, 200, page);
      }
      if (interaction.prompt.name === 'consent') {
        const grantId = await grantRequestedAccess(provider, interaction);
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
        return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
      }
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
        error: 'access_denied',
        error_description: `unsupported prompt ${interaction.prompt.name}`,
      });
      return reply.redirect(returnTo, 303);
    });

    scope.post<{ Params: UidParams; Body: Record<string, string> | undefined }>(
      `${INTERACTION_PATH}/:uid/login`,
      { config: { rateLimit: SIGN_IN_RATE_LIMIT } },
      async (request, reply) => {
        const provider = await options.provider();
        const interaction = await currentInteraction(provider, request, reply);
        if (!interaction || interaction.prompt.name !== 'login') return sendHtml(reply, 400, expired());
        const typedEmail = typeof request.body?.email === 'string' ? request.body.email.trim() : '';
        const password = typeof request.body?.password === 'string' ? request.body.password : '';
        const page = (error: string) =>
          renderSignInPage({
            publicUrl: config.publicUrl,
            action: `${INTERACTION_PATH}/${interaction.uid}/login`,
            email: typedEmail,
            error,
          });
        if (typedEmail === '' || password === '') return sendHtml(reply, 400, page(SIGN_IN_MESSAGES.missingFields));

        const pair = { login: normalizeLogin(typedEmail), adresse: request.ip };
        const waitLeft = await signInWaitLeft(options.db, pair, new Date());
        if (waitLeft.waitMs > 0) return sendHtml(reply, 429, page(slowdownMessage(waitLeft)));
        const { check, account } = await options.directory.authenticate(pair.login, password);
        if (check === 'invalid' || !account) {
          const wait = await recordSignInFailure(options.db, pair, new Date());
          const message = wait.waitMs > 0 ? slowdownMessage(wait) : SIGN_IN_MESSAGES.invalidCredentials;
          return sendHtml(reply, 401, page(message));
        }
        await clearSignInFailures(options.db, pair);
        if (check === 'unconfirmed') return sendHtml(reply, 403, page(SIGN_IN_MESSAGES.unconfirmed));

        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: String(account.id) } },
          { mergeWithLastSubmission: false },
        );
        return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
      },
    );
  });
}
