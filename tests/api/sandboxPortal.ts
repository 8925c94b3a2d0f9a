import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/compose/app.ts';
import { readConfig } from '../../server/platform/config/config.ts';
import type { AccessTokenVerifier, Identity } from '../../server/platform/identity/verifyAccessToken.ts';
import type { NotificationDelivery } from '../../server/areas/paymentSandbox/notificationCourier.ts';
import type { PaymentCustomer, PaymentHarness } from './paymentHarness.ts';
import { closedOrigin } from './paymentSandboxHarness.ts';
import { APPLICATION_KEY } from './testApp.ts';

/**
 * A portal listening at an origin of its own (its PUBLIC_URL), whose sandbox posts notifications to it: the
 * customer's token names them, `otherTokens` reads any other; each notification sent is pushed to `deliveries`.
 */
export async function listeningSandboxPortal(
  h: PaymentHarness,
  customer: PaymentCustomer,
  subject: string,
  options: { deliveries: Promise<NotificationDelivery>[]; otherTokens?: AccessTokenVerifier },
): Promise<{ portal: FastifyInstance; publicUrl: string }> {
  const identities = new Map<string, Identity>([
    [customer.token, { subject, login: customer.login, roles: ['frontoffice'] }],
  ]);
  const publicUrl = await closedOrigin();
  const config = readConfig({ APPLICATION_KEY, DATABASE_URL: process.env.DATABASE_URL, PUBLIC_URL: publicUrl });
  const portal = buildApp({
    config,
    db: h.ctx.db,
    document: h.ctx.document,
    verifyAccessToken: async (token) => identities.get(token) ?? options.otherTokens?.(token),
    paymentSandbox: { onNotification: (sent) => options.deliveries.push(sent.delivery) },
  });
  await portal.listen({ host: '127.0.0.1', port: Number(new URL(publicUrl).port) });
  return { portal, publicUrl };
}
