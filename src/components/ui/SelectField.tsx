import { startTransition, useEffect, useState, type Key } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { useIsHydrating } from '../../lib/ssr/useIsHydrating.ts';
import { SelectFieldPreview } from './SelectFieldPreview.tsx';
import type { SelectFieldProps, SelectOption } from './selectFieldProps.ts';
import styles from './Field.module.css';

export type { SelectFieldProps, SelectOption };

/**
 * False on the server and while hydrating, true in a page the browser renders itself. A hydrated react-aria Select
 * re-renders synchronously once hydration is over (its useIsSSR changes): one long task. Hydrating a plain
 * preview, then mounting the Select in a transition, keeps that work in short tasks.
 */
function useMountsAfterHydration(): [ready: boolean, setReady: (ready: boolean) => void] {
  return useState(!useIsHydrating());
}

/** A labelled drop-down list of reference values (react-aria Select: keyboard, type-ahead, screen readers). */
export function SelectField({
  label,
  options,
  selectedId,
  onChange,
  placeholder = 'Sélectionnez une valeur',
  errorMessage,
  isDisabled,
  isOptional = false,
  name,
  buttonRef,
}: SelectFieldProps) {
  const [ready, setReady] = useMountsAfterHydration();
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready, setReady]);
  if (!ready) {
    return (
      <SelectFieldPreview
        label={label}
        options={options}
        selectedId={selectedId}
        placeholder={placeholder}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
        isOptional={isOptional}
      />
    );
  }
  return (
    <Select
      className={styles.field}
      name={name}
      placeholder={placeholder}
      value={selectedId}
      onChange={(key: Key | null) => onChange(key === null ? null : Number(key))}
      isInvalid={Boolean(errorMessage)}
      isRequired={!isOptional}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {isOptional ? `${label} ` : label}
        {isOptional && <span className={styles.optional}>(facultatif)</span>}
      </Label>
      <Button ref={buttonRef} className={`${styles.input} ${styles.selectButton}`}>
        <SelectValue className={styles.selectValue} />
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </Button>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
