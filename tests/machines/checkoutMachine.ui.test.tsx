import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Actor, AnyEventObject } from 'xstate';
import { CHECKOUT_TEXTS } from '../../domain/order/checkoutTexts.ts';
import type { CheckoutMachine } from '../../machines/checkout/checkoutMachine.ts';
import { selectCanPlaceCommande } from '../../machines/checkout/selectors.ts';
import type { CheckoutAnswers, ConditionsCommande } from '../../machines/checkout/types.ts';
import { CheckoutPage } from '../../src/features/checkout/components/CheckoutPage.tsx';
import { renderRoutes } from '../unit/testUtils.tsx';
import type { ModelPath } from './modelRunner.ts';
import {
  CHOSEN_PUBLICATION,
  checkoutModel,
  COMMANDE,
  NO_ADDRESS,
  NO_PUBLICATION,
  REFERENCING_LINE,
  TRAINING_FOR_INDIVIDUAL,
  TRAINING_LINE,
  resetEffects,
} from './checkout/checkoutModel.ts';
import { coveringPaths } from './coveringPaths.ts';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';

beforeEach(() => resetEffects());

interface Ui {
  user: ReturnType<typeof userEvent.setup>;
}

function renderPage(actor: Actor<CheckoutMachine>): Ui {
  const publications = [
    { id: CHOSEN_PUBLICATION.Id, label: `${CHOSEN_PUBLICATION.Titre} (${CHOSEN_PUBLICATION.Ean})` },
  ];
  renderRoutes([{ path: '/panier/valider', element: <CheckoutPage checkout={actor} publications={publications} /> }], {
    path: '/panier/valider',
  });
  return { user: userEvent.setup() };
}

const LABELS: Readonly<Record<keyof CheckoutAnswers, string>> = {
  accepteCgv: CHECKOUT_TEXTS.acceptCgv,
  demandeExecutionImmediate: CHECKOUT_TEXTS.immediateStart,
  renonceDroitRetractation: CHECKOUT_TEXTS.waiver,
};

/** The boxes the page shows: the express request and the waiver only when a service starts at once. */
function askedAnswers(conditions: ConditionsCommande | null): (keyof CheckoutAnswers)[] {
  return conditions?.ExecutionImmediateRequise === false
    ? ['accepteCgv']
    : ['accepteCgv', 'demandeExecutionImmediate', 'renonceDroitRetractation'];
}

const publicationList = () =>
  screen.getByRole('button', { name: new RegExp(CHECKOUT_TEXTS.publicationFor(REFERENCING_LINE.Produit.Libelle)) });

const placeCommandeButton = () =>
  screen.getByRole('button', {
    name: /^(Commander avec obligation de paiement|Commande en cours|Redirection|Commande confirmée)/,
  });

function expectReview(snapshot: Parameters<UiPlayOptions<CheckoutMachine, Ui>['states'][string]>[0]['snapshot']) {
  expect(screen.getByRole('heading', { level: 1, name: CHECKOUT_TEXTS.title })).toBeInTheDocument();
  const asked = askedAnswers(snapshot.context.conditions);
  for (const [answer, label] of Object.entries(LABELS)) {
    if (!asked.includes(answer as keyof CheckoutAnswers)) {
      expect(screen.queryByRole('checkbox', { name: label })).toBeNull();
      continue;
    }
    expect(screen.getByRole('checkbox', { name: label })).toHaveProperty(
      'checked',
      snapshot.context[answer as keyof CheckoutAnswers],
    );
  }
  // A private customer's training is explained and named, with its removal offered and a way to organise it otherwise.
  if (snapshot.context.conditions === TRAINING_FOR_INDIVIDUAL) {
    expect(screen.getByText(CHECKOUT_TEXTS.trainingForIndividual)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECKOUT_TEXTS.contactUs })).toHaveAttribute('href', '/contact');
    const named = within(screen.getByRole('list', { name: CHECKOUT_TEXTS.trainingsToRemove }));
    expect(named.getByText(TRAINING_LINE.Produit.Libelle)).toBeInTheDocument();
    expect(named.getByText('Session : du 15/03/2027 au 16/03/2027, Rennes')).toBeInTheDocument();
    if (snapshot.context.removals.includes(TRAINING_LINE.Id)) {
      expect(named.getByRole('button', { name: CHECKOUT_TEXTS.removing })).toBeDisabled();
    } else {
      const remove = named.getByRole('button', { name: CHECKOUT_TEXTS.removeTraining(TRAINING_LINE.Produit.Libelle) });
      if (snapshot.matches('reviewing')) expect(remove).toBeEnabled();
      else expect(remove).toBeDisabled();
    }
  } else {
    expect(screen.queryByText(CHECKOUT_TEXTS.trainingForIndividual)).toBeNull();
    expect(screen.queryByRole('list', { name: CHECKOUT_TEXTS.trainingsToRemove })).toBeNull();
  }
  if (snapshot.context.conditions === NO_ADDRESS)
    expect(screen.getByText(CHECKOUT_TEXTS.addressMissing)).toBeInTheDocument();
  else expect(screen.queryByText(CHECKOUT_TEXTS.addressMissing)).toBeNull();
  // A referencing line without its publication is explained, with a list to choose it from and a way to declare one.
  if (snapshot.context.conditions === NO_PUBLICATION) {
    expect(screen.getByText(CHECKOUT_TEXTS.publicationMissing)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TEXTS.publicationToChoose)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHECKOUT_TEXTS.declarePublication })).toHaveAttribute(
      'href',
      '/publication/create',
    );
    const chosen = snapshot.context.choices[REFERENCING_LINE.Id];
    expect(publicationList()).toHaveTextContent(chosen ? CHOSEN_PUBLICATION.Titre : CHECKOUT_TEXTS.choosePublication);
    if (chosen || !snapshot.matches('reviewing')) expect(publicationList()).toBeDisabled();
    else expect(publicationList()).toBeEnabled();
  } else expect(screen.queryByText(CHECKOUT_TEXTS.publicationMissing)).toBeNull();
}

