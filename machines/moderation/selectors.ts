import type { SnapshotFrom } from 'xstate';
import {
  ETAT_PUBLICATION_OF_MODERATION_STATE,
  MODERATION_STATES,
  type ModerationState,
} from '../../domain/publication/moderation.ts';
import type { ModerationMachine } from './moderationMachine.ts';

export type ModerationSnapshot = SnapshotFrom<ModerationMachine>;

export function selectModerationState(snapshot: ModerationSnapshot): ModerationState {
  const value = snapshot.value;
  if (!(MODERATION_STATES as readonly string[]).includes(value))
    throw new Error(`Unexpected moderation state ${value}`);
  return value;
}

/** The IdEtatPublication of `Get_EtatPublication` the publication is stored and shown with. */
export function selectEtatPublication(snapshot: ModerationSnapshot): number {
  return ETAT_PUBLICATION_OF_MODERATION_STATE[selectModerationState(snapshot)];
}
