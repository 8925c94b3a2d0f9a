import type { StepValidation } from '../../domain/publication/stepValidity.ts';
import type { WizardStep } from '../../domain/publication/wizardSteps.ts';
import type { FieldError } from '../../domain/validation/fieldErrors.ts';
import type { components } from '../../openapi/generated/schema.d.ts';

/** The publication as the wizard sends it: the loaded publication with each step's data merged in. */
export type PublicationSaisie = components['schemas']['PublicationSaisie'];
/** A saved publication, as Publication_Get, Publication_Create and Publication_Update answer it. */
export type Publication = components['schemas']['Publication'];
/** The step-5 form with the addresses of the stored images (Publication_FileUpload). */
export type PublicationEtape5Fichiers = components['schemas']['PublicationEtape5Fichiers'];

/** The checks before submission (Publication_Verifier). */
export type VerificationPublication = components['schemas']['VerificationPublication'];
/** The publication as a bookseller will read it (Publication_FicheLibraire). */
export type FicheLibraire = components['schemas']['FicheLibraire'];
/** A field of the wizard, under its contract name (a check's or a correction's `Champ`). */
export type ChampPublication = components['schemas']['ChampPublication'];

/** What the review after Valider shows: the checks and the Fiche libraire, loaded together. */
export interface WizardReview {
  verification: VerificationPublication;
  fiche: FicheLibraire | null;
}

/** Where the wizard sends the page: a step of the publication, or the end page (`/publication/{id}/edit/fin`). */
export interface WizardRoute {
  id: number | null;
  step: WizardStep | 'fin';
  /** A correction of the address (resume, refused step) replaces the history entry instead of adding one. */
  replace: boolean;
}

/** How a step shows in the progress bar (spec 2 §3 "Wizard step states"). */
export type StepState = 'undefined' | 'warning' | 'error' | 'valid';

/** The step-5 images chosen by the user; an absent one leaves the stored image in place. */
export interface WizardImages {
  visuelCouverture: Blob | null;
  quatriemeCouverture: Blob | null;
}

/** A move the user asked for, checked against the steps' validity before it is saved. */
export interface WizardIntent {
  target: WizardStep | 'fin';
  /** Whether an invalid current step stops the move (forward; not back, saved by Publication_UpdateLibre). */
  blocking: boolean;
}

/** The three ways a publication is saved (spec 1 §7). */
export type SaveKind = 'create' | 'update' | 'updateLibre';

/** The route's parameters as the page reads them: anything, checked by the machine. */
export interface WizardRouteParams {
  id?: string | number | null;
  step?: string | number | null;
}

export type WizardInput = WizardRouteParams;

/** The fields of the step being left, as its form holds them. */
export type StepData = Partial<PublicationSaisie>;

/** Events are facts in the `wizard.` namespace. */
export type WizardEvent =
  /** Suivant, with the data of the current step. */
  | { type: 'wizard.next'; data: StepData }
  /**
   * Précédent, with the data of the current step (and, on step 5, the images chosen: they are sent before the
   * move is saved, as on Valider).
   */
  | { type: 'wizard.previous'; data: StepData; images?: WizardImages }
  /** A progress-bar button, with the data of the current step (and the images chosen on step 5). */
  | { type: 'wizard.goToStep'; step: WizardStep; data: StepData; images?: WizardImages }
  /** What the current step's form holds changed: judged at once for the progress bar, not saved. */
  | { type: 'wizard.edited'; data: StepData; images?: WizardImages }
  /** Valider on step 5: the step's data and the chosen images. */
  | { type: 'wizard.validate'; data: StepData; images: WizardImages }
  /** The address changed (typed URL, back or forward button, or the wizard's own navigation). */
  | { type: 'wizard.routeChanged'; id?: string | number | null; step?: string | number | null }
  /** Loading the publication (or the review) again after a failure. */
  | { type: 'wizard.retry' }
  /** Soumettre on the review: the publication goes to moderation. */
  | { type: 'wizard.submit' }
  /** Modifier on the review: back to step 5. */
  | { type: 'wizard.edit' }
  /** Corriger on a point of the review: its step, its field focused. */
  | { type: 'wizard.fix'; step: WizardStep; field: ChampPublication | null };

export interface WizardContext {
  /** The publication id the route asked for (null: a new publication). */
  requestedId: number | null;
  /** The current step, or the one the route names until the publication is known; null while the route names none. */
  step: WizardStep | null;
  publication: PublicationSaisie;
  /** Each step's schema on the publication as it now stands (null until the publication is known). */
  validity: Record<WizardStep, StepValidation> | null;
  /** The current step was refused: its errors show and its progress-bar step is marked error. */
  attempted: boolean;
  /** Steps left failing their rules by a move back: marked error in the progress bar, their errors shown. */
  leftFailing: readonly WizardStep[];
  intent: WizardIntent | null;
  images: WizardImages;
  /** Why the loaded publication may not be changed here (WizardDependencies.readOnlyReason), or null. */
  readOnlyReason: string | null;
  /** A create or update refusal, shown under the EAN field, quotes stripped. */
  saveError: string | null;
  /** A failed fetch, image upload or submission. */
  error: string | null;
  /** The review after Valider, once loaded. */
  review: WizardReview | null;
  /** The field Corriger asked for, focused when its step shows. */
  focusField: ChampPublication | null;
  /** The server's refusal of each file Valider sent (Publication_FileUpload's `Errors`, by part), shown under it. */
  fileErrors: readonly FieldError[];
}

export type ToastKind = 'success' | 'error';

/** The publication calls (spec 1 §7); each rejects with the error body's French `Message` when refused. */
export interface WizardApi {
  get(id: number, signal: AbortSignal): Promise<PublicationSaisie>;
  create(publication: PublicationSaisie, signal: AbortSignal): Promise<PublicationSaisie>;
  update(publication: PublicationSaisie, signal: AbortSignal): Promise<PublicationSaisie>;
  /** A move back (Précédent, an earlier step): saved as a draft, the steps' rules not blocking. */
  updateLibre(publication: PublicationSaisie, signal: AbortSignal): Promise<PublicationSaisie>;
  uploadImages(id: number, images: WizardImages, signal: AbortSignal): Promise<PublicationEtape5Fichiers>;
  /**
   * Valider's last call, once step 5 is saved: the author's submission for moderation (Publication_Submit),
   * answering the submitted publication. A wizard whose save submits nothing answers the saved publication.
   */
  submit(publication: PublicationSaisie & { Id: number }, signal: AbortSignal): Promise<PublicationSaisie>;
  /**
   * What the review shows once step 5 is saved: the checks and the Fiche libraire, loaded in parallel. A wizard
   * that reviews nothing (the back office's) answers null, and Valider ends at once.
   */
  review(id: number, signal: AbortSignal): Promise<WizardReview | null>;
}

export interface WizardDependencies {
  api: WizardApi;
  /** A step's schema on the publication (the validation module's step validators). */
  validateStep(step: WizardStep, publication: PublicationSaisie): StepValidation;
  /** Changes the address; the page then tells the machine with `wizard.routeChanged`. */
  navigate(route: WizardRoute): void;
  notify(kind: ToastKind, message: string, durationMs: number): void;
  /** Why this user may not change the loaded publication here (one awaiting moderation…), or null if they may. */
  readOnlyReason(publication: PublicationSaisie): string | null;
  /** Leaves the wizard of a publication the user may not change, for its read-only page saying `reason`. */
  showReadOnly(id: number, reason: string): void;
}
