import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublicationSaisie } from '../../../machines/wizard/types.ts';
import { disponibilites, formats, illustrations } from '../../../server/compose/seed/data/referenceLists.ts';
import { Step4Form } from '../../../src/features/publications/components/steps/Step4Form.tsx';
import { mockApi } from '../testUtils.tsx';
import { renderStep } from './renderStep.tsx';
import { field, retype } from './stepFields.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const NEXT_YEAR = new Date().getFullYear() + 1;

/** An available publication whose step 4 passes. */
const AVAILABLE: PublicationSaisie = {
  Id: 42,
  Ean: '9782365120017',
  IdsLangues: [20],
  Titre: 'Les Chemins de traverse',
  IdMarque: 3,
  IdDisponibilite: 2,
  DateParution: '2024-03-15',
  PrixTTC: 12.5,
  NombrePage: 320,
  Format_Poids: 410,
  Format_Hauteur: 210,
  Format_Largeur: 140,
  Format_Epaisseur: 22,
  IdFormat: 1,
  IdIllustration: 1,
  Coffret: false,
  GenCod: null,
  ImpressionDemande: false,
};

/** A new publication, forthcoming next year, without a price. */
const FORTHCOMING: PublicationSaisie = {
  ...AVAILABLE,
  IdDisponibilite: 1,
  DateParution: `${NEXT_YEAR}-09-01`,
  PrixTTC: null,
};

function renderStep4(publication: PublicationSaisie) {
  return renderStep(4, publication, (props) => <Step4Form {...props} />, {
    after: (
      <>
        <label>
          Champ hors de l'étape
          <input name="controle" />
        </label>
        <button type="submit">Envoyer</button>
      </>
    ),
  });
}

beforeEach(() => {
  mockApi({
    '/StaticData/Get_Disponibilite': () => disponibilites,
    '/StaticData/Get_Formats': () => formats,
    '/StaticData/Get_Illustrations': () => illustrations,
  });
});

