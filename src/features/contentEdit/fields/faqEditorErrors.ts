import { parseFaqValue, type FaqCategorie } from '../../../../domain/content/faq.ts';
import { fieldErrorRecord } from '../../../../domain/validation/fieldErrors.ts';

/** The fields the editor shows their own message under; other refusals are listed above the tree. */
const FIELD_POINTER = /\/(Nom|Enonce|Contenu|Id)$/;

export interface FaqEditorErrors {
  /** Messages keyed by JSON Pointer into the FAQ, as the content calls would answer them. */
  byPointer: Record<string, string>;
  /** Messages about no one field: the whole FAQ, a list too long. */
  general: string[];
}

/** What the FAQ's own rules (the contract's schema and the domain's checks) refuse in the value being edited. */
export function faqEditorErrors(value: readonly FaqCategorie[]): FaqEditorErrors {
  const parsed = parseFaqValue(JSON.stringify(value));
  if (!('errors' in parsed)) return { byPointer: {}, general: [] };
  const general = parsed.errors.filter((error) => !FIELD_POINTER.test(error.Champ)).map((error) => error.Message);
  return { byPointer: fieldErrorRecord(parsed.errors), general: [...new Set(general)] };
}
