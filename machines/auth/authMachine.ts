import { assertEvent, assign, emit, setup, type Actor } from 'xstate';
import { unprovidedActors, unprovidedCallback } from '../shared/unprovided.ts';
import { createAuthActors, type AuthActors } from './actors.ts';
import { AUTH_MESSAGES } from '../../domain/identity/authMessages.ts';
import { isReturnablePath } from '../../domain/identity/returnPath.ts';
import type {
  AuthContext,
  AuthDependencies,
  AuthEmitted,
  AuthEvent,
  AuthSession,
  Person,
  SignedInFacts,
} from './types.ts';
import { output } from '../shared/outcomeParams.ts';

/** Stand-ins until `authImplementations` provides the real effects: a machine left without them fails loudly. */
const standIns: AuthActors = {
  ...unprovidedActors<AuthActors>('auth', [
    'restoreSession',
    'joinBrowserSession',
    'signInRedirect',
    'processCallback',
    'loadPerson',
    'renewSession',
    'signOutRedirect',
    'forgetSession',
  ]),
  tokenExpiryTimer: unprovidedCallback('auth', 'tokenExpiryTimer'),
};

/**
 * The browser's session: restored from the tab, or joined silently from the provider's session when another tab
 * of the browser has signed in, signed in through the identity provider's redirect, the person loaded from the
 * portal, the access token renewed before it expires, signed out at the provider and in every tab.
 */
const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: standIns,
  actions: {
    // Effects outside the machine, given by `authImplementations`.
    putTokenOnApiClient: (_, _params: { token: string }) => {},
    removeTokenFromApiClient: () => {},
    storeReturnPath: (_, _params: { path: string }) => {},
    forgetReturnPath: () => {},
    storeLogin: (_, _params: { login: string }) => {},
    forgetLogin: () => {},
    leaveForHome: () => {},
    tellOtherTabsSignedIn: () => {},
    tellOtherTabsSignedOut: () => {},

    keepSession: assign((_, params: { session: AuthSession }) => ({ session: params.session })),
    keepPerson: assign((_, params: { person: Person }) => ({ person: params.person })),
    forgetIdentity: assign({ session: null, person: null }),
    recordError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    announceSignedIn: emit((_, params: SignedInFacts) => ({ type: 'auth.signedIn' as const, ...params })),
    announceSignedOut: emit({ type: 'auth.signedOut' }),
  },
  guards: {
    isSession: (_, params: { session: AuthSession | null }) => params.session !== null,
    isBrowserSignedIn: (_, params: { browserSignedIn: boolean }) => params.browserSignedIn,
    isReturnablePath: (_, params: { path: string | undefined }) =>
      params.path !== undefined && isReturnablePath(params.path),
  },
});

/** What a visitor without a session does while one may be restored: pages visited, the provider's callback. */
const visitorTransitions = authSetup.createStateConfig({
  on: {
    'auth.callbackReceived': { target: 'handlingCallback' },
    'auth.visited': {
      guard: { type: 'isReturnablePath', params: ({ event }) => ({ path: event.path }) },
      actions: { type: 'storeReturnPath', params: ({ event }) => ({ path: event.path }) },
    },
  },
}).on;

