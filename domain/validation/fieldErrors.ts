import type { ErrorObject } from 'ajv';
import { GENERIC_FIELD_MESSAGE } from './generated/contractTexts.js';
import { STORABLE_VALUE_MESSAGES, type StorableKeyword } from './keywords/storableValues.ts';

/** One refused field: its JSON Pointer under `Values` and its French message (contract schema `ErreurChamp`). */
export interface FieldError {
  Champ: string;
  Message: string;
}

export { GENERIC_FIELD_MESSAGE };

interface RequiredParams {
  missingProperty?: string;
}

/** The pointer of the field an Ajv error is about: a missing property is named under its parent object. */
function fieldPointer(error: ErrorObject): string {
  const missing =
    error.keyword === 'required'
      ? (error.params as RequiredParams).missingProperty
      : error.keyword === 'errorMessage'
        ? ((error.params as { errors?: ErrorObject[] }).errors?.[0]?.params as RequiredParams | undefined)
            ?.missingProperty
        : undefined;
  return missing ? `${error.instancePath}/${missing}` : error.instancePath;
}

function storableValueMessage(error: ErrorObject): string | undefined {
  return Object.hasOwn(STORABLE_VALUE_MESSAGES, error.keyword)
    ? STORABLE_VALUE_MESSAGES[error.keyword as StorableKeyword]
    : undefined;
}

/**
 * A value the database cannot store says so, even where the contract gives the field one message for every
 * rule (that message would ask for a value the caller did give).
 */
function fieldMessage(error: ErrorObject): string {
  if (error.keyword !== 'errorMessage') return storableValueMessage(error) ?? GENERIC_FIELD_MESSAGE;
  const wrapped = (error.params as { errors?: ErrorObject[] }).errors ?? [];
  for (const inner of wrapped) {
    const message = storableValueMessage(inner);
    if (message !== undefined) return message;
  }
  return error.message ?? GENERIC_FIELD_MESSAGE;
}

/**
 * Maps Ajv errors to field errors, one per field (the first message wins). Errors that carry no French
 * message of the contract fall back to a generic French one, never to Ajv's English text.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined, basePath = ''): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors ?? []) {
    // an `if` error only repeats the failures of its `then` or `else`, which name their own fields
    if (error.keyword === 'if') continue;
    const pointer = fieldPointer(error);
    const champ = pointer.startsWith(basePath) ? pointer.slice(basePath.length) : pointer;
    const message = fieldMessage(error);
    if (!byField.has(champ)) byField.set(champ, message);
  }
  return [...byField].map(([Champ, Message]) => ({ Champ, Message }));
}

/** Field errors as a record keyed by pointer, the shape forms read. */
export function fieldErrorRecord(errors: readonly FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [e.Champ, e.Message]));
}
