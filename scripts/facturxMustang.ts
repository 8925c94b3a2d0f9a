/**
 * Judges the Factur-X PDFs the tests downloaded with an independent validator, Mustang's command line (PDF/A-3 by
 * veraPDF, the XML by the EN 16931 and French rules it carries): `npm run facturx:mustang -- <folder>` (by default
 * FACTURX_PDF_DIR). Fails on any invalid file or error, and when the folder holds no PDF; lists the warnings.
 * Mustang comes from Maven Central, checked against its SHA-1 and kept in the user's cache; Java comes from the
 * machine (17 or later).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const VERSION = '2.26.0';
const JAR = `Mustang-CLI-${VERSION}.jar`;
const URL_OF_JAR = `https://repo1.maven.org/maven2/org/mustangproject/Mustang-CLI/${VERSION}/${JAR}`;
const CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'portail', 'mustang');

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(300_000) });
  if (!response.ok) throw new Error(`${url} : réponse ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function mustangJar(): Promise<string> {
  const path = join(CACHE, JAR);
  if (existsSync(path)) return path;
  mkdirSync(CACHE, { recursive: true });
  console.log(`Téléchargement de ${URL_OF_JAR}`);
  const [jar, sha1] = await Promise.all([download(URL_OF_JAR), download(`${URL_OF_JAR}.sha1`)]);
  const expected = sha1.toString('utf8').trim().split(/\s+/)[0];
  const actual = createHash('sha1').update(jar).digest('hex');
  if (actual !== expected) throw new Error(`${JAR} : SHA-1 ${actual}, Maven Central annonce ${expected}`);
  writeFileSync(`${path}.part`, jar);
  renameSync(`${path}.part`, path);
  return path;
}

interface Verdict {
  file: string;
  valid: boolean;
  errors: string[];
  warnings: string[];
}

function textOf(elements: IterableIterator<RegExpMatchArray>): string[] {
  return [...elements].map((match) => match[1]!.replace(/\s+/g, ' ').trim());
}

function validate(jar: string, folder: string, file: string): Verdict {
  const run = spawnSync('java', ['-jar', jar, '--action', 'validate', '--source', join(folder, file)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  const report = run.stdout ?? '';
  const summaries = [...report.matchAll(/<summary status="([^"]+)"\/>/g)].map((match) => match[1]);
  return {
    file,
    // The last summary is the file's overall verdict (after the PDF's and the XML's).
    valid: run.status === 0 && summaries.length > 0 && summaries.every((status) => status === 'valid'),
    errors: textOf(report.matchAll(/<error[^>]*>([\s\S]*?)<\/error>/g)),
    warnings: textOf(report.matchAll(/<warning[^>]*>([\s\S]*?)<\/warning>/g)),
  };
}

async function main(): Promise<void> {
  const folder = process.argv[2] ?? process.env.FACTURX_PDF_DIR;
  if (!folder || !existsSync(folder))
    throw new Error('Dossier des PDF à valider absent (argument ou FACTURX_PDF_DIR).');
  const files = readdirSync(folder).filter((name) => name.endsWith('.pdf'));
  if (files.length === 0) throw new Error(`Aucun PDF dans ${folder} : les tests n'ont rien déposé.`);
  const jar = await mustangJar();
  const verdicts = files.map((file) => validate(jar, folder, file));
  const warnings = new Map<string, number>();
  for (const verdict of verdicts) {
    console.log(`${verdict.valid && verdict.errors.length === 0 ? 'valide' : 'INVALIDE'} : ${verdict.file}`);
    for (const error of verdict.errors) console.log(`  erreur : ${error}`);
    for (const warning of verdict.warnings) warnings.set(warning, (warnings.get(warning) ?? 0) + 1);
  }
  if (warnings.size > 0) console.log('\nAvertissements (nombre de fichiers) :');
  for (const [warning, count] of warnings) console.log(`  ${count} × ${warning}`);
  const failed = verdicts.filter((verdict) => !verdict.valid || verdict.errors.length > 0);
  console.log(`\n${files.length} facture(s) Factur-X jugée(s) par Mustang ${VERSION} : ${failed.length} invalide(s).`);
  if (failed.length > 0) process.exit(1);
}

await main();
