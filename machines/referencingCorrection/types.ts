import type { components } from '../../openapi/generated/schema.d.ts';
import type { ConfirmedCallEvent } from '../shared/confirmedCallMachine.ts';

export type Publication = components['schemas']['Publication'];

export interface ReferencingCorrectionContext {
  /** The publication being taken back, or the one last taken back (as the server answered it); null before. */
  publication: Publication | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
}

/**
 * What the author does, in the `referencingCorrection.` namespace: « Corriger » pressed on a publication the
 * catalogue rejected opens the confirmation; « Annuler », Escape or a click outside dismisses it.
 */
export type ReferencingCorrectionEvent = ConfirmedCallEvent<'referencingCorrection', { publication: Publication }>;

export interface ReferencingCorrectionDependencies {
  api: {
    /** Publication_Corriger: the publication, a draft again, and its referencing « À corriger ». */
    corriger(id: number, signal: AbortSignal): Promise<Publication>;
  };
  /** The publication may be changed again: show it as it now is, and open the wizard where it needs fixing. */
  corrected(publication: Publication): void;
}

export interface CorrigerInput {
  id: number;
}
