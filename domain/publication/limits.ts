/**
 * The publication constants of spec 1 §9 that code needs beside the contract's validators (a counter, a
 * hint, the rows offered). Where the contract states the same bound (maxLength, maxItems, a pattern), a
 * contract test proves the two agree. The cover files' limits are in coverFiles.ts.
 */
export const PUBLICATION_LIMITS = {
  /** Resume: maxLength of PublicationEtape5. */
  resumeMaxLength: 400,
  /** IdsLangues of a publication and of a translator: maxItems. */
  languesMax: 3,
  /** Author rows offered until « Auteurs multiples » is ticked. */
  authorRows: 3,
} as const;

/** EAN-13 codes of the book trade other than the ISBN: the distributor's (GenCod) and the publisher's. */
export const GENCOD = {
  length: 13,
  distributeurPrefix: '301',
  editeurPrefix: '305',
} as const;
