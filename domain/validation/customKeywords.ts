import { _, type Code, type KeywordCxt, type Name } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { registerStorableKeywords, STORABLE_KEYWORDS } from './keywords/storableValues.ts';
import { registerWizardKeywords, WIZARD_KEYWORDS } from './keywords/wizardKeywords.ts';

/**
 * Keywords of ours that the contract writes with the `x-` prefix the OpenAPI linter requires of
 * extensions, and that the schema bundle keeps as they are (other `x-` extensions are dropped).
 */
export const CONTRACT_KEYWORDS = ['x-sameAs', 'x-differentFrom', ...WIZARD_KEYWORDS, ...STORABLE_KEYWORDS] as const;

/**
 * A keyword whose value names a sibling property that the value of the property carrying it is compared with.
 * Written as generated code, not as a validate function, so that the browser's standalone validators carry it;
 * the error lands on the property that carries the keyword, where the form shows it.
 */
function registerSiblingComparison(
  ajv: Ajv2020,
  keyword: string,
  message: string,
  fails: (value: Name, sibling: Code) => Code,
): void {
  ajv.addKeyword({
    keyword,
    schemaType: 'string',
    // Ajv's English text never reaches a user: the contract attaches the French message.
    error: { message },
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      if (it.dataLevel === 0)
        throw new Error(`${keyword} compares a property with a sibling: it cannot apply to the root.`);
      cxt.fail(fails(data, _`${it.parentData}[${String(schema)}]`));
    },
  });
}

/** `x-sameAs: <property>` on a property: its value must equal that sibling's (a password confirmation). */
function registerSameAs(ajv: Ajv2020): void {
  registerSiblingComparison(
    ajv,
    'x-sameAs',
    'must be equal to the compared property',
    (value, sibling) => _`${sibling} !== ${value}`,
  );
}

/**
 * `x-differentFrom: <property>` on a property: its value must not repeat that sibling's (a new password that is
 * the current one). An empty value is left to the required rule, which says what is missing.
 */
function registerDifferentFrom(ajv: Ajv2020): void {
  registerSiblingComparison(
    ajv,
    'x-differentFrom',
    'must differ from the compared property',
    (value, sibling) => _`${value} !== "" && ${sibling} === ${value}`,
  );
}

/**
 * Rules a JSON Schema cannot say (EAN check digit, duplicate author names, summary language, …) are
 * registered here as Ajv keywords, so the server and the precompiled browser validators share them.
 * Descriptive keywords of OpenAPI that Ajv does not know are declared so that strict mode accepts them.
 */
export function registerCustomKeywords(ajv: Ajv2020): void {
  ajv.addVocabulary(['example', 'xml', 'externalDocs']);
  registerSameAs(ajv);
  registerDifferentFrom(ajv);
  registerWizardKeywords(ajv);
  registerStorableKeywords(ajv);
}
