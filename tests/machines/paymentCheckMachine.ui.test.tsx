import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Actor } from 'xstate';
import { PAYMENT_PAGE_TEXTS } from '../../domain/order/checkoutTexts.ts';
import { COMMANDE_TEXTS } from '../../domain/order/commandeTexts.ts';
import type { PaymentCheckMachine } from '../../machines/paymentCheck/paymentCheckMachine.ts';
import { PaymentCheckPage } from '../../src/features/payment/components/PaymentCheckPage.tsx';
import { renderRoutes } from '../unit/testUtils.tsx';
import { coveringPaths } from './coveringPaths.ts';
import { ID_COMMANDE, paymentCheckModel, settled, UNAVAILABLE } from './paymentCheck/paymentCheckModel.ts';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';

beforeEach(() => {
  settled.length = 0;
});

interface Ui {
  user: ReturnType<typeof userEvent.setup>;
}

function renderPage(actor: Actor<PaymentCheckMachine>): Ui {
  renderRoutes([{ path: '/payment/check', element: <PaymentCheckPage check={actor} /> }], {
    path: `/payment/check?commande=${ID_COMMANDE}`,
  });
  return { user: userEvent.setup() };
}

function expectWaiting() {
  expect(screen.getByRole('heading', { level: 1, name: PAYMENT_PAGE_TEXTS.checkTitle })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(PAYMENT_PAGE_TEXTS.checking);
  expect(screen.queryByRole('alert')).toBeNull();
}

function expectStopped(message: string) {
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: PAYMENT_PAGE_TEXTS.retry })).toBeEnabled();
  expect(screen.getByRole('link', { name: PAYMENT_PAGE_TEXTS.seeCommande })).toHaveAttribute(
    'href',
    `/commande/${ID_COMMANDE}`,
  );
}

const ui: UiPlayOptions<PaymentCheckMachine, Ui> = {
  render: renderPage,
  states: {
    reading: expectWaiting,
    waiting: expectWaiting,
    // The outcome's page replaces this one (the route navigates): until then, the page still waits.
    settled: expectWaiting,
    gaveUp: () => expectStopped(PAYMENT_PAGE_TEXTS.gaveUp),
    failed: () => expectStopped(UNAVAILABLE.message),
    unknownCommande: () => {
      expect(screen.getByRole('heading', { level: 1, name: COMMANDE_TEXTS.notFound.title })).toBeInTheDocument();
      expect(screen.getByText(COMMANDE_TEXTS.notFound.message)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PAYMENT_PAGE_TEXTS.retry })).toBeNull();
    },
  },
  events: {
    'paymentCheck.retry': async ({ ui: { user } }) => {
      await user.click(screen.getByRole('button', { name: PAYMENT_PAGE_TEXTS.retry }));
    },
  },
};

describe('payment check machine — its generated paths played on /payment/check', () => {
  const paths = coveringPaths(paymentCheckModel.paths.filter((path) => isPlayableInUi(path, ui.events)));

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(paymentCheckModel, path, ui);
  });

  // Runs after the paths above: the page's plays alone take every state and transition of the machine.
  test('the paths played on the page cover every state and transition of the machine', () => {
    paymentCheckModel.expectFullCoverage(`paymentCheckMachine on /payment/check (${paths.length} of them played)`);
  });
});
