import { expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { basketImplementations, basketMachine } from '../../machines/basket/basketMachine.ts';
import { selectCodeRefusal } from '../../machines/basket/selectors.ts';
import type { LocalBasket, Panier } from '../../machines/basket/types.ts';
import { basketStorage } from '../../src/features/basket/basketStorage.ts';
import {
  ARTICLE,
  CODE_REFUSED,
  MERGED,
  MERGED_NOTHING,
  MERGED_WITH_LOSS,
  basketModel,
  notifications,
  resetBasketBrowserState,
} from './basket/basketModel.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';

const LOCAL: LocalBasket = {
  lines: [{ Produit: ARTICLE.Produit, Quantite: 1, IdPublication: null, IdFormation: null, Formation: null }],
};

/** The messages said to last longer than the basket's usual news. */
const lasting: string[] = [];

/** A machine whose server answers `merged` to the merge and `code` to a reduction code, signed in and ready. */
async function signedIn(merged: Panier, code: Panier = CODE_REFUSED) {
  const implementations = basketImplementations({
    api: {
      get: async () => merged,
      merge: async () => merged,
      save: async () => merged,
      applyCode: async () => code,
      removeCode: async () => merged,
    },
    storage: basketStorage,
    notify: (kind, message, options) => {
      notifications.push({ kind, message });
      if (options?.lasting) lasting.push(message);
    },
  });
  const actor = createActor(
    basketMachine.provide({
      ...implementations,
      actors: {
        ...implementations.actors,
        mergeBasket: fromPromise(async () => merged),
        applyCode: fromPromise(async () => code),
      },
    }),
    { input: { local: LOCAL, merged: false } },
  ).start();
  actor.send({ type: 'auth.signedIn', isFrontOffice: true });
  await waitFor(actor, (snapshot) => snapshot.matches({ account: 'ready' }));
  return actor;
}

describeMachinePaths('basket machine', basketModel, 'basketMachine', {
  reset: resetBasketBrowserState,
  more: () => {
    test('a merge says how many articles of the previous basket were added, in French plural', async () => {
      lasting.length = 0;
      await signedIn(MERGED);
      expect(notifications).toEqual([
        { kind: 'success', message: '2 articles de votre panier précédent ont été ajoutés.' },
      ]);
      // Read on a page just loaded: it stays longer than the basket's usual news.
      expect(lasting).toEqual(['2 articles de votre panier précédent ont été ajoutés.']);
    });

    test('a merge that changed nothing says nothing', async () => {
      await signedIn(MERGED_NOTHING);
      expect(notifications).toEqual([]);
    });

    test('a merge that set a line aside warns, naming the line as the browser knew it', async () => {
      await signedIn({
        ...MERGED_WITH_LOSS,
        BilanFusion: {
          LignesAjoutees: 1,
          LignesReunies: 1,
          LignesEcartees: [{ IdProduit: ARTICLE.Produit.Id, Libelle: null, Motif: 'Ce produit n’est pas disponible.' }],
        },
      });
      expect(notifications).toEqual([
        {
          kind: 'warning',
          message:
            '1 article de votre panier précédent a été ajouté. ' +
            '1 article de votre panier précédent était déjà dans votre panier\u00a0: la plus grande des deux quantités a été gardée. ' +
            "«\u00a0Fiche de lecture\u00a0» de votre panier précédent n'a pas pu être ajouté\u00a0: Ce produit n’est pas disponible.",
        },
      ]);
    });

    test('a refused code keeps the code and the reason for its field, without a toast; trying again clears it', async () => {
      const actor = await signedIn(MERGED_NOTHING);
      actor.send({ type: 'basket.applyCode', code: ' ete2025 ' });
      await waitFor(actor, (snapshot) => snapshot.matches({ account: 'ready' }));
      expect(selectCodeRefusal(actor.getSnapshot())).toEqual({
        code: 'ete2025',
        message: 'Ce code de réduction a expiré le 31 août 2025.',
      });
      expect(notifications).toEqual([]);
      actor.send({ type: 'basket.applyCode', code: 'REMISE5' });
      expect(selectCodeRefusal(actor.getSnapshot())).toBeNull();
    });
  },
});