describe('step 4 shows the commercial and physical data', () => {
  test('in two groups, with the loaded values as a French user writes them', async () => {
    renderStep4(AVAILABLE);
    const commercial = screen.getByRole('group', { name: 'Données commerciales' });
    const physical = screen.getByRole('group', { name: 'Données physiques' });

    expect(within(commercial).getByRole('textbox', { name: /Date de parution/ })).toHaveValue('15/03/2024');
    expect(within(commercial).getByRole('textbox', { name: 'Prix TTC (€)' })).toHaveValue('12,50');
    expect(within(commercial).getByRole('textbox', { name: /Gencod du distributeur/ })).toHaveValue('');
    expect(within(commercial).getByRole('checkbox', { name: 'Impression à la demande' })).not.toBeChecked();
    expect(await within(commercial).findByRole('button', { name: /Disponible Disponibilité/ })).toBeInTheDocument();

    expect(within(physical).getByRole('textbox', { name: /Nombre de pages/ })).toHaveValue('320');
    expect(within(physical).getByRole('textbox', { name: /Poids \(g\)/ })).toHaveValue('410');
    expect(within(physical).getByRole('textbox', { name: /Hauteur \(mm\)/ })).toHaveValue('210');
    expect(within(physical).getByRole('textbox', { name: /Largeur \(mm\)/ })).toHaveValue('140');
    expect(within(physical).getByRole('textbox', { name: /Épaisseur \(mm\)/ })).toHaveValue('22');
    expect(within(physical).getByRole('radio', { name: 'Non' })).toBeChecked();
    expect(await within(physical).findByRole('button', { name: /Broché Format/ })).toBeInTheDocument();
    expect(
      await within(physical).findByRole('button', { name: /Sans illustration Illustration \(facultatif\)/ }),
    ).toBeInTheDocument();
    // The format is required, the illustration is not (PublicationEtape4): only the first says so.
    expect(
      within(physical)
        .getByRole('button', { name: /Broché Format/ })
        .closest('[data-required]'),
    ).not.toBeNull();
    expect(
      within(physical)
        .getByRole('button', { name: /Illustration/ })
        .closest('[data-required]'),
    ).toBeNull();
  });

  test('numbers are typed on a numeric keyboard', () => {
    renderStep4(AVAILABLE);
    for (const name of [/Nombre de pages/, /Poids/, /Hauteur/, /Largeur/, /Épaisseur/, /Gencod/]) {
      expect(field(name)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(field('Prix TTC (€)')).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('the price', () => {
  test('accepts a decimal comma and sends the amount as a number', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(FORTHCOMING);
    const price = await retype(user, /Prix TTC/, '12,50');

    expect(price).toHaveValue('12,50');
    expect(wizard.draft.PrixTTC).toBe(12.5);
    expect(price).toBeValid();
  });

  test('is required for an available publication, and sent as null when emptied', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    const price = await retype(user, 'Prix TTC (€)', '');

    expect(wizard.draft.PrixTTC).toBeNull();
    expect(price).toHaveAccessibleDescription('Champ obligatoire');
  });

  test('must be above 0', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    const price = await retype(user, 'Prix TTC (€)', '0');

    expect(wizard.draft.PrixTTC).toBe(0);
    expect(price).toHaveAccessibleDescription('Le prix doit être supérieur à 0');
  });

  test('that is not a number is kept as typed and refused', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    const price = await retype(user, 'Prix TTC (€)', 'douze euros');

    expect(price).toHaveValue('douze euros');
    expect(wizard.draft.PrixTTC).toBe('douze euros');
    expect(price).toHaveAccessibleDescription('Le prix doit être un nombre, par exemple 12,50');
  });

  test('is optional for a forthcoming publication, and says so', async () => {
    renderStep4(FORTHCOMING);
    const price = field('Prix TTC (€) (facultatif pour une publication à paraître)');

    expect(price).toHaveValue('');
    expect(price).not.toBeRequired();
    expect(price).toBeValid();
    expect(screen.queryByText('Champ obligatoire')).not.toBeInTheDocument();
  });

  test('becomes required when the availability leaves « À paraître »', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(FORTHCOMING);

    await user.click(await screen.findByRole('button', { name: /À paraître Disponibilité/ }));
    await user.click(await screen.findByRole('option', { name: 'Disponible' }));

    expect(wizard.draft.IdDisponibilite).toBe(2);
    const price = field('Prix TTC (€)');
    expect(price).toBeRequired();
    expect(price).toHaveAccessibleDescription('Champ obligatoire');
  });
});

describe('the publication date', () => {
  test('typed as jj/mm/aaaa is sent as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    const date = await retype(user, /Date de parution/, '05/11/2023');

    expect(date).toHaveValue('05/11/2023');
    expect(wizard.draft.DateParution).toBe('2023-11-05');
    expect(date).toBeValid();
  });

  test('is required, and sent as null when emptied', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    const date = await retype(user, /Date de parution/, '');

    expect(wizard.draft.DateParution).toBeNull();
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
  });

  test('refuses a day that does not exist', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    const date = await retype(user, /Date de parution/, '30/02/2024');

    expect(wizard.draft.DateParution).toBe('30/02/2024');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Date incorrecte'));
  });

  test('of a forthcoming publication cannot be past', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(FORTHCOMING);
    const date = await retype(user, /Date de parution/, '01/01/2020');

    expect(wizard.draft.DateParution).toBe('2020-01-01');
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('Une publication à paraître ne peut pas avoir une date de parution passée'),
    );

    await retype(user, /Date de parution/, `01/01/${NEXT_YEAR}`);
    expect(date).toBeValid();
  });
});

