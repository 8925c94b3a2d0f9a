import { readFileSync } from 'node:fs';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Actor } from 'xstate';
import { CONTENT_EDIT_TEXTS as T } from '../../domain/content/editTexts.ts';
import type { ContentEditMachine } from '../../machines/contentEdit/contentEditMachine.ts';
import { selectIsDirty } from '../../machines/contentEdit/selectors.ts';
import { ContentEditPanel } from '../../src/features/contentEdit/ContentEditPanel.tsx';
import { renderRoutes } from '../unit/testUtils.tsx';
import { BOOLEAN, contentEditModel, IMAGE, TEXT } from './contentEdit/contentEditModel.ts';
import { coveringPaths } from './coveringPaths.ts';
import { isPlayableInUi, playPathInUi, type UiPlayOptions } from './uiPathPlayer.ts';
import type { ModelPath } from './modelRunner.ts';

interface Ui {
  user: ReturnType<typeof userEvent.setup>;
}

const PNG = readFileSync('tests/fixtures/publication/couverture-500x800.png');
const BLOCK = 'Mentions légales';

beforeAll(() => {
  // jsdom has no object URLs: the preview of a chosen file only needs an address.
  URL.createObjectURL ??= () => 'blob:apercu';
  URL.revokeObjectURL ??= () => undefined;
});

function renderPanel(actor: Actor<ContentEditMachine>): Ui {
  renderRoutes([{ path: '/', element: <ContentEditPanel actor={actor} title={BLOCK} /> }]);
  return { user: userEvent.setup({ delay: null }) };
}

const panel = () => screen.getByRole('dialog', { name: T.panelTitle(BLOCK) });
const button = (name: string) => within(panel()).getByRole('button', { name });
const alertDialog = (name: string) => screen.getByRole('alertdialog', { name });
const previewRegion = () => within(panel()).getByRole('region', { name: /^Version remplacée le 20\/11\/2026/ });
const titleField = () => within(panel()).getByRole('textbox', { name: 'Titre' });
const visibleSwitch = () => within(panel()).getByRole('switch', { name: 'Visible' });

