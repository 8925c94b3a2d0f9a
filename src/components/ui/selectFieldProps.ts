import type { Ref } from 'react';

export interface SelectOption {
  id: number;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  selectedId: number | null;
  onChange: (id: number | null) => void;
  placeholder?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  /** A value the form may leave empty: not announced as required, labelled « (facultatif) ». */
  isOptional?: boolean;
  name?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}
