import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { parseFaqValue, type FaqCategorie } from '../../../domain/content/faq.ts';
import { FaqEditor } from '../../../src/features/contentEdit/fields/FaqEditor.tsx';
import { pressDragKey, stackOrderedListItemsInEachTest } from '../listLayout.ts';

const FAQ: FaqCategorie[] = [
  {
    Nom: 'Publications',
    Questions: [
      { Id: 'q1', Enonce: 'Comment déclarer une publication ?', Contenu: '<p>Depuis Mes publications.</p>' },
      { Id: 'q2', Enonce: 'Quand mon livre sera-t-il visible ?', Contenu: '<p>Sous 48 heures.</p>' },
    ],
    Categories: [
      {
        Nom: 'EAN et ISBN',
        Questions: [{ Id: 'q3', Enonce: 'Où obtenir un ISBN ?', Contenu: '<p>Auprès de l’agence.</p>' }],
        Categories: [],
      },
    ],
  },
  { Nom: 'Commandes', Questions: [], Categories: [] },
];

// The answers' rich text field (Tiptap) has its own tests: a textarea with the same props stands in for it.
vi.mock('../../../src/features/contentEdit/fields/RichTextField.tsx', () => import('./richTextFieldStandIn.tsx'));

const ONE_CATEGORY: FaqCategorie = { Nom: 'Commandes', Questions: [], Categories: [] };

/** Two top categories, the first with one question: what the tests of whole categories need. */
const SMALL: FaqCategorie[] = [{ ...FAQ[0]!, Questions: FAQ[0]!.Questions.slice(0, 1), Categories: [] }, ONE_CATEGORY];

const NAME_REQUIRED = "Le nom d'une catégorie est obligatoire (200 caractères au plus).";
const STATEMENT_REQUIRED = "L'énoncé d'une question est obligatoire (500 caractères au plus).";

/** The editor held by a parent that keeps every value it reports, as the content panel does. */
function renderEditor(initial: FaqCategorie[] = FAQ) {
  const changes: FaqCategorie[][] = [];
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <FaqEditor
        label="FAQ"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  const view = render(<Parent />);
  const last = () => {
    const value = changes.at(-1);
    if (!value) throw new Error('no change reported');
    return value;
  };
  return { ...view, user: userEvent.setup({ delay: null }), changes, last };
}

function statements(category: FaqCategorie | undefined): string[] {
  return category?.Questions.map((question) => question.Enonce) ?? [];
}

/** The value the editor reported is one the content calls accept. */
function expectAccepted(value: FaqCategorie[]) {
  expect(parseFaqValue(JSON.stringify(value))).toEqual({ categories: value });
}

