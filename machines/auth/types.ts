/** A signed-in session as the identity provider's tokens describe it. */
export interface AuthSession {
  accessToken: string;
  /** When the access token stops being accepted, in epoch milliseconds. */
  expiresAt: number;
  /** The token's `preferred_username`: the person's login (their e-mail address). */
  login: string;
  /** Realm and client roles together: a role check accepts either (spec 2 §6). */
  roles: readonly string[];
  isFrontOffice: boolean;
  isBackOffice: boolean;
}

/** What `Authentification_GetPersonneByLogin` answers (spec 2 §3 "User info"). */
export interface Person {
  Login: string;
  Prenom: string;
}

export interface AuthContext {
  session: AuthSession | null;
  person: Person | null;
  /** A French message for the last failure, shown to the user. */
  error: string | null;
}

/** Events are facts about what happened, in the `auth.` namespace. */
export type AuthEvent =
  /** The user asked to sign in; `returnTo` is where to come back to afterwards. */
  | { type: 'auth.signIn'; returnTo?: string }
  | { type: 'auth.signOut' }
  /** The browser came back from the identity provider to the callback address `url`. */
  | { type: 'auth.callbackReceived'; url: string }
  /** The access token is about to expire. */
  | { type: 'auth.tokenExpiring' }
  /** The user opened `path` (pathname, search and hash) in the portal. */
  | { type: 'auth.visited'; path: string }
  /** The signed-in person's details were saved (their profile): the header shows the new first name. */
  | { type: 'auth.personUpdated'; person: Person }
  /** Another tab of this browser has signed in. */
  | { type: 'auth.signedInElsewhere' }
  /** Another tab of this browser has signed out: the session has ended for the whole browser. */
  | { type: 'auth.signedOutElsewhere' };

/**
 * What a tab finds as it opens: the session it keeps itself (sessionStorage), and whether the browser has signed
 * in (the login kept in localStorage), in which case the provider's session may give this tab tokens of its own.
 */
export interface RestoreOutcome {
  session: AuthSession | null;
  browserSignedIn: boolean;
}

/** What the machine tells the rest of the application (`actor.on(type, …)`): the basket listens to these. */
export type AuthEmitted = ({ type: 'auth.signedIn' } & SignedInFacts) | { type: 'auth.signedOut' };

/** Who has just signed in: the basket merges a front-office user's anonymous basket. */
export interface SignedInFacts {
  person: Person;
  isFrontOffice: boolean;
  isBackOffice: boolean;
}

/** The identity provider, as the machine needs it. The browser's implementation wraps oidc-client-ts. */
export interface AuthService {
  /** The session kept in this tab, renewed first if its access token has expired; null when there is none. */
  restoreSession(): Promise<AuthSession | null>;
  /**
   * Leaves for the provider's sign-in page. Resolves only if the browser stays, or comes back to this very
   * page from the back-forward cache.
   */
  signInRedirect(): Promise<void>;
  /** Completes the sign-in from the callback address (once per address, whoever asks twice). */
  processCallback(url: string): Promise<AuthSession>;
  /**
   * Signs this tab in silently (`prompt=none`) with the provider's session, which another tab opened: the tab gets
   * tokens of its own, its own chain of refresh tokens. Null when the provider has no session (`login_required`).
   */
  joinBrowserSession(): Promise<AuthSession | null>;
  /** A fresh access token from the refresh token. */
  renewSession(): Promise<AuthSession>;
  /** Forgets the session kept in this tab, without leaving for the provider (another tab has signed out there). */
  forgetSession(): Promise<void>;
  /**
   * Forgets the session here and leaves for the provider's sign-out (RP-initiated logout, back to `/`).
   * Resolves only when there was nothing to sign out of at the provider, or when the browser comes back to
   * this very page from the back-forward cache.
   */
  signOutRedirect(): Promise<void>;
}

/** Where the token goes so that every API call carries it. */
export interface AccessTokenHolder {
  set(token: string): void;
  clear(): void;
}

/**
 * The few things the portal remembers in localStorage (spec 1 §4 "Login"). The login also says that this browser
 * has signed in; it is never a token.
 */
export interface AuthStorage {
  readLogin(): string | null;
  storeReturnPath(path: string): void;
  clearReturnPath(): void;
  storeLogin(login: string): void;
  clearLogin(): void;
}

/** The other tabs of this browser, told when this one signs in or out. */
export interface OtherTabs {
  signedIn(): void;
  signedOut(): void;
}

/** Everything the machine's effects need, given by the application or by a test. */
export interface AuthDependencies {
  service: AuthService;
  otherTabs: OtherTabs;
  loadPerson(login: string, signal: AbortSignal): Promise<Person>;
  accessToken: AccessTokenHolder;
  storage: AuthStorage;
  /** Opens the home page afresh, dropping everything held in memory. */
  leaveForHome(): void;
  /** The current time in epoch milliseconds. */
  now(): number;
}
