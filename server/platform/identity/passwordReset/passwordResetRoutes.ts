import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { countCall } from '../../db/callCounters.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { PASSWORD_RESET, PASSWORD_RESET_TEXTS } from '../../../../domain/identity/passwordReset.ts';
import { normalizeLogin } from '../directory.ts';
import type { EmbeddedDirectory } from '../embeddedDirectory.ts';
import { registerPageFormParser, sendHtml } from '../interactionRoutes.ts';
import { passwordChangedMail } from '../passwordChangedMail.ts';
import { clearSignInFailuresOfLogin } from '../signInSlowdown.ts';
import { renderMessagePage, SIGN_IN_MESSAGES } from '../ui/pages.ts';
import {
  renderNewPasswordPage,
  renderPasswordResetDonePage,
  renderResetLinkRefusedPage,
  renderResetRequestedPage,
  renderResetRequestPage,
  renderResetTooManyPage,
} from '../ui/passwordResetPages.ts';
import { checkNewPassword } from './newPasswordForm.ts';
import { PASSWORD_RESET_PATHS } from '../passwordResetPaths.ts';
import { resetLinkMail } from './resetLinkMail.ts';
import {
  checkResetLink,
  findResettableAccount,
  formatResetToken,
  insertResetLink,
  markResetLinkUsed,
  newResetToken,
  parseResetToken,
  type ResetLinkCheck,
  type ResetToken,
} from './resetLinks.ts';

export interface PasswordResetRoutesOptions {
  config: ServerConfig;
  db: Database;
  directory: EmbeddedDirectory;
  mailer: Mailer;
}

type FormBody = Record<string, string> | undefined;

