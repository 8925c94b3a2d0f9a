/** Serialises concurrent loaders (several processes starting on one PostgreSQL). */
export const SEED_LOCK_KEY = 0x5eed;
