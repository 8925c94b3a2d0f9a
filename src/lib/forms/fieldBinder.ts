import type { FormErrors } from './formRules.ts';
import type { BindFieldRef } from './useFieldRefs.ts';

/** What a field of a form is given: its name, its value and change, its error, and the element focus goes to. */
export interface BoundField<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  errorMessage: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

/**
 * Binds a form's fields by name (`<TextField label="Nom" {...field('Nom')} />`): the field named as the contract
 * names it, showing its value and error, and reporting its changes.
 */
export function fieldBinder<S, F extends keyof S & string>(
  values: S,
  errors: FormErrors<F>,
  onChange: (field: F, value: S[F]) => void,
  bindRef: BindFieldRef,
) {
  return <K extends F>(field: K): BoundField<S[K]> => ({
    name: field,
    value: values[field],
    onChange: (value) => onChange(field, value),
    errorMessage: errors[field],
    inputRef: bindRef(field),
  });
}
