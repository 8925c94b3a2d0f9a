import { SelectField } from '../ui/SelectField.tsx';

const ALL = 0;

export interface FilterSelectProps {
  label: string;
  /** The first choice, which does not filter (« Tous les états »). */
  allLabel: string;
  /** A reference list (Id, Libelle), or nothing while it loads. */
  options: readonly { Id: number; Libelle: string }[] | undefined;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A filter on a reference value: « all » first (null), then the list's values. */
export function FilterSelect({ label, allLabel, options, value, onChange }: FilterSelectProps) {
  return (
    <SelectField
      label={label}
      isOptional
      options={[
        { id: ALL, label: allLabel },
        ...(options ?? []).map((option) => ({ id: option.Id, label: option.Libelle })),
      ]}
      selectedId={value ?? ALL}
      onChange={(id) => onChange(id === null || id === ALL ? null : id)}
    />
  );
}
