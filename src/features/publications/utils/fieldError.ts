import type { StepErrors } from '../types/stepForm.ts';

/**
 * The message of a field, or of the first refused item under it (`/IdsLangues/0`): a list shows its items'
 * errors on itself, where the user can act on them.
 */
export function fieldError(errors: StepErrors, pointer: string): string | undefined {
  if (errors[pointer] !== undefined) return errors[pointer];
  const prefix = `${pointer}/`;
  const item = Object.keys(errors).find((key) => key.startsWith(prefix));
  return item === undefined ? undefined : errors[item];
}
