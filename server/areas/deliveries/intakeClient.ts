import type { CatalogueConfig } from '../../platform/config/catalogue.ts';
import type { Acknowledgement } from './rules.ts';
import { INTAKE_ERRORS } from './texts.ts';

/** How long an exchange with the intake may take: an ONIX file of a few megabytes, over a slow link. */
export const INTAKE_TIMEOUT_MS = 60_000;

export type FetchLike = typeof fetch;

export interface IntakeClient {
  /** Uploads a delivery's message under its idempotency key: the intake's deposit id, or why it failed (French). */
  upload(idLivraison: number, xml: string): Promise<{ idDepot: string } | { error: string }>;
  /** A deposit's acknowledgement: not ready yet, ready, or why it could not be read. */
  acknowledgement(idDepot: string): Promise<{ pending: true } | { ack: Acknowledgement } | { error: string }>;
}

export function idempotencyKeyOf(idLivraison: number): string {
  return `portail-livraison-${idLivraison}`;
}

function errorOfStatus(status: number): string {
  if (status === 401) return INTAKE_ERRORS.credentials;
  if (status === 409) return INTAKE_ERRORS.conflict;
  if (status === 413) return INTAKE_ERRORS.tooLarge;
  if (status >= 500) return INTAKE_ERRORS.unavailable(status);
  return INTAKE_ERRORS.unexpected(status);
}

function errorOfFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return INTAKE_ERRORS.timeout(Math.round(timeoutMs / 1000));
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const detail = cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.message) : String(cause);
  return INTAKE_ERRORS.unreachable(detail);
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The intake's HTTP protocol (design « Intake protocol »): Basic auth, an idempotent upload, a polled acknowledgement. */
export function intakeClient(
  catalogue: Pick<CatalogueConfig, 'url' | 'user' | 'password'>,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): IntakeClient {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? INTAKE_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${catalogue.user}:${catalogue.password}`).toString('base64')}`;

  return {
    async upload(idLivraison, xml) {
      try {
        const response = await send(new URL('depots', catalogue.url), {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/xml',
            'idempotency-key': idempotencyKeyOf(idLivraison),
          },
          body: xml,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status !== 202 && response.status !== 200) {
          await response.body?.cancel();
          return { error: errorOfStatus(response.status) };
        }
        const answer = (await jsonOf(response)) as { IdDepot?: unknown } | undefined;
        if (typeof answer?.IdDepot !== 'string' || answer.IdDepot === '') return { error: INTAKE_ERRORS.unreadable };
        return { idDepot: answer.IdDepot };
      } catch (error) {
        return { error: errorOfFailure(error, timeoutMs) };
      }
    },

    async acknowledgement(idDepot) {
      try {
        const response = await send(new URL(`depots/${encodeURIComponent(idDepot)}/accuse`, catalogue.url), {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 202) {
          await response.body?.cancel();
          return { pending: true };
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          return { error: errorOfStatus(response.status) };
        }
        const ack = (await jsonOf(response)) as Acknowledgement | undefined;
        if (typeof ack?.MessageStatus !== 'string') return { error: INTAKE_ERRORS.unreadable };
        return { ack };
      } catch (error) {
        return { error: errorOfFailure(error, timeoutMs) };
      }
    },
  };
}
