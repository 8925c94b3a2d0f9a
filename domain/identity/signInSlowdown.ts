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

/** How long the pair waits after its `failures`-th failure in a row (0: not yet). */
export function signInWaitMs(failures: number): number {
  const beyond = failures - SIGN_IN_SLOWDOWN.failuresBeforeWait;
  if (beyond < 0) return 0;
  return Math.min(SIGN_IN_SLOWDOWN.firstWaitMs * 2 ** Math.min(beyond, 20), SIGN_IN_SLOWDOWN.maxWaitMs);
}

/** What the sign-in page says while the pair waits. */
export function signInSlowdownMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Trop d’échecs de connexion pour ce compte depuis votre adresse : veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
