import type { components, operations } from '../../openapi/generated/schema.d.ts';
import { PUBLICATION_FIELD_LABELS } from './labels.ts';

type PublicationSaisie = components['schemas']['PublicationSaisie'];
type PublicationField = keyof PublicationSaisie;

/** The steps of the publication wizard (spec 1 §2, §9: 1 to 5). */
export const WIZARD_STEPS = [1, 2, 3, 4, 5] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const FIRST_STEP: WizardStep = 1;
export const LAST_STEP: WizardStep = 5;

/** The contract's schema that judges a step. */
export type StepSchema = `PublicationEtape${WizardStep}`;

/** A call of the contract that saves a step. */
export type SavingCall = Extract<
  keyof operations,
  'Publication_Publication_Update' | 'Publication_Publication_UpdateLibre' | 'Publication_Publication_FileUpload'
>;

export interface WizardStepFacts {
  step: WizardStep;
  /** What the step asks for: its name in the progress bar, over its form and in the publication's detail. */
  label: string;
  schema: StepSchema;
  /** The publication's fields that the step's form holds. */
  fields: readonly PublicationField[];
  /**
   * The fields that show the step was filled in. Fields with a default of a new publication (languages,
   * availability, format, type of work…) are left out: a new publication holds them before its author
   * reaches their step.
   */
  markers: readonly PublicationField[];
  /**
   * What Suivant (Valider on the last step) sends, in order. A publication without an Id is created
   * (Publication_Create) instead of updated.
   */
  next: readonly SavingCall[];
  /**
   * What Précédent (and a progress-bar click on an earlier step) sends; Publication_UpdateLibre saves without
   * the step's rules blocking, so that going back never traps. Null: no Précédent.
   */
  previous: SavingCall | null;
  /** Whether Enter in a field moves on (spec 1 §2: not in step 4). */
  enterSubmits: boolean;
}

const UPDATE = 'Publication_Publication_Update';
const UPDATE_LIBRE = 'Publication_Publication_UpdateLibre';

/**
 * Each step of the wizard (spec 1 §2 "Publication wizard", §4 "Wizard navigation", §5; spec 2 §4). Spec 1 §4
 * frees Précédent from the step's rules on step 2 only; every step does so here, so that going back never traps
 * the author on a step they cannot finish yet (spec 2 §4: "Previous goes to step 4").
 */
export const WIZARD_STEP_TABLE: Readonly<Record<WizardStep, WizardStepFacts>> = {
  1: {
    step: 1,
    label: 'EAN et langues',
    schema: 'PublicationEtape1',
    fields: ['Ean', 'IdsLangues'],
    markers: ['Ean'],
    next: [UPDATE],
    previous: null,
    enterSubmits: true,
  },
  2: {
    step: 2,
    label: 'Titre, série et auteurs',
    schema: 'PublicationEtape2',
    fields: ['Titre', 'Serie', 'NumeroVolume', 'TitreVolume', 'MultipleAuteurs', 'AuteurContribution'],
    markers: ['Titre', 'TitreVolume', 'NumeroVolume'],
    next: [UPDATE],
    previous: UPDATE_LIBRE,
    enterSubmits: true,
  },
  3: {
    step: 3,
    // The step holds the editorial brand alone: it is named after it.
    label: PUBLICATION_FIELD_LABELS.IdMarque,
    schema: 'PublicationEtape3',
    fields: ['IdMarque'],
    markers: ['IdMarque'],
    next: [UPDATE],
    previous: UPDATE_LIBRE,
    enterSubmits: true,
  },
  4: {
    step: 4,
    label: 'Données commerciales et physiques',
    schema: 'PublicationEtape4',
    fields: [
      'DateParution',
      'IdDisponibilite',
      'PrixTTC',
      'GenCod',
      'ImpressionDemande',
      'IdFormat',
      'IdIllustration',
      'NombrePage',
      'Format_Poids',
      'Format_Hauteur',
      'Format_Largeur',
      'Format_Epaisseur',
      'Coffret',
    ],
    markers: [
      'DateParution',
      'PrixTTC',
      'NombrePage',
      'Format_Poids',
      'Format_Hauteur',
      'Format_Largeur',
      'Format_Epaisseur',
      'GenCod',
    ],
    next: [UPDATE],
    previous: UPDATE_LIBRE,
    enterSubmits: false,
  },
  5: {
    step: 5,
    label: 'Sujet, résumé et couvertures',
    schema: 'PublicationEtape5',
    fields: ['IdTypeOuvrage', 'IdSujet', 'Resume', 'VisuelCouverture', 'QuatriemeCouverture'],
    markers: ['IdSujet', 'Resume'],
    // The images first: the stored addresses exist only once they are sent.
    next: ['Publication_Publication_FileUpload', UPDATE],
    previous: UPDATE_LIBRE,
    enterSubmits: true,
  },
};

/** Whether Précédent from `step` is refused while the step fails its rules. */
export function previousIsBlocking(step: WizardStep): boolean {
  return WIZARD_STEP_TABLE[step].previous !== UPDATE_LIBRE;
}
