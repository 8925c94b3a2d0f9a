import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublicationSaisie, StepData } from '../../../machines/wizard/types.ts';
import { langues, typesContribution } from '../../../server/compose/seed/data/referenceLists.ts';
import { Step2Form } from '../../../src/features/publications/components/steps/Step2Form.tsx';
import type { AuteurContribution } from '../../../src/features/publications/utils/authorRows.ts';
import { mockApi } from '../testUtils.tsx';
import { contribution as author } from './contributionFixture.ts';
import { renderStep } from './renderStep.tsx';
import { field, retype, type User } from './stepFields.ts';
import { pressDragKey, stackOrderedListItemsInEachTest } from '../listLayout.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const AUTEUR = 1;
const TRADUCTEUR = 2;
const ILLUSTRATEUR = 6;

/** A publication saved after step 1: its step 2 is still to fill. */
const NEW_PUBLICATION: PublicationSaisie = {
  Id: 7,
  Ean: '9782365120017',
  IdsLangues: [20],
  Titre: null,
  Serie: false,
  TitreVolume: null,
  NumeroVolume: null,
  MultipleAuteurs: false,
  AuteurContribution: [],
};

const withAuthors = (...contributions: AuteurContribution[]): PublicationSaisie => ({
  ...NEW_PUBLICATION,
  Titre: 'Les Chemins de traverse',
  AuteurContribution: contributions,
});

function renderStep2(publication: PublicationSaisie) {
  return renderStep(2, publication, (props) => <Step2Form {...props} />);
}

/** The name fields of the list, top to bottom (the list is its own chunk: it arrives a moment later). */
async function nameFields(): Promise<HTMLElement[]> {
  await screen.findByRole('textbox', { name: 'Nom du contributeur 1' });
  return screen.getAllByRole('textbox', { name: /^Nom du contributeur \d+$/ });
}

async function chooseType(user: User, row: number, type: string) {
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`Type de contribution du contributeur ${row}$`) }),
  );
  await user.click(await screen.findByRole('option', { name: type }));
}

const sentNames = (draft: StepData) => draft.AuteurContribution?.map((c) => [c.Nom, c.Rang]);

beforeEach(() => {
  mockApi({
    '/StaticData/Get_TypeContribution': () => typesContribution,
    '/StaticData/Get_Langues': () => langues,
  });
});

describe('the title', { timeout: 20_000 }, () => {
  test('is required, and a lone hyphen is not a title', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2(NEW_PUBLICATION);
    const title = field('Titre');
    expect(title).toHaveAccessibleDescription('Titre obligatoire');

    await retype(user, 'Titre', '-');
    expect(title).toHaveAccessibleDescription('Libellé non valide');

    await retype(user, 'Titre', 'Les Chemins de traverse');
    expect(title).toBeValid();
    expect(wizard.draft.Titre).toBe('Les Chemins de traverse');

    await user.clear(title);
    expect(wizard.draft.Titre).toBeNull();
    expect(title).toHaveAccessibleDescription('Titre obligatoire');
  });
});

describe('the series', { timeout: 20_000 }, () => {
  test('asks for the volume number, a number or a Roman numeral, and leaves the volume title optional', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2(withAuthors());
    expect(screen.queryByRole('textbox', { name: /Numéro de volume/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Oui' }));
    expect(wizard.draft.Serie).toBe(true);
    const numero = field(/^Numéro de volume/);
    expect(numero).toBeInvalid();
    expect(numero).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    expect(field('Titre du volume (facultatif)')).toBeValid();

    await retype(user, /^Numéro de volume/, 'abc');
    expect(numero).toHaveAccessibleDescription(expect.stringContaining('Numéro de volume incorrect'));

    for (const valid of ['12', '3.5', '2-3', 'XIV']) {
      await retype(user, /^Numéro de volume/, valid);
      expect(numero).toBeValid();
      expect(wizard.draft.NumeroVolume).toBe(valid);
    }
  });

  test('answered Non hides the volume and clears it in the draft', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2({ ...withAuthors(), Serie: true, NumeroVolume: '2', TitreVolume: 'Le Retour' });
    expect(field(/^Numéro de volume/)).toHaveValue('2');
    expect(field('Titre du volume (facultatif)')).toHaveValue('Le Retour');

    await user.click(screen.getByRole('radio', { name: 'Non' }));
    expect(screen.queryByRole('textbox', { name: /Numéro de volume/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Titre du volume/ })).not.toBeInTheDocument();
    expect(wizard.draft).toMatchObject({ Serie: false, NumeroVolume: null, TitreVolume: null });
  });

  test('is chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2(withAuthors());
    await user.click(field('Titre'));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Non' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Oui' })).toBeChecked();
    expect(wizard.draft.Serie).toBe(true);
  });
});

