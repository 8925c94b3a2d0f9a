import { expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createPriceChangeMachine } from '../../machines/priceChange/priceChangeMachine.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';
import {
  AVEC_CHANGEMENT,
  ID_CHANGEMENT,
  ID_PUBLICATION,
  priceChangeModel,
  resetReported,
  SANS_CHANGEMENT,
} from './priceChange/priceChangeModel.ts';

describeMachinePaths('price change machine', priceChangeModel, 'priceChangeMachine', {
  reset: resetReported,
  more: () => {
    test('sends the new price and the change to cancel, and reports each answer once', async () => {
      const calls: unknown[] = [];
      const changed: unknown[] = [];
      const machine = createPriceChangeMachine({
        api: {
          programmer: async (input) => (calls.push(['programmer', input]), AVEC_CHANGEMENT),
          annuler: async (input) => (calls.push(['annuler', input]), SANS_CHANGEMENT),
        },
        changed: (prices, what) => changed.push([what, prices.Prevu?.Id ?? null]),
      });
      const actor = createActor(machine, { input: { idPublication: ID_PUBLICATION } }).start();
      actor.send({ type: 'priceChange.schedule', prixTTC: 14, dateEffet: '2027-02-01' });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
      actor.send({ type: 'priceChange.requestCancel', idChangement: ID_CHANGEMENT });
      actor.send({ type: 'priceChange.confirmCancel' });
      await waitFor(actor, (snapshot) => snapshot.matches('idle'));
      expect(calls).toEqual([
        ['programmer', { idPublication: ID_PUBLICATION, prixTTC: 14, dateEffet: '2027-02-01' }],
        ['annuler', { idPublication: ID_PUBLICATION, idChangement: ID_CHANGEMENT }],
      ]);
      expect(changed).toEqual([
        ['scheduled', ID_CHANGEMENT],
        ['cancelled', null],
      ]);
    });
  },
});
