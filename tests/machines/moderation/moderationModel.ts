import { expect } from 'vitest';
import { MODERATION_STATES, moderationStateOfEtatPublication } from '../../../domain/publication/moderation.ts';
import { moderationMachine, type ModerationMachine } from '../../../machines/moderation/moderationMachine.ts';
import { selectEtatPublication, selectModerationState } from '../../../machines/moderation/selectors.ts';
import { createMachineModel, type ModelEvent } from '../modelRunner.ts';

/**
 * The moderation machine's model: every fact a publication's moderation can learn, the guarded ones both
 * allowed (steps valid, reasons given) and refused (a step invalid, no reason).
 */
const events: ModelEvent<ModerationMachine>[] = [
  { type: 'moderation.submit', firstInvalidStep: null },
  { type: 'moderation.submit', firstInvalidStep: 3 },
  { type: 'moderation.withdraw' },
  { type: 'moderation.accept' },
  { type: 'moderation.refuse', idsRaisonRefus: [2, 5] },
  { type: 'moderation.refuse', idsRaisonRefus: [] },
];

export const moderationModel = createMachineModel({
  machine: moderationMachine,
  events,
  // Every state reached is stored as an IdEtatPublication that reads back as that same state.
  invariant: (snapshot) => {
    const state = selectModerationState(snapshot);
    expect(MODERATION_STATES).toContain(state);
    expect(moderationStateOfEtatPublication(selectEtatPublication(snapshot))).toBe(state);
  },
});