function field(body: FormBody, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

type RefusedLink = Extract<ResetLinkCheck, { valid: false }>;
type OpenLink = Extract<ResetLinkCheck, { valid: true }> & { token: ResetToken };
const UNKNOWN_LINK: RefusedLink = { valid: false, refusal: 'unknown' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Beyond this an address cannot be an account's login: no account is looked up. */
const MAX_EMAIL_LENGTH = 254;

/**
 * « Mot de passe oublié ? » of the embedded provider: the request form, the e-mailed link's new-password form and
 * their answers, server-rendered like the sign-in page (no script, the portal's stylesheet). Requests are limited
 * per source address (the route's limit) and per e-mail address (a counter of the same table); either way the
 * answer does not tell whether an account matches.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, options: PasswordResetRoutesOptions): void {
  const { config, db, directory, mailer } = options;
  const { publicUrl } = config;

  /** Sends the link when the address is a confirmed account's; says nothing about it either way. */
  async function sendLinkIfAccount(request: FastifyRequest, login: string): Promise<void> {
    const account = login.length <= MAX_EMAIL_LENGTH ? await findResettableAccount(db, login) : undefined;
    if (!account) return;
    const token = newResetToken();
    const idMail = await db.transaction(async (tx) => {
      await insertResetLink(tx, account.id, token, new Date());
      const message = resetLinkMail({
        to: account.login,
        prenom: account.prenom,
        nom: account.nom,
        token: formatResetToken(token),
        publicUrl,
      });
      return mailer.queue(tx, message);
    });
    // Not awaited: a slow mail server must not make a known address's answer slower than an unknown one's.
    mailer.deliver(idMail).catch((error: unknown) => request.log.error({ err: error }, 'reset e-mail not delivered'));
  }

  /** The link the person holds, checked; its token comes with it while it is valid. */
  async function openLink(text: string): Promise<OpenLink | RefusedLink> {
    const token = parseResetToken(text);
    if (!token) return UNKNOWN_LINK;
    const check = await checkResetLink(db, token, new Date());
    return check.valid ? { ...check, token } : check;
  }

  /** An unknown link is 404; one that worked once (used, replaced, expired) is gone: 410. */
  function sendRefusal(reply: FastifyReply, check: RefusedLink): FastifyReply {
    return sendHtml(
      reply,
      check.refusal === 'unknown' ? 404 : 410,
      renderResetLinkRefusedPage(publicUrl, check.refusal),
    );
  }

  app.register(async (scope) => {
    registerPageFormParser(scope);

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 429) return sendHtml(reply, 429, renderResetTooManyPage(publicUrl));
      // A body the form could not have sent (another type, too long): the form again, with what happened.
      if (status < 500) {
        const page = renderResetRequestPage({ publicUrl, email: '', error: PASSWORD_RESET_TEXTS.unreadable });
        return sendHtml(reply, status, page);
      }
      request.log.error({ err: error }, 'password reset page failed');
      const page = renderMessagePage({
        publicUrl,
        title: PASSWORD_RESET_TEXTS.requestTitle,
        message: SIGN_IN_MESSAGES.unavailable,
      });
      return sendHtml(reply, 500, page);
    });

    scope.get(PASSWORD_RESET_PATHS.request, async (_request, reply) =>
      sendHtml(reply, 200, renderResetRequestPage({ publicUrl, email: '' })),
    );

    scope.post<{ Body: FormBody }>(
      PASSWORD_RESET_PATHS.request,
      {
        config: {
          rateLimit: { max: PASSWORD_RESET.perSource.max, timeWindow: PASSWORD_RESET.perSource.timeWindowMs },
        },
      },
      async (request, reply) => {
        const started = Date.now();
        const typed = field(request.body, 'email').trim();
        if (typed === '') {
          const page = renderResetRequestPage({ publicUrl, email: '', error: PASSWORD_RESET_TEXTS.emailMissing });
          return sendHtml(reply, 400, page);
        }
        const login = normalizeLogin(typed);
        const { perEmail } = PASSWORD_RESET;
        const { nombre } = await countCall(db, `reinitialisation:${login}`, perEmail.timeWindowMs, started);
        if (nombre > perEmail.max) return sendHtml(reply, 429, renderResetTooManyPage(publicUrl));
        await sendLinkIfAccount(request, login);
        await sleep(PASSWORD_RESET.minimumAnswerMs - (Date.now() - started));
        return sendHtml(reply, 200, renderResetRequestedPage(publicUrl));
      },
    );

    scope.get<{ Params: { token: string } }>(`${PASSWORD_RESET_PATHS.newPassword}/:token`, async (request, reply) => {
      const link = await openLink(request.params.token);
      if (!link.valid) return sendRefusal(reply, link);
      return sendHtml(reply, 200, renderNewPasswordPage({ publicUrl, token: formatResetToken(link.token) }));
    });

    scope.post<{ Body: FormBody }>(
      PASSWORD_RESET_PATHS.newPassword,
      {
        config: {
          rateLimit: {
            max: PASSWORD_RESET.newPasswordPerSource.max,
            timeWindow: PASSWORD_RESET.newPasswordPerSource.timeWindowMs,
          },
        },
      },
      async (request, reply) => {
        const link = await openLink(field(request.body, 'jeton'));
        if (!link.valid) return sendRefusal(reply, link);
        const { token } = link;
        const form = {
          NouveauMotDePasse: field(request.body, 'NouveauMotDePasse'),
          Confirmation: field(request.body, 'Confirmation'),
        };
        const errors = checkNewPassword(form);
        if (errors) {
          return sendHtml(reply, 400, renderNewPasswordPage({ publicUrl, token: formatResetToken(token), errors }));
        }

        const outcome = await db.transaction(async (tx) => {
          const now = new Date();
          // Locked: of two submissions of one link, the second finds it used.
          const check = await checkResetLink(tx, token, now, { forUpdate: true });
          if (!check.valid) return check;
          await markResetLinkUsed(tx, token.selecteur, now);
          // Stores the new hash and ends every session and refresh token of the account.
          await directory.setPassword(check.login, form.NouveauMotDePasse, tx);
          const idMail = await mailer.queue(
            tx,
            passwordChangedMail({
              to: check.login,
              prenom: check.prenom,
              nom: check.nom,
              when: now,
              way: 'reinitialisation',
              publicUrl,
            }),
          );
          return { ...check, idMail };
        });
        if (!outcome.valid) return sendRefusal(reply, outcome);
        await mailer.deliver(outcome.idMail);
        await clearSignInFailuresOfLogin(db, outcome.login);
        return sendHtml(reply, 200, renderPasswordResetDonePage(publicUrl));
      },
    );
  });
}
