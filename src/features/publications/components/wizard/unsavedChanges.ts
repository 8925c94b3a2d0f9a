import type { PublicationSaisie, StepData, WizardImages } from '../../../../../machines/wizard/types.ts';

type Value = unknown;

/** A form writes an emptied field as null or '', a publication may leave it out: all three say "nothing". */
function isEmpty(value: Value): boolean {
  return value === undefined || value === null || value === '';
}

function isRecord(value: Value): value is Record<string, Value> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: Value, b: Value): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

/**
 * Whether the step shown holds something the publication as last saved does not: a field typed or chosen
 * differently, or a cover file chosen and not sent yet.
 */
export function hasUnsavedChanges(publication: PublicationSaisie, draft: StepData, images: WizardImages): boolean {
  if (images.visuelCouverture !== null || images.quatriemeCouverture !== null) return true;
  return Object.entries(draft).some(
    ([field, value]) => field !== 'Id' && !sameValue(value, publication[field as keyof PublicationSaisie]),
  );
}
