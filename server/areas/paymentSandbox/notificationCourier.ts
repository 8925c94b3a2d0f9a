import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

export interface DeliverySchedule {
  /** How long to wait before each new attempt after a failed one; when they run out, the sandbox gives up. */
  retryDelaysMs: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  attemptTimeoutMs: number;
}

/** Lyra retries a notification the shop did not take for a while; the sandbox does the same, faster. */
export const DEFAULT_DELIVERY_SCHEDULE: DeliverySchedule = {
  retryDelaysMs: [1_000, 3_000, 10_000, 30_000, 60_000],
  attemptTimeoutMs: 10_000,
};

/** One POST of the notification: the shop's HTTP status, or why no answer came. */
export type DeliveryAttempt = { status: number } | { error: string };

export interface NotificationDelivery {
  url: string;
  fields: Readonly<Record<string, string>>;
  delivered: boolean;
  attempts: DeliveryAttempt[];
}

export interface SentNotification {
  /** Settles once the shop has answered the first attempt (or failed to). */
  firstAttempt: Promise<DeliveryAttempt>;
  /** Settles once the shop has taken the notification, or the sandbox has given up. */
  delivery: Promise<NotificationDelivery>;
}

export interface NotificationCourier {
  send(url: string, fields: Readonly<Record<string, string>>): SentNotification;
  /** Stops the retries still waiting: a closing server sends nothing more. */
  close(): void;
}

function isAccepted(attempt: DeliveryAttempt): boolean {
  return 'status' in attempt && attempt.status >= 200 && attempt.status < 300;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/**
 * Posts signed notifications to the shop as Lyra's platform does (form-urlencoded), and posts them again, with a
 * growing delay, until the shop answers 2xx. Deliveries live in this process only: the sandbox keeps no store.
 */
export function createNotificationCourier(schedule: DeliverySchedule, log: FastifyBaseLogger): NotificationCourier {
  const closing = new AbortController();

  async function attempt(url: string, body: string): Promise<DeliveryAttempt> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(schedule.attemptTimeoutMs)]),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      return { error: reasonOf(error) };
    }
  }

  async function retry(
    url: string,
    body: string,
    delivery: NotificationDelivery,
    fields: Readonly<Record<string, string>>,
  ): Promise<NotificationDelivery> {
    const context = { url, transId: fields.vads_trans_id, transStatus: fields.vads_trans_status };
    for (const delayMs of schedule.retryDelaysMs) {
      const last = delivery.attempts.at(-1);
      log.warn(
        { ...context, attempt: delivery.attempts.length, answer: last, retryInMs: delayMs },
        'payment notification not accepted',
      );
      try {
        await sleep(delayMs, undefined, { signal: closing.signal, ref: false });
      } catch {
        break;
      }
      const next = await attempt(url, body);
      delivery.attempts.push(next);
      if (isAccepted(next)) {
        log.info({ ...context, attempts: delivery.attempts.length }, 'payment notification delivered after retries');
        return { ...delivery, delivered: true };
      }
    }
    log.error({ ...context, attempts: delivery.attempts }, 'payment notification given up');
    return delivery;
  }

  return {
    send(url, fields) {
      const body = new URLSearchParams(fields).toString();
      const firstAttempt = attempt(url, body);
      const delivery = firstAttempt.then((first) => {
        const started: NotificationDelivery = { url, fields, delivered: isAccepted(first), attempts: [first] };
        return started.delivered ? started : retry(url, body, started, fields);
      });
      return { firstAttempt, delivery };
    },
    close() {
      closing.abort();
    },
  };
}
