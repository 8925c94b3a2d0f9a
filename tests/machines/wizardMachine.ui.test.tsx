import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Actor } from 'xstate';
import { PUBLICATION_FIELD_LABELS } from '../../domain/publication/labels.ts';
import { REVIEW_TEXTS } from '../../domain/publication/reviewTexts.ts';
import { WIZARD_STEP_TABLE } from '../../domain/publication/wizardSteps.ts';
import { WIZARD_MESSAGES } from '../../machines/wizard/messages.ts';
import { selectProgress, type WizardSnapshot } from '../../machines/wizard/selectors.ts';
import type { StepData } from '../../machines/wizard/types.ts';
import type { WizardMachine } from '../../machines/wizard/wizardMachine.ts';
import { PublicationWizard } from '../../src/features/publications/components/wizard/PublicationWizard.tsx';
import { STEP_STATE_LABELS } from '../../src/features/publications/utils/wizardTexts.ts';
import { createTestQueryClient, mockApi } from '../unit/testUtils.tsx';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';
import { STEP_DATA } from './wizard/wizardStandIns.ts';
import { resetWizardModel, wizardModel } from './wizard/wizardModel.ts';

vi.mock('../../src/lib/api/client.ts', async () => (await import('../unit/testUtils.tsx')).apiClientMock);

const LANGUES = [
  { Id: 1, Libelle: 'Langue générique' },
  { Id: 20, Libelle: 'Français' },
];

beforeEach(() => {
  resetWizardModel();
  // What the step forms read; no brand is known, so step 3 chooses none by itself.
  mockApi({
    '/StaticData/Get_Langues': () => LANGUES,
    '/StaticData/Get_TypeContribution': () => [
      { Id: 0, Libelle: 'Aucun', Rang: 0 },
      { Id: 1, Libelle: 'Auteur', Rang: 1 },
    ],
    '/StaticData/Get_Disponibilite': () => [{ Id: 1, Libelle: 'À paraître' }],
    '/StaticData/Get_Formats': () => [{ Id: 1, Libelle: 'Broché' }],
    '/StaticData/Get_Illustrations': () => [{ Id: 1, Libelle: 'Sans illustration' }],
    '/StaticData/Get_TypeOuvrage': () => [{ Id: 1, Libelle: 'Roman' }],
    '/StaticData/Get_SujetOuvrage': () => [
      { Id: 3, Libelle: 'Romans', Niveau: 1, Thema: null, Clil: null, Enfants: [] },
    ],
    '/StaticData/Get_TypeVoie': () => [{ Id: 1, Libelle: 'Rue' }],
    '/StaticData/Get_Pays': () => [{ IdPays: 74, Libelle: 'France', CodeIso: 'FR' }],
    '/Publication/EAN_GetMarques': () => [],
  });
});

interface Ui {
  user: ReturnType<typeof userEvent.setup>;
}

