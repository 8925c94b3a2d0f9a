/** PostgreSQL's own error, as the driver hands it on or wraps it in one or more `cause`s. */
interface PostgresError {
  code: string;
  constraint?: string;
}

/** The first PostgreSQL error of `error`'s chain of causes, whichever driver (PGlite, node-postgres) wrapped it. */
function postgresErrorOf(error: unknown): PostgresError | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return undefined;
}

/** PostgreSQL's unique_violation (23505), of one constraint when it is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresErrorOf(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}

/**
 * The constraint a foreign_key_violation (23503) broke: `''` when PostgreSQL does not name it, undefined when the
 * error is no such violation.
 */
export function brokenForeignKey(error: unknown): string | undefined {
  const found = postgresErrorOf(error);
  return found?.code === '23503' ? (found.constraint ?? '') : undefined;
}