describe('FaqEditor', () => {
  test('renames a category inline and reports the whole FAQ', async () => {
    const { user, last } = renderEditor();
    const name = screen.getByRole('textbox', { name: 'Nom de la catégorie 2' });
    await user.clear(name);
    expect(screen.getByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.paste('Paiement');

    expect(last()[1]?.Nom).toBe('Paiement');
    expect(last()[0]).toEqual(FAQ[0]);
    expectAccepted(last());
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Catégorie 2 : Paiement' })).toBeInTheDocument();
  });

  test('keeps the focus while typing when the parent gives the value back as a copy read from its JSON', async () => {
    const reported: string[] = [];
    function JsonParent() {
      const [json, setJson] = useState(JSON.stringify(FAQ));
      return (
        <FaqEditor
          label="FAQ"
          value={JSON.parse(json) as FaqCategorie[]}
          onChange={(next) => {
            reported.push(JSON.stringify(next));
            setJson(JSON.stringify(next));
          }}
        />
      );
    }
    render(<JsonParent />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nom de la catégorie 1.1' }), ' 13');
    expect(screen.getByRole('textbox', { name: 'Nom de la catégorie 1.1' })).toHaveFocus();
    expect((JSON.parse(reported.at(-1) ?? '[]') as FaqCategorie[])[0]?.Categories[0]?.Nom).toBe('EAN et ISBN 13');
  });

  test('adds a nested category, its name field focused and required', async () => {
    const { user, last } = renderEditor([{ ...ONE_CATEGORY, Categories: [ONE_CATEGORY] }]);
    await user.click(screen.getByRole('button', { name: 'Ajouter une sous-catégorie à la catégorie 1' }));

    const name = screen.getByRole('textbox', { name: 'Nom de la catégorie 1.2' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(last()[0]?.Categories[1]).toEqual({ Nom: '', Questions: [], Categories: [] });
    expect(within(screen.getByRole('group', { name: 'Sous-catégorie 1.2' })).getByText(NAME_REQUIRED)).toBeVisible();
    await user.paste('Droits');

    expect(last()[0]?.Categories.map((categorie) => categorie.Nom)).toEqual(['Commandes', 'Droits']);
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    expectAccepted(last());
  });

  test('adds a question to a nested category, its statement focused and required', async () => {
    const { user, last } = renderEditor([{ ...ONE_CATEGORY, Categories: [ONE_CATEGORY] }]);
    await user.click(screen.getByRole('button', { name: 'Ajouter une question à la catégorie 1.1' }));
    const nested = screen.getByRole('group', { name: 'Sous-catégorie 1.1 : Commandes' });
    const statement = within(nested).getByRole('textbox', { name: 'Énoncé de la question 1' });
    await waitFor(() => expect(statement).toHaveFocus());
    expect(within(nested).getByText(STATEMENT_REQUIRED)).toBeVisible();
    await user.paste('Qui cède les droits ?');
    await user.click(await within(nested).findByRole('textbox', { name: 'Réponse à la question 1' }));
    await user.paste('<p>L’auteur.</p>');

    expect(last()[0]?.Categories[0]?.Questions).toEqual([
      { Id: expect.stringMatching(/^[\w-]{8,}$/), Enonce: 'Qui cède les droits ?', Contenu: '<p>L’auteur.</p>' },
    ]);
    expect(last()[0]?.Questions).toEqual([]);
    expect(screen.queryByText(STATEMENT_REQUIRED)).not.toBeInTheDocument();
    expectAccepted(last());
  });

  test('adds a top category, and two questions get two identifiers', async () => {
    const { user, last } = renderEditor([]);
    expect(screen.getByText('La FAQ ne contient encore aucune catégorie.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom de la catégorie 1' }), 'Cpt');
    await user.click(screen.getByRole('button', { name: 'Ajouter une question à la catégorie 1' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une question à la catégorie 1' }));

    const [first, second] = last()[0]?.Questions ?? [];
    expect(first?.Id).not.toBe(second?.Id);
    expect(screen.getAllByText(STATEMENT_REQUIRED)).toHaveLength(2);
  });

  test('edits a statement in place', async () => {
    const { user, last } = renderEditor();
    const statement = screen.getByRole('textbox', { name: 'Énoncé de la question 2' });
    await user.clear(statement);
    await user.type(statement, 'Où ?');
    expect(statements(last()[0])).toEqual(['Comment déclarer une publication ?', 'Où ?']);
    expect(last()[0]?.Questions[1]?.Id).toBe('q2');
    expectAccepted(last());
  });

  test('« Monter » and « Descendre » reorder questions and categories, announced, the focus kept on the buttons', async () => {
    const { user, last } = renderEditor();
    const publications = screen.getByRole('list', { name: 'Questions de la catégorie 1' });
    await user.click(within(publications).getByRole('button', { name: 'Descendre la question 1' }));

    expect(statements(last()[0])).toEqual([
      'Quand mon livre sera-t-il visible ?',
      'Comment déclarer une publication ?',
    ]);
    expect(
      screen.getByText('La question « Comment déclarer une publication ? » déplacée en position 2 sur 2.'),
    ).toHaveAttribute('role', 'status');
    // At the bottom « Descendre » is disabled: the focus goes to « Monter ».
    await waitFor(() =>
      expect(within(publications).getByRole('button', { name: 'Monter la question 2' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Monter la catégorie 2' }));
    expect(last().map((categorie) => categorie.Nom)).toEqual(['Commandes', 'Publications']);
    expect(last()[1]?.Categories[0]?.Nom).toBe('EAN et ISBN');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descendre la catégorie 1' })).toHaveFocus());
    expectAccepted(last());
  });

  test('a question changes category with its « Catégorie » list', async () => {
    const { user, last } = renderEditor();
    const publications = screen.getByRole('list', { name: 'Questions de la catégorie 1' });
    await user.click(within(publications).getAllByRole('button', { name: /Catégorie de la question 2/ })[0]!);
    await user.click(await screen.findByRole('option', { name: '1.1 EAN et ISBN' }));

    expect(statements(last()[0])).toEqual(['Comment déclarer une publication ?']);
    expect(statements(last()[0]?.Categories[0])).toEqual([
      'Où obtenir un ISBN ?',
      'Quand mon livre sera-t-il visible ?',
    ]);
    expect(
      screen.getByText(
        'La question « Quand mon livre sera-t-il visible ? » déplacée dans la catégorie « EAN et ISBN ».',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Questions de la catégorie 1.1' })).getByRole('textbox', {
          name: 'Énoncé de la question 2',
        }),
      ).toHaveFocus(),
    );
    expectAccepted(last());
  });

  test('deletes a category only once confirmed; « Annuler » keeps it', async () => {
    const { user, changes, last } = renderEditor(SMALL);
    await user.click(screen.getByRole('button', { name: 'Supprimer la catégorie 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la catégorie «\u00a0Publications\u00a0» ?' });
    expect(dialog).toHaveTextContent('Ses questions et ses sous-catégories seront supprimées avec elle.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(changes).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Catégorie 1 : Publications' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer la catégorie 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(last()).toEqual([ONE_CATEGORY]);
    expect(screen.queryByRole('group', { name: /Publications/ })).not.toBeInTheDocument();
    expect(screen.getByText('La catégorie « Publications » a été supprimée.')).toHaveAttribute('role', 'status');
  });

  test('deletes a question once confirmed', async () => {
    const { user, last } = renderEditor();
    const nested = screen.getByRole('group', { name: 'Sous-catégorie 1.1 : EAN et ISBN' });
    await user.click(within(nested).getByRole('button', { name: 'Supprimer la question 1' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Supprimer la question «\u00a0Où obtenir un ISBN ?\u00a0» ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(last()[0]?.Categories[0]?.Questions).toEqual([]);
    expect(statements(last()[0])).toEqual(statements(FAQ[0]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter une question à la catégorie 1.1' })).toHaveFocus(),
    );
  });

  test('shows the FAQ rules’ messages of a value it is given, at their field', () => {
    const { unmount } = renderEditor([{ Nom: '', Questions: [{ Id: 'a', Enonce: '', Contenu: '' }], Categories: [] }]);
    expect(screen.getByRole('textbox', { name: 'Nom de la catégorie 1' })).toHaveAccessibleDescription(NAME_REQUIRED);
    expect(screen.getByRole('textbox', { name: 'Énoncé de la question 1' })).toHaveAccessibleDescription(
      STATEMENT_REQUIRED,
    );
    unmount();

    renderEditor([
      {
        Nom: 'Doublons',
        Questions: [
          { Id: 'a', Enonce: 'Une fois ?', Contenu: '' },
          { Id: 'a', Enonce: 'Deux fois ?', Contenu: '' },
        ],
        Categories: [],
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Énoncé de la question 2' })).toHaveAccessibleDescription(
      'Cet identifiant de question sert déjà dans la FAQ.',
    );
  });

  test('has no axe violations', async () => {
    const { container } = renderEditor();
    await screen.findAllByRole('textbox', { name: /^Réponse/ });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  describe('with the keyboard on a drag handle', () => {
    stackOrderedListItemsInEachTest(100);

    const press = pressDragKey;

    test('Space lifts a question, the arrows move it, Space drops it, announced in French', async () => {
      const { last } = renderEditor();
      const publications = screen.getByRole('list', { name: 'Questions de la catégorie 1' });
      const handle = within(publications).getByRole('button', {
        name: 'Déplacer la question 1',
        description: /appuyez sur Espace ou Entrée/,
      });
      handle.focus();

      await press(handle, 'Space');
      expect(
        screen.getByText('La question « Comment déclarer une publication ? » saisie, en position 1 sur 2.'),
      ).toBeInTheDocument();
      await press(handle, 'ArrowDown');
      expect(
        screen.getByText('La question « Comment déclarer une publication ? » déplacée en position 2 sur 2.'),
      ).toBeInTheDocument();
      await press(handle, 'Space');

      await waitFor(() =>
        expect(statements(last()[0])).toEqual([
          'Quand mon livre sera-t-il visible ?',
          'Comment déclarer une publication ?',
        ]),
      );
      expect(last()[0]?.Categories).toEqual(FAQ[0]?.Categories);
    });

    test('a category moves among its siblings; Escape cancels', async () => {
      const { changes, last } = renderEditor(SMALL);
      const handle = screen.getByRole('button', { name: 'Déplacer la catégorie 2' });
      handle.focus();
      await press(handle, 'Space');
      await press(handle, 'ArrowUp');
      await press(handle, 'Escape');
      expect(
        screen.getByText('Déplacement annulé. La catégorie « Commandes » reste en position 2 sur 2.'),
      ).toBeInTheDocument();
      expect(changes).toHaveLength(0);

      await press(handle, 'Space');
      await press(handle, 'ArrowUp');
      await press(handle, 'Space');
      await waitFor(() => expect(last().map((categorie) => categorie.Nom)).toEqual(['Commandes', 'Publications']));
    });
  });
});
