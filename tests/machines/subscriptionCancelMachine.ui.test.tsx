import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Actor, AnyEventObject } from 'xstate';
import { SUBSCRIPTION_TEXTS } from '../../domain/subscription/subscriptionTexts.ts';
import type { SubscriptionCancelMachine } from '../../machines/subscriptionCancel/subscriptionCancelMachine.ts';
import type { Abonnement } from '../../machines/subscriptionCancel/types.ts';
import { AppToastRegion } from '../../src/components/toast/AppToastRegion.tsx';
import { toastQueue } from '../../src/components/toast/toastQueue.ts';
import { subscriptionCancelDependencies } from '../../src/features/subscriptions/api/cancelDependencies.ts';
import { MySubscriptions } from '../../src/features/subscriptions/components/MySubscriptions.tsx';
import { formatDate } from '../../domain/frenchDates.ts';
import { mockApi, renderRoutes } from '../unit/testUtils.tsx';
import type { ModelPath } from './modelRunner.ts';
import {
  ANCIEN,
  cancelledSink,
  DECOUVERTE,
  PREMIUM,
  resetCancelledSink,
  subscriptionCancelModel,
} from './subscriptionCancel/subscriptionCancelModel.ts';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';

vi.mock('../../src/lib/api/client.ts', async () => (await import('../unit/testUtils.tsx')).apiClientMock);

beforeEach(() => {
  resetCancelledSink();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

interface Ui {
  user: ReturnType<typeof userEvent.setup>;
}

const LISTED = [PREMIUM, DECOUVERTE, ANCIEN];

async function renderPage(actor: Actor<SubscriptionCancelMachine>): Promise<Ui> {
  mockApi({ '/Abonnement/Abonnement_GetAll': () => LISTED });
  const { queryClient } = renderRoutes(
    [
      {
        path: '/Abonnements',
        element: (
          <main>
            <MySubscriptions cancel={actor} subscriptionsPath="/rubrique/4" />
            <AppToastRegion />
          </main>
        ),
      },
    ],
    { path: '/Abonnements' },
  );
  // What the machine reports, the page shows: the list in the cache, the toast.
  cancelledSink.then = subscriptionCancelDependencies(queryClient).cancelled;
  await screen.findByRole('list', { name: SUBSCRIPTION_TEXTS.listTitle });
  return { user: userEvent.setup() };
}

// Found behind the open dialog too (which hides the page from assistive technologies).
const card = (subscription: Abonnement) => screen.getByRole('listitem', { name: subscription.Libelle, hidden: true });
// A toast is an alert dialog too: the confirmation is the one named by its question.
const DIALOG_NAME = /^Résilier l'abonnement/;
const dialog = () => screen.getByRole('alertdialog', { name: DIALOG_NAME });
const noDialog = () => expect(screen.queryByRole('alertdialog', { name: DIALOG_NAME })).toBeNull();

/** Each card says how it renews or ends, and offers « Résilier mon abonnement » while it renews. */
function expectCards() {
  for (const subscription of [PREMIUM, DECOUVERTE]) {
    const cancelled = cancelledSink.reported.find((reported) => reported.Id === subscription.Id);
    const fin = formatDate(subscription.DateFin);
    if (cancelled) {
      expect(card(subscription)).toHaveTextContent(
        SUBSCRIPTION_TEXTS.cancelledOn(formatDate(cancelled.DateResiliation!), fin),
      );
      expect(within(card(subscription)).queryByRole('button', { name: SUBSCRIPTION_TEXTS.cancel })).toBeNull();
    } else {
      expect(card(subscription)).toHaveTextContent(SUBSCRIPTION_TEXTS.renewsOn(fin));
      expect(within(card(subscription)).getByRole('button', { name: SUBSCRIPTION_TEXTS.cancel })).toBeInTheDocument();
    }
  }
  // Cancelled before this visit: nothing to cancel.
  expect(within(card(ANCIEN)).queryByRole('button', { name: SUBSCRIPTION_TEXTS.cancel })).toBeNull();
}

function expectAsking(subscription: Abonnement) {
  expect(within(dialog()).getByRole('heading', { name: SUBSCRIPTION_TEXTS.confirmTitle(subscription.Libelle) }));
  expect(dialog()).toHaveTextContent(SUBSCRIPTION_TEXTS.confirmText(formatDate(subscription.DateFin)));
}

const ui: UiPlayOptions<SubscriptionCancelMachine, Ui> = {
  render: renderPage,
  states: {
    idle: () => {
      noDialog();
      expectCards();
    },
    confirming: ({ snapshot }) => {
      expectAsking(snapshot.context.abonnement!);
      expect(within(dialog()).getByRole('button', { name: SUBSCRIPTION_TEXTS.confirm })).toBeEnabled();
      expect(within(dialog()).queryByRole('alert')).toBeNull();
    },
    cancelling: ({ snapshot }) => {
      expectAsking(snapshot.context.abonnement!);
      // The answers wait for the server's; the dialog cannot be closed meanwhile.
      expect(within(dialog()).getByRole('button', { name: SUBSCRIPTION_TEXTS.cancelling })).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: SUBSCRIPTION_TEXTS.keep })).toBeDisabled();
    },
    failed: ({ snapshot }) => {
      expectAsking(snapshot.context.abonnement!);
      const alert = within(dialog()).getByRole('alert');
      expect(alert).toHaveTextContent(SUBSCRIPTION_TEXTS.cancelFailed);
      if (snapshot.context.error) expect(alert).toHaveTextContent(snapshot.context.error);
      else expect(alert.textContent).toBe(SUBSCRIPTION_TEXTS.cancelFailed);
      // Nothing was lost: the subscription still renews.
      expect(card(snapshot.context.abonnement!)).toHaveTextContent(
        SUBSCRIPTION_TEXTS.renewsOn(formatDate(snapshot.context.abonnement!.DateFin)),
      );
    },
    done: ({ snapshot }) => {
      const cancelled = snapshot.context.abonnement!;
      noDialog();
      expectCards();
      expect(
        screen.getByText(SUBSCRIPTION_TEXTS.cancelled(cancelled.Libelle, formatDate(cancelled.DateFin))),
      ).toBeInTheDocument();
      // The pressed button is gone: focus is on what now says how the subscription ends.
      expect(document.activeElement).toHaveTextContent(/^Résilié le /);
      expect(card(cancelled)).toContainElement(document.activeElement as HTMLElement);
    },
  },
  events: {
    'subscriptionCancel.request': async ({ event, ui: { user } }) => {
      if (event.type !== 'subscriptionCancel.request') return;
      await user.click(within(card(event.abonnement)).getByRole('button', { name: SUBSCRIPTION_TEXTS.cancel }));
    },
    'subscriptionCancel.confirm': async ({ ui: { user } }) => {
      await user.click(within(dialog()).getByRole('button', { name: SUBSCRIPTION_TEXTS.confirm }));
    },
    'subscriptionCancel.retry': async ({ ui: { user } }) => {
      await user.click(within(dialog()).getByRole('button', { name: SUBSCRIPTION_TEXTS.retry }));
    },
    'subscriptionCancel.dismiss': async ({ ui: { user } }) => {
      await user.click(within(dialog()).getByRole('button', { name: SUBSCRIPTION_TEXTS.keep }));
    },
  },
};

