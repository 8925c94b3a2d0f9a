import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { fieldErrorRecord } from '../../../domain/validation/fieldErrors.ts';
import { validatePublicationStep } from '../../../domain/publication/publicationSteps.ts';
import { withChosenImages } from '../../../domain/publication/stepValidity.ts';
import { mergeStepData } from '../../../machines/wizard/mergeStepData.ts';
import type { PublicationSaisie, StepData, WizardImages } from '../../../machines/wizard/types.ts';
import { renderWithQuery } from '../testUtils.tsx';

export const NO_IMAGES: WizardImages = { visuelCouverture: null, quatriemeCouverture: null };

/** What the wizard hands every step's form. */
export interface StepProps {
  publication: PublicationSaisie;
  draft: StepData;
  onChange: (patch: StepData) => void;
  errors: Record<string, string>;
  isDisabled: boolean;
  images: WizardImages;
  onImagesChange: (images: WizardImages) => void;
  onBusyChange: (busy: boolean) => void;
}

export interface StepOptions {
  /** Whether the step's rules are shown, as once a move was refused; false shows none. */
  attempted?: boolean;
  /** Errors the wizard gives whatever the draft, for a refusal the step cannot correct by itself. */
  errors?: Record<string, string>;
  /** What the form holds after the step (another field, a submit button). */
  after?: ReactNode;
  /** Renders inside a router, for steps that link to other pages. */
  inRouter?: boolean;
}

/**
 * Renders one step of the wizard as the wizard holds it: inside a form whose submission `submit` records, with the
 * draft, the chosen images and the busy flag it keeps, and the errors its rules give on what is shown.
 */
export function renderStep(
  step: 1 | 2 | 3 | 4 | 5,
  publication: PublicationSaisie,
  form: (props: StepProps) => ReactNode,
  { attempted = true, errors: given, after, inRouter = false }: StepOptions = {},
) {
  const wizard = {
    draft: {} as StepData,
    images: NO_IMAGES,
    submit: vi.fn(),
    onBusyChange: vi.fn<(busy: boolean) => void>(),
  };
  function Harness() {
    const [draft, setDraft] = useState<StepData>({});
    const [images, setImages] = useState<WizardImages>(NO_IMAGES);
    wizard.draft = draft;
    wizard.images = images;
    const shown = mergeStepData(publication, draft);
    const judged = step === 5 ? withChosenImages(shown, images) : shown;
    const errors = given ?? (attempted ? fieldErrorRecord(validatePublicationStep(step, judged).errors) : {});
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          wizard.submit();
        }}
      >
        {form({
          publication,
          draft,
          onChange: (patch) => setDraft((current) => ({ ...current, ...patch })),
          errors,
          isDisabled: false,
          images,
          onImagesChange: setImages,
          onBusyChange: wizard.onBusyChange,
        })}
        {after}
      </form>
    );
  }
  renderWithQuery(
    inRouter ? (
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    ) : (
      <Harness />
    ),
  );
  return wizard;
}
