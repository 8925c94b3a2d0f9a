/** Publication_UpdateMarque per account: each report mails the referencing provider. */
export const MARQUE_UPDATE_RATE = { max: 10, timeWindowMs: 60 * 60_000 } as const;
