import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import { isNotifiedState } from '../../../domain/referencing/referencingMail.ts';
import type { EtatReferencement } from '../../../domain/referencing/referencingStates.ts';
import { applyToPersisted, startPersisted } from '../../../machines/persistedTransition.ts';
import { referencingMachine } from '../../../machines/referencing/referencingMachine.ts';
import { selectEtatReferencement } from '../../../machines/referencing/selectors.ts';
import type { ReferencingEvent } from '../../../machines/referencing/types.ts';
import type { Transaction } from '../../platform/db/database.ts';
import type { ReferencingNotices } from './notices.ts';
import {
  saveReferencing,
  setEtatPublication,
  type PublicationFacts,
  type ReferencingChanges,
  type ReferencingRow,
} from './repository.ts';

/** A publication and its referencing, both locked by the caller's transaction. */
export interface LockedReferencing {
  publication: PublicationFacts;
  /** Undefined for a publication never validated: it starts where the machine starts. */
  row: ReferencingRow | undefined;
}

/**
 * Moves a locked publication's referencing on `event`: the machine decides from the stored state (a publication
 * without a row starts at the machine's first state); an accepted event stores the state reached with `changes`,
 * then performs its entry effects: the publication referenced (IdEtatPublication 5), or a draft again for its author
 * to correct (1), and the author's e-mail queued on `notices`. An event the state does not take writes nothing and
 * answers false.
 */
export async function moveReferencing(
  tx: Transaction,
  { publication, row }: LockedReferencing,
  event: ReferencingEvent,
  changes: Omit<ReferencingChanges, 'etat'> = {},
  notices?: ReferencingNotices,
): Promise<boolean> {
  const stored = row ? (row.etat as EtatReferencement) : startPersisted(referencingMachine).value;
  const step = applyToPersisted(referencingMachine, stored, event);
  if (!step.accepted) return false;
  const etat = selectEtatReferencement(step.snapshot);
  const date = await saveReferencing(tx, publication.id, { ...changes, etat });
  for (const action of step.actions) {
    if (action.type === 'markReferenced') await setEtatPublication(tx, publication.id, ETAT_PUBLICATION.referencee);
    if (action.type === 'reopenForCorrection') await setEtatPublication(tx, publication.id, ETAT_PUBLICATION.brouillon);
    if (action.type === 'notifyAuthor' && notices && isNotifiedState(etat)) {
      await notices.queue(tx, publication, { etat, date, messages: changes.messages ?? row?.messages ?? [] });
    }
  }
  return true;
}
