import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FICHE_LIBRAIRE_TEXTS } from '../../../domain/publication/ficheLibraireTexts.ts';
import { FicheLibraireSection } from '../../../src/features/publications/components/ficheLibraire/FicheLibraireSection.tsx';
import { apiRefusal, mockApi, renderWithQuery, sentValues } from '../testUtils.tsx';
import { DRAFT_FICHE as DRAFT, FICHE, NBSP } from './ficheLibraireFixture.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const PATH = '/Publication/Publication_FicheLibraire';
/** The value the card gives for `label` (the <dd> of its <dt>). */
function valueOf(card: HTMLElement, label: string): string | null {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(new Blob(['image'], { type: 'image/jpeg' })));
  URL.createObjectURL = vi.fn(() => 'blob:couverture');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the « Fiche libraire »', () => {
  test('shows the record as a bookseller reads it: cover, title, series, contributors and facts', async () => {
    mockApi({ [PATH]: () => FICHE });
    renderWithQuery(<FicheLibraireSection idPublication={7} />);

    const section = screen.getByRole('region', { name: 'Fiche libraire' });
    expect(within(section).getByRole('status')).toBeInTheDocument();
    const card = await within(section).findByRole('article', { name: `Fiche libraire${NBSP}: Les Jardins de Penhoët` });
    expect(sentValues(PATH)).toEqual([{ Id: 7 }]);

    expect(await within(card).findByRole('img', { name: 'Couverture de Les Jardins de Penhoët' })).toHaveAttribute(
      'src',
      'blob:couverture',
    );
    expect(within(card).getByRole('heading', { level: 3, name: 'Les Jardins de Penhoët' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Les Jardins de Penhoët, tome 2');
    expect(card).toHaveTextContent('Le retour des hirondelles');
    const contributors = within(card).getByRole('list', { name: 'Contributeurs' });
    expect(
      within(contributors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Maëlle Le Goff (Auteur)', 'Anna Schmidt (Traducteur)']);

    expect(valueOf(card, 'EAN')).toBe('978-2-36512-001-2');
    expect(valueOf(card, 'Marque')).toBe('Éditions de Penhoët');
    expect(valueOf(card, 'Éditeur')).toBe('Éditions de Penhoët (GLN 3051234567890)');
    expect(valueOf(card, 'Distribution')).toBe('Éditions de Penhoët, qui distribue lui-même');
    expect(valueOf(card, 'Prix TTC')).toBe(`18,50${NBSP}€`);
    expect(valueOf(card, 'Disponibilité')).toBe('Disponible');
    expect(valueOf(card, 'Parution')).toBe('12/03/2026');
    expect(valueOf(card, 'Format')).toBe('Broché');
    expect(valueOf(card, 'Dimensions')).toBe(`210 × 140 × 14${NBSP}mm, 310${NBSP}g`);
    expect(valueOf(card, 'Pages')).toBe(`224${NBSP}pages`);
    expect(valueOf(card, 'Sujet')).toBe(
      'Romans contemporains — Thema FBA (Littérature moderne et contemporaine : générale et littéraire)',
    );
    expect(valueOf(card, 'Classement CLIL')).toBe('CLIL 3442 (Romans)');
    expect(valueOf(card, 'Résumé')).toBe("À la mort de sa grand-mère, Anna hérite d'une maison de granit.");

    expect(card).toHaveTextContent(FICHE_LIBRAIRE_TEXTS.complete);
    expect(within(card).queryByRole('heading', { name: 'Ce qui manque pour le catalogue' })).toBeNull();
  });

  test('shows what a draft lacks as « Non renseigné » and lists what the catalogue still needs', async () => {
    mockApi({ [PATH]: () => DRAFT });
    renderWithQuery(<FicheLibraireSection idPublication={8} />);

    const card = await screen.findByRole('article', { name: `Fiche libraire${NBSP}: Sans titre` });
    expect(within(card).getByRole('img', { name: 'Couverture de Sans titre' })).toHaveTextContent('Pas de couverture');
    expect(card).toHaveTextContent('Aucun contributeur');
    expect(valueOf(card, 'EAN')).toBe('Non renseigné');
    expect(valueOf(card, 'Prix TTC')).toBe('Non renseigné');
    expect(valueOf(card, 'Résumé')).toBe('Non renseigné');
    // Without a CLIL category, the card has no such row rather than one « Non renseigné ».
    expect(within(card).queryByText('Classement CLIL', { selector: 'dt' })).toBeNull();

    const missing = within(card).getByRole('region', { name: 'Ce qui manque pour le catalogue' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(DRAFT.Manques);
    expect(card).not.toHaveTextContent(FICHE_LIBRAIRE_TEXTS.complete);
  });

  test('announces the price to come beside the price in force', async () => {
    mockApi({ [PATH]: () => ({ ...FICHE, PrixAVenir: { PrixTTCCentimes: 1400, DateEffet: '2027-02-01' } }) });
    renderWithQuery(<FicheLibraireSection idPublication={7} />);
    const card = await screen.findByRole('article', { name: `Fiche libraire${NBSP}: Les Jardins de Penhoët` });
    expect(valueOf(card, 'Prix TTC')).toBe(`18,50${NBSP}€ (14,00${NBSP}€ à partir du 1er février 2027)`);
  });

  test('says when the fiche could not be read, and « Réessayer » reads it again', async () => {
    let calls = 0;
    mockApi({
      [PATH]: () => {
        calls += 1;
        if (calls === 1) throw apiRefusal(500, 'Le service est momentanément indisponible.');
        return FICHE;
      },
    });
    renderWithQuery(<FicheLibraireSection idPublication={7} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La fiche libraire n’a pas pu être chargée.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: `Fiche libraire${NBSP}: Les Jardins de Penhoët` })).toBeVisible();
  });
});
