import { sql } from 'drizzle-orm';

/** A column for a paged query's rows: how many rows passed its filters before the page was cut (`count(*) over ()`). */
export function filteredTotal() {
  return sql<number>`count(*) over ()`.mapWith(Number);
}

/** A select in drizzle's dynamic mode (`.$dynamic()`), whose limit and offset may be set more than once. */
interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * A page of a filtered query whose rows carry `filteredTotal()`, and that total: one query. A page past the last one
 * has no row to carry it; the query's first row, read again, does.
 */
export async function pageWithTotal<Row extends { total: number }>(
  query: PageableQuery<Row>,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: Row[] }> {
  const rows = await query.limit(limit).offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await query.limit(1).offset(0))[0]?.total ?? 0) : 0);
  return { total, rows };
}
