import { readFileSync, writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';

/**
 * `npm run classifications -- [--thema <Thema_vX.Y.Z_fr.json>] [--clil <clil list>]`: rewrites the compact Thema and
 * CLIL lists the ONIX area reads (`server/areas/onix/classifications/`) from the official downloads, one or both.
 *
 * - Thema: EDItEUR's JSON distribution in French (editeur.org, Thema, `Thema_vX.Y.Z_fr.json`). Kept: every subject
 *   category (A–Y) and the qualifiers the subject mapping may send (THEMA_QUALIFIERS_KEPT) with their ancestors.
 * - CLIL: CLIL's classification, either as the JSON conversion of its `Classification.xml`
 *   (`schemes["29"].classifications[code] = { code, label_fr, children }`, `metadata.version`) or as the
 *   trade's level-column table saved as CSV (`;`-separated, a code in the column of its level 1 to 4, then the label),
 *   then `--clil-version YYYY-MM-DD` is required.
 *
 * Then update `SOURCES.md` beside the lists and run the classification tests: a code the mapping sends that a new
 * version dropped fails them.
 */

const OUTPUT = resolve(import.meta.dirname, '../server/areas/onix/classifications');

/** Qualifier families kept beside the subject categories: places in France, and time periods. */
const THEMA_QUALIFIERS_KEPT = ['1DDF', '3'];

interface EditeurThemaCode {
  CodeValue: string;
  CodeDescription: string;
  CodeParent: string | number;
}

interface EditeurThemaList {
  CodeList: {
    VersionNumber: string;
    IssueDate: { '#text': number | string };
    LastUpdated?: { '#text': number | string };
    ThemaCodes: { Code: EditeurThemaCode[] };
  };
}

/** 20241112 → 2024-11-12. */
function isoDay(yyyymmdd: number | string): string {
  const text = String(yyyymmdd);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

function compactThema(path: string) {
  const list = (JSON.parse(readFileSync(path, 'utf8')) as EditeurThemaList).CodeList;
  const all = new Map(list.ThemaCodes.Code.map((code) => [code.CodeValue, code]));
  const parentOf = (code: EditeurThemaCode): string | null =>
    typeof code.CodeParent === 'string' && all.has(code.CodeParent) ? code.CodeParent : null;
  const kept = new Set<string>();
  const keep = (value: string) => {
    for (let code = all.get(value); code !== undefined && !kept.has(code.CodeValue);) {
      kept.add(code.CodeValue);
      const parent = parentOf(code);
      code = parent === null ? undefined : all.get(parent);
    }
  };
  for (const value of all.keys())
    if (/^[A-Z]/.test(value) || THEMA_QUALIFIERS_KEPT.some((family) => value.startsWith(family))) keep(value);
  const codes = Object.fromEntries(
    [...all.values()]
      .filter((code) => kept.has(code.CodeValue))
      .map((code) => [code.CodeValue, [code.CodeDescription.trim(), parentOf(code)]]),
  );
  return {
    scheme: 'Thema',
    language: 'fr',
    version: list.VersionNumber.replace(/^v/, ''),
    issueDate: isoDay(list.IssueDate['#text']),
    lastUpdated: list.LastUpdated === undefined ? null : isoDay(list.LastUpdated['#text']),
    codes,
  };
}

interface ClilJson {
  metadata: { version: string };
  schemes: { '29': { classifications: Record<string, { code: string; label_fr: string; children?: number[] }> } };
}

type ClilRow = { code: string; label: string; parent: string | null; level: number };

function clilRowsFromJson(path: string): { version: string; rows: ClilRow[] } {
  const json = JSON.parse(readFileSync(path, 'utf8')) as ClilJson;
  const entries = Object.values(json.schemes['29'].classifications);
  const parents = new Map<string, string>();
  for (const entry of entries) for (const child of entry.children ?? []) parents.set(String(child), entry.code);
  const levelOf = (code: string): number => {
    const parent = parents.get(code);
    return parent === undefined ? 1 : levelOf(parent) + 1;
  };
  const rows = entries.map((entry) => ({
    code: entry.code,
    label: entry.label_fr.trim(),
    parent: parents.get(entry.code) ?? null,
    level: levelOf(entry.code),
  }));
  return { version: json.metadata.version.slice(0, 10), rows };
}

function clilRowsFromCsv(path: string): ClilRow[] {
  const rows: ClilRow[] = [];
  const lastAt: string[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const cells = line.split(';');
    const column = cells.slice(0, 4).findIndex((cell) => /^\d{4}$/.test(cell.trim()));
    if (column === -1) continue;
    const code = cells[column]!.trim();
    const label = cells.slice(4).join(';').trim();
    lastAt[column] = code;
    lastAt.length = column + 1;
    rows.push({ code, label, parent: column === 0 ? null : (lastAt[column - 1] ?? null), level: column + 1 });
  }
  return rows;
}

function compactClil(path: string, versionGiven: string | undefined) {
  const read =
    extname(path).toLowerCase() === '.csv'
      ? { version: versionGiven, rows: clilRowsFromCsv(path) }
      : clilRowsFromJson(path);
  const version = versionGiven ?? read.version;
  if (version === undefined) throw new Error('--clil-version YYYY-MM-DD is required with a CSV table');
  const rows = [...read.rows].sort((a, b) => Number(a.code) - Number(b.code));
  return {
    scheme: 'CLIL',
    version,
    codes: Object.fromEntries(rows.map((row) => [row.code, [row.label, row.parent, row.level]])),
  };
}

async function write(name: string, data: object): Promise<void> {
  const path = resolve(OUTPUT, name);
  writeFileSync(path, await format(JSON.stringify(data), { filepath: path, printWidth: 120 }));
  console.log(`${path}: ${Object.keys((data as { codes: object }).codes).length} codes`);
}

const { values } = parseArgs({
  options: { thema: { type: 'string' }, clil: { type: 'string' }, 'clil-version': { type: 'string' } },
  strict: true,
});
if (values.thema === undefined && values.clil === undefined) {
  console.error(
    'Usage: npm run classifications -- [--thema <Thema_vX.Y.Z_fr.json>] [--clil <file> [--clil-version <day>]]',
  );
  process.exit(2);
}
if (values.thema !== undefined) await write('thema.fr.json', compactThema(values.thema));
if (values.clil !== undefined) await write('clil.json', compactClil(values.clil, values['clil-version']));
