import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Actor, AnyEventObject } from 'xstate';
import { REFERENCING_TEXTS as T } from '../../domain/referencing/referencingTexts.ts';
import type { ReferencingCorrectionMachine } from '../../machines/referencingCorrection/referencingCorrectionMachine.ts';
import type { Publication } from '../../machines/referencingCorrection/types.ts';
import { AppToastRegion } from '../../src/components/toast/AppToastRegion.tsx';
import { toastQueue } from '../../src/components/toast/toastQueue.ts';
import { publicationQueryOptions, usePublication } from '../../src/features/publications/api/getPublication.ts';
import { referencingCorrectionDependencies } from '../../src/features/publications/api/referencingCorrectionDependencies.ts';
import { PublicationReferencing } from '../../src/features/publications/components/referencing/PublicationReferencing.tsx';
import { parseId } from '../../src/lib/routing/parseId.ts';
import { mockApi, renderRoutes } from '../unit/testUtils.tsx';
import type { ModelPath } from './modelRunner.ts';
import {
  correctedSink,
  REJETEE_PRIX,
  referencingCorrectionModel,
  resetCorrectedSink,
} from './referencingCorrection/referencingCorrectionModel.ts';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';

vi.mock('../../src/lib/api/client.ts', async () => (await import('../unit/testUtils.tsx')).apiClientMock);

beforeEach(() => {
  resetCorrectedSink();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

interface Ui {
  user: ReturnType<typeof userEvent.setup>;
  pathname(): string;
  cached(): Publication | undefined;
}

/** The « Référencement » of the publication the address names, over the model's actor. */
function ReferencingOfRoute({ actor }: { actor: Actor<ReferencingCorrectionMachine> }) {
  const publication = usePublication(parseId(useParams().id));
  if (!publication.data) return null;
  return <PublicationReferencing publication={publication.data} correction={actor} />;
}

function Wizard() {
  return <p>Assistant, étape {useParams().step}</p>;
}

async function renderPage(actor: Actor<ReferencingCorrectionMachine>): Promise<Ui> {
  mockApi({ '/Publication/Publication_Get': () => REJETEE_PRIX });
  const { queryClient, router } = renderRoutes(
    [
      {
        path: '/publication/:id',
        element: (
          <main>
            <ReferencingOfRoute actor={actor} />
            <AppToastRegion />
          </main>
        ),
      },
      {
        path: '/publication/:id/edit/:step',
        element: (
          <main>
            <Wizard />
            <AppToastRegion />
          </main>
        ),
      },
    ],
    { path: '/publication/7' },
  );
  // What the machine reports, the page does: the publication in the cache, the toast, the wizard.
  correctedSink.then = referencingCorrectionDependencies(
    queryClient,
    router.navigate as unknown as NavigateFunction,
  ).corrected;
  await screen.findByRole('region', { name: T.sectionTitle, hidden: true });
  return {
    user: userEvent.setup(),
    pathname: () => router.state.location.pathname,
    cached: () => queryClient.getQueryData(publicationQueryOptions(REJETEE_PRIX.Id).queryKey),
  };
}

// Found behind the open dialog too (which hides the page from assistive technologies).
const section = () => screen.getByRole('region', { name: T.sectionTitle, hidden: true });
const DIALOG_NAME = T.correctTitle(REJETEE_PRIX.Titre!);
const dialog = () => screen.getByRole('alertdialog', { name: DIALOG_NAME });
const noDialog = () => expect(screen.queryByRole('alertdialog', { name: DIALOG_NAME })).toBeNull();

/** The rejected publication as it stands: its state, its messages, and « Corriger ». */
function expectRejected() {
  expect(section()).toHaveTextContent('Rejetée par le catalogue le 28/11/2026');
  expect(within(section()).getByRole('button', { name: T.correct, hidden: true })).toBeInTheDocument();
  expect(within(section()).queryByRole('link', { hidden: true })).toBeNull();
}

function expectAsking() {
  expect(within(dialog()).getByRole('heading', { name: DIALOG_NAME })).toBeInTheDocument();
  expect(dialog()).toHaveTextContent(/Elle redevient un brouillon/);
}

const ui: UiPlayOptions<ReferencingCorrectionMachine, Ui> = {
  render: renderPage,
  states: {
    idle: () => {
      noDialog();
      expectRejected();
    },
    confirming: () => {
      expectAsking();
      expect(within(dialog()).getByRole('button', { name: T.correct })).toBeEnabled();
      expect(within(dialog()).getByRole('button', { name: T.keep })).toHaveFocus();
      expect(within(dialog()).queryByRole('alert')).toBeNull();
    },
    correcting: () => {
      expectAsking();
      // The answer waits for the server's; the dialog cannot be closed meanwhile.
      expect(within(dialog()).getByRole('button', { name: T.correcting })).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: T.keep })).toBeDisabled();
    },
    failed: ({ snapshot }) => {
      expectAsking();
      const alert = within(dialog()).getByRole('alert');
      expect(alert).toHaveTextContent(T.correctFailed);
      if (snapshot.context.error) expect(alert).toHaveTextContent(snapshot.context.error);
      else expect(alert.textContent).toBe(T.correctFailed);
      expect(within(dialog()).getByRole('button', { name: T.retry })).toBeEnabled();
      // Nothing changed: still rejected, on its page.
      expectRejected();
    },
    done: ({ ui: { pathname, cached } }) => {
      noDialog();
      // The wizard opens at the step of the first message that names one: the price, step 4.
      expect(screen.getByText('Assistant, étape 4')).toBeInTheDocument();
      expect(pathname()).toBe('/publication/7/edit/4');
      expect(screen.getByText(T.corrected)).toBeInTheDocument();
      expect(cached()?.Referencement.Etat).toBe('aCorriger');
    },
  },
  events: {
    'referencingCorrection.request': async ({ ui: { user } }) => {
      await user.click(within(section()).getByRole('button', { name: T.correct }));
    },
    'referencingCorrection.confirm': async ({ ui: { user } }) => {
      await user.click(within(dialog()).getByRole('button', { name: T.correct }));
    },
    'referencingCorrection.retry': async ({ ui: { user } }) => {
      await user.click(within(dialog()).getByRole('button', { name: T.retry }));
    },
    'referencingCorrection.dismiss': async ({ ui: { user } }) => {
      await user.click(within(dialog()).getByRole('button', { name: T.keep }));
    },
  },
};

