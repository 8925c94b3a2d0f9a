import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import styles from './Field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid' | 'children'> {
  label: string;
  description?: string;
  /** The French message shown under the field; the field is invalid while there is one. */
  errorMessage?: string | undefined;
  isOptional?: boolean;
  multiline?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled text input: the label, the hint and the error are bound to the input for assistive technologies. */
export function TextField({
  label,
  description,
  errorMessage,
  isOptional = false,
  multiline = false,
  rows = 6,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      isRequired={!isOptional}
      isInvalid={Boolean(errorMessage)}
      // The form validates with the contract's schema; the browser's own bubbles would speak English.
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {isOptional ? `${label} ` : label}
        {isOptional && <span className={styles.optional}>(facultatif)</span>}
      </Label>
      {multiline ? (
        <TextArea ref={inputRef} className={`${styles.input} ${styles.textarea}`} rows={rows} />
      ) : (
        <Input ref={inputRef} className={styles.input} />
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
