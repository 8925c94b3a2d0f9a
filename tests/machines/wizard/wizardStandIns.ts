import { vi } from 'vitest';
import { createActor } from 'xstate';
import { authorReadOnlyReason } from '../../../domain/publication/authorReadOnly.ts';
import type { StepValidation } from '../../../domain/publication/stepValidity.ts';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import type { FieldError } from '../../../domain/validation/fieldErrors.ts';
import type { WizardStep } from '../../../domain/publication/wizardSteps.ts';
import type {
  PublicationEtape5Fichiers,
  PublicationSaisie,
  WizardApi,
  WizardDependencies,
  WizardImages,
  WizardInput,
  WizardReview,
} from '../../../machines/wizard/types.ts';
import { createWizardMachine } from '../../../machines/wizard/wizardMachine.ts';

/**
 * Stand-ins for the wizard's dependencies. The step schemas are reduced to one field each, so that a test says
 * which steps pass by which fields it fills; the real schemas are the validation module's.
 */
const REQUIRED_FIELD: Record<WizardStep, { field: keyof PublicationSaisie; message: string }> = {
  1: { field: 'Ean', message: "L'EAN est obligatoire" },
  2: { field: 'Titre', message: 'Titre obligatoire' },
  3: { field: 'IdMarque', message: 'Champ obligatoire' },
  4: { field: 'DateParution', message: 'Champ obligatoire' },
  5: { field: 'Resume', message: 'Champ obligatoire' },
};

export function standInValidateStep(step: WizardStep, publication: PublicationSaisie): StepValidation {
  const { field, message } = REQUIRED_FIELD[step];
  const value = publication[field];
  const filled = value !== undefined && value !== null && value !== '' && value !== 0;
  return filled ? { valid: true, errors: [] } : { valid: false, errors: [{ Champ: `/${field}`, Message: message }] };
}

export const STEP_DATA = {
  1: { Ean: '978-2-07-036822-8', IdsLangues: [20] },
  2: { Titre: 'Les Rivages', Serie: false },
  3: { IdMarque: 12 },
  4: { DateParution: '2027-03-01', IdDisponibilite: 1 },
  5: { Resume: 'Un roman de la mer.' },
} satisfies Record<WizardStep, Partial<PublicationSaisie>>;

/** Every step's data: every step passes. */
export const ALL_STEPS: Partial<PublicationSaisie> = {
  ...STEP_DATA[1],
  ...STEP_DATA[2],
  ...STEP_DATA[3],
  ...STEP_DATA[4],
  ...STEP_DATA[5],
};

/** A stored publication whose step 3 fails (no brand yet). */
export const STORED_UNFINISHED: PublicationSaisie = { Id: 7, ...STEP_DATA[1], ...STEP_DATA[2], IdMarque: null };
/** A stored publication whose every step passes. */
export const STORED_COMPLETE: PublicationSaisie = {
  Id: 7,
  ...ALL_STEPS,
  IdEtatPublication: ETAT_PUBLICATION.brouillon,
};
/** A stored publication awaiting moderation: its author may not change it. */
export const STORED_SUBMITTED: PublicationSaisie = {
  ...STORED_COMPLETE,
  IdEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration,
};

/** Who may change what, as for the author: not a publication awaiting moderation or validated. */
export function standInReadOnlyReason(publication: PublicationSaisie): string | null {
  return publication.IdEtatPublication === undefined ? null : authorReadOnlyReason(publication.IdEtatPublication);
}

export const IMAGES: WizardImages = {
  visuelCouverture: new Blob(['couverture'], { type: 'image/png' }),
  quatriemeCouverture: null,
};

export const UPLOADED: PublicationEtape5Fichiers = {
  IdPublication: 42,
  IdTypeOuvrage: 1,
  IdSujet: 3,
  Resume: 'Un roman de la mer.',
  VisuelCouverture: '/fichiers/publications/42/couverture.png',
  QuatriemeCouverture: null,
};

/** A review with warnings only: Soumettre is offered. */
export const REVIEW_CLEAR: WizardReview = {
  verification: {
    Bloquant: false,
    Points: [
      {
        Code: 'RESUME-COURT',
        Niveau: 'avertissement',
        Etape: 5,
        Champ: 'Resume',
        Message:
          'Le résumé compte 19 caractères : les catalogues recommandent au moins 200 caractères pour présenter le livre.',
      },
    ],
  },
  fiche: null,
};

/** A review with a blocking point at step 4: Soumettre stays disabled. */
export const REVIEW_BLOCKING: WizardReview = {
  verification: {
    Bloquant: true,
    Points: [
      {
        Code: 'PRIX',
        Niveau: 'bloquant',
        Etape: 4,
        Champ: 'PrixTTC',
        Message: 'Le prix TTC manque : un livre disponible doit avoir un prix (loi du 10 août 1981).',
      },
    ],
  },
  fiche: null,
};

/** A refusal as the API client throws it: the contract's French `Message`, with an HTTP status and refused fields. */
export class RefusedCall extends Error {
  constructor(
    message: string,
    readonly status = 409,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

export const EAN_TAKEN = new RefusedCall('L\'EAN "9782070368228" est déjà utilisé par une autre publication');

/** A pending promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Dependencies whose calls answer as the test says (by default: saved, Id 42 on create). */
export function standInDependencies(api: Partial<WizardApi> = {}) {
  const saved = (publication: PublicationSaisie) => Promise.resolve({ ...publication, Id: publication.Id ?? 42 });
  return {
    api: {
      get: vi.fn<WizardApi['get']>(api.get ?? (() => Promise.resolve(STORED_COMPLETE))),
      create: vi.fn<WizardApi['create']>(api.create ?? saved),
      update: vi.fn<WizardApi['update']>(api.update ?? saved),
      updateLibre: vi.fn<WizardApi['updateLibre']>(api.updateLibre ?? saved),
      uploadImages: vi.fn<WizardApi['uploadImages']>(api.uploadImages ?? (() => Promise.resolve(UPLOADED))),
      submit: vi.fn<WizardApi['submit']>(
        api.submit ??
          ((publication) =>
            Promise.resolve({ ...publication, IdEtatPublication: ETAT_PUBLICATION.enAttenteDeModeration })),
      ),
      review: vi.fn<WizardApi['review']>(api.review ?? (() => Promise.resolve(REVIEW_CLEAR))),
    },
    validateStep: vi.fn(standInValidateStep),
    navigate: vi.fn<WizardDependencies['navigate']>(),
    notify: vi.fn<WizardDependencies['notify']>(),
    readOnlyReason: vi.fn(standInReadOnlyReason),
    showReadOnly: vi.fn<WizardDependencies['showReadOnly']>(),
  } satisfies WizardDependencies;
}

export function startWizard(deps: WizardDependencies, input: WizardInput = {}) {
  return createActor(createWizardMachine(deps), { input }).start();
}