/**
 * A path the page can show: the server answers for the subscription that was asked for, and a subscription the
 * path already cancelled has no button left to ask again.
 */
function isConsistent(path: ModelPath<SubscriptionCancelMachine>): boolean {
  let requested: number | null = null;
  const cancelled = new Set<number>();
  for (const { event } of path.steps.slice(1)) {
    const { type } = event as AnyEventObject;
    if (type === 'subscriptionCancel.request' && 'abonnement' in event) {
      if (cancelled.has(event.abonnement.Id)) return false;
      requested = event.abonnement.Id;
    }
    if (type === 'xstate.done.actor.resilierAbonnement' && 'output' in event) {
      const output = event.output as Abonnement;
      if (output.Id !== requested) return false;
      cancelled.add(output.Id);
    }
  }
  return true;
}

describe('subscription cancel machine — its generated paths played on « Mes Abonnements »', () => {
  const paths = subscriptionCancelModel.paths.filter((path) => isPlayableInUi(path, ui.events) && isConsistent(path));

  test('every state is reached by a path the page can play', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect([...reached].sort()).toEqual(['"cancelling"', '"confirming"', '"done"', '"failed"', '"idle"'].sort());
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(subscriptionCancelModel, path, ui);
  });

  test('Escape keeps the subscription, except while the cancellation is under way', async () => {
    const { actor } = subscriptionCancelModel.start({ started: false });
    const { user } = await renderPage(actor);
    actor.start();
    await user.click(within(card(PREMIUM)).getByRole('button', { name: SUBSCRIPTION_TEXTS.cancel }));
    expect(dialog()).toBeInTheDocument();
    // The least destructive answer has the focus.
    expect(within(dialog()).getByRole('button', { name: SUBSCRIPTION_TEXTS.keep })).toHaveFocus();
    await user.keyboard('{Escape}');
    noDialog();
    expect(actor.getSnapshot().value).toBe('idle');

    await user.click(within(card(PREMIUM)).getByRole('button', { name: SUBSCRIPTION_TEXTS.cancel }));
    await user.click(within(dialog()).getByRole('button', { name: SUBSCRIPTION_TEXTS.confirm }));
    await user.keyboard('{Escape}');
    expect(actor.getSnapshot().value).toBe('cancelling');
    expect(dialog()).toBeInTheDocument();
    act(() => {
      actor.stop();
    });
  });
});
