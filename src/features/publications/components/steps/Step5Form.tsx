import { PUBLICATION_LIMITS } from '../../../../../domain/publication/limits.ts';
import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { useState } from 'react';
import { SelectField } from '../../../../components/ui/SelectField.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import hidden from '../../../../components/ui/VisuallyHidden.module.css';
import { errorMessage as apiErrorMessage } from '../../../../lib/api/apiError.ts';
import { useReferenceList } from '../../api/referenceLists.ts';
import type { PublicationSaisie, Step5FormProps } from '../../types/stepForm.ts';
import { CoverFields } from '../covers/CoverFields.tsx';
import { SubjectField } from '../subject/SubjectField.tsx';
import wizard from '../wizard/PublicationWizard.module.css';

/** Remaining counts announced once reached, so that a screen reader is not told the count at every key. */
const ANNOUNCED_THRESHOLDS = [0, 10, 20, 50, 100] as const;

/** Characters as the schema counts them (code points, not UTF-16 units). */
function characterCount(text: string): number {
  return [...text].length;
}

function remainingCharactersText(remaining: number): string {
  if (remaining < 0) return `${-remaining} ${-remaining === 1 ? 'caractère' : 'caractères'} en trop`;
  return remaining <= 1 ? `${remaining} caractère restant` : `${remaining} caractères restants`;
}

function announcedThreshold(remaining: number): number | null {
  if (remaining < 0) return -1;
  return ANNOUNCED_THRESHOLDS.find((threshold) => remaining <= threshold) ?? null;
}

/** Step 5: the book type, the subject, the summary and the cover images (spec 1 §2, §5 "Step 5"). */
export function Step5Form({
  publication,
  draft,
  onChange,
  errors,
  isDisabled,
  images,
  onImagesChange,
}: Step5FormProps) {
  const typesOuvrage = useReferenceList('typesOuvrage');
  const current = <K extends keyof PublicationSaisie>(key: K): PublicationSaisie[K] =>
    draft[key] !== undefined ? draft[key] : publication[key];

  const resume = current('Resume') ?? '';
  const remaining = PUBLICATION_LIMITS.resumeMaxLength - characterCount(resume);
  const threshold = announcedThreshold(remaining);
  const [announced, setAnnounced] = useState({ threshold, text: '' });
  if (announced.threshold !== threshold)
    setAnnounced({ threshold, text: threshold === null ? '' : remainingCharactersText(remaining) });

  return (
    <div className={wizard.fields}>
      <SelectField
        label={L.IdTypeOuvrage}
        name="IdTypeOuvrage"
        options={(typesOuvrage.data ?? []).map((type) => ({ id: type.Id, label: type.Libelle }))}
        selectedId={current('IdTypeOuvrage') ?? null}
        onChange={(id) => onChange({ IdTypeOuvrage: id })}
        errorMessage={
          errors['/IdTypeOuvrage'] ?? (typesOuvrage.isError ? apiErrorMessage(typesOuvrage.error) : undefined)
        }
        isDisabled={isDisabled}
      />
      <SubjectField
        selectedId={current('IdSujet') ?? null}
        onChange={(id) => onChange({ IdSujet: id })}
        errorMessage={errors['/IdSujet']}
        isDisabled={isDisabled}
      />
      <div>
        <TextField
          label={L.Resume}
          name="Resume"
          multiline
          rows={8}
          value={resume}
          onChange={(value) => onChange({ Resume: value === '' ? null : value })}
          description={remainingCharactersText(remaining)}
          errorMessage={errors['/Resume']}
          isDisabled={isDisabled}
        />
        <span className={hidden.srOnly} aria-live="polite">
          {announced.text}
        </span>
      </div>
      <CoverFields
        images={images}
        onImagesChange={onImagesChange}
        storedCover={publication.VisuelCouverture}
        storedFourthCover={publication.QuatriemeCouverture}
        errors={errors}
        isDisabled={isDisabled}
      />
    </div>
  );
}
