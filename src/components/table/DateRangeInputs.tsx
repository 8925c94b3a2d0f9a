import { DateInput } from './DateInput.tsx';

export interface DateRangeInputsProps {
  fromLabel: string;
  toLabel: string;
  /** ISO dates, or null when not set. */
  from: string | null;
  to: string | null;
  onFromChange: (value: string | null) => void;
  onToChange: (value: string | null) => void;
}

/** A filter's date range: two labelled dates, each one optional. */
export function DateRangeInputs({ fromLabel, toLabel, from, to, onFromChange, onToChange }: DateRangeInputsProps) {
  return (
    <>
      <DateInput label={fromLabel} value={from ?? ''} onChange={(value) => onFromChange(value || null)} />
      <DateInput label={toLabel} value={to ?? ''} onChange={(value) => onToChange(value || null)} />
    </>
  );
}
