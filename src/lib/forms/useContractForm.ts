import { useState } from 'react';
import { fieldErrorRecord } from '../../../domain/validation/fieldErrors.ts';
import { ApiError, errorMessage } from '../api/apiError.ts';
import { fieldBinder } from './fieldBinder.ts';
import type { FormErrors, FormRules } from './formRules.ts';
import { useFieldRefs } from './useFieldRefs.ts';

/**
 * A form checked with the contract's precompiled validator: its values, the errors shown on its fields and the
 * failure said above them; checked on submit, then again at each change once submitted; the server's refusals
 * placed on the same fields; focus moved to the first field to correct.
 */
export function useContractForm<S, F extends keyof S & string>(rules: FormRules<S, F>, initial: S | (() => S)) {
  const [values, setValues] = useState<S>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { bindRef, focus } = useFieldRefs();

  /** Changes several fields at once: `change` calls in a row would each start from the same values. */
  function changeFields(changed: Partial<S>) {
    if ((Object.keys(changed) as (keyof S)[]).every((field) => Object.is(changed[field], values[field]))) return;
    const next: S = { ...values, ...changed };
    setValues(next);
    // Once the user has tried to submit, errors follow the corrections as they type.
    if (submitted) setErrors(rules.validate(next));
  }

  function change(field: F, value: S[F]) {
    const changed: Partial<S> = {};
    changed[field] = value;
    changeFields(changed);
  }

  /** Shows `fieldErrors` and `message` (null: the fields say it all), and focuses the first field to correct. */
  function refuse(fieldErrors: FormErrors<F>, message: string | null) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => focus(rules.firstInvalid(fieldErrors)));
  }

  /** On submit: whether the contract accepts the values; when it does not, its errors are shown with `invalidMessage`. */
  function check(invalidMessage: string): boolean {
    setSubmitted(true);
    const fieldErrors = rules.validate(values);
    if (!rules.firstInvalid(fieldErrors)) return true;
    refuse(fieldErrors, invalidMessage);
    return false;
  }

  /** The field errors of the server's refusal (none when the call failed otherwise). */
  function serverErrors(error: unknown): FormErrors<F> {
    return error instanceof ApiError ? rules.toErrors(fieldErrorRecord(error.errors)) : {};
  }

  return {
    values,
    errors,
    failure,
    change,
    changeFields,
    check,
    refuse,
    serverErrors,
    /** Shows the server's refusal on the fields, and `lead` followed by its reason above them. */
    refuseFromServer: (error: unknown, lead: string) => refuse(serverErrors(error), `${lead} ${errorMessage(error)}`),
    clearFailure: () => setFailure(null),
    /** Starts again from `next` (the values just saved): no error shown until the next submit. */
    reset(next: S) {
      setValues(next);
      setErrors({});
      setSubmitted(false);
    },
    bindRef,
    field: fieldBinder(values, errors, change, bindRef),
  };
}
