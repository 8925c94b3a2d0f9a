import type { PublicationSaisie, StepData, WizardImages } from '../../../../machines/wizard/types.ts';

export type { PublicationSaisie, StepData, WizardImages };

/** A refused field's French message, keyed by its JSON pointer under the publication (`/Titre`, `/AuteurContribution/1/Nom`). */
export type StepErrors = Readonly<Record<string, string>>;

/**
 * What every step form receives from the wizard. The form shows `draft` over `publication` and reports each
 * change with `onChange`; the wizard keeps the draft, so a refused move, a failed save or a click on the
 * progress bar loses nothing typed.
 */
export interface StepFormProps {
  /** The publication as the wizard holds it: loaded, with the steps already left merged in. */
  publication: PublicationSaisie;
  /** The values changed on this step, as they will be merged into the publication. */
  draft: StepData;
  onChange(patch: StepData): void;
  /** Shown once a move off the step has been refused, and kept current while the user corrects. */
  errors: StepErrors;
  /** True while the wizard saves: the fields stay visible but cannot change. */
  isDisabled: boolean;
}

/** Step 1 shows a refused save under its EAN field (spec 1 §8). */
export interface Step1FormProps extends StepFormProps {
  saveError: string | null;
}

/** Step 3 holds Suivant back while the brands of the EAN load. */
export interface Step3FormProps extends StepFormProps {
  onBusyChange(busy: boolean): void;
}

/** Step 5 chooses the images that Valider sends before the publication. */
export interface Step5FormProps extends StepFormProps {
  images: WizardImages;
  onImagesChange(images: WizardImages): void;
}
