/** Panier_CheckAndApplyReductionCode per account: a customer types a few codes, a script tries thousands. */
export const REDUCTION_CODE_RATE = { max: 10, timeWindowMs: 60_000 } as const;
