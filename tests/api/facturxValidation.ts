import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';

const FACTURX = fileURLToPath(new URL('../fixtures/facturx/', import.meta.url));
const XSD_DIR = join(FACTURX, 'en16931-xsd');
const MAIN_XSD = 'FACTUR-X_EN16931.xsd';
const SCHEMATRON_XSLT = join(FACTURX, 'en16931-schematron', 'EN16931-CII-validation.xslt');

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

/**
 * The EN 16931 business rules, compiled once per run from the European Commission's XSLT (XSLT 2.0, which only
 * Saxon runs here) into a SaxonJS export — about ten seconds.
 */
export function compileBusinessRules(): string {
  const sef = join(mkdtempSync(join(tmpdir(), 'en16931-')), 'en16931.sef.json');
  const xslt3 = join(fileURLToPath(new URL('../../node_modules/xslt3/', import.meta.url)), 'xslt3.js');
  execFileSync(process.execPath, [xslt3, `-xsl:${SCHEMATRON_XSLT}`, `-export:${sef}`, '-nogo', '-relocate:on'], {
    stdio: 'pipe',
  });
  return sef;
}

/** The fatal failed assertions of the EN 16931 rules (`[BR-…]` texts); none for a valid invoice. */
export function businessRuleFailures(sef: string, xml: string): string[] {
  const result = SaxonJS.transform({ stylesheetFileName: sef, sourceText: xml, destination: 'serialized' }, 'sync') as {
    principalResult: string;
  };
  const report = result.principalResult;
  const failures = [
    ...report.matchAll(/<svrl:failed-assert\b[^>]*flag="fatal"[^>]*>[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g),
  ];
  return failures.map((match) => match[1]!.trim());
}
