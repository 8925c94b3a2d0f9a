import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

export interface Counter {
  nombre: number;
  debutMs: number;
}

/**
 * Counts one call for `key` in one atomic statement, so that concurrent calls through several portal
 * processes never lose a count: a window older than `timeWindow` starts again at one.
 */
export async function countCall(db: Database, key: string, timeWindow: number, now: number): Promise<Counter> {
  const result = await db.execute(sql`
    insert into compteurs_limites (cle, nombre, debut_ms) values (${key}, 1, ${now})
    on conflict (cle) do update set
      nombre = case when compteurs_limites.debut_ms + ${timeWindow} <= ${now} then 1
                    else compteurs_limites.nombre + 1 end,
      debut_ms = case when compteurs_limites.debut_ms + ${timeWindow} <= ${now} then ${now}
                      else compteurs_limites.debut_ms end
    returning nombre, debut_ms`);
  const [row] = (result as unknown as { rows: { nombre: number; debut_ms: string | number }[] }).rows;
  if (!row) throw new Error('rate-limit counter not returned');
  return { nombre: Number(row.nombre), debutMs: Number(row.debut_ms) };
}
