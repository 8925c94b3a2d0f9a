import { fromPromise } from 'xstate';
import type {
  PublicationEtape5Fichiers,
  PublicationSaisie,
  SaveKind,
  WizardDependencies,
  WizardImages,
  WizardReview,
} from './types.ts';

export interface LoadInput {
  id: number;
}

export interface SaveInput {
  kind: SaveKind;
  publication: PublicationSaisie;
}

export interface SubmitInput {
  publication: PublicationSaisie & { Id: number };
}

export interface ReviewInput {
  id: number;
}

export interface UploadInput {
  id: number;
  images: WizardImages;
}

/** The machine's server calls over its dependencies; leaving a state aborts its call. */
export function createWizardActors(deps: WizardDependencies) {
  return {
    loadPublication: fromPromise<PublicationSaisie, LoadInput>(({ input, signal }) => deps.api.get(input.id, signal)),
    savePublication: fromPromise<PublicationSaisie, SaveInput>(({ input, signal }) =>
      deps.api[input.kind](input.publication, signal),
    ),
    uploadImages: fromPromise<PublicationEtape5Fichiers, UploadInput>(({ input, signal }) =>
      deps.api.uploadImages(input.id, input.images, signal),
    ),
    submitForModeration: fromPromise<PublicationSaisie, SubmitInput>(({ input, signal }) =>
      deps.api.submit(input.publication, signal),
    ),
    loadReview: fromPromise<WizardReview | null, ReviewInput>(({ input, signal }) => deps.api.review(input.id, signal)),
  };
}

export type WizardActors = ReturnType<typeof createWizardActors>;
