import { EAN_LENGTH, ISBN_PREFIXES_TEXT } from '../../../../../domain/ean.ts';
import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { validatePublicationStep } from '../../../../../domain/publication/publicationSteps.ts';
import { mergeStepData } from '../../../../../machines/wizard/mergeStepData.ts';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LOADING_TEXT } from '../../../../components/ui/LoadingState.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { useReferenceList } from '../../api/referenceLists.ts';
import type { Step1FormProps } from '../../types/stepForm.ts';
import { formatEan } from '../../utils/formatEan.ts';
import { fieldError } from '../../utils/fieldError.ts';
import { LanguagesField } from '../fields/LanguagesField.tsx';

const EAN_HINT = `Les ${EAN_LENGTH} chiffres de l’ISBN, commençant par ${ISBN_PREFIXES_TEXT}, groupés ou non par des tirets ou des espaces.`;

/** Step 1: the EAN that identifies the book, and the languages it is written in. */
export function Step1Form({ publication, draft, onChange, errors, isDisabled, saveError }: Step1FormProps) {
  const langues = useReferenceList('langues');
  const ean = draft.Ean ?? publication.Ean ?? '';
  const idsLangues = draft.IdsLangues ?? publication.IdsLangues ?? [];
  const eanAccepted =
    ean.trim() !== '' &&
    !validatePublicationStep(1, mergeStepData(publication, draft)).errors.some((error) => error.Champ === '/Ean');

  return (
    <>
      <TextField
        label={L.Ean}
        name="Ean"
        value={ean}
        onChange={(value) => onChange({ Ean: value })}
        // The rules' message explains the field better than the server's refusal of the whole save.
        errorMessage={errors['/Ean'] ?? saveError ?? undefined}
        description={eanAccepted ? `${L.Ean} : ${formatEan(ean)}` : EAN_HINT}
        isDisabled={isDisabled}
        autoComplete="off"
      />
      {langues.isError ? (
        <ErrorState message="La liste des langues n’a pas pu être chargée." onRetry={() => void langues.refetch()} />
      ) : (
        <LanguagesField
          label={L.IdsLangues}
          languages={langues.data ?? []}
          selectedIds={idsLangues}
          onChange={(ids) => onChange({ IdsLangues: ids })}
          errorMessage={fieldError(errors, '/IdsLangues')}
          isDisabled={isDisabled || langues.isPending}
          description={langues.isPending ? LOADING_TEXT : undefined}
        />
      )}
    </>
  );
}
