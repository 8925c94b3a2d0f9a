/**
 * The slowdown of the sign-in form per account and source address: after a few failures, that pair waits before
 * the next try, one minute at first, doubling with each further failure up to an hour. Another address is never
 * slowed by them, so that someone guessing cannot lock the owner out.
 */
export const SIGN_IN_SLOWDOWN = {
  failuresBeforeWait: 5,
  firstWaitMs: 60_000,
  maxWaitMs: 60 * 60_000,
  /** A pair without a failure for this long is forgotten. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/**
 * The budget of one account across every source address: someone guessing from many addresses spends it, and past
 * it each try on that account waits, from any address (its owner's too), half a minute at first, doubling up to a
 * quarter of an hour. A delay, never a lock: a new password chosen with « Mot de passe oublié ? » clears it, and a
 * success after the wait forgets it.
 */
export const ACCOUNT_SIGN_IN_BUDGET = {
  failuresBeforeWait: 20,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
} as const;

interface WaitRule {
  failuresBeforeWait: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

/** How long a try waits after the `failures`-th failure counted by `rule` (0: not yet). */
export function signInWaitMs(failures: number, rule: WaitRule = SIGN_IN_SLOWDOWN): number {
  const beyond = failures - rule.failuresBeforeWait;
  if (beyond < 0) return 0;
  return Math.min(rule.firstWaitMs * 2 ** Math.min(beyond, 20), rule.maxWaitMs);
}

function inMinutes(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** What the sign-in page says while the pair waits. */
export function signInSlowdownMessage(waitMs: number): string {
  return `Trop d’échecs de connexion pour ce compte depuis votre adresse : veuillez réessayer dans ${inMinutes(waitMs)}.`;
}

/** What the sign-in page says while the account waits, whatever the address. */
export function accountSlowdownMessage(waitMs: number): string {
  return (
    `Ce compte a reçu trop de tentatives de connexion : veuillez réessayer dans ${inMinutes(waitMs)}, ` +
    'ou choisir un nouveau mot de passe avec « Mot de passe oublié ? ».'
  );
}
