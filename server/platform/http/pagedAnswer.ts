import { DEFAULT_PAGINATION } from '../../../domain/pagination.ts';
import type { Database } from '../db/database.ts';

/** The paging a list call may ask for. */
interface Paging {
  Limit?: number;
  Offset?: number;
}

/**
 * The answer of a back-office list call: the page that its `Limit` and `Offset` ask for (ten rows from the first by
 * default) as `Items`, and as `Total` how many rows pass its filters.
 */
export async function pagedAnswer<Values extends Paging, Row, Item>(
  db: Database,
  values: Values,
  list: (db: Database, values: Values, limit: number, offset: number) => Promise<{ total: number; rows: Row[] }>,
  toItem: (row: Row) => Item,
): Promise<{ Total: number; Items: Item[] }> {
  const { Limit = DEFAULT_PAGINATION.Limit, Offset = DEFAULT_PAGINATION.Offset } = values;
  const page = await list(db, values, Limit, Offset);
  return { Total: page.total, Items: page.rows.map(toItem) };
}
