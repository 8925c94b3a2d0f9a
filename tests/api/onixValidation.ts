import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/** EDItEUR's ONIX for Books 3.1 schemas, as shipped unmodified at the repository's root. */
export const ONIX_SCHEMA_DIR = fileURLToPath(new URL('../../onix/3.1/', import.meta.url));

const MAIN_XSD = 'ONIX_BookProduct_3.1_reference.xsd';
const INCLUDED = ['ONIX_BookProduct_CodeLists.xsd', 'ONIX_XHTML_Subset.xsd'];

function schemaFile(fileName: string) {
  return { fileName, contents: readFileSync(`${ONIX_SCHEMA_DIR}${fileName}`, 'utf8') };
}

/** Validates an ONIX message against the 3.1 reference-tag XSD; returns libxml2's errors (none when valid). */
export async function onixXsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'onix.xml', contents: xml }],
    schema: [schemaFile(MAIN_XSD)],
    preload: INCLUDED.map(schemaFile),
  });
  return result.errors.map((error) => error.rawMessage);
}
