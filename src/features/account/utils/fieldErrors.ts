/** Field errors of a form, keyed by the form's own field names. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Maps contract field errors (keyed by JSON Pointer under `Values`) to a form's fields. Each field lists the
 * pointers that land on it, most precise first; pointers that name no field are dropped.
 */
export function errorsByField<F extends string>(
  errors: Record<string, string>,
  pointers: Readonly<Record<F, readonly string[]>>,
): FormErrors<F> {
  const result: FormErrors<F> = {};
  for (const field of Object.keys(pointers) as F[]) {
    const message = pointers[field].map((pointer) => errors[pointer]).find(Boolean);
    if (message) result[field] = message;
  }
  return result;
}

/** The first field with an error, in the order the form shows them: where focus goes to correct it. */
export function firstInvalid<F extends string>(errors: FormErrors<F>, order: readonly F[]): F | undefined {
  return order.find((field) => errors[field]);
}
