import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  SEARCH_CHARACTER_FOLDS,
  SEARCH_DROPPED_MARKS,
  SEARCH_LIGATURES,
  searchKey,
} from '../../domain/search/searchKey.ts';
import { searchKeyFunctionSql, searchKeyOf } from '../../server/platform/db/searchKey.ts';
import { testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext();
});

/** The key the database gives each text, in one query. */
async function databaseKeys(texts: readonly string[]): Promise<string[]> {
  const array = sql.join(
    texts.map((text) => sql`${text}::text`),
    sql`, `,
  );
  const result = await ctx.db.execute(
    sql`select ${searchKeyOf(sql`t.texte`)} as key from unnest(array[${array}]) with ordinality as t(texte, rang) order by t.rang`,
  );
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
}

describe('the search key', () => {
  test('folds case, accents, ligatures and typographic signs', () => {
    expect(searchKey('Gâvres')).toBe('gavres');
    expect(searchKey('GOÉLAND')).toBe('goeland');
    expect(searchKey('Œuvre complète')).toBe('oeuvre complete');
    expect(searchKey('L’Île\u00a0: ÆSOPE')).toBe("l'ile : aesope");
    expect(searchKey('Straße Łódź Ørsted')).toBe('strasse lodz orsted');
    expect(searchKey('e\u0301te\u0301')).toBe('ete');
    expect(searchKey('50 %_x')).toBe('50 %_x');
  });

  test('the database’s cle_recherche gives every folded character, and whole texts, the key of the domain', async () => {
    const characters = [...SEARCH_CHARACTER_FOLDS.keys(), ...SEARCH_DROPPED_MARKS, ...SEARCH_LIGATURES.map(([l]) => l)];
    // Every character of Latin-1 and Latin Extended-A/B, the folded ones and those left as they are.
    for (let code = 0x20; code <= 0x24f; code += 1) characters.push(String.fromCodePoint(code));
    const texts = [
      ...characters,
      'Les Marées d’automne',
      'ÉDITIONS DU GOÉLAND',
      'Zéphyr Œdipe',
      'ΣΟΦΙΑ',
      '日本',
      'ASCII Only 50%_x',
    ];
    expect(await databaseKeys(texts)).toEqual(texts.map(searchKey));
  });

  test('the latest migration that writes cle_recherche writes the function of the domain’s folds', () => {
    const directory = 'server/platform/db/migrations';
    const writers = readdirSync(directory)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => readFileSync(`${directory}/${name}`, 'utf8'))
      .filter((text) => text.includes('FUNCTION "cle_recherche"'));
    expect(writers.at(-1)).toContain(searchKeyFunctionSql());
  });
});
