/** The default paging of a list call (spec 2 §9): ten rows from the first. */
export const DEFAULT_PAGINATION = { Limit: 10, Offset: 0 } as const;
