import { useState, type HTMLAttributes } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components/TextField';
import styles from '../../../../components/ui/Field.module.css';
import { preventEnter } from './preventEnter.ts';

export type ConvertedValue = string | number | null;

export interface ConvertedTextFieldProps<V extends ConvertedValue> {
  label: string;
  name: string;
  /** The value the publication holds. */
  value: V | undefined;
  /** The value a text stands for; a text that means nothing valid is returned as typed, for the schema to refuse. */
  parse(text: string): V;
  /** The text that shows a value the user did not type (loaded, or changed elsewhere). */
  format(value: V | null): string;
  onChange(value: V): void;
  errorMessage?: string | undefined;
  description?: string;
  /** Shown after the label of a field that may stay empty: "(facultatif)" or a more precise note. */
  optionalNote?: string | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  isDisabled?: boolean;
}

/**
 * A labelled text field that keeps its text exactly as typed ("12,50", "12,") while the publication receives
 * what the text means (12.5). Built on react-aria's parts rather than the shared TextField so that an optional
 * field can say why it is optional.
 */
export function ConvertedTextField<V extends ConvertedValue>({
  label,
  name,
  value,
  parse,
  format,
  onChange,
  errorMessage,
  description,
  optionalNote,
  inputMode,
  isDisabled,
}: ConvertedTextFieldProps<V>) {
  const held = value ?? null;
  const [text, setText] = useState(() => format(held));
  // The typed text shows as long as it still stands for the value held; a value changed elsewhere shows instead.
  const shown = Object.is(parse(text), held) ? text : format(held);

  function change(next: string) {
    setText(next);
    onChange(parse(next));
  }

  return (
    <TextField
      className={styles.field}
      name={name}
      value={shown}
      onChange={change}
      onKeyDown={preventEnter}
      inputMode={inputMode}
      autoComplete="off"
      isDisabled={isDisabled}
      isRequired={optionalNote === undefined}
      isInvalid={Boolean(errorMessage)}
      // The step validates with the contract's schema; the browser's own bubbles would speak English.
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {optionalNote === undefined ? label : `${label} `}
        {optionalNote !== undefined && <span className={styles.optional}>{optionalNote}</span>}
      </Label>
      <Input className={styles.input} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </TextField>
  );
}
