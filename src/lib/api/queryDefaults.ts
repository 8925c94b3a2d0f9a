/** How long fetched data stays fresh before TanStack Query asks again, in milliseconds. */
export const STALE_TIME = {
  /** Reference lists change with a new release of the back end, not during a visit. */
  reference: 60 * 60 * 1000,
  /** Catalogue and editorial content change when staff edit them. */
  content: 5 * 60 * 1000,
  /** Health must always be current. */
  none: 0,
} as const;

/** A reference list's cache: fresh as long as reference data, and kept as long, so a list left a while is not asked for again. */
export const REFERENCE_CACHE = { staleTime: STALE_TIME.reference, gcTime: STALE_TIME.reference } as const;
