import { expect } from 'vitest';
import { ETATS_REFERENCEMENT } from '../../../domain/referencing/referencingStates.ts';
import { referencingMachine, type ReferencingMachine } from '../../../machines/referencing/referencingMachine.ts';
import {
  selectCanCorrect,
  selectEtatReferencement,
  selectIsDeliverable,
} from '../../../machines/referencing/selectors.ts';
import { createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The referencing machine's model: every fact a publication's referencing can learn, validation paid and unpaid. */
const events: ModelEvent<ReferencingMachine>[] = [
  { type: 'referencing.validated', paid: true },
  { type: 'referencing.validated', paid: false },
  { type: 'referencing.paid' },
  { type: 'referencing.unpaid' },
  { type: 'referencing.delivered' },
  { type: 'referencing.accepted' },
  { type: 'referencing.acceptedWithRemarks' },
  { type: 'referencing.rejected' },
  { type: 'referencing.changed' },
  { type: 'referencing.correctionStarted' },
];

export const referencingModel = createMachineModel({
  machine: referencingMachine,
  events,
  // Every state reached is an EtatReferencement; only aTransmettre is delivered, only rejetee is corrected.
  invariant: (snapshot) => {
    const etat = selectEtatReferencement(snapshot);
    expect(ETATS_REFERENCEMENT).toContain(etat);
    expect(selectIsDeliverable(snapshot)).toBe(etat === 'aTransmettre');
    expect(selectCanCorrect(snapshot)).toBe(etat === 'rejetee');
  },
});