describe('the authors list', { timeout: 20_000 }, () => {
  test('offers « Aucun » first, then the contribution types in the order of their Rang', async () => {
    const user = userEvent.setup();
    renderStep2(withAuthors());
    await nameFields();
    await user.click(screen.getByRole('button', { name: /Type de contribution du contributeur 1$/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Aucun',
      'Auteur',
      'Illustrateur',
      'Traducteur',
      'Photographe',
      'Préfacier',
      'Postfacier',
      'Directeur de publication',
      'Éditeur scientifique ou intellectuel',
      'Collaborateur',
    ]);
  });

  test('offers a new empty row while there are fewer than 3 authors, which is not sent', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2(withAuthors());
    expect(await nameFields()).toHaveLength(1);

    await user.type(field('Nom du contributeur 1'), 'Éric Dupont');
    expect(field('Nom du contributeur 1')).toHaveFocus();
    await chooseType(user, 1, 'Auteur');
    expect(await nameFields()).toHaveLength(2);
    expect(wizard.draft.AuteurContribution).toEqual([author('Éric Dupont', AUTEUR, 1)]);

    await user.type(field('Nom du contributeur 2'), 'Claire Martin');
    await chooseType(user, 2, 'Illustrateur');
    await user.type(field('Nom du contributeur 3'), 'Paul Durand');
    await chooseType(user, 3, 'Auteur');
    expect(await nameFields()).toHaveLength(3);
    expect(wizard.draft.AuteurContribution).toEqual([
      author('Éric Dupont', AUTEUR, 1),
      author('Claire Martin', ILLUSTRATEUR, 2),
      author('Paul Durand', AUTEUR, 3),
    ]);
  });

  test('grows past 3 only with « Auteurs multiples », and says so when 4 are declared without it', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2(
      withAuthors(
        author('Éric Dupont', AUTEUR, 1),
        author('Claire Martin', ILLUSTRATEUR, 2),
        author('Paul Durand', AUTEUR, 3),
      ),
    );
    expect(await nameFields()).toHaveLength(3);
    const multiple = screen.getByRole('checkbox', { name: 'Auteurs multiples' });
    expect(multiple).toHaveAccessibleDescription('Cochez cette case pour déclarer plus de 3 contributions.');

    await user.click(multiple);
    expect(wizard.draft.MultipleAuteurs).toBe(true);
    expect(await nameFields()).toHaveLength(4);
    await user.type(field('Nom du contributeur 4'), 'Léa Petit');
    await chooseType(user, 4, 'Préfacier');
    // always one more row to add another
    expect(await nameFields()).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();

    await user.click(multiple);
    expect(await nameFields()).toHaveLength(4);
    expect(wizard.draft.AuteurContribution).toHaveLength(4);
    expect(screen.getByText('Cochez « Auteurs multiples » pour déclarer plus de 3 contributions')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Cochez « Auteurs multiples » pour déclarer plus de 3 contributions',
    );
  });

  test('deletes a row whose type is reset to none while its name is empty, and renumbers Rang', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2(
      withAuthors(author('Éric Dupont', AUTEUR, 1), author('', ILLUSTRATEUR, 2), author('Paul Durand', AUTEUR, 3)),
    );
    expect(await nameFields()).toHaveLength(3);
    expect(field('Nom du contributeur 2')).toHaveAccessibleDescription('Nom obligatoire');

    await chooseType(user, 2, 'Aucun');
    const names = await nameFields();
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['Éric Dupont', 'Paul Durand', '']);
    expect(sentNames(wizard.draft)).toEqual([
      ['Éric Dupont', 1],
      ['Paul Durand', 2],
    ]);
    // the focus does not fall back to the page: it lands on the name now in the deleted row's place
    await waitFor(() => expect(field('Nom du contributeur 2')).toHaveFocus());
  });

  test('a name needs a type, and a type needs a name', async () => {
    const user = userEvent.setup();
    renderStep2(withAuthors());
    await nameFields();

    await user.type(field('Nom du contributeur 1'), 'Éric Dupont');
    expect(screen.getByRole('button', { name: /Type de contribution du contributeur 1$/ })).toHaveAccessibleDescription(
      'Type de contribution obligatoire',
    );
    await chooseType(user, 1, 'Auteur');
    expect(screen.queryByText('Type de contribution obligatoire')).not.toBeInTheDocument();

    await chooseType(user, 2, 'Photographe');
    expect(field('Nom du contributeur 2')).toHaveAccessibleDescription('Nom obligatoire');
    await user.type(field('Nom du contributeur 2'), 'Claire Martin');
    expect(field('Nom du contributeur 2')).toBeValid();
  });

  test('a translator needs at least one language', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2(withAuthors(author('Anna Schmidt', AUTEUR, 1)));
    await nameFields();
    expect(screen.queryByRole('combobox', { name: /Langues traduites/ })).not.toBeInTheDocument();

    await chooseType(user, 1, 'Traducteur');
    const languages = await screen.findByRole('combobox', { name: 'Langues traduites par le contributeur 1' });
    expect(languages).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));

    await user.type(languages, 'Allem');
    await user.click(await screen.findByRole('option', { name: 'Allemand' }));
    expect(wizard.draft.AuteurContribution).toEqual([author('Anna Schmidt', TRADUCTEUR, 1, [2])]);
    expect(screen.queryByText('Champ obligatoire')).not.toBeInTheDocument();
  });

  test('refuses a name already given, compared without case, accents or spaces around', async () => {
    const user = userEvent.setup();
    renderStep2(withAuthors(author('Éric Dupont', AUTEUR, 1)));
    await nameFields();

    await user.type(field('Nom du contributeur 2'), ' eric dupont ');
    await chooseType(user, 2, 'Illustrateur');
    expect(field('Nom du contributeur 2')).toHaveAccessibleDescription('Ce nom figure déjà parmi les contributions');
    expect(field('Nom du contributeur 1')).toBeValid();

    await retype(user, 'Nom du contributeur 2', 'Claire Martin');
    expect(field('Nom du contributeur 2')).toBeValid();
  });
});

