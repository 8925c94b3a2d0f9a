import type { CoverPart } from '../../../../../domain/publication/coverFiles.ts';
import type { FieldError } from '../../../../../domain/validation/fieldErrors.ts';
import type { WizardImages } from '../../../../../machines/wizard/types.ts';

/** The step's field each uploaded part fills. */
const FIELD_OF_PART: Readonly<Record<CoverPart, string>> = {
  visuelCouverture: '/VisuelCouverture',
  quatriemeCouverture: '/QuatriemeCouverture',
};

/**
 * The server's refusals of the files sent, under the step's fields, for as long as the file refused is the one
 * still chosen: another file chosen is judged afresh.
 */
export function coverFileErrors(
  refusals: readonly FieldError[],
  sent: WizardImages,
  chosen: WizardImages,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const part of Object.keys(FIELD_OF_PART) as CoverPart[]) {
    const refusal = refusals.find((error) => error.Champ === `/${part}`);
    if (refusal && sent[part] !== null && sent[part] === chosen[part]) errors[FIELD_OF_PART[part]] = refusal.Message;
  }
  return errors;
}
