import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Actor } from 'xstate';
import { ONIX_EXPORT_TEXTS as T } from '../../domain/publication/onixExportTexts.ts';
import type { OnixExportMachine } from '../../machines/onixExport/onixExportMachine.ts';
import type { PlanExportOnix } from '../../machines/onixExport/types.ts';
import { OnixExportPanel } from '../../src/features/adminPublications/components/OnixExportPanel.tsx';
import { ADMIN_PUBLICATION_PATHS } from '../../src/features/adminPublications/paths.ts';
import { renderRoutes } from '../unit/testUtils.tsx';
import { coveringPaths } from './coveringPaths.ts';
import { actorDone } from './modelRunner.ts';
import { onixExportModel, PLAN_FULL } from './onixExport/onixExportModel.ts';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';

interface Ui {
  user: ReturnType<typeof userEvent.setup>;
}

function renderPanel(actor: Actor<OnixExportMachine>): Ui {
  renderRoutes([{ path: '/admin/publications', element: <OnixExportPanel actor={actor} /> }], {
    path: '/admin/publications',
  });
  return { user: userEvent.setup() };
}

const area = () => screen.getByRole('region', { name: T.title });
const dayField = () => within(area()).getByLabelText(new RegExp(`^${T.sinceLabel}`));
// The form's one button: it prepares the export, then downloads the file.
const button = () => within(area()).getByRole('button');
const status = () => within(area()).getByRole('status');
const unexportable = () => within(area()).queryByRole('region', { name: T.unexportableTitle });

/** The plan shown: the set-aside publications with their links and reasons, or that there are none. */
function expectPlan(plan: PlanExportOnix): void {
  const section = unexportable();
  expect(section).not.toBeNull();
  if (plan.NonExportables.length === 0) {
    expect(section).toHaveTextContent(T.unexportableEmpty);
    expect(within(section!).queryByRole('link')).toBeNull();
  }
  for (const { IdPublication, IdPersonne, Titre, Raisons } of plan.NonExportables) {
    const link = within(section!).getByRole('link', { name: Titre });
    expect(link).toHaveAttribute('href', ADMIN_PUBLICATION_PATHS.detail(IdPersonne, IdPublication));
    const item = link.closest('li')!;
    for (const raison of Raisons) expect(item).toHaveTextContent(raison);
  }
}

function expectNoAlert(): void {
  expect(within(area()).queryByRole('alert')).toBeNull();
}

const ui: UiPlayOptions<OnixExportMachine, Ui> = {
  render: renderPanel,
  states: {
    idle: () => {
      expect(status()).toHaveTextContent(T.idle);
      expect(button()).toHaveTextContent(T.plan);
      expect(button()).not.toHaveAttribute('aria-disabled');
      expect(unexportable()).toBeNull();
      expectNoAlert();
    },
    planning: () => {
      expect(status()).toHaveTextContent(T.planning);
      expect(button()).toHaveTextContent(T.plan);
      expect(button()).toHaveAttribute('aria-disabled', 'true');
      expect(unexportable()).toBeNull();
      expectNoAlert();
    },
    planFailed: ({ snapshot }) => {
      const alert = within(area()).getByRole('alert');
      expect(alert).toHaveTextContent(T.planFailed);
      if (snapshot.context.error) expect(alert).toHaveTextContent(snapshot.context.error);
      else expect(alert.textContent).toBe(T.planFailed);
      // The same button tries again.
      expect(button()).toHaveTextContent(T.plan);
      expect(button()).not.toHaveAttribute('aria-disabled');
      expect(unexportable()).toBeNull();
    },
    ready: ({ snapshot }) => {
      const plan = snapshot.context.plan!;
      expect(status()).toHaveTextContent(T.exportable(plan.NombreExportables));
      expect(button()).toHaveTextContent(T.download);
      expect(button()).not.toHaveAttribute('aria-disabled');
      expectPlan(plan);
      expectNoAlert();
    },
    downloading: ({ snapshot }) => {
      expect(button()).toHaveTextContent(T.downloading);
      expect(button()).toHaveAttribute('aria-disabled', 'true');
      expect(dayField()).toBeDisabled();
      expectPlan(snapshot.context.plan!);
    },
    done: ({ snapshot }) => {
      const plan = snapshot.context.plan!;
      expect(status()).toHaveTextContent(T.downloaded(snapshot.context.fileName!, plan.NombreExportables));
      expect(button()).toHaveTextContent(T.download);
      expectPlan(plan);
      expectNoAlert();
    },
    failed: ({ snapshot }) => {
      const alert = within(area()).getByRole('alert');
      expect(alert).toHaveTextContent(T.downloadFailed);
      if (snapshot.context.error) expect(alert).toHaveTextContent(snapshot.context.error);
      else expect(alert.textContent).toBe(T.downloadFailed);
      expect(button()).toHaveTextContent(T.download);
      expectPlan(snapshot.context.plan!);
    },
  },
  events: {
    'onixExport.sinceChanged': ({ event }) => {
      if (event.type !== 'onixExport.sinceChanged') return;
      // A native date field: what the browser reports once a day is picked, or cleared.
      fireEvent.change(dayField(), { target: { value: event.depuis ?? '' } });
    },
    'onixExport.download': async ({ ui: { user } }) => {
      await user.click(button());
    },
    'onixExport.plan': async ({ ui: { user } }) => {
      await user.click(button());
    },
  },
};

describe('ONIX export machine — its generated paths played on the « Export ONIX » area', () => {
  // Clearing a day that is not set changes nothing the browser reports: those steps are not a user's.
  // The machine's own plays take every path; the area plays the few that take every step between states.
  const paths = coveringPaths(
    onixExportModel.paths.filter(
      (path) =>
        isPlayableInUi(path, ui.events) &&
        path.steps.every((step, index) => {
          if (index === 0 || step.event.type !== 'onixExport.sinceChanged') return true;
          const before = path.steps[index - 1]!.state.context.depuis;
          return 'depuis' in step.event && step.event.depuis !== before;
        }),
    ),
  );

  test('every state is reached by a path the area can play', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect([...reached].sort()).toEqual(
      ['"idle"', '"planning"', '"planFailed"', '"ready"', '"downloading"', '"done"', '"failed"'].sort(),
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(onixExportModel, path, ui);
  });

  // Runs after the paths above: the area's plays alone take every state and transition of the machine.
  test('the paths played on the area cover every state and transition of the machine', () => {
    onixExportModel.expectFullCoverage(
      `onixExportMachine on the « Export ONIX » area (${paths.length} of them played)`,
    );
  });

  test('with the keyboard: Enter in the day field prepares the export, then downloads the file', async () => {
    const { actor, step } = onixExportModel.start({ started: false });
    const { user } = renderPanel(actor);
    actor.start();
    dayField().focus();
    await user.keyboard('{Enter}');
    expect(actor.getSnapshot().value).toBe('planning');
    await step(actorDone('planExport', PLAN_FULL));
    await waitFor(() => expect(button()).toHaveTextContent(T.download));
    expect(dayField()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actor.getSnapshot().value).toBe('downloading');
    actor.stop();
  });
});
