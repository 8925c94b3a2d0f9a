import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { BASKET_MESSAGES } from '../../domain/basket/messages.ts';
import { checkoutBlockers } from '../../domain/order/checkoutRules.ts';
import { isTrainingForIndividual, TRAINING_FOR_INDIVIDUAL_TEXTS } from '../../domain/order/trainingForIndividual.ts';
import { TYPE_PRODUIT } from '../../domain/referenceIds.ts';
import { createBasketMachine } from '../../machines/basket/basketMachine.ts';
import { localBasketView, serverBasketView } from '../../machines/basket/basketView.ts';
import type { CommandeProduit, NewLine, Panier } from '../../machines/basket/types.ts';
import { basketStorage } from '../../src/features/basket/basketStorage.ts';
import { panier } from '../machines/basket/basketModel.ts';
import { produit } from '../machines/basket/produitFixture.ts';

const training: NewLine = {
  Produit: {
    Id: 10,
    IdTypeProduit: TYPE_PRODUIT.formation,
    Libelle: 'Atelier : publier son livre',
    PrixTTCCentimes: 24000,
  },
  IdPublication: null,
  Formation: { Id: 101, DateDebut: '2027-03-15', DateFin: '2027-03-16' },
};
const article: NewLine = {
  Produit: { Id: 31, IdTypeProduit: TYPE_PRODUIT.article, Libelle: 'Fiche de lecture', PrixTTCCentimes: 1250 },
  IdPublication: null,
  Formation: null,
};

function serverLine(line: NewLine, MessageErreur: string | null): CommandeProduit {
  return {
    Id: line.Produit.Id * 10,
    Produit: produit(line.Produit),
    Quantite: 1,
    IdPublication: null,
    IdFormation: line.Formation?.Id ?? null,
    PrixUnitaireTTCCentimes: line.Produit.PrixTTCCentimes,
    MontantTTCCentimes: line.Produit.PrixTTCCentimes,
    MessageErreur,
    Publication: null,
    Formation: line.Formation ? { ...line.Formation, Lieu: 'Rennes', PlacesRestantes: 8 } : null,
  };
}

describe('a training a private person pays for themselves', () => {
  test('is a training bought by an account without a company, nothing else', () => {
    expect(isTrainingForIndividual(TYPE_PRODUIT.formation, true)).toBe(true);
    expect(isTrainingForIndividual(TYPE_PRODUIT.formation, false)).toBe(false);
    expect(isTrainingForIndividual(TYPE_PRODUIT.article, true)).toBe(false);
  });

  test('the notices cite the Code du travail and the 30 % rule that rules out one deferred capture', () => {
    expect(TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice).toContain('L6353-6');
    expect(TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice).toContain('30 %');
    expect(TRAINING_FOR_INDIVIDUAL_TEXTS.visitorNotice).toContain('entreprise');
  });

  test('blocks the order on the confirmation', () => {
    expect(
      checkoutBlockers({
        LignesSansPublication: [],
        FormationParticulierRefusee: true,
        ExecutionImmediateRequise: false,
        Facturation: { Adresse: {} },
        Panier: { listCommandeProduit: [{}] },
      }),
    ).toEqual(['trainingForIndividual']);
  });
});

describe('the basket line of a training', () => {
  test('before signing in, states the rule for both cases as a neutral notice; other lines say nothing', () => {
    const view = localBasketView({
      lines: [
        { ...training, Quantite: 1, IdFormation: 101 },
        { ...article, Quantite: 1, IdFormation: null },
      ],
    });
    expect(view.lines.map((line) => [line.statesTrainingRule, line.message])).toEqual([
      [true, null],
      [false, null],
    ]);
  });

  test('signed in, says what the server says of it (nothing for a company)', () => {
    const view = serverBasketView(
      panier([serverLine(training, TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice), serverLine(article, null)]),
    );
    expect(view.lines.map((line) => [line.message, line.statesTrainingRule])).toEqual([
      [TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice, false],
      [null, false],
    ]);
    expect(serverBasketView(panier([serverLine(training, null)])).lines[0]!.message).toBeNull();
  });
});

describe('adding a training announces what its line says', () => {
  beforeEach(() => window.localStorage.clear());

  function start(answer: Panier) {
    const notify = vi.fn();
    const actor = createActor(
      createBasketMachine({
        api: {
          get: async () => panier([]),
          merge: async () => panier([]),
          save: async () => answer,
          applyCode: async () => answer,
          removeCode: async () => answer,
        },
        storage: basketStorage,
        notify,
      }),
      { input: { local: { lines: [] }, merged: true } },
    );
    actor.start();
    return { actor, notify };
  }

  test('a visitor hears the addition with the rule; an article is announced as before', () => {
    const { actor, notify } = start(panier([]));
    actor.send({ type: 'basket.add', line: training });
    actor.send({ type: 'basket.add', line: article });
    expect(notify.mock.calls).toEqual([
      ['success', `${BASKET_MESSAGES.added}. ${TRAINING_FOR_INDIVIDUAL_TEXTS.visitorNotice}`],
      ['success', BASKET_MESSAGES.added],
    ]);
  });

  test('a private person is warned, on adding it, that the line cannot be ordered online', async () => {
    const { actor, notify } = start(panier([serverLine(training, TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice)]));
    actor.send({ type: 'auth.signedIn', isFrontOffice: true });
    await waitFor(actor, (snapshot) => snapshot.matches({ account: 'ready' }));
    actor.send({ type: 'basket.add', line: training });
    await waitFor(actor, (snapshot) => snapshot.matches({ account: 'ready' }) && snapshot.context.server !== null);
    await waitFor(actor, () => notify.mock.calls.length > 0);
    expect(notify).toHaveBeenLastCalledWith(
      'warning',
      `${BASKET_MESSAGES.added}. ${TRAINING_FOR_INDIVIDUAL_TEXTS.lineNotice}`,
    );
  });

  test('a company hears the plain addition', async () => {
    const { actor, notify } = start(panier([serverLine(training, null)]));
    actor.send({ type: 'auth.signedIn', isFrontOffice: true });
    await waitFor(actor, (snapshot) => snapshot.matches({ account: 'ready' }));
    actor.send({ type: 'basket.add', line: training });
    await waitFor(actor, () => notify.mock.calls.length > 0);
    expect(notify).toHaveBeenLastCalledWith('success', BASKET_MESSAGES.added);
  });
});
