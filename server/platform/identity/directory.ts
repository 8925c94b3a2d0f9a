import type { Queryable } from '../db/database.ts';
import type { RoleKind } from '../../../domain/identity/roles.ts';

/** A new account's credentials and names, as the identity provider keeps them. */
export interface DirectoryUser {
  /** The login, an e-mail address in lower case. */
  login: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** What the back office changes of a user: every field given, a new login only when it changes. */
export interface DirectoryUserChanges {
  /** The new login (lower case); the user's open sessions end, so that they sign in again with it. */
  newLogin?: string;
  firstName: string;
  lastName: string;
  /** Whether the e-mail address is confirmed: an unconfirmed user cannot sign in. */
  confirmed: boolean;
  role: RoleKind;
}

/** The outcome of checking a password: the embedded sign-in page tells an unconfirmed account apart. */
export type PasswordCheck = 'valid' | 'invalid' | 'unconfirmed';

/**
 * Where accounts' credentials live: the portal's own database with the embedded provider, Keycloak's
 * Admin REST API otherwise. The portal keeps the profile (names, address, company) in its database in
 * both cases; the directory holds what signing in needs. Writes receive the portal's transaction, so
 * that the embedded directory commits with the profile; a remote directory cannot join it, and runs
 * its call inside it so that a refusal rolls the profile back.
 */
export interface Directory {
  /** Whether the provider already knows this login (an account may exist there and not in the portal). */
  exists(login: string): Promise<boolean>;
  /**
   * Creates the user, unconfirmed, with the front-office role, and answers the subject (`sub`) its tokens will carry.
   * Throws `LoginTakenError` when the login exists.
   */
  createUser(user: DirectoryUser, db: Queryable): Promise<string>;
  /** Marks the user's e-mail address as confirmed. */
  confirm(login: string, db: Queryable): Promise<void>;
  checkPassword(login: string, password: string): Promise<PasswordCheck>;
  /** Sets a new password and ends every session of the user, the one that changed it included. */
  setPassword(login: string, password: string, db: Queryable): Promise<void>;
  updateNames(login: string, names: { firstName: string; lastName: string }, db: Queryable): Promise<void>;
  /** The back office's update. Throws `LoginTakenError` when the new login is another user's. */
  updateUser(login: string, changes: DirectoryUserChanges, db: Queryable): Promise<void>;
  /** Removes the user and ends its sessions; a user the provider does not know is no error. */
  deleteUser(user: { id: number; login: string }, db: Queryable): Promise<void>;
}

export class LoginTakenError extends Error {
  constructor(login: string) {
    super(`login already taken: ${login}`);
    this.name = 'LoginTakenError';
  }
}

/** The provider could not be reached or refused a call it should have accepted. */
export class DirectoryUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DirectoryUnavailableError';
  }
}

/** Logins are e-mail addresses, compared without case and surrounding spaces. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}
