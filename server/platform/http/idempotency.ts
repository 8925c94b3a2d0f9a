import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/database.ts';
import { reponsesIdempotentes } from '../db/schema.ts';
import { IDEMPOTENCY_KEY_LENGTH } from '../../../domain/order/idempotencyKey.ts';
import { IDEMPOTENCY_REFUSALS } from '../../../domain/order/commandeRefusals.ts';
import { HttpError } from './httpError.ts';

/** The header of the contract's IdempotencyKey parameter. */
const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface IdempotentAction {
  idCompte: number;
  /** The operation the key belongs to: one key may serve two different operations. */
  operation: string;
  /** The Idempotency-Key header; without it the action simply runs. */
  key: string | undefined;
  /** The request's Values: the same key with other values is refused. */
  values: unknown;
}

/** The request's Idempotency-Key, if it sent one; a key of a length the contract does not allow is refused (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  // The routes validate bodies against the contract, not headers: the key's bounds are checked here.
  if (key.length < IDEMPOTENCY_KEY_LENGTH.min || key.length > IDEMPOTENCY_KEY_LENGTH.max)
    throw new HttpError(400, IDEMPOTENCY_REFUSALS.keyLength);
  return key;
}

/** JSON with object keys sorted, so that two bodies equal in meaning have one fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function fingerprint(values: unknown): string {
  return createHash('sha256').update(canonicalJson(values)).digest('hex');
}

/**
 * Runs `run` in one transaction that first claims the key, so that the action and the answer kept for its retries
 * are committed together or not at all: a retry with the same key gets the first answer; a request with the same
 * key still running waits for it (the claim's unique row) and then gets its answer; a refusal rolls everything
 * back, the claim included, so that a corrected retry runs anew. The same key with other values is refused (422).
 */
export async function runIdempotent<T>(
  db: Database,
  action: IdempotentAction,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { key } = action;
  if (key === undefined) return db.transaction(run);
  const empreinte = fingerprint(action.values);
  const claim = and(
    eq(reponsesIdempotentes.idCompte, action.idCompte),
    eq(reponsesIdempotentes.operation, action.operation),
    eq(reponsesIdempotentes.cle, key),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(reponsesIdempotentes)
      .values({ idCompte: action.idCompte, operation: action.operation, cle: key, empreinte })
      .onConflictDoNothing()
      .returning({ cle: reponsesIdempotentes.cle });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(reponsesIdempotentes).where(claim);
      if (!first || first.empreinte !== empreinte) throw new HttpError(422, IDEMPOTENCY_REFUSALS.keyReused);
      // The claim and the answer commit together: a claim seen here always has its answer.
      if (first.reponse === null) throw new Error('idempotency claim committed without its answer');
      return first.reponse as T;
    }
    const answer = await run(tx);
    await tx.update(reponsesIdempotentes).set({ statut: 200, reponse: answer }).where(claim);
    return answer;
  });
}