const CORRECTED = 'xstate.done.actor.corrigerPublication';

/**
 * Once the publication is corrected the wizard has replaced the page: a path ends there. Described by its states
 * and events, the publication asked for named by its id.
 */
function untilCorrected(path: ModelPath<ReferencingCorrectionMachine>): ModelPath<ReferencingCorrectionMachine> {
  const end = path.steps.findIndex(({ event }) => (event as AnyEventObject).type === CORRECTED);
  const steps = end === -1 ? path.steps : path.steps.slice(0, end + 1);
  const description = steps
    .map(({ event, state }, index) => {
      const value = JSON.stringify(state.value);
      if (index === 0) return value;
      const { type } = event as AnyEventObject;
      const outcome = type.startsWith('xstate.error.actor.') && 'error' in event ? ` ${String(event.error)}` : '';
      const subject = 'publication' in event ? ` ${event.publication.Id}` : '';
      return `—(${type}${subject}${outcome})→ ${value}`;
    })
    .join(' ');
  return { description, steps };
}

/** A path the page can play: it shows one publication, the one rejected for its price, and the server answers for it. */
function isConsistent(path: ModelPath<ReferencingCorrectionMachine>): boolean {
  return path.steps.slice(1).every(({ event }) => {
    const { type } = event as AnyEventObject;
    if (type === 'referencingCorrection.request' && 'publication' in event)
      return event.publication.Id === REJETEE_PRIX.Id;
    if (type === CORRECTED && 'output' in event) return (event.output as Publication).Id === REJETEE_PRIX.Id;
    return true;
  });
}

describe('referencing correction machine — its generated paths played on the publication’s « Référencement »', () => {
  const playable = referencingCorrectionModel.paths
    .map(untilCorrected)
    .filter((path) => isPlayableInUi(path, ui.events) && isConsistent(path));
  const paths = [...new Map(playable.map((path) => [path.description, path])).values()];

  test('every state is reached by a path the page can play', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect([...reached].sort()).toEqual(['"correcting"', '"confirming"', '"done"', '"failed"', '"idle"'].sort());
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(referencingCorrectionModel, path, ui);
  });

  test('Escape keeps the publication rejected, except while the correction is under way', async () => {
    const { actor } = referencingCorrectionModel.start({ started: false });
    const { user } = await renderPage(actor);
    actor.start();
    await user.click(within(section()).getByRole('button', { name: T.correct }));
    await user.keyboard('{Escape}');
    noDialog();
    expect(actor.getSnapshot().value).toBe('idle');

    await user.click(within(section()).getByRole('button', { name: T.correct }));
    await user.click(within(dialog()).getByRole('button', { name: T.correct }));
    await user.keyboard('{Escape}');
    expect(actor.getSnapshot().value).toBe('correcting');
    expect(dialog()).toBeInTheDocument();
    act(() => {
      actor.stop();
    });
  });
});
