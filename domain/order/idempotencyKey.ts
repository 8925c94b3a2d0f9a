/** The length an Idempotency-Key header may have (the contract's parameter IdempotencyKey). */
export const IDEMPOTENCY_KEY_LENGTH = { min: 1, max: 255 } as const;