describe('the physical measures', () => {
  test.each([
    ['Nombre de pages', 'NombrePage'],
    ['Poids (g)', 'Format_Poids'],
    ['Hauteur (mm)', 'Format_Hauteur'],
    ['Largeur (mm)', 'Format_Largeur'],
    ['Épaisseur (mm)', 'Format_Epaisseur'],
  ] as const)('« %s » accepts digits only, and is sent as null when emptied', async (label, key) => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    const name = `${label} (facultatif)`;
    const input = field(name);

    await retype(user, name, '12,5');
    expect(wizard.draft[key]).toBe('12,5');
    expect(input).toHaveAccessibleDescription('Valeurs numériques uniquement');

    await retype(user, name, '');
    expect(wizard.draft[key]).toBeNull();
    expect(input).toBeValid();

    await retype(user, name, '250');
    expect(wizard.draft[key]).toBe(250);
    expect(input).toBeValid();
  });
});

describe('the other fields', () => {
  test('the distributor Gencod is optional, with 13 digits starting 301', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    const genCod = await retype(user, /Gencod du distributeur/, '3051234567890');

    expect(genCod).toHaveAccessibleDescription('Le Gencod du distributeur compte 13 chiffres et commence par 301');

    await retype(user, /Gencod du distributeur/, '3012345678901');
    expect(wizard.draft.GenCod).toBe('3012345678901');
    expect(genCod).toBeValid();

    await retype(user, /Gencod du distributeur/, '');
    expect(wizard.draft.GenCod).toBeNull();
    expect(genCod).toBeValid();
  });

  test('the box set and the format are required', async () => {
    const user = userEvent.setup();
    const { Coffret: _coffret, ...withoutCoffret } = AVAILABLE;
    const wizard = renderStep4({ ...withoutCoffret, IdFormat: null });

    const coffret = screen.getByRole('radiogroup', { name: 'Coffret' });
    expect(within(coffret).getByText('Champ obligatoire')).toBeInTheDocument();
    const format = await screen.findByRole('button', { name: /Format/ });
    expect(format.closest('[data-invalid]')).toHaveTextContent('Champ obligatoire');

    await user.click(within(coffret).getByRole('radio', { name: 'Oui' }));
    expect(wizard.draft.Coffret).toBe(true);
    expect(within(coffret).queryByText('Champ obligatoire')).not.toBeInTheDocument();

    await user.click(format);
    await user.click(await screen.findByRole('option', { name: 'Relié' }));
    expect(wizard.draft.IdFormat).toBe(2);
    expect(screen.queryByText('Champ obligatoire')).not.toBeInTheDocument();
  });

  test('the box set is chosen with the arrow keys', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    screen.getByRole('radio', { name: 'Non' }).focus();
    await user.keyboard('{ArrowLeft}');

    expect(screen.getByRole('radio', { name: 'Oui' })).toBeChecked();
    expect(wizard.draft.Coffret).toBe(true);
  });

  test('print on demand is a check box', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    await user.click(screen.getByRole('checkbox', { name: 'Impression à la demande' }));
    expect(wizard.draft.ImpressionDemande).toBe(true);
  });
});

describe('Enter in step 4', () => {
  test('submits a form from an ordinary field, which shows the test would see a submission', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    await user.type(screen.getByRole('textbox', { name: "Champ hors de l'étape" }), 'x{Enter}');
    expect(wizard.submit).toHaveBeenCalledTimes(1);
  });

  test('does not submit from the price field', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    await retype(user, 'Prix TTC (€)', '14,90{Enter}');

    expect(wizard.submit).not.toHaveBeenCalled();
    expect(wizard.draft.PrixTTC).toBe(14.9);
  });

  test('does not submit from any other field of the step', async () => {
    const user = userEvent.setup();
    const wizard = renderStep4(AVAILABLE);
    for (const name of [/Date de parution/, /Gencod/, /Nombre de pages/, /Poids/, /Hauteur/, /Largeur/, /Épaisseur/]) {
      await user.type(field(name), '{Enter}');
    }
    screen.getByRole('checkbox', { name: 'Impression à la demande' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('radio', { name: 'Non' }).focus();
    await user.keyboard('{Enter}');

    expect(wizard.submit).not.toHaveBeenCalled();
  });
});