function renderWizard(actor: Actor<WizardMachine>): Ui {
  const router = createMemoryRouter([{ path: '*', element: <PublicationWizard actor={actor} /> }]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const progressBar = () => within(screen.getByRole('navigation', { name: 'Étapes de la publication' }));

function stepButton(step: number) {
  return progressBar().getByRole('button', { name: new RegExp(`^Étape ${step} :`) });
}

/** What the progress bar must show: every step's state and whether its button can be pressed. */
function expectProgress(snapshot: WizardSnapshot) {
  for (const { step, state, disabled } of selectProgress(snapshot)) {
    const button = stepButton(step);
    expect(button).toHaveTextContent(STEP_STATE_LABELS[state]);
    if (disabled) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  }
}

function expectStepShown(snapshot: WizardSnapshot) {
  const step = snapshot.context.step!;
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
    `Étape ${step} sur 5 : ${WIZARD_STEP_TABLE[step].label}`,
  );
  expect(stepButton(step)).toHaveAttribute('aria-current', 'step');
}

async function press(ui: Ui, name: string) {
  const button = await screen.findByRole('button', { name });
  await vi.waitFor(() => expect(button).toBeEnabled());
  await ui.user.click(button);
}

const ui: UiPlayOptions<WizardMachine, Ui> = {
  render: renderWizard,
  timeout: 4000,
  states: {
    opening: () => {},
    loading: () => {
      expect(screen.getByRole('status')).toBeInTheDocument();
    },
    readOnly: ({ snapshot }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.readOnlyReason!);
      expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Étapes de la publication' })).not.toBeInTheDocument();
    },
    notFound: ({ snapshot }) => {
      expect(screen.getByRole('heading', { level: 2, name: 'Publication introuvable' })).toBeInTheDocument();
      expect(screen.getByText(snapshot.context.error!)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    },
    loadFailed: ({ snapshot }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error!);
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    },
    editing: ({ snapshot }) => {
      expectStepShown(snapshot);
      expectProgress(snapshot);
      const { saveError, error } = snapshot.context;
      if (error) expect(screen.getByText(error)).toBeInTheDocument();
      if (saveError) expect(screen.getByText(saveError)).toBeInTheDocument();
    },
    saving: ({ snapshot }) => {
      expectStepShown(snapshot);
      expect(screen.getByText(WIZARD_MESSAGES.saving)).toBeInTheDocument();
      for (const { step } of selectProgress(snapshot)) expect(stepButton(step)).toBeDisabled();
    },
    uploadingBeforeMove: ({ snapshot }) => {
      expectStepShown(snapshot);
      expect(screen.getByText(WIZARD_MESSAGES.saving)).toBeInTheDocument();
      for (const { step } of selectProgress(snapshot)) expect(stepButton(step)).toBeDisabled();
    },
    submitting: () => {
      expect(screen.getByText(WIZARD_MESSAGES.saving)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    },
    reviewing: () => {
      expect(screen.getByRole('heading', { level: 2, name: REVIEW_TEXTS.title })).toBeInTheDocument();
      // The review replaces the step: no progress bar to move by while it shows.
      expect(screen.queryByRole('navigation', { name: 'Étapes de la publication' })).not.toBeInTheDocument();
    },
    'reviewing.failed': ({ snapshot }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error!);
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Modifier' })).toBeEnabled();
    },
    'reviewing.ready': ({ snapshot }) => {
      const { verification } = snapshot.context.review!;
      for (const point of verification.Points) expect(screen.getByText(point.Message)).toBeInTheDocument();
      const submit = screen.getByRole('button', { name: REVIEW_TEXTS.submit });
      if (verification.Bloquant) {
        expect(submit).toBeDisabled();
        expect(submit).toHaveAccessibleDescription(REVIEW_TEXTS.blocked(1));
      } else expect(submit).toBeEnabled();
      if (snapshot.context.error) expect(screen.getByText(snapshot.context.error)).toBeInTheDocument();
    },
    'reviewing.submittingForModeration': ({ snapshot }) => {
      // Nothing reviewed (the back office's wizard): the step stays until the end page.
      if (snapshot.context.review === null) return;
      expect(screen.getByRole('button', { name: REVIEW_TEXTS.submit })).toBeDisabled();
    },
    finished: () => {},
  },
  events: {
    'wizard.next': async ({ ui: user }) => press(user, 'Suivant'),
    'wizard.previous': async ({ event, ui: user }) => {
      if (event.type !== 'wizard.previous') return;
      if (event.images?.visuelCouverture) await user.user.upload(screen.getByLabelText(/^Visuel de couverture/), COVER);
      await press(user, 'Précédent');
    },
    // The page tells the machine of every change of the form; as a step opens, it tells it of none.
    'wizard.edited': () => {},
    'wizard.submit': async ({ ui: user }) => press(user, REVIEW_TEXTS.submit),
    'wizard.edit': async ({ ui: user }) => press(user, REVIEW_TEXTS.edit),
    'wizard.fix': async ({ event, ui: { user } }) => {
      if (event.type !== 'wizard.fix') return;
      await user.click(screen.getByRole('button', { name: new RegExp(`^${REVIEW_TEXTS.fix} : Étape ${event.step} `) }));
    },
    'wizard.goToStep': async ({ event, ui: { user } }) => {
      if (event.type === 'wizard.goToStep') await user.click(stepButton(event.step));
    },
    'wizard.validate': async ({ event, ui: user }) => {
      if (event.type !== 'wizard.validate') return;
      if (event.data.Resume) await user.user.type(screen.getByLabelText(/^Résumé/), event.data.Resume);
      if (event.images.visuelCouverture) await user.user.upload(screen.getByLabelText(/^Visuel de couverture/), COVER);
      await press(user, 'Valider');
    },
    'wizard.retry': async ({ ui: user }) => press(user, 'Réessayer'),
    // The address bar: the page passes every change of address on to the machine.
    'wizard.routeChanged': ({ event, actor }) => {
      if (event.type === 'wizard.routeChanged') act(() => actor.send(event));
    },
  },
};

