import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  createNotificationCourier,
  DEFAULT_DELIVERY_SCHEDULE,
  type DeliverySchedule,
  type SentNotification,
} from './notificationCourier.ts';
import { newTransactionFacts, notificationFields, outcomeFields } from './notificationFields.ts';
import { findSandboxOutcome, SANDBOX_OUTCOMES } from './outcomes.ts';
import { SANDBOX_API_PATH, SANDBOX_FORM_PATH, SANDBOX_OUTCOME_PATH, SANDBOX_STYLESHEET_PATH } from './paths.ts';
import { createSandboxTransactions, type CancelOrRefundRequest } from './transactions.ts';
import { checkPaymentForm, stringFields, type SandboxSite } from './paymentForm.ts';
import { returnNavigation } from './returnNavigation.ts';
import {
  renderFinishedPage,
  renderFormErrorPage,
  renderPaymentPage,
  renderReturnFormPage,
  renderUnknownOutcomePage,
} from './ui/pages.ts';
import { signLyraFields, notificationUrl, CANCEL_OR_REFUND_PATH } from '../payment/public.ts';
import { peerPageStylesheet } from '../../platform/http/peerPageStylesheet.ts';

const STYLESHEET = peerPageStylesheet(new URL('./ui/bacASable.css', import.meta.url));

/** Lyra forms carry the order, the customer and the shipping address: a few kilobytes at most. */
const FORM_BODY_LIMIT = 64 * 1024;

const FORM_URLENCODED = 'application/x-www-form-urlencoded';

export interface PaymentSandboxOptions {
  /** When the sandbox posts a notification again after the shop refused it or did not answer. */
  schedule?: Partial<DeliverySchedule>;
  /** Told of every notification sent, with its delivery and retries: to watch the deliveries or await them. */
  onNotification?: (sent: SentNotification) => void;
}

export interface PaymentSandboxSetup extends PaymentSandboxOptions {
  publicUrl: string;
  /** The shop's site, key and mode: the one site the sandbox knows. */
  site: SandboxSite;
}

function sendHtml(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** The web services' Basic authentication: the site id and the web-service password. */
function isShopCaller(authorization: string | undefined, site: SandboxSite): boolean {
  if (!site.api) return false;
  const expected = `Basic ${Buffer.from(`${site.siteId}:${site.api.password}`).toString('base64')}`;
  return authorization === expected;
}

/**
 * The embedded sandbox payment provider: it answers the Lyra payment form, lets the buyer pick the outcome, notifies
 * the shop with signed fields (retrying until the shop takes them) and returns the browser. The signed form travels
 * in the test page and is checked again when the outcome is chosen; the transactions given an outcome are kept in
 * this process, so that the shop's web-service calls (Transaction/CancelOrRefund) find them.
 */
export function registerPaymentSandbox(app: FastifyInstance, setup: PaymentSandboxSetup): void {
  const { publicUrl, site } = setup;
  const shopOrigin = new URL(publicUrl).origin;

  app.register(async (scope) => {
    const courier = createNotificationCourier({ ...DEFAULT_DELIVERY_SCHEDULE, ...setup.schedule }, scope.log);
    const transactions = createSandboxTransactions();
    scope.addHook('onClose', async () => courier.close());

    if (scope.hasContentTypeParser(FORM_URLENCODED)) scope.removeContentTypeParser(FORM_URLENCODED);
    scope.addContentTypeParser(FORM_URLENCODED, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(SANDBOX_STYLESHEET_PATH, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
    );

    scope.post(SANDBOX_FORM_PATH, (request, reply) => {
      const check = checkPaymentForm(stringFields(request.body), site, shopOrigin);
      if (!check.valid) {
        request.log.warn({ paymentFormError: check.error }, 'payment form refused');
        return sendHtml(reply, 400, renderFormErrorPage(check.error, publicUrl));
      }
      return sendHtml(reply, 200, renderPaymentPage(check.fields, SANDBOX_OUTCOMES));
    });

    scope.post(SANDBOX_OUTCOME_PATH, async (request, reply) => {
      const posted = stringFields(request.body);
      const check = checkPaymentForm(posted, site, shopOrigin);
      if (!check.valid) {
        request.log.warn({ paymentFormError: check.error }, 'payment form refused');
        return sendHtml(reply, 400, renderFormErrorPage(check.error, publicUrl));
      }
      const outcome = findSandboxOutcome(posted.issue);
      if (!outcome) return sendHtml(reply, 400, renderUnknownOutcomePage(publicUrl));

      const form = check.fields;
      const facts = newTransactionFacts();
      transactions.record({ uuid: facts.uuid, amount: Number(form.vads_amount), transStatus: outcome.transStatus });
      const sent = courier.send(
        form.vads_url_check || notificationUrl(publicUrl),
        signLyraFields(notificationFields(form, outcome, facts), site.key),
      );
      setup.onNotification?.(sent);
      // A real platform notifies the URL set in its back office, the shop's notification call here; a form's
      // vads_url_check overrides it, as Lyra allows. The shop hears of the payment before the buyer comes back, as
      // on Lyra's platform; retries go on afterwards.
      await sent.firstAttempt;

      const navigation = returnNavigation(form, outcome, signLyraFields(outcomeFields(form, outcome, facts), site.key));
      if (navigation.kind === 'redirect')
        return reply.header('cache-control', 'no-store').redirect(navigation.url, 303);
      if (navigation.kind === 'post') {
        return sendHtml(reply, 200, renderReturnFormPage(outcome, navigation.url, navigation.fields));
      }
      return sendHtml(reply, 200, renderFinishedPage(outcome, publicUrl));
    });

    scope.post(`${SANDBOX_API_PATH}${CANCEL_OR_REFUND_PATH}`, (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isShopCaller(request.headers.authorization, site)) {
        return reply.code(401).send({
          status: 'ERROR',
          answer: { errorCode: 'INT_905', errorMessage: 'Identifiant de boutique ou mot de passe incorrect.' },
        });
      }
      const body = (
        typeof request.body === 'object' && request.body !== null ? request.body : {}
      ) as CancelOrRefundRequest;
      const answer = transactions.cancelOrRefund(body);
      request.log.info({ uuid: body.uuid, status: answer.status }, 'sandbox Transaction/CancelOrRefund');
      return reply.code(200).send(answer);
    });
  });
}
