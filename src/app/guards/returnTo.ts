/** What a guard hands to the sign-in page it redirects to: the address to come back to once signed in. */
export interface ReturnState {
  returnTo: string;
}

export function returnState(returnTo: string): ReturnState {
  return { returnTo };
}

/**
 * The address a sign-in page should come back to, from the navigation state a guard left. Only paths of this
 * origin are accepted, so that a crafted link cannot send a user elsewhere after sign-in.
 */
export function returnToOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { returnTo } = state as Partial<ReturnState>;
  // `//host` and `/\host` are read by browsers as another site.
  if (
    typeof returnTo !== 'string' ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.startsWith('/\\')
  ) {
    return undefined;
  }
  return returnTo;
}
