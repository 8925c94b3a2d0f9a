import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { OnixRelease } from '../../../domain/publication/onixRelease.ts';

/** EDItEUR's schemas as shipped unmodified at the repository's root (onix/README.md). */
const SCHEMA_ROOT = new URL('../../../onix/', import.meta.url);

const INCLUDED = ['ONIX_BookProduct_CodeLists.xsd', 'ONIX_XHTML_Subset.xsd'];

/** A deposit may be 50 Mo: libxml2's tree of it needs far more than xmllint-wasm's default 32 MiB. */
const MAX_MEMORY_PAGES = 16_384;

interface ReleaseSchemas {
  schema: XMLFileInfo;
  preload: XMLFileInfo[];
}

const loaded = new Map<OnixRelease, ReleaseSchemas>();

function schemaFile(release: OnixRelease, fileName: string): XMLFileInfo {
  return { fileName, contents: readFileSync(new URL(`${release}/${fileName}`, SCHEMA_ROOT), 'utf8') };
}

/** Read when first needed, then kept: the code lists alone are a few megabytes. */
function schemasOf(release: OnixRelease): ReleaseSchemas {
  let schemas = loaded.get(release);
  if (!schemas) {
    schemas = {
      schema: schemaFile(release, `ONIX_BookProduct_${release}_reference.xsd`),
      preload: INCLUDED.map((name) => schemaFile(release, name)),
    };
    loaded.set(release, schemas);
  }
  return schemas;
}

/** libxml2's errors for a message checked against a release's reference-tag XSD; none when it is valid. */
export async function schemaErrors(xml: string, release: OnixRelease): Promise<string[]> {
  const { schema, preload } = schemasOf(release);
  const result = await validateXML({
    xml: [{ fileName: 'depot.xml', contents: xml }],
    schema: [schema],
    preload,
    maxMemoryPages: MAX_MEMORY_PAGES,
  });
  return result.errors.map((error) => error.rawMessage);
}
