import type { Actor } from 'xstate';
import type { AuthMachine } from '../../../machines/auth/authMachine.ts';
import { AUTH_MESSAGES } from '../../../domain/identity/messages.ts';
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
import { authStorage } from './storage.ts';
import { hasStoredOidcSession } from './storedSession.ts';

export type AuthActorRef = Actor<AuthMachine>;

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
  /** Whether the tab holds a session to restore, answered without loading anything. */
  hasStoredSession?: () => boolean;
  /** Keeps a visited path before the machine is loaded (the visitor is anonymous then). */
  storeReturnPath?: (path: string) => void;
}

function viewOf(status: AuthStatus, error: string | null = null): AuthView {
  return { status, person: null, roles: [], isFrontOffice: false, isBackOffice: false, error };
}

function sameView(a: AuthView, b: AuthView): boolean {
  return (
    a.status === b.status &&
    a.person === b.person &&
    a.isFrontOffice === b.isFrontOffice &&
    a.isBackOffice === b.isBackOffice &&
    a.error === b.error &&
    a.roles.length === b.roles.length &&
    a.roles.every((role, index) => role === b.roles[index])
  );
}

interface Listener {
  type: AuthEmitted['type'];
  handler: (event: AuthEmitted) => void;
  unsubscribe?: () => void;
}

/**
 * Holds the auth machine's actor for the application and what screens read of it. The machine and XState
 * are loaded only when needed: a session to restore, a sign-in, the identity callback. Until then the visitor
 * is anonymous by construction, and nothing but this small object is in the page.
 */
export class AuthController {
  readonly #options: Required<AuthControllerOptions>;
  readonly #listeners = new Set<() => void>();
  readonly #emitted = new Set<Listener>();
  #view: AuthView;
  #actor: AuthActorRef | null = null;
  #loading = false;
  #started = false;
  /** Becomes true once the actor has left `restoring` and what was asked meanwhile has been passed on. */
  #settled = false;
  #pending: AuthEvent[] = [];

  constructor(options: AuthControllerOptions) {
    this.#options = { hasStoredSession: hasStoredOidcSession, storeReturnPath: authStorage.storeReturnPath, ...options };
    this.#view = viewOf(this.#options.hasStoredSession() ? 'restoring' : 'anonymous');
  }

  /** Restores the session kept in the tab, if any. Safe to call more than once. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    if (this.#view.status === 'restoring') this.#load();
  }

  readonly getView = (): AuthView => this.#view;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  send(event: AuthEvent): void {
    const actor = this.#actor;
    if (actor) {
      if (this.#settled || actor.getSnapshot().can(event)) actor.send(event);
      else this.#pending.push(event);
      return;
    }
    if (!this.#loading) {
      // Without the machine the visitor is anonymous: a visit is only remembered, and there is no session
      // to sign out of or to renew.
      if (event.type === 'auth.visited') {
        if (isReturnablePath(event.path)) this.#options.storeReturnPath(event.path);
        return;
      }
      if (event.type === 'auth.signOut' || event.type === 'auth.tokenExpiring') return;
    }
    this.#pending.push(event);
    this.#load();
  }

  /** Listens to what the machine announces (`auth.signedIn`, `auth.signedOut`). */
  on<T extends AuthEmitted['type']>(type: T, handler: (event: Extract<AuthEmitted, { type: T }>) => void): () => void {
    // The handler receives only events of its type, which is what the narrower signature says.
    const listener: Listener = { type, handler: handler as (event: AuthEmitted) => void };
    this.#emitted.add(listener);
    if (this.#actor) this.#listen(this.#actor, listener);
    return () => {
      listener.unsubscribe?.();
      this.#emitted.delete(listener);
    };
  }

  /** Stops the machine (tests, and a provider that goes away). */
  stop(): void {
    this.#actor?.stop();
  }

  #load(): void {
    if (this.#loading || this.#actor) return;
    this.#loading = true;
    this.#options.loadActor().then(
      (actor) => this.#run(actor),
      () => {
        // The chunk could not be fetched (offline, a new version deployed): a later sign-in tries again.
        this.#loading = false;
        this.#pending = [];
        this.#publish(viewOf('failed', AUTH_MESSAGES.redirectFailed));
      },
    );
  }

  #run(actor: AuthActorRef): void {
    this.#actor = actor;
    this.#loading = false;
    for (const listener of this.#emitted) this.#listen(actor, listener);
    actor.subscribe({
      next: (snapshot) => this.#onSnapshot(snapshot),
      // @xstate/react would rethrow into an error boundary; here a broken machine leaves the visitor anonymous.
      error: () => this.#publish(viewOf('failed', AUTH_MESSAGES.callbackFailed)),
    });
    actor.start();
    this.#onSnapshot(actor.getSnapshot());
  }

  #listen(actor: AuthActorRef, listener: Listener): void {
    listener.unsubscribe = actor.on(listener.type, listener.handler).unsubscribe;
  }

  #onSnapshot(snapshot: AuthSnapshot): void {
    if (!this.#settled && !snapshot.matches('restoring')) {
      this.#settled = true;
      const pending = this.#pending.splice(0);
      for (const event of pending) this.#actor?.send(event);
      // The events just passed on bring their own snapshots: this one would only flash in between.
      if (pending.length > 0) return;
    }
    if (!this.#settled && this.#pending.length > 0) return;
    this.#publish(this.#viewOf(snapshot));
  }

  #viewOf(snapshot: AuthSnapshot): AuthView {
    const roles = selectRoles(snapshot);
    const previous = this.#view;
    return {
      status: selectStatus(snapshot),
      person: selectPerson(snapshot),
      // The same roles keep the same array, so that a screen depending on it does not run again.
      roles: roles.length === previous.roles.length && roles.every((role, i) => role === previous.roles[i]) ? previous.roles : [...roles],
      isFrontOffice: selectIsFrontOffice(snapshot),
      isBackOffice: selectIsBackOffice(snapshot),
      error: selectError(snapshot),
    };
  }

  #publish(view: AuthView): void {
    if (sameView(view, this.#view)) return;
    this.#view = view;
    for (const listener of this.#listeners) listener();
  }
}

/** The application's controller: the machine comes from its own chunk. */
export function createBrowserAuthController(): AuthController {
  return new AuthController({
    loadActor: () => import('./authRuntime.ts').then((module) => module.createBrowserAuthActor()),
  });
}
