import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  SEARCH_CHARACTER_FOLDS,
  SEARCH_DROPPED_MARKS,
  SEARCH_LIGATURES,
  searchKey,
} from '../../../domain/search/searchKey.ts';
import { containingPattern } from './likePatterns.ts';

/** The database's function computing domain/search/searchKey.ts's key, created by the migrations. */
export const SEARCH_KEY_FUNCTION = 'cle_recherche';

/** A SQL string literal of `text`, its non-ASCII characters written as Unicode escapes. */
function unicodeLiteral(text: string): string {
  let body = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (character === "'") body += "''";
    else if (character === '\\') body += '\\\\';
    else if (code >= 0x20 && code < 0x7f) body += character;
    else if (code <= 0xffff) body += `\\${code.toString(16).padStart(4, '0')}`;
    else body += `\\+${code.toString(16).padStart(6, '0')}`;
  }
  return `U&'${body}'`;
}

/**
 * The statement creating cle_recherche(text) from the folds of domain/search/searchKey.ts: translate() folds one
 * character to another and drops the combining accents, replace() writes the ligatures out. translate() compares
 * each character with every folded one, about 30 µs a title: an ASCII text (as many bytes as characters) takes the
 * short way, lower() under the "C" collation, which folds A to Z alone — the same key. Immutable, so that generated
 * columns and indexes may use it; no collation of the database's is read, so PGlite and PostgreSQL agree.
 */
export function searchKeyFunctionSql(): string {
  const from = [...SEARCH_CHARACTER_FOLDS.keys()].join('') + SEARCH_DROPPED_MARKS;
  const to = [...SEARCH_CHARACTER_FOLDS.values()].join('');
  let body = `translate(texte, ${unicodeLiteral(from)}, ${unicodeLiteral(to)})`;
  for (const [ligature, written] of SEARCH_LIGATURES)
    body = `replace(${body}, ${unicodeLiteral(ligature)}, ${unicodeLiteral(written)})`;
  return [
    `CREATE OR REPLACE FUNCTION "${SEARCH_KEY_FUNCTION}"(texte text) RETURNS text`,
    `  LANGUAGE sql IMMUTABLE PARALLEL SAFE`,
    `  AS $$ SELECT CASE WHEN octet_length(texte) = char_length(texte) THEN lower(texte COLLATE "C")`,
    `  ELSE ${body} END $$;`,
  ].join('\n');
}

/** The search key of a column or expression, computed by the database. */
export function searchKeyOf(expression: SQLWrapper): SQL {
  return sql`${sql.identifier(SEARCH_KEY_FUNCTION)}(${expression})`;
}

/**
 * Whether the search key `key` (a column holding one, or searchKeyOf(…)) contains what was typed, case and accents
 * ignored; `%` and `_` typed are searched for as they are. A trigram index on the key serves it.
 */
export function keyContains(key: SQLWrapper, typed: string): SQL {
  return sql`${key} LIKE ${containingPattern(searchKey(typed))}`;
}
