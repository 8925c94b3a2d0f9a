import { _, Name, type Code, type KeywordCxt } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { isForthcomingInThePast } from './dateParution.ts';
import { isEanCheckDigitValid } from '../../ean.ts';
import { isWrittenInFrench } from './francais.ts';
import { repeatsEarlierName } from './nomsDistincts.ts';

/** Keywords of the publication wizard, as the contract writes them. */
export const WIZARD_KEYWORDS = ['x-eanCle', 'x-nomDistinct', 'x-aParaitreNonPassee', 'x-francais'] as const;

/**
 * A helper function as the generated code names it. The server's Ajv passes `ref` itself; the
 * browser's standalone modules write `code`, a `require` that the generator turns into an import, so
 * `modulePath` is relative to `domain/validation/generated/`.
 */
function helper(cxt: KeywordCxt, modulePath: string, name: string, ref: (...args: never[]) => boolean): Code {
  return cxt.gen.scopeValue('func', { ref, code: _`require(${modulePath}).${new Name(name)}` });
}

function requireChild(cxt: KeywordCxt, keyword: string): void {
  if (cxt.it.dataLevel === 0) throw new Error(`${keyword} reads its parent: it cannot apply to the root.`);
}

// Ajv's English texts below never reach a user: the contract attaches the French messages.
export function registerWizardKeywords(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: 'x-eanCle',
    type: 'string',
    schemaType: 'boolean',
    error: { message: 'must have a valid EAN check digit' },
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      const valid = helper(cxt, '../../ean.ts', 'isEanCheckDigitValid', isEanCheckDigitValid);
      cxt.fail(_`!${valid}(${cxt.data})`);
    },
  });

  // On an item of a list: the item must not repeat the named property of an earlier item.
  ajv.addKeyword({
    keyword: 'x-nomDistinct',
    type: 'object',
    schemaType: 'string',
    error: { message: 'must not repeat an earlier name' },
    code(cxt: KeywordCxt) {
      requireChild(cxt, 'x-nomDistinct');
      const repeats = helper(cxt, '../keywords/nomsDistincts.ts', 'repeatsEarlierName', repeatsEarlierName);
      const { parentData, parentDataProperty } = cxt.it;
      cxt.fail(_`${repeats}(${parentData}, ${parentDataProperty}, ${String(cxt.schema)})`);
    },
  });

  // On the publication date; the value names the sibling availability property.
  ajv.addKeyword({
    keyword: 'x-aParaitreNonPassee',
    type: 'string',
    schemaType: 'string',
    error: { message: 'must not be past for a forthcoming publication' },
    code(cxt: KeywordCxt) {
      requireChild(cxt, 'x-aParaitreNonPassee');
      const past = helper(cxt, '../keywords/dateParution.ts', 'isForthcomingInThePast', isForthcomingInThePast);
      cxt.fail(_`${past}(${cxt.data}, ${cxt.it.parentData}[${String(cxt.schema)}])`);
    },
  });

  ajv.addKeyword({
    keyword: 'x-francais',
    type: 'string',
    schemaType: 'boolean',
    error: { message: 'must be written in French' },
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      const french = helper(cxt, '../keywords/francais.ts', 'isWrittenInFrench', isWrittenInFrench);
      cxt.fail(_`!${french}(${cxt.data})`);
    },
  });
}
