import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { LOADING_TEXT } from '../../../../components/ui/LoadingState.tsx';
import { errorMessage as queryErrorMessage } from '../../../../lib/api/apiError.ts';
import { useReferenceList } from '../../api/referenceLists.ts';

/** The step's lists of `{ Id, Libelle }` values. */
export type CommercialListName = 'disponibilites' | 'formats' | 'illustrations';

export interface ReferenceSelectFieldProps {
  label: string;
  name: string;
  list: CommercialListName;
  selectedId: number | null | undefined;
  onChange(id: number | null): void;
  errorMessage?: string | undefined;
  isDisabled: boolean;
  isOptional?: boolean;
}

/** A drop-down list of one of the portal's reference lists, saying so while it loads or when it cannot. */
export function ReferenceSelectField({ list, selectedId, errorMessage, ...props }: ReferenceSelectFieldProps) {
  const values = useReferenceList(list);
  const options = (values.data ?? []).map((value) => ({ id: value.Id, label: value.Libelle }));
  return (
    <SelectField
      {...props}
      options={options}
      selectedId={selectedId ?? null}
      placeholder={values.isPending ? LOADING_TEXT : undefined}
      errorMessage={errorMessage ?? (values.isError ? queryErrorMessage(values.error) : undefined)}
    />
  );
}
