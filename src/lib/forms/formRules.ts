import type { ValidateFunction } from 'ajv';
import { fieldErrorRecord, toFieldErrors } from '../../../domain/validation/fieldErrors.ts';

/** Field errors of a form, keyed by the form's own field names. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** Where the contract's messages about each field are found: JSON Pointers under `Values`, most precise first. */
export type FieldPointers<F extends string> = Readonly<Record<F, readonly string[]>>;

/**
 * Maps contract field errors (keyed by JSON Pointer under `Values`) to a form's fields. Each field lists the
 * pointers that land on it, most precise first; pointers that name no field are dropped.
 */
export function errorsByField<F extends string>(
  errors: Record<string, string>,
  pointers: FieldPointers<F>,
): FormErrors<F> {
  const result: FormErrors<F> = {};
  for (const field of Object.keys(pointers) as F[]) {
    const message = pointers[field].map((pointer) => errors[pointer]).find(Boolean);
    if (message) result[field] = message;
  }
  return result;
}

/** Each field found at its own name under `Values` (`/Email` for Email). */
export function pointersByName<F extends string>(fields: readonly F[]): FieldPointers<F> {
  const pointers = {} as Record<F, readonly string[]>;
  for (const field of fields) pointers[field] = [`/${field}`];
  return pointers;
}

/** How a form meets the contract: checked in the browser, and the server's refusals placed on its fields. */
export interface FormRules<S, F extends string> {
  /** The errors of `form`, with the contract's French messages, as the server would give them. */
  validate(form: S): FormErrors<F>;
  /** The server's field errors (pointer → message) on the form's fields. */
  toErrors(errors: Record<string, string>): FormErrors<F>;
  /** The first field with an error, in the order the form shows them: where focus goes to correct it. */
  firstInvalid(errors: FormErrors<F>): F | undefined;
}

export interface ContractForm<S, F extends string> {
  /** The contract's precompiled validator of what the form sends (`domain/validation/generated`). */
  validator: ValidateFunction;
  /** What the form sends, built from what it holds. */
  toValues(form: S): unknown;
  pointers: FieldPointers<F>;
  /** The fields in the order they appear. */
  order: readonly F[];
}

/** The rules of a form whose values one schema of the contract validates. */
export function contractFormRules<S, F extends string>({
  validator,
  toValues,
  pointers,
  order,
}: ContractForm<S, F>): FormRules<S, F> {
  const toErrors = (errors: Record<string, string>) => errorsByField(errors, pointers);
  return {
    validate: (form) => (validator(toValues(form)) ? {} : toErrors(fieldErrorRecord(toFieldErrors(validator.errors)))),
    toErrors,
    firstInvalid: (errors) => order.find((field) => errors[field]),
  };
}
