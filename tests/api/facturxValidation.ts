import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, PDFStream, decodePDFRawStream } from 'pdf-lib';
import SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';

const FACTURX = fileURLToPath(new URL('../fixtures/facturx/', import.meta.url));
const XSD_DIR = join(FACTURX, 'en16931-xsd');
const MAIN_XSD = 'FACTUR-X_EN16931.xsd';
const SCHEMATRON_XSLT = join(FACTURX, 'en16931-schematron', 'EN16931-CII-validation.xslt');

/**
 * The EN 16931 rules compiled for SaxonJS (a SEF, gzipped): compiling the XSLT takes about fifteen seconds, so the
 * result is committed with what it was compiled from; `npm run facturx:rules` compiles it again.
 */
const COMPILED_RULES = fileURLToPath(new URL('../fixtures/en16931-rules/', import.meta.url));
export const COMPILED_RULES_FILE = join(COMPILED_RULES, 'EN16931-CII-validation.sef.json.gz');
export const COMPILED_RULES_SOURCE = join(COMPILED_RULES, 'source.json');

const require = createRequire(import.meta.url);
const XSLT3_DIR = dirname(require.resolve('xslt3/package.json'));

/** What the committed SEF must have been compiled from: the XSLT's digest and the compiler's version. */
export function rulesSource(): { xsltSha256: string; xslt3Version: string } {
  return {
    xsltSha256: createHash('sha256').update(readFileSync(SCHEMATRON_XSLT)).digest('hex'),
    xslt3Version: (JSON.parse(readFileSync(join(XSLT3_DIR, 'package.json'), 'utf8')) as { version: string }).version,
  };
}

/** Compiles the European Commission's XSLT 2.0 (which only Saxon runs here) and writes the SEF and its source. */
export function compileBusinessRules(): void {
  const work = mkdtempSync(join(tmpdir(), 'en16931-'));
  try {
    const sef = join(work, 'en16931.sef.json');
    execFileSync(
      process.execPath,
      [join(XSLT3_DIR, 'xslt3.js'), `-xsl:${SCHEMATRON_XSLT}`, `-export:${sef}`, '-nogo', '-relocate:on'],
      { stdio: 'pipe' },
    );
    writeFileSync(COMPILED_RULES_FILE, gzipSync(readFileSync(sef), { level: 9 }));
    writeFileSync(COMPILED_RULES_SOURCE, `${JSON.stringify(rulesSource(), null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Validates a CII document against the Factur-X EN 16931 XSD; returns the errors (none when valid). */
export async function xsdErrors(xml: string): Promise<string[]> {
  const schemas = readdirSync(XSD_DIR).map((fileName) => ({
    fileName,
    contents: readFileSync(join(XSD_DIR, fileName), 'utf8'),
  }));
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: schemas.filter((schema) => schema.fileName === MAIN_XSD),
    preload: schemas.filter((schema) => schema.fileName !== MAIN_XSD),
  });
  return result.errors.map((error) => error.rawMessage);
}

let compiledRules: unknown;

/** The fatal failed assertions of the EN 16931 rules (`[BR-…]` texts); none for a valid invoice. */
export function businessRuleFailures(xml: string): string[] {
  compiledRules ??= JSON.parse(gunzipSync(readFileSync(COMPILED_RULES_FILE)).toString('utf8'));
  const result = SaxonJS.transform(
    { stylesheetInternal: compiledRules, sourceText: xml, destination: 'serialized' },
    'sync',
  ) as { principalResult: string };
  const report = result.principalResult;
  const failures = [
    ...report.matchAll(/<svrl:failed-assert\b[^>]*flag="fatal"[^>]*>[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g),
  ];
  return failures.map((match) => match[1]!.trim());
}

/**
 * With FACTURX_PDF_DIR set (as `.ci/run` does), every Factur-X PDF the tests download is also written there, for
 * the independent validator (`npm run facturx:mustang`) to judge after the tests.
 */
export function keepForExternalValidation(pdf: Uint8Array): void {
  const folder = process.env.FACTURX_PDF_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${createHash('sha256').update(pdf).digest('hex').slice(0, 16)}.pdf`), pdf);
}

/** The CII XML a Factur-X PDF carries as its associated file (`factur-x.xml`). */
export async function embeddedFacturx(pdf: Uint8Array): Promise<string> {
  keepForExternalValidation(pdf);
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const filespec = document.catalog.lookup(PDFName.of('AF'), PDFArray).lookup(0, PDFDict);
  const embedded = filespec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
  return Buffer.from(decodePDFRawStream(embedded as PDFRawStream).decode()).toString('utf8');
}
