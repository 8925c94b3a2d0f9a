import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { PriceSection } from '../../../src/features/publications/components/price/PriceSection.tsx';
import { apiRefusal, mockApi, renderWithQuery, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

type PrixPublication = components['schemas']['PrixPublication'];

const GET = '/Publication/Publication_Prix_Get';
const PROGRAMMER = '/Publication/Publication_Prix_Programmer';
const ANNULER = '/Publication/Publication_Prix_Annuler';
/** Testing Library reads the no-break spaces of prices as spaces; the contract's messages keep theirs. */
const NBSP = '\u00a0';

const SANS_CHANGEMENT: PrixPublication = {
  IdPublication: 7,
  PrixTTCCentimes: 1850,
  DateEffetMinimale: '2027-01-29',
  Prevu: null,
  Historique: [],
};
const PREVU = {
  Id: 3,
  PrixTTCCentimes: 1400,
  DateEffet: '2027-02-01',
  Etat: 'prevu',
  DateCreation: '2026-12-29T09:00:00Z',
} as const;
const AVEC_CHANGEMENT: PrixPublication = { ...SANS_CHANGEMENT, Prevu: PREVU };

const section = () => screen.getByRole('region', { name: 'Prix' });
const priceField = () => within(section()).getByRole('textbox', { name: 'Nouveau prix TTC (€)' });
const dateField = () => within(section()).getByRole('textbox', { name: "Date d'effet" });

describe('the « Prix » section', () => {
  test('checks the new price and its day, sends them, then shows the pending change without the form', async () => {
    let current = SANS_CHANGEMENT;
    mockApi({
      [GET]: () => current,
      [PROGRAMMER]: () => (current = AVEC_CHANGEMENT),
    });
    renderWithQuery(<PriceSection idPublication={7} />);
    await within(section()).findByText('18,50 €');
    expect(section()).toHaveTextContent('Aucun changement prévu.');
    expect(section()).toHaveTextContent('Aucun changement de prix pour le moment.');
    expect(dateField()).toHaveAccessibleDescription(/au plus tôt le 29\/01\/2027/);

    const submit = within(section()).getByRole('button', { name: 'Programmer ce prix' });
    await userEvent.click(submit);
    expect(priceField()).toHaveAccessibleDescription(/Saisissez le nouveau prix, par exemple 14,00/);
    expect(dateField()).toHaveAccessibleDescription(/Saisissez la date d'effet au format jj\/mm\/aaaa/);
    expect(priceField()).toHaveFocus();

    await userEvent.type(priceField(), '14,00');
    await userEvent.type(dateField(), '28/01/2027');
    await userEvent.click(submit);
    expect(dateField()).toHaveAccessibleDescription(/La date d'effet doit être au plus tôt le 29\/01\/2027\./);
    expect(dateField()).toHaveFocus();
    expect(sentValues(PROGRAMMER)).toEqual([]);

    await userEvent.clear(dateField());
    await userEvent.type(dateField(), '01/02/2027');
    await userEvent.click(submit);
    expect(await within(section()).findByText('14,00 € à partir du 1er février 2027')).toBeVisible();
    expect(sentValues(PROGRAMMER)).toEqual([{ Id: 7, PrixTTC: 14, DateEffet: '2027-02-01' }]);
    expect(within(section()).queryByRole('form', { name: 'Programmer un nouveau prix' })).toBeNull();
  });

  test('shows the server’s refusal at its field', async () => {
    mockApi({
      [GET]: () => SANS_CHANGEMENT,
      [PROGRAMMER]: () => {
        throw apiRefusal(400, 'Les données envoyées sont invalides.', [
          { Champ: '/PrixTTC', Message: `Le nouveau prix doit être différent du prix en vigueur (18,50${NBSP}€).` },
        ]);
      },
    });
    renderWithQuery(<PriceSection idPublication={7} />);
    await userEvent.type(await within(section()).findByRole('textbox', { name: 'Nouveau prix TTC (€)' }), '18,50');
    await userEvent.type(dateField(), '01/02/2027');
    await userEvent.click(within(section()).getByRole('button', { name: 'Programmer ce prix' }));
    await vi.waitFor(() =>
      expect(priceField()).toHaveAccessibleDescription(/Le nouveau prix doit être différent du prix en vigueur/),
    );
    expect(priceField()).toHaveFocus();
  });

  test('cancels the pending change after a confirmation, then lists it as cancelled', async () => {
    let current = AVEC_CHANGEMENT;
    mockApi({
      [GET]: () => current,
      [ANNULER]: () => (current = { ...SANS_CHANGEMENT, Historique: [{ ...PREVU, Etat: 'annule' }] }),
    });
    renderWithQuery(<PriceSection idPublication={7} />);
    await userEvent.click(await within(section()).findByRole('button', { name: 'Annuler ce changement' }));
    const dialog = screen.getByRole('alertdialog', { name: `Annuler le changement de prix${NBSP}?` });
    expect(dialog).toHaveTextContent('14,00 € à partir du 1er février 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conserver' }));
    expect(sentValues(ANNULER)).toEqual([]);

    await userEvent.click(within(section()).getByRole('button', { name: 'Annuler ce changement' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler ce changement' }),
    );
    expect(await within(section()).findByText('Aucun changement prévu.')).toBeVisible();
    expect(sentValues(ANNULER)).toEqual([{ Id: 7, IdChangement: 3 }]);
    expect(within(section()).getByRole('listitem')).toHaveTextContent('14,00 € à partir du 1er février 2027Annulé');
  });
});