// A real image: the page checks a chosen file's bytes before it keeps it.
const COVER = new File([readFileSync(resolve('tests/fixtures/publication/couverture-500x800.png'))], 'couverture.png', {
  type: 'image/png',
});

/**
 * Whether a user can bring the event about on the page: Suivant and Précédent send what the step holds, Corriger
 * is offered on the review's points only, Soumettre while none blocks, and images are chosen on step 5.
 */
function madeByUser(path: (typeof wizardModel.shortestPaths)[number]): boolean {
  return path.steps.every(({ event }, index) => {
    const before = index > 0 ? (path.steps[index - 1]!.state as WizardSnapshot) : null;
    if (event.type === 'wizard.fix') {
      const points = before?.context.review?.verification.Points ?? [];
      return points.some((point) => point.Etape === event.step && point.Champ === event.field);
    }
    if (event.type === 'wizard.submit') return before?.context.review?.verification.Bloquant === false;
    if (event.type === 'wizard.previous' && event.images) return before?.context.step === 5;
    if (!('data' in event)) return true;
    const data = event.data as StepData;
    if (event.type === 'wizard.validate') return Object.keys(data).length === 0 || data.Resume === STEP_DATA[5].Resume;
    return Object.keys(data).length === 0;
  });
}

describe('wizard machine — the shortest path to each state, played on the wizard page', () => {
  const playable = wizardModel.shortestPaths.filter((path) => isPlayableInUi(path, ui.events));
  const paths = playable.filter(madeByUser);

  test('every event of the machine has a way to be done on the page', () => {
    expect(playable).toHaveLength(wizardModel.shortestPaths.length);
    expect(paths.length).toBeGreaterThan(0);
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(wizardModel, path, ui);
  });
});

type ModelPath = (typeof wizardModel.paths)[number];

/** A progress-bar click the page offers: the step's button is enabled in the state before it. */
function pressesEnabledStep(path: ModelPath): boolean {
  const { steps } = path;
  return steps.every(({ event }, index) => {
    if (event.type !== 'wizard.goToStep' || index === 0) return true;
    const before = steps[index - 1]!.state as WizardSnapshot;
    return selectProgress(before).some(({ step, disabled }) => step === event.step && !disabled);
  });
}

describe('wizard machine — a move by the progress bar, played on the wizard page', () => {
  // The shortest paths reach every state without it; the shortest path that clicks an enabled step does.
  const [path] = wizardModel.paths
    .filter((candidate) => candidate.steps.some(({ event }) => event.type === 'wizard.goToStep'))
    .filter((candidate) => madeByUser(candidate) && pressesEnabledStep(candidate))
    .sort((a, b) => a.steps.length - b.steps.length);

  test('a path moves by the progress bar', () => {
    expect(path).toBeDefined();
  });

  test(`${path?.description ?? 'no path'}`, async () => {
    await playPathInUi(wizardModel, path!, ui);
  });
});

describe('wizard machine — another address after an unknown publication, played on the wizard page', () => {
  const [path] = wizardModel.paths
    .filter((candidate) =>
      candidate.steps.some(
        ({ event }, index) =>
          event.type === 'wizard.routeChanged' && index > 0 && candidate.steps[index - 1]!.state.matches('notFound'),
      ),
    )
    .filter(madeByUser)
    .sort((a, b) => a.steps.length - b.steps.length);

  test(`${path?.description ?? 'no path'}`, async () => {
    expect(path).toBeDefined();
    await playPathInUi(wizardModel, path!, ui);
  });
});

describe('wizard machine — another address after a failed fetch, played on the wizard page', () => {
  // The shortest paths reach the next load through a read-only publication's page instead.
  const [path] = wizardModel.paths
    .filter((candidate) =>
      candidate.steps.some(
        ({ event }, index) =>
          event.type === 'wizard.routeChanged' && index > 0 && candidate.steps[index - 1]!.state.matches('loadFailed'),
      ),
    )
    .filter(madeByUser)
    .sort((a, b) => a.steps.length - b.steps.length);

  test(`${path?.description ?? 'no path'}`, async () => {
    expect(path).toBeDefined();
    await playPathInUi(wizardModel, path!, ui);
  });
});

/** A Précédent on a step failing its rules, and its save's answer: the path cut just after that save. */
function leavesFailingStepBack(path: ModelPath): ModelPath | null {
  const { steps } = path;
  const index = steps.findIndex(({ event }, at) => {
    if (event.type !== 'wizard.previous' || at === 0) return false;
    const before = steps[at - 1]!.state as WizardSnapshot;
    const saved = steps[at + 1];
    return (
      before.context.step !== null &&
      before.context.validity?.[before.context.step].valid === false &&
      saved?.event.type === 'xstate.done.actor.savePublication'
    );
  });
  return index < 0 ? null : { ...path, steps: steps.slice(0, index + 2) };
}