/** The same once there is no session (anonymous, or after a failure), with signing in. */
const sessionlessTransitions = authSetup.createStateConfig({
  on: {
    'auth.signIn': [
      {
        guard: { type: 'isReturnablePath', params: ({ event }) => ({ path: event.returnTo }) },
        target: 'redirecting',
        actions: { type: 'storeReturnPath', params: ({ event }) => ({ path: event.returnTo! }) },
      },
      { target: 'redirecting' },
    ],
    ...visitorTransitions,
  },
}).on;

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: { session: null, person: null, error: null },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'isSession', params: ({ event }) => ({ session: event.output.session }) },
            target: 'loadingPerson',
            // isSession has just said the session is not null.
            actions: [
              { type: 'keepSession', params: ({ event }) => ({ session: event.output.session! }) },
              { type: 'putTokenOnApiClient', params: ({ event }) => ({ token: event.output.session!.accessToken }) },
            ],
          },
          {
            guard: {
              type: 'isBrowserSignedIn',
              params: ({ event }) => ({ browserSignedIn: event.output.browserSignedIn }),
            },
            target: 'joining',
          },
          { target: 'anonymous' },
        ],
        // A session that cannot be read back is no session: the visitor simply is not signed in.
        onError: { target: 'anonymous' },
      },
      on: visitorTransitions,
    },

    // A tab without tokens of a browser that has signed in: the provider's session, if it is still open, gives this
    // tab its own tokens, without a page of its own and without a token in any address.
    joining: {
      entry: 'clearError',
      invoke: {
        id: 'joinBrowserSession',
        src: 'joinBrowserSession',
        onDone: [
          {
            guard: { type: 'isSession', params: output('session') },
            target: 'loadingPerson',
            actions: [
              { type: 'keepSession', params: ({ event }) => ({ session: event.output! }) },
              { type: 'putTokenOnApiClient', params: ({ event }) => ({ token: event.output!.accessToken }) },
            ],
          },
          // The provider's session has ended: the browser is no longer signed in, and later tabs do not ask again.
          { target: 'anonymous', actions: 'forgetLogin' },
        ],
        // The provider cannot be reached: the visitor is anonymous here and may still sign in.
        onError: { target: 'anonymous' },
      },
      on: {
        ...visitorTransitions,
        // The session being joined has just ended: asking again gets the provider's answer of now.
        'auth.signedOutElsewhere': { target: 'joining', reenter: true },
      },
    },

    anonymous: {
      on: {
        ...sessionlessTransitions,
        'auth.signedInElsewhere': { target: 'joining' },
      },
    },

    redirecting: {
      entry: 'clearError',
      invoke: {
        id: 'signInRedirect',
        src: 'signInRedirect',
        // The browser came back to this very page (back-forward cache) without signing in.
        onDone: { target: 'restoring' },
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: { message: AUTH_MESSAGES.redirectFailed } },
        },
      },
    },

    handlingCallback: {
      entry: 'clearError',
      invoke: {
        id: 'processCallback',
        src: 'processCallback',
        input: ({ event }) => {
          assertEvent(event, 'auth.callbackReceived');
          return { url: event.url };
        },
        onDone: {
          target: 'loadingPerson',
          actions: [
            { type: 'keepSession', params: output('session') },
            { type: 'putTokenOnApiClient', params: ({ event }) => ({ token: event.output.accessToken }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: { message: AUTH_MESSAGES.callbackFailed } },
        },
      },
    },

    loadingPerson: {
      invoke: {
        id: 'loadPerson',
        src: 'loadPerson',
        input: ({ context }) => ({ login: context.session?.login ?? '' }),
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'keepPerson', params: output('person') },
            { type: 'storeLogin', params: ({ event }) => ({ login: event.output.Login }) },
            'tellOtherTabsSignedIn',
            {
              type: 'announceSignedIn',
              params: ({ context, event }) => ({
                person: event.output,
                isFrontOffice: context.session?.isFrontOffice === true,
                isBackOffice: context.session?.isBackOffice === true,
              }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            'removeTokenFromApiClient',
            'forgetIdentity',
            { type: 'recordError', params: { message: AUTH_MESSAGES.personFailed } },
          ],
        },
      },
      on: {
        'auth.signedOutElsewhere': { target: 'leaving' },
      },
    },

    authenticated: {
      // The way back has been taken (the callback page opens it): it is not kept for a later sign-in.
      entry: 'forgetReturnPath',
      initial: 'active',
      states: {
        active: {
          invoke: {
            id: 'tokenExpiryTimer',
            src: 'tokenExpiryTimer',
            input: ({ context }) => ({ expiresAt: context.session?.expiresAt ?? 0 }),
            // A timer that cannot run would let the token lapse: renew now instead.
            onError: { target: 'renewing' },
          },
          on: {
            'auth.tokenExpiring': { target: 'renewing' },
          },
        },
        renewing: {
          invoke: {
            id: 'renewSession',
            src: 'renewSession',
            onDone: {
              target: 'active',
              actions: [
                { type: 'keepSession', params: output('session') },
                { type: 'putTokenOnApiClient', params: ({ event }) => ({ token: event.output.accessToken }) },
              ],
            },
            onError: {
              target: '#auth.failed',
              actions: [
                'removeTokenFromApiClient',
                'forgetIdentity',
                { type: 'recordError', params: { message: AUTH_MESSAGES.sessionExpired } },
              ],
            },
          },
        },
      },
      on: {
        'auth.signOut': { target: 'signingOut' },
        'auth.signedOutElsewhere': { target: 'leaving' },
        'auth.personUpdated': {
          actions: { type: 'keepPerson', params: ({ event }) => ({ person: event.person }) },
        },
      },
    },

    signingOut: {
      entry: [
        'removeTokenFromApiClient',
        'forgetLogin',
        'forgetIdentity',
        'clearError',
        'announceSignedOut',
        'tellOtherTabsSignedOut',
      ],
      invoke: {
        id: 'signOutRedirect',
        src: 'signOutRedirect',
        // Nothing to sign out of at the provider, the browser came back to this page, or the provider cannot
        // be reached: the session is gone here all the same, and the home page opens afresh.
        onDone: { target: 'anonymous', actions: 'leaveForHome' },
        onError: { target: 'anonymous', actions: 'leaveForHome' },
      },
    },

    // Another tab has signed out of the provider: this one forgets its tokens and stays where it is, anonymous (its
    // route guards decide), without leaving for the provider or reloading.
    leaving: {
      entry: ['removeTokenFromApiClient', 'forgetIdentity', 'clearError', 'announceSignedOut'],
      invoke: {
        id: 'forgetSession',
        src: 'forgetSession',
        onDone: { target: 'anonymous' },
        // The tokens kept in the tab could not be removed: they no longer work at the provider anyway.
        onError: { target: 'anonymous' },
      },
    },

    failed: {
      on: {
        ...sessionlessTransitions,
        // A session the portal cannot use (no account here) can still be left at the provider.
        'auth.signOut': { target: 'signingOut' },
        'auth.signedOutElsewhere': { target: 'leaving' },
        // Another tab has signed in (again): this one joins its session rather than stay on its failure.
        'auth.signedInElsewhere': { target: 'joining' },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;

/** A running auth machine. */
export type AuthActorRef = Actor<AuthMachine>;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function authImplementations(deps: AuthDependencies) {
  return {
    actors: createAuthActors(deps),
    actions: {
      putTokenOnApiClient: (_: unknown, { token }: { token: string }) => deps.accessToken.set(token),
      removeTokenFromApiClient: () => deps.accessToken.clear(),
      storeReturnPath: (_: unknown, { path }: { path: string }) => deps.storage.storeReturnPath(path),
      forgetReturnPath: () => deps.storage.clearReturnPath(),
      storeLogin: (_: unknown, { login }: { login: string }) => deps.storage.storeLogin(login),
      forgetLogin: () => deps.storage.clearLogin(),
      leaveForHome: () => deps.leaveForHome(),
      tellOtherTabsSignedIn: () => deps.otherTabs.signedIn(),
      tellOtherTabsSignedOut: () => deps.otherTabs.signedOut(),
    },
  };
}

/** The auth machine wired to `deps`. */
export function createAuthMachine(deps: AuthDependencies) {
  return authMachine.provide(authImplementations(deps));
}
