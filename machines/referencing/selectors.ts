import type { SnapshotFrom, StateValue } from 'xstate';
import { ETATS_REFERENCEMENT, type EtatReferencement } from '../../domain/referencing/referencingStates.ts';
import type { ReferencingMachine } from './referencingMachine.ts';

export type ReferencingSnapshot = SnapshotFrom<ReferencingMachine>;

/** The EtatReferencement a state stands for, as `referencements.etat` stores it. */
export function selectEtatReferencement(snapshot: ReferencingSnapshot): EtatReferencement {
  const value: StateValue = snapshot.value;
  if (typeof value !== 'string' || !(ETATS_REFERENCEMENT as readonly string[]).includes(value)) {
    throw new Error(`Unexpected referencing state ${JSON.stringify(value)}`);
  }
  return value as EtatReferencement;
}

/** Whether the author may take the publication back to correct it (« Corriger »). */
export function selectCanCorrect(snapshot: ReferencingSnapshot): boolean {
  return snapshot.can({ type: 'referencing.correctionStarted' });
}

/** Whether the next delivery takes the publication. */
export function selectIsDeliverable(snapshot: ReferencingSnapshot): boolean {
  return snapshot.can({ type: 'referencing.delivered' });
}
