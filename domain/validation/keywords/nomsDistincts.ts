/** Names compare trimmed, without case and without accents: « Émile Zola » repeats « emile zola ». */
export function normalizeName(name: string): string {
  return name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
}

function nameOf(row: unknown, property: string): string {
  if (row === null || typeof row !== 'object') return '';
  const value = (row as Record<string, unknown>)[property];
  return typeof value === 'string' ? normalizeName(value) : '';
}

/**
 * Whether the row at `index` repeats the name of an earlier row of `rows`: only the later rows of a
 * duplicate are refused, so the first one stays valid and the message shows where the repetition is.
 */
export function repeatsEarlierName(rows: unknown, index: unknown, property: string): boolean {
  if (!Array.isArray(rows) || typeof index !== 'number') return false;
  const name = nameOf(rows[index], property);
  if (name === '') return false;
  return rows.slice(0, index).some((row) => nameOf(row, property) === name);
}
