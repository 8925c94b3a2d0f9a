/** What the portal needs to know about the caller of an authenticated operation. */
export interface Identity {
  /** The subject of the token (the account's id at the identity provider). */
  subject: string;
  /** `preferred_username`: the login, an e-mail address. */
  login: string;
  /** Realm roles and resource roles together: a role check accepts either. */
  roles: readonly string[];
}

/** Turns a bearer token into an identity, or `undefined` when the token cannot be trusted. */
export type AccessTokenVerifier = (token: string) => Promise<Identity | undefined>;

/**
 * No identity provider is wired in yet, so no token can be verified: every authenticated operation
 * answers 401 until the provider's keys are checked here.
 */
export const verifyAccessToken: AccessTokenVerifier = async () => undefined;
