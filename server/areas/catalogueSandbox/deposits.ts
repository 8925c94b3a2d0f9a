import { createHash, randomUUID } from 'node:crypto';
import type { Acknowledgement } from './acknowledgement.ts';
import { CATALOGUE_CHECKS } from './catalogueChecks.ts';
import { acknowledgeDeposit, rejectedMessage, releaseOf } from './intake.ts';
import type { CoverFetcher } from './productChecks.ts';
import { DEFAULT_SETTINGS, type SandboxSettings } from './settings.ts';

export interface Deposit {
  IdDepot: string;
  idempotencyKey: string;
  /** SHA-256 of the body: the same key with another body is a conflict. */
  bodyHash: string;
  Recu: Date;
  /** Before then (mode retard at the deposit), the acknowledgement answers « en cours ». */
  readyAt: Date;
  release: string | null;
  bytes: number;
  refused: boolean;
  acknowledgement: Acknowledgement | null;
  /** Settles once the acknowledgement is written. */
  processed: Promise<Acknowledgement>;
}

export type DepositOutcome =
  { kind: 'recorded'; deposit: Deposit } | { kind: 'replayed'; deposit: Deposit } | { kind: 'conflict' };

/** Deposits kept: the oldest are forgotten beyond, with their keys. */
const KEPT_DEPOSITS = 500;

function hashOf(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * The sandbox's deposits and settings, in this process's memory: the sandbox plays a provider of its own, one
 * process, and a restart empties it (a deposit then answers 404 as a lost one would).
 */
export function createDepositStore(fetchCover: CoverFetcher) {
  const byKey = new Map<string, Deposit>();
  const byId = new Map<string, Deposit>();
  let settings: SandboxSettings = { ...DEFAULT_SETTINGS };

  function forgetOldest(): void {
    while (byId.size > KEPT_DEPOSITS) {
      const [oldest] = byId.values();
      if (!oldest) return;
      byId.delete(oldest.IdDepot);
      byKey.delete(oldest.idempotencyKey);
    }
  }

  function record(idempotencyKey: string, body: string, now = new Date()): DepositOutcome {
    const bodyHash = hashOf(body);
    const known = byKey.get(idempotencyKey);
    if (known) return known.bodyHash === bodyHash ? { kind: 'replayed', deposit: known } : { kind: 'conflict' };
    const IdDepot = randomUUID();
    const refused = settings.Mode === 'rejet';
    const delaySeconds = settings.Mode === 'retard' ? settings.Retard : 0;
    const processed = acknowledgeDeposit(body, { idDepot: IdDepot, fetchCover, refuseAll: refused }).catch(() =>
      rejectedMessage(IdDepot, CATALOGUE_CHECKS.unreadable()),
    );
    const deposit: Deposit = {
      IdDepot,
      idempotencyKey,
      bodyHash,
      Recu: now,
      readyAt: new Date(now.getTime() + delaySeconds * 1000),
      release: releaseOf(body),
      bytes: Buffer.byteLength(body),
      refused,
      acknowledgement: null,
      processed: processed.then((acknowledgement) => (deposit.acknowledgement = acknowledgement)),
    };
    byKey.set(idempotencyKey, deposit);
    byId.set(IdDepot, deposit);
    forgetOldest();
    return { kind: 'recorded', deposit };
  }

  return {
    record,
    find: (idDepot: string): Deposit | undefined => byId.get(idDepot),
    /** The newest first. */
    list: (): Deposit[] => [...byId.values()].reverse(),
    settings: (): SandboxSettings => settings,
    changeSettings(next: SandboxSettings): void {
      settings = next;
    },
    /** Settles once every deposit recorded so far is acknowledged (to close the app cleanly). */
    settled: async (): Promise<void> => {
      await Promise.all([...byId.values()].map((deposit) => deposit.processed));
    },
  };
}

export type DepositStore = ReturnType<typeof createDepositStore>;