const ui: UiPlayOptions<CheckoutMachine, Ui> = {
  render: renderPage,
  states: {
    loading: () => {
      expect(screen.getByText(CHECKOUT_TEXTS.loading)).toBeInTheDocument();
    },
    loadFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Le service est momentanément indisponible');
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    },
    reviewing: ({ snapshot }) => {
      expectReview(snapshot);
      expect(placeCommandeButton()).toHaveTextContent(CHECKOUT_TEXTS.placeCommande);
      if (selectCanPlaceCommande(snapshot)) expect(placeCommandeButton()).toBeEnabled();
      else expect(placeCommandeButton()).toBeDisabled();
      // A refusal is shown, and the answers are kept.
      if (snapshot.context.error) expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error);
      else expect(screen.queryByRole('alert')).toBeNull();
    },
    refreshing: ({ snapshot }) => {
      expectReview(snapshot);
      expect(screen.getByRole('status')).toHaveTextContent(CHECKOUT_TEXTS.refreshing);
      expect(placeCommandeButton()).toBeDisabled();
      for (const answer of askedAnswers(snapshot.context.conditions))
        expect(screen.getByRole('checkbox', { name: LABELS[answer] })).toBeDisabled();
    },
    placingCommande: ({ snapshot }) => {
      expectReview(snapshot);
      expect(placeCommandeButton()).toHaveTextContent(CHECKOUT_TEXTS.ordering);
      expect(placeCommandeButton()).toBeDisabled();
    },
    startingPayment: () => {
      expect(placeCommandeButton()).toHaveTextContent(CHECKOUT_TEXTS.ordering);
      expect(placeCommandeButton()).toBeDisabled();
    },
    paymentFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(CHECKOUT_TEXTS.paymentStartFailed);
      expect(screen.getByRole('link', { name: CHECKOUT_TEXTS.seeCommande })).toHaveAttribute(
        'href',
        `/commande/${COMMANDE.Id}`,
      );
      expect(screen.queryByRole('button', { name: CHECKOUT_TEXTS.placeCommande })).toBeNull();
    },
    redirecting: () => {
      expect(placeCommandeButton()).toHaveTextContent(CHECKOUT_TEXTS.redirecting);
      expect(placeCommandeButton()).toBeDisabled();
    },
    settled: () => {
      expect(placeCommandeButton()).toHaveTextContent(CHECKOUT_TEXTS.settled);
      expect(placeCommandeButton()).toBeDisabled();
    },
  },
  events: {
    'checkout.answer': async ({ event, ui: { user } }) => {
      if (event.type !== 'checkout.answer') return;
      await user.click(screen.getByRole('checkbox', { name: LABELS[event.answer] }));
    },
    // « Retirer du panier », then the confirmation the basket asks for too.
    'checkout.removeLine': async ({ ui: { user } }) => {
      const libelle = TRAINING_LINE.Produit.Libelle;
      await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.removeTraining(libelle) }));
      const confirm = screen.getByRole('button', { name: CHECKOUT_TEXTS.confirmTrainingRemoval(libelle) });
      expect(confirm).toHaveFocus();
      await user.click(confirm);
    },
    'checkout.choosePublication': async ({ ui: { user } }) => {
      await user.click(publicationList());
      await user.click(screen.getByRole('option', { name: new RegExp(CHOSEN_PUBLICATION.Titre) }));
    },
    // The basket, not the customer, says it has settled after a change.
    'checkout.basketChanged': ({ actor }) => {
      actor.send({ type: 'checkout.basketChanged' });
    },
    'checkout.confirm': async ({ ui: { user } }) => {
      await user.click(placeCommandeButton());
    },
    'checkout.retry': async ({ ui: { user } }) => {
      await user.click(screen.getByRole('button', { name: /^(Réessayer|Réessayer le paiement)$/ }));
    },
  },
};

/**
 * A click toggles a box the page shows: a path whose answer repeats the box's current value, or answers a box the
 * basket does not ask for, is not one a user can make.
 */
function isClickable(path: ModelPath<CheckoutMachine>): boolean {
  return path.steps.slice(1).every(({ event }, index) => {
    const answer = event as AnyEventObject;
    if (answer.type !== 'checkout.answer') return true;
    const name = answer.answer as keyof CheckoutAnswers;
    const { context } = path.steps[index]!.state;
    return askedAnswers(context.conditions).includes(name) && context[name] !== answer.value;
  });
}

describe('checkout machine — its generated paths played on /panier/valider', () => {
  const paths = coveringPaths(
    checkoutModel.paths.filter((path) => isPlayableInUi(path, ui.events) && isClickable(path)),
  );

  test('every state is reached by a path the page can play', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect([...reached].sort()).toEqual(
      [
        'loading',
        'loadFailed',
        'reviewing',
        'refreshing',
        'placingCommande',
        'startingPayment',
        'paymentFailed',
        'redirecting',
        'settled',
      ]
        .map((state) => JSON.stringify(state))
        .sort(),
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(checkoutModel, path, ui);
  });

  // Runs after the paths above: the page's plays alone take every state and transition of the machine.
  test('the paths played on the page cover every state and transition of the machine', () => {
    checkoutModel.expectFullCoverage(`checkoutMachine on /panier/valider (${paths.length} of them played)`);
  });
});
