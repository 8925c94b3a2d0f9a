/**
 * SQLSTATE codes by which the database refuses a value the caller sent (class 22, "data exception"):
 * a NUL byte in a text, an integer past its column's range, a date outside the calendar. They are the
 * caller's mistake, not the server's, so they answer 400 like any other invalid data.
 */
export const DATABASE_INPUT_ERROR_CODES: ReadonlySet<string> = new Set([
  '22P05', // untranslatable character (a NUL byte in a text)
  '22021', // character not in repertoire / invalid byte sequence
  '22003', // numeric value out of range (an integer past 32 bits)
  '22008', // datetime field overflow (0000-01-01, 2026-02-30)
  '22007', // invalid datetime format
  '22P02', // invalid text representation
]);