function expectNoAlertDialog(): void {
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

/** The draft on screen: the text, the switch, and the image's preview or its removal. */
function expectDraft(snapshot: ReturnType<Actor<ContentEditMachine>['getSnapshot']>): void {
  const { draft } = snapshot.context;
  expect(titleField()).toHaveValue(draft.values[TEXT] ?? '');
  if (draft.values[BOOLEAN] === 'true') expect(visibleSwitch()).toBeChecked();
  else expect(visibleSwitch()).not.toBeChecked();
  const image = draft.images[IMAGE]?.kind ?? 'keep';
  if (image === 'remove') expect(within(panel()).getByText(T.image.removed)).toBeInTheDocument();
  else expect(within(panel()).getByRole('img', { name: T.image.alt('Image') })).toBeInTheDocument();
}

const ui: UiPlayOptions<ContentEditMachine, Ui> = {
  render: renderPanel,
  states: {
    closed: () => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    loading: () => {
      expect(within(panel()).getByRole('status')).toBeInTheDocument();
      expect(within(panel()).queryByRole('textbox')).toBeNull();
    },
    loadFailed: ({ snapshot }) => {
      expect(within(panel()).getByRole('alert')).toHaveTextContent(T.loadFailed);
      if (snapshot.context.error) expect(within(panel()).getByRole('alert')).toHaveTextContent(snapshot.context.error);
      expect(button('Réessayer')).toBeInTheDocument();
    },
    editing: ({ snapshot }) => {
      expectDraft(snapshot);
      expectNoAlertDialog();
      const save = button(T.save);
      if (selectIsDirty(snapshot)) expect(save).not.toBeDisabled();
      else expect(save).toBeDisabled();
    },
    'editing.idle': ({ snapshot }) => {
      expect(within(panel()).queryByRole('alert')).toBeNull();
      expect(within(panel()).getByRole('status')).toHaveTextContent(selectIsDirty(snapshot) ? T.unsaved : '');
    },
    'editing.saved': () => {
      expect(within(panel()).getByRole('status')).toHaveTextContent(T.saved);
      expect(within(panel()).queryByRole('alert')).toBeNull();
    },
    'editing.failed': ({ snapshot }) => {
      const alert = within(panel()).getByRole('alert');
      expect(alert).toHaveTextContent(T.saveFailed);
      if (snapshot.context.error) expect(alert).toHaveTextContent(snapshot.context.error);
      else expect(alert.textContent).toBe(T.saveFailed);
    },
    saving: () => {
      expect(button(T.saving)).toBeInTheDocument();
      expect(button(T.close)).toBeDisabled();
    },
    confirmingClose: () => {
      expect(alertDialog(T.confirmClose.title)).toHaveTextContent(T.confirmClose.text);
    },
    'history.loading': () => {
      expect(within(panel()).getByRole('status')).toBeInTheDocument();
      expect(button(T.history.back)).toBeInTheDocument();
    },
    'history.loadFailed': () => {
      expect(within(panel()).getByRole('alert')).toHaveTextContent(T.history.loadFailed);
    },
    'history.list': ({ snapshot }) => {
      expect(within(panel()).getAllByRole('button', { name: /^Restaurer la version remplacée le / })).toHaveLength(
        snapshot.context.versions!.length,
      );
      expect(within(panel()).getByText(/par admin@example\.org/)).toBeInTheDocument();
      if (snapshot.context.error) expect(within(panel()).getByRole('alert')).toHaveTextContent(T.history.restoreFailed);
      expectNoAlertDialog();
    },
    'history.previewing': () => {
      // The version as it would come back, its date and author, before anything is replaced; the focus on its title.
      const preview = previewRegion();
      expect(within(preview).getByRole('heading', { level: 3 })).toHaveFocus();
      expect(preview).toHaveTextContent('Plus ancien');
      expect(preview).toHaveTextContent(T.history.preview.author('admin@example.org'));
      expect(within(preview).getByRole('img', { name: T.history.preview.imageAlt('Image') })).toHaveAttribute(
        'src',
        '/fichiers/contenus/b.png',
      );
      expect(within(preview).getByText(T.history.preview.no)).toBeInTheDocument();
      expect(within(preview).getByRole('button', { name: T.history.preview.confirm })).toBeEnabled();
      expectNoAlertDialog();
    },
    'history.restoring': () => {
      expect(within(previewRegion()).getByRole('button', { name: T.history.restoring })).toBeInTheDocument();
      expect(button(T.close)).toBeDisabled();
    },
  },
  events: {
    // The page's « Modifier » button opens the panel (tested in the browser).
    'contentEdit.open': ({ event, actor }) => {
      actor.send(event as { type: 'contentEdit.open'; idContenu: number });
    },
    'contentEdit.valueChanged': async ({ event, ui: { user } }) => {
      if (event.type !== 'contentEdit.valueChanged') return;
      if (event.idElement === TEXT) fireEvent.change(titleField(), { target: { value: event.valeur } });
      else if ((event.valeur === 'true') !== visibleSwitch().matches(':checked')) await user.click(visibleSwitch());
    },
    'contentEdit.imageChosen': async ({ ui: { user } }) => {
      const input = panel().querySelector<HTMLInputElement>('input[type=file]')!;
      await user.upload(input, new File([PNG], 'illustration.png', { type: 'image/png' }));
      await within(panel()).findByText(T.image.replaced('illustration.png'));
    },
    'contentEdit.imageRemoved': async ({ ui: { user } }) => user.click(button(T.image.remove)),
    'contentEdit.imageKept': async ({ ui: { user } }) => user.click(button(T.image.keep)),
    'contentEdit.save': async ({ ui: { user } }) => user.click(button(T.save)),
    'contentEdit.close': async ({ ui: { user } }) => user.click(button(T.close)),
    'contentEdit.closeConfirmed': async ({ ui: { user } }) =>
      user.click(within(alertDialog(T.confirmClose.title)).getByRole('button', { name: T.confirmClose.confirm })),
    'contentEdit.closeCancelled': async ({ ui: { user } }) =>
      user.click(within(alertDialog(T.confirmClose.title)).getByRole('button', { name: T.confirmClose.cancel })),
    'contentEdit.retry': async ({ ui: { user } }) => user.click(button('Réessayer')),
    'contentEdit.historyOpened': async ({ ui: { user } }) => user.click(button(T.history.open)),
    'contentEdit.historyClosed': async ({ ui: { user } }) => user.click(button(T.history.back)),
    'contentEdit.restoreRequested': async ({ ui: { user } }) =>
      user.click(within(panel()).getAllByRole('button', { name: /^Restaurer la version remplacée le / })[0]!),
    'contentEdit.restoreConfirmed': async ({ ui: { user } }) =>
      user.click(within(previewRegion()).getByRole('button', { name: T.history.preview.confirm })),
    'contentEdit.restoreCancelled': async ({ ui: { user } }) =>
      user.click(within(previewRegion()).getByRole('button', { name: T.history.preview.cancel })),
  },
};

/**
 * Whether each step of `path` is one the panel offers: a value changed to another one (a field set to what it holds
 * reports nothing), « Supprimer » on the stored image, « Annuler » on a changed one.
 */
function stepsOffered(path: ModelPath<ContentEditMachine>): boolean {
  return path.steps.every((step, index) => {
    if (index === 0) return true;
    const before = path.steps[index - 1]!.state.context;
    const kind = before.draft.images[IMAGE]?.kind ?? 'keep';
    if (step.event.type === 'contentEdit.imageRemoved') return kind === 'keep';
    if (step.event.type === 'contentEdit.imageKept') return kind !== 'keep';
    if (step.event.type === 'contentEdit.valueChanged')
      return before.draft.values[step.event.idElement] !== step.event.valeur;
    return true;
  });
}

describe('content edit machine — its generated paths played on the side panel', () => {
  const paths = coveringPaths(
    contentEditModel.paths.filter((path) => isPlayableInUi(path, ui.events) && stepsOffered(path)),
  );

  test('every state is reached by a path the panel can play', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect(reached.size).toBe(
      new Set(contentEditModel.paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))))
        .size,
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await playPathInUi(contentEditModel, path, ui);
  });
});
