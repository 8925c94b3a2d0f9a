/**
 * The current access token, kept in memory only: never in localStorage, where any script of the page could
 * read it back. The identity feature sets it on sign-in and clears it on sign-out.
 */
let accessToken: string | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function getAccessToken(): string | null {
  return accessToken;
}