describe('wizard machine — Précédent on a step failing its rules, played on the wizard page', () => {
  const [path] = wizardModel.paths
    .filter(madeByUser)
    .map(leavesFailingStepBack)
    .filter((candidate): candidate is ModelPath => candidate !== null)
    .sort((a, b) => a.steps.length - b.steps.length);

  test('the step is saved, the page moves back, and the bar marks the step left to be corrected', async () => {
    expect(path).toBeDefined();
    const left = (path!.steps.at(-3)!.state as WizardSnapshot).context.step!;
    await playPathInUi(wizardModel, path!, ui);
    // Moved back a step, the one left still marked to be corrected in the progress bar.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Étape ${left - 1} sur 5`);
    expect(stepButton(left)).toHaveTextContent(STEP_STATE_LABELS.error);
  });
});

/** The shortest path a user can make whose step `taken` is taken, cut just after it. */
function shortestTaking(taken: (event: ModelPath['steps'][number]['event'], before: WizardSnapshot) => boolean) {
  const cut = wizardModel.paths.filter(madeByUser).flatMap((candidate) => {
    const index = candidate.steps.findIndex(
      ({ event }, at) => at > 0 && taken(event, candidate.steps[at - 1]!.state as WizardSnapshot),
    );
    return index < 0 ? [] : [{ ...candidate, steps: candidate.steps.slice(0, index + 1) }];
  });
  return cut.sort((a, b) => a.steps.length - b.steps.length)[0];
}

describe('wizard machine — the review and the moves from step 5, played on the wizard page', () => {
  const cases: [string, Parameters<typeof shortestTaking>[0]][] = [
    [
      'Précédent on step 5 sends the chosen cover, then saves',
      (event) => event.type === 'xstate.done.actor.uploadImagesBeforeMove',
    ],
    [
      'Réessayer after a failed review',
      (event, before) => event.type === 'wizard.retry' && before.matches({ reviewing: 'failed' }),
    ],
    [
      'Modifier after a failed review',
      (event, before) => event.type === 'wizard.edit' && before.matches({ reviewing: 'failed' }),
    ],
    [
      'Modifier on the review',
      (event, before) => event.type === 'wizard.edit' && before.matches({ reviewing: 'ready' }),
    ],
    ['Corriger on a point of the review', (event) => event.type === 'wizard.fix'],
    [
      'another address of the same publication while the review shows',
      (event, before) => event.type === 'wizard.routeChanged' && before.matches('reviewing') && event.id === '42',
    ],
    [
      'another publication while the review shows',
      (event, before) => event.type === 'wizard.routeChanged' && before.matches('reviewing') && event.id !== '42',
    ],
  ];

  test.each(cases)('%s', async (_, taken) => {
    const path = shortestTaking(taken);
    expect(path).toBeDefined();
    await playPathInUi(wizardModel, path!, ui);
  });
});

describe('wizard machine — Corriger, played on the wizard page', () => {
  test("the point's step shows with its field focused", async () => {
    const path = shortestTaking((event) => event.type === 'wizard.fix');
    expect(path).toBeDefined();
    const fix = path!.steps.at(-1)!.event;
    await playPathInUi(wizardModel, path!, ui);
    if (fix.type !== 'wizard.fix' || fix.field === null) throw new Error('A Corriger on a field was expected');
    const label = PUBLICATION_FIELD_LABELS[fix.field as keyof typeof PUBLICATION_FIELD_LABELS];
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(new RegExp(`^${label}`))));
  });
});

describe('wizard machine — what the page plays of the machine', () => {
  // Runs after the plays above (tests of a file run in order): they add up to the coverage.
  test('every state is shown on the page, and the transitions taken are counted', () => {
    const { states, transitions } = wizardModel.coverage();
    // The one transition left is a click on a step whose button the page disables (a step after a failing one).
    console.log(
      `[wizardMachine UI] states covered ${states.covered}/${states.total}, transitions covered ${transitions.covered}/${transitions.total}` +
        (transitions.missing.length ? ` — not played on the page: ${transitions.missing.join('; ')}` : ''),
    );
    expect(states.missing).toEqual([]);
    expect(transitions.missing).toEqual(['wizard.deciding (always #1)']);
  });
});
