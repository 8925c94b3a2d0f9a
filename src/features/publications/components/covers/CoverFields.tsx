import { COVER_LIMITS } from '../../../../../domain/publication/coverFiles.ts';
import { PUBLICATION_FIELD_LABELS as L, STORED_COVER_TEXTS } from '../../../../../domain/publication/labels.ts';
import form from '../../../../components/ui/Form.module.css';
import type { StepErrors, WizardImages } from '../../types/stepForm.ts';
import { CoverFileField } from './CoverFileField.tsx';

export interface CoverFieldsProps {
  images: WizardImages;
  onImagesChange(images: WizardImages): void;
  /** The addresses of the files already stored. */
  storedCover: string | null | undefined;
  storedFourthCover: string | null | undefined;
  errors: StepErrors;
  isDisabled: boolean;
}

const MAX_SIZE = `${COVER_LIMITS.maxMegabytes} Mo au plus`;
const IMAGE_RULES = `${MAX_SIZE}, ${COVER_LIMITS.minHeight} px de hauteur au moins`;

/** The cover (required) and the fourth cover (optional), sent by Valider before the publication. */
export function CoverFields({
  images,
  onImagesChange,
  storedCover,
  storedFourthCover,
  errors,
  isDisabled,
}: CoverFieldsProps) {
  return (
    <div className={form.row}>
      <CoverFileField
        part="visuelCouverture"
        label={L.VisuelCouverture}
        storedText={STORED_COVER_TEXTS.visuelCouverture}
        hint={`Image jpg, jpeg ou png, ${IMAGE_RULES}.`}
        isOptional={false}
        chosen={images.visuelCouverture}
        stored={storedCover}
        onChoose={(file) => onImagesChange({ ...images, visuelCouverture: file })}
        onRemove={() => onImagesChange({ ...images, visuelCouverture: null })}
        errorMessage={errors['/VisuelCouverture']}
        isDisabled={isDisabled}
      />
      <CoverFileField
        part="quatriemeCouverture"
        label={L.QuatriemeCouverture}
        storedText={STORED_COVER_TEXTS.quatriemeCouverture}
        hint={`Facultative : image jpg, jpeg ou png (${IMAGE_RULES}) ou document pdf de ${MAX_SIZE}.`}
        isOptional
        chosen={images.quatriemeCouverture}
        stored={storedFourthCover}
        onChoose={(file) => onImagesChange({ ...images, quatriemeCouverture: file })}
        onRemove={() => onImagesChange({ ...images, quatriemeCouverture: null })}
        errorMessage={errors['/QuatriemeCouverture']}
        isDisabled={isDisabled}
      />
    </div>
  );
}