describe('reordering the authors', { timeout: 20_000 }, () => {
  const THREE = withAuthors(
    author('Éric Dupont', AUTEUR, 1),
    author('Claire Martin', ILLUSTRATEUR, 2),
    author('Paul Durand', AUTEUR, 3),
  );

  test('with Monter and Descendre, disabled at the ends, renumbers Rang', async () => {
    const user = userEvent.setup();
    const wizard = renderStep2(THREE);
    await nameFields();
    expect(screen.getByRole('button', { name: 'Monter le contributeur 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre le contributeur 3' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Descendre le contributeur 1' }));
    expect((await nameFields()).map((input) => (input as HTMLInputElement).value)).toEqual([
      'Claire Martin',
      'Éric Dupont',
      'Paul Durand',
    ]);
    expect(sentNames(wizard.draft)).toEqual([
      ['Claire Martin', 1],
      ['Éric Dupont', 2],
      ['Paul Durand', 3],
    ]);
    expect(screen.getByText('Éric Dupont déplacé en position 2 sur 3.')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Monter le contributeur 3' }));
    expect(sentNames(wizard.draft)).toEqual([
      ['Claire Martin', 1],
      ['Paul Durand', 2],
      ['Éric Dupont', 3],
    ]);
    expect(screen.getByRole('button', { name: 'Monter le contributeur 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Monter le contributeur 2' }));
    expect(sentNames(wizard.draft)).toEqual([
      ['Paul Durand', 1],
      ['Claire Martin', 2],
      ['Éric Dupont', 3],
    ]);
    // Monter is now disabled on the first row: the focus moved to its Descendre
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descendre le contributeur 1' })).toHaveFocus());
  });

  describe('with the keyboard on the drag handle', () => {
    stackOrderedListItemsInEachTest(100);

    const press = pressDragKey;

    test('Space lifts a row, the arrows move it, Space drops it, with French announcements', async () => {
      const wizard = renderStep2(THREE);
      await nameFields();
      const handle = screen.getByRole('button', { name: 'Déplacer le contributeur 1' });
      expect(handle).toHaveAccessibleDescription(expect.stringContaining('appuyez sur Espace ou Entrée'));
      handle.focus();

      await press(handle, 'Space');
      expect(screen.getByText('Éric Dupont saisi, en position 1 sur 3.')).toBeInTheDocument();
      await press(handle, 'ArrowDown');
      expect(screen.getByText('Éric Dupont déplacé en position 2 sur 3.')).toBeInTheDocument();
      await press(handle, 'Space');

      await waitFor(() =>
        expect(sentNames(wizard.draft)).toEqual([
          ['Claire Martin', 1],
          ['Éric Dupont', 2],
          ['Paul Durand', 3],
        ]),
      );
      expect(screen.getByText('Éric Dupont déposé en position 2 sur 3.')).toBeInTheDocument();
    });

    test('Escape cancels the move', async () => {
      const wizard = renderStep2(THREE);
      await nameFields();
      const handle = screen.getByRole('button', { name: 'Déplacer le contributeur 2' });
      handle.focus();

      await press(handle, 'Space');
      await press(handle, 'ArrowUp');
      await press(handle, 'Escape');

      expect(screen.getByText('Déplacement annulé. Claire Martin reste en position 2 sur 3.')).toBeInTheDocument();
      expect(wizard.draft.AuteurContribution).toBeUndefined();
      expect((await nameFields()).map((input) => (input as HTMLInputElement).value)).toEqual([
        'Éric Dupont',
        'Claire Martin',
        'Paul Durand',
      ]);
    });
  });
});
