import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import type { OnixRelease } from '../../domain/publication/onixRelease.ts';

/** EDItEUR's ONIX for Books schemas of a release, as shipped unmodified at the repository's root. */
export function onixSchemaDir(release: OnixRelease): string {
  return fileURLToPath(new URL(`../../onix/${release}/`, import.meta.url));
}

/** The 3.1 schemas' folder. */
export const ONIX_SCHEMA_DIR = onixSchemaDir('3.1');

const INCLUDED = ['ONIX_BookProduct_CodeLists.xsd', 'ONIX_XHTML_Subset.xsd'];

function schemaFile(release: OnixRelease, fileName: string) {
  return { fileName, contents: readFileSync(`${onixSchemaDir(release)}${fileName}`, 'utf8') };
}

/** Validates an ONIX message against a release's reference-tag XSD; returns libxml2's errors (none when valid). */
export async function onixXsdErrors(xml: string, release: OnixRelease = '3.1'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'onix.xml', contents: xml }],
    schema: [schemaFile(release, `ONIX_BookProduct_${release}_reference.xsd`)],
    preload: INCLUDED.map((name) => schemaFile(release, name)),
  });
  return result.errors.map((error) => error.rawMessage);
}
