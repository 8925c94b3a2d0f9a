import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { FaqBrowser } from '../../src/features/content/components/FaqBrowser.tsx';
import { countQuestions, filterFaq } from '../../src/features/content/utils/filterFaq.ts';
import { faqOf, parseFaq } from '../../src/features/content/utils/parseFaq.ts';
import type { FaqCategorie } from '../../src/lib/api/types.ts';

const FAQ: FaqCategorie[] = [
  {
    Nom: 'Référencement de mes publications',
    Questions: [
      {
        Id: 'q1',
        Enonce: 'Comment déclarer une nouvelle publication ?',
        Contenu: '<p>Depuis <strong>Mes publications</strong>, créez une publication.</p>',
      },
      {
        Id: 'q2',
        Enonce: 'Quand mon livre sera-t-il visible ?',
        Contenu: '<p>Sous 48 heures après la modération de l&#39;équipe.</p>',
      },
    ],
    Categories: [
      {
        Nom: 'EAN et ISBN',
        Questions: [{ Id: 'q3', Enonce: 'Où obtenir un ISBN ?', Contenu: "<p>Auprès de l'agence francophone.</p>" }],
        Categories: [],
      },
    ],
  },
  {
    Nom: 'Commandes et paiement',
    Questions: [{ Id: 'q4', Enonce: 'Où trouver mes factures ?', Contenu: '<p>Dans <em>Mes commandes</em>.</p>' }],
    Categories: [],
  },
];

function questions(tree: FaqCategorie[]): string[] {
  return tree.flatMap((c) => [...c.Questions.map((q) => q.Id), ...questions(c.Categories)]);
}

describe('filterFaq', () => {
  test('keeps the whole tree for an empty or blank search', () => {
    expect(filterFaq(FAQ, '')).toEqual(FAQ);
    expect(filterFaq(FAQ, '   ')).toEqual(FAQ);
    expect(countQuestions(FAQ)).toBe(4);
  });

  test('finds questions by their statement or their answer, regardless of case and accents', () => {
    expect(questions(filterFaq(FAQ, 'FACTURES'))).toEqual(['q4']);
    expect(questions(filterFaq(FAQ, 'equipe'))).toEqual(['q2']);
    expect(questions(filterFaq(FAQ, 'CREEZ une'))).toEqual(['q1']);
  });

  test('keeps a matching question inside its parent categories, and drops the categories left empty', () => {
    const result = filterFaq(FAQ, 'agence');
    expect(result.map((c) => c.Nom)).toEqual(['Référencement de mes publications']);
    expect(result[0]!.Questions).toEqual([]);
    expect(result[0]!.Categories.map((c) => c.Nom)).toEqual(['EAN et ISBN']);
  });

  test('keeps every question of a category whose name matches', () => {
    expect(questions(filterFaq(FAQ, 'paiement'))).toEqual(['q4']);
    expect(questions(filterFaq(FAQ, 'ean et'))).toEqual(['q3']);
  });

  test('requires every word typed', () => {
    expect(questions(filterFaq(FAQ, 'livre visible'))).toEqual(['q2']);
    expect(questions(filterFaq(FAQ, 'livre factures'))).toEqual([]);
  });
});

describe('parseFaq', () => {
  test('reads the JSON of the Questions element', () => {
    expect(faqOf({ ContenuElements: [{ Nom: 'Questions', Valeur: JSON.stringify(FAQ) }] })).toEqual(FAQ);
  });

  test('gives an empty tree for a missing, broken or foreign value, and leaves malformed entries out', () => {
    expect(parseFaq(null)).toEqual([]);
    expect(parseFaq('{pas du json')).toEqual([]);
    expect(parseFaq('{"Nom":"pas un tableau"}')).toEqual([]);
    expect(
      parseFaq(JSON.stringify([{ Nom: 'A', Questions: [{ Id: 1 }], Categories: 'x' }, { Questions: [] }])),
    ).toEqual([{ Nom: 'A', Questions: [], Categories: [] }]);
  });
});

function renderFaq(categories: FaqCategorie[]) {
  // Answers may hold links, which navigate inside the application: a router is needed around them.
  const router = createMemoryRouter([{ path: '/', element: <FaqBrowser categories={categories} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('the FAQ browser', () => {
  test('shows categories and nested categories open, questions closed, as disclosure buttons under headings', async () => {
    const user = userEvent.setup();
    renderFaq(FAQ);
    const categorie = screen.getByRole('button', { name: 'EAN et ISBN' });
    expect(categorie).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Référencement de mes publications', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'EAN et ISBN', level: 3 })).toBeInTheDocument();

    const question = screen.getByRole('button', { name: 'Où obtenir un ISBN ?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText("Auprès de l'agence francophone.")).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText("Auprès de l'agence francophone.")).toBeVisible();

    await user.click(categorie);
    expect(screen.queryByRole('button', { name: 'Où obtenir un ISBN ?' })).not.toBeInTheDocument();
  });

  test('narrows the questions down to those matching the search, answers open, and says how many', async () => {
    const user = userEvent.setup();
    renderFaq(FAQ);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }), 'factures');

    expect(await screen.findByRole('status')).toHaveTextContent('1 question correspond à votre recherche.');
    expect(screen.getByRole('button', { name: 'Où trouver mes factures ?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Mes commandes')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Où obtenir un ISBN ?' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pas de résultats')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(screen.getByRole('button', { name: 'Où obtenir un ISBN ?' })).toBeInTheDocument();
  });

  test('shows « Pas de résultats » when nothing matches', async () => {
    const user = userEvent.setup();
    renderFaq(FAQ);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans la FAQ' }), 'remboursement');
    expect(await screen.findByText('Pas de résultats')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aucune question ne correspond à votre recherche.');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test('shows « Pas de résultats » for an empty tree, and for categories without any question', () => {
    const { unmount } = renderFaq([]);
    expect(screen.getByText('Pas de résultats')).toBeInTheDocument();
    unmount();
    renderFaq([{ Nom: 'Vide', Questions: [], Categories: [{ Nom: 'Vide aussi', Questions: [], Categories: [] }] }]);
    expect(screen.getByText('Pas de résultats')).toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Vide' })).not.toBeInTheDocument();
  });
});

describe('the FAQ browser with the keyboard', () => {
  test('opens a question with Enter or Space, and Escape in the search field clears it', async () => {
    const user = userEvent.setup();
    renderFaq(FAQ);
    const question = screen.getByRole('button', { name: 'Où trouver mes factures ?' });
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Où trouver mes factures ?' })).toHaveTextContent('Dans Mes commandes.');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');

    const search = screen.getByRole('searchbox', { name: 'Rechercher dans la FAQ' });
    await user.type(search, 'isbn');
    expect(await screen.findByRole('status')).toHaveTextContent('1 question correspond à votre recherche.');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Où trouver mes factures ?' })).toBeInTheDocument();
  });
});
