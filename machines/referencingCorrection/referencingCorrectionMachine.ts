import { confirmedCallImplementations, confirmedCallMachine } from '../shared/confirmedCallMachine.ts';
import { createReferencingCorrectionActors } from './actors.ts';
import type {
  CorrigerInput,
  Publication,
  ReferencingCorrectionContext,
  ReferencingCorrectionDependencies,
} from './types.ts';

function target(context: ReferencingCorrectionContext): Publication {
  if (!context.publication) throw new Error('No publication is being taken back for correction');
  return context.publication;
}

/**
 * The author taking back a publication the catalogue rejected (Publication_Corriger): they ask, confirm, and the
 * server makes it a draft again, its referencing « À corriger » and still paid. A failure keeps everything as it
 * was and offers to try again; once done, the confirmation closes and the wizard opens where the catalogue's
 * messages point.
 */
export const referencingCorrectionMachine = confirmedCallMachine({
  id: 'referencingCorrection',
  calling: 'correcting',
  call: 'corrigerPublication',
  initial: { publication: null, error: null } as ReferencingCorrectionContext,
  canRequest: ({ publication }: { publication: Publication }) => publication.Referencement.Etat === 'rejetee',
  requested: ({ publication }) => ({ publication }),
  answered: (publication: Publication) => ({ publication }),
  input: (context): CorrigerInput => ({ id: target(context).Id }),
});

export type ReferencingCorrectionMachine = typeof referencingCorrectionMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function referencingCorrectionImplementations(deps: ReferencingCorrectionDependencies) {
  return confirmedCallImplementations(createReferencingCorrectionActors(deps), (output: Publication) =>
    deps.corrected(output),
  );
}

export function createReferencingCorrectionMachine(deps: ReferencingCorrectionDependencies) {
  return referencingCorrectionMachine.provide(referencingCorrectionImplementations(deps));
}
