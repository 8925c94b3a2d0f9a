import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { AuthDependencies, AuthSession, Person, RestoreOutcome } from './types.ts';

/** How long before its expiry an access token is renewed. */
export const RENEWAL_MARGIN_MS = 60_000;
/** setTimeout runs at once past this delay (a signed 32-bit count of milliseconds). */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/**
 * When to renew a token that expires at `expiresAt`: a minute ahead, or half-way through a shorter life so
 * that a token issued for under two minutes is not renewed in a loop.
 */
export function renewalDelay(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  return Math.min(Math.max(remaining - RENEWAL_MARGIN_MS, remaining / 2, 0), LONGEST_TIMEOUT_MS);
}

export interface CallbackInput {
  url: string;
}

export interface PersonInput {
  login: string;
}

export interface TokenTimerInput {
  expiresAt: number;
}

/** The machine's effects over its dependencies: the application gives the real ones, tests stand-ins. */
export function createAuthActors(deps: AuthDependencies) {
  return {
    restoreSession: fromPromise<RestoreOutcome>(async () => ({
      session: await deps.service.restoreSession(),
      browserSignedIn: deps.storage.readLogin() !== null,
    })),
    joinBrowserSession: fromPromise<AuthSession | null>(() => deps.service.joinBrowserSession()),
    signInRedirect: fromPromise<void>(() => deps.service.signInRedirect()),
    processCallback: fromPromise<AuthSession, CallbackInput>(({ input }) => deps.service.processCallback(input.url)),
    loadPerson: fromPromise<Person, PersonInput>(({ input, signal }) => deps.loadPerson(input.login, signal)),
    renewSession: fromPromise<AuthSession>(() => deps.service.renewSession()),
    signOutRedirect: fromPromise<void>(() => deps.service.signOutRedirect()),
    forgetSession: fromPromise<void>(() => deps.service.forgetSession()),
    /** Says `auth.tokenExpiring` shortly before the token of its input expires. */
    tokenExpiryTimer: fromCallback<EventObject, TokenTimerInput>(({ input, sendBack }) => {
      const timer = setTimeout(
        () => sendBack({ type: 'auth.tokenExpiring' }),
        renewalDelay(input.expiresAt, deps.now()),
      );
      return () => clearTimeout(timer);
    }),
  };
}

export type AuthActors = ReturnType<typeof createAuthActors>;
