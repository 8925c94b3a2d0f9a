/** The history state of a publication's page reached from a wizard it may not be changed in. */
export interface ReadOnlyArrival {
  readOnlyReason: string;
}

/** The reason a wizard gave for sending the author here, if it did. */
export function readOnlyArrivalReason(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('readOnlyReason' in state)) return null;
  return typeof state.readOnlyReason === 'string' ? state.readOnlyReason : null;
}
