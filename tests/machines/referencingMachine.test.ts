import { describe, expect, test } from 'vitest';
import { ETATS_REFERENCEMENT, type EtatReferencement } from '../../domain/referencing/referencingStates.ts';
import { applyToPersisted, startPersisted } from '../../machines/persistedTransition.ts';
import { referencingMachine } from '../../machines/referencing/referencingMachine.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';
import { referencingModel } from './referencing/referencingModel.ts';

/** The effects the server performs on entering each state, as the persisted transition hands them over. */
const ENTRY_EFFECTS: Readonly<Record<EtatReferencement, string[]>> = {
  nonValidee: [],
  aPayer: [],
  aTransmettre: [],
  transmise: ['notifyAuthor'],
  referencee: ['notifyAuthor', 'markReferenced'],
  referenceeAvecRemarques: ['notifyAuthor', 'markReferenced'],
  rejetee: ['notifyAuthor'],
  aCorriger: ['reopenForCorrection'],
};

describeMachinePaths('referencing machine', referencingModel, 'referencingMachine', {
  more: () => {
    describe('as the server runs it, on a stored state', () => {
      test('a new row starts not validated, without effects', () => {
        const start = startPersisted(referencingMachine);
        expect(start.value).toBe('nonValidee');
        expect(start.actions).toEqual([]);
      });

      test.each([
        ['nonValidee', { type: 'referencing.validated', paid: true }, 'aTransmettre'],
        ['nonValidee', { type: 'referencing.validated', paid: false }, 'aPayer'],
        ['aCorriger', { type: 'referencing.validated', paid: false }, 'aTransmettre'],
        ['aPayer', { type: 'referencing.paid' }, 'aTransmettre'],
        ['aTransmettre', { type: 'referencing.unpaid' }, 'aPayer'],
        ['aTransmettre', { type: 'referencing.delivered' }, 'transmise'],
        ['transmise', { type: 'referencing.accepted' }, 'referencee'],
        ['transmise', { type: 'referencing.acceptedWithRemarks' }, 'referenceeAvecRemarques'],
        ['transmise', { type: 'referencing.rejected' }, 'rejetee'],
        ['referencee', { type: 'referencing.changed' }, 'aTransmettre'],
        ['referenceeAvecRemarques', { type: 'referencing.changed' }, 'aTransmettre'],
        ['rejetee', { type: 'referencing.correctionStarted' }, 'aCorriger'],
      ] as const)('%s on %o reaches %s with its entry effects', (from, event, to) => {
        const step = applyToPersisted(referencingMachine, from, event);
        expect(step).toMatchObject({ accepted: true, changed: true, value: to });
        expect(step.actions.map((action) => action.type)).toEqual(ENTRY_EFFECTS[to]);
      });

      test.each(ETATS_REFERENCEMENT.filter((etat) => etat !== 'transmise'))(
        'an acknowledgement in %s is refused and changes nothing',
        (etat) => {
          const step = applyToPersisted(referencingMachine, etat, { type: 'referencing.rejected' });
          expect(step).toMatchObject({ accepted: false, changed: false, actions: [] });
        },
      );

      test('a referenced publication paid again or validated again stays as it is', () => {
        expect(applyToPersisted(referencingMachine, 'referencee', { type: 'referencing.paid' }).accepted).toBe(false);
        expect(
          applyToPersisted(referencingMachine, 'referencee', { type: 'referencing.validated', paid: true }).accepted,
        ).toBe(false);
      });

      test('a refund after the delivery leaves the referencing alone', () => {
        expect(applyToPersisted(referencingMachine, 'transmise', { type: 'referencing.unpaid' }).accepted).toBe(false);
      });
    });
  },
});
