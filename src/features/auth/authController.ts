import type { AuthActorRef, AuthMachine } from '../../../machines/auth/authMachine.ts';
import { AUTH_MESSAGES } from '../../../domain/identity/authMessages.ts';
import { isReturnablePath } from '../../../domain/identity/returnPath.ts';
import {
  selectError,
  selectIsBackOffice,
  selectIsFrontOffice,
  selectPerson,
  selectRoles,
  selectStatus,
  type AuthSnapshot,
  type AuthStatus,
} from '../../../machines/auth/selectors.ts';
import type { AuthEmitted, AuthEvent, Person } from '../../../machines/auth/types.ts';
import { LazyMachine } from '../../lib/machines/lazyMachine.ts';
import { authStorage } from './storage.ts';
import { hasSessionToRestore } from './storedSession.ts';
import { tabChannel, type TabChannel } from './tabChannel.ts';

/** The session as screens read it. */
export interface AuthView {
  status: AuthStatus;
  person: Person | null;
  roles: string[];
  isFrontOffice: boolean;
  isBackOffice: boolean;
  error: string | null;
}

export interface AuthControllerOptions {
  /** Creates the auth machine's actor, unstarted; in the application, from a chunk fetched on demand. */
  loadActor: () => Promise<AuthActorRef>;
  /** Whether the tab has a session to restore (its own, or the browser's), answered without loading anything. */
  hasStoredSession?: () => boolean;
  /** The other tabs of the browser, which say when they sign in or out. */
  tabs?: TabChannel;
  /** Keeps a visited path before the machine is loaded (the visitor is anonymous then). */
  storeReturnPath?: (path: string) => void;
}

function viewOf(status: AuthStatus, error: string | null = null): AuthView {
  return { status, person: null, roles: [], isFrontOffice: false, isBackOffice: false, error };
}

const SERVER_VIEW = viewOf('anonymous');

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role, index) => role === b[index]);
}

function sameView(a: AuthView, b: AuthView): boolean {
  return (
    a.status === b.status &&
    a.person === b.person &&
    a.isFrontOffice === b.isFrontOffice &&
    a.isBackOffice === b.isBackOffice &&
    a.error === b.error &&
    sameRoles(a.roles, b.roles)
  );
}

function viewOfSnapshot(snapshot: AuthSnapshot, previous: AuthView): AuthView {
  const roles = selectRoles(snapshot);
  return {
    status: selectStatus(snapshot),
    person: selectPerson(snapshot),
    // The same roles keep the same array, so that a screen depending on it does not run again.
    roles: sameRoles(roles, previous.roles) ? previous.roles : [...roles],
    isFrontOffice: selectIsFrontOffice(snapshot),
    isBackOffice: selectIsBackOffice(snapshot),
    error: selectError(snapshot),
  };
}

/**
 * Holds the auth machine for the application and what screens read of it. The machine and XState are loaded only
 * when needed: a session to restore, a sign-in, the identity callback. Until then the visitor is anonymous by
 * construction, and nothing but this small object is in the page.
 */
export class AuthController {
  readonly #options: Required<Omit<AuthControllerOptions, 'loadActor'>>;
  readonly #machine: LazyMachine<AuthMachine, AuthView>;
  #started = false;
  #stopListening: (() => void) | null = null;

  constructor({ loadActor, ...options }: AuthControllerOptions) {
    this.#options = {
      hasStoredSession: hasSessionToRestore,
      tabs: tabChannel,
      storeReturnPath: authStorage.storeReturnPath,
      ...options,
    };
    this.#machine = new LazyMachine({
      loadActor,
      // An anonymous visitor's view is the server's itself: a page it rendered is then hydrated without a second render.
      initialState: this.#options.hasStoredSession() ? viewOf('restoring') : SERVER_VIEW,
      select: viewOfSnapshot,
      isSame: sameView,
      // Events asked for while the session is being restored or joined wait for its outcome.
      isSettled: (snapshot) => !snapshot.matches('restoring') && !snapshot.matches('joining'),
      whenLoadFailed: () => viewOf('failed', AUTH_MESSAGES.redirectFailed),
      // A broken machine leaves the visitor anonymous.
      whenFailed: () => viewOf('failed', AUTH_MESSAGES.callbackFailed),
    });
  }

  /**
   * Restores the session kept in the tab or joins the browser's, if any, and listens to the other tabs from now
   * on. Safe to call more than once.
   */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#stopListening = this.#options.tabs.listen((message) =>
      this.send({ type: message === 'signedIn' ? 'auth.signedInElsewhere' : 'auth.signedOutElsewhere' }),
    );
    if (this.getView().status === 'restoring') void this.#machine.load();
  }

  readonly getView = (): AuthView => this.#machine.getState();

  /**
   * What the server renders: an anonymous visitor. A page it rendered is hydrated with this view, then shows the
   * tab's session, so that the browser's first render matches the server's HTML.
   */
  readonly getServerView = (): AuthView => SERVER_VIEW;

  readonly subscribe = (listener: () => void): (() => void) => this.#machine.subscribe(listener);

  send(event: AuthEvent): void {
    if (this.#machine.isIdle) {
      // Without the machine the visitor is anonymous: a visit is only remembered, and there is no session
      // to sign out of or to renew.
      if (event.type === 'auth.visited') {
        if (isReturnablePath(event.path)) this.#options.storeReturnPath(event.path);
        return;
      }
      if (
        event.type === 'auth.signOut' ||
        event.type === 'auth.tokenExpiring' ||
        event.type === 'auth.signedOutElsewhere'
      ) {
        return;
      }
    }
    this.#machine.send(event);
  }

  /** Listens to what the machine announces (`auth.signedIn`, `auth.signedOut`). */
  on<T extends AuthEmitted['type']>(type: T, handler: (event: Extract<AuthEmitted, { type: T }>) => void): () => void {
    return this.#machine.on(type, handler);
  }

  /** Stops the machine and stops listening to the other tabs (tests, and a provider that goes away). */
  stop(): void {
    this.#stopListening?.();
    this.#stopListening = null;
    this.#machine.stop();
  }
}

/** The application's controller: the machine comes from its own chunk. */
export function createBrowserAuthController(): AuthController {
  return new AuthController({
    loadActor: () => import('./authRuntime.ts').then((module) => module.createBrowserAuthActor()),
  });
}
