import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublicationSaisie } from '../../../machines/wizard/types.ts';
import { langues } from '../../../server/compose/seed/data/referenceLists.ts';
import { Step1Form } from '../../../src/features/publications/components/steps/Step1Form.tsx';
import { formatEan } from '../../../src/features/publications/utils/formatEan.ts';
import { mockApi } from '../testUtils.tsx';
import { renderStep } from './renderStep.tsx';
import eanCasesTsv from '../../fixtures/publication/ean-cases.tsv?raw';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

type User = ReturnType<typeof userEvent.setup>;

const SAVED: PublicationSaisie = { Id: 7, Ean: '9782365120012', IdsLangues: [20] };

/** The shared fixture of EAN inputs and the verdict the rules give each one. */
const EAN_CASES = eanCasesTsv
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '' || line.includes('\t'))
  .map((line) => {
    const [input = '', verdict = '', note = ''] = line.split('\t');
    return { input, verdict, note };
  });

const VERDICT_MESSAGES: Record<string, string> = {
  obligatoire: "L'EAN est obligatoire",
  'hors-perimetre':
    "Il n'existe pas de segment d'agence ISBN pour ce préfixe : cet EAN est hors du périmètre du référencement",
  longueur:
    "Nombre de caractères incorrect : l'EAN compte 13 chiffres, groupés ou non par des tirets ou des espaces (17 caractères au plus)",
  cle: "La clé de contrôle de l'EAN est incorrecte",
};

/** The hyphenation of the fixture's valid EANs by the ISBN agency ranges; unassigned ranges stay as typed. */
const HYPHENATED: Record<string, string> = {
  '9782070368228': '978-2-07-036822-8',
  '9782352880417': '978-2-35288-041-7',
  '9791039600125': '979-10-396-0012-5',
  '9782954632100': '978-2-9546321-0-0',
  '9791234567896': '9791234567896',
  '978-2-07-036822-8': '978-2-07-036822-8',
  '979 10 3960 012 5': '979-10-396-0012-5',
};

interface Options {
  saveError?: string | null;
  /** Whether a move off the step has been refused, so that the wizard shows the step's errors. */
  attempted?: boolean;
}

function renderStep1(publication: PublicationSaisie, { saveError = null, attempted = true }: Options = {}) {
  return renderStep(1, publication, (props) => <Step1Form {...props} saveError={saveError} />, { attempted });
}

const eanInput = () => screen.getByRole('textbox', { name: 'EAN' });
const languagesInput = () => screen.getByRole('combobox', { name: 'Langues' });

async function typeEan(user: User, value: string) {
  await user.clear(eanInput());
  if (value !== '') await user.type(eanInput(), value);
}

/** Searches a language, picks it in the list, and closes the list. */
async function addLanguage(user: User, search: string, libelle: string) {
  await user.click(languagesInput());
  await user.keyboard(search);
  await user.click(await screen.findByRole('option', { name: libelle }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

beforeEach(() => {
  mockApi({ '/StaticData/Get_Langues': () => langues });
});

describe('the EAN field judged by the step-1 rules (spec 1 §5)', () => {
  test('the fixture covers every verdict', () => {
    expect(new Set(EAN_CASES.map((c) => c.verdict))).toEqual(
      new Set(['valide', 'obligatoire', 'hors-perimetre', 'longueur', 'cle']),
    );
  });

  test.each(EAN_CASES)('« $input » ($note): $verdict', async ({ input, verdict }) => {
    const user = userEvent.setup();
    renderStep1(SAVED);
    await typeEan(user, input);
    const field = eanInput();
    if (verdict === 'valide') {
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).toHaveAccessibleDescription(`EAN : ${HYPHENATED[input]}`);
    } else {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(VERDICT_MESSAGES[verdict] ?? verdict));
      expect(screen.getByText(VERDICT_MESSAGES[verdict] ?? verdict)).toBeVisible();
      expect(screen.queryByText(/^EAN : /)).not.toBeInTheDocument();
    }
  });

  test('keeps what is typed in the draft, as typed', async () => {
    const user = userEvent.setup();
    const wizard = renderStep1({ IdsLangues: [20] });
    await user.type(eanInput(), '978-2-07-036822-8');
    expect(wizard.draft.Ean).toBe('978-2-07-036822-8');
  });

  test('shows no error before a move was refused, but the hyphenated EAN once it passes the rules', async () => {
    const user = userEvent.setup();
    renderStep1({ IdsLangues: [20] }, { attempted: false });
    expect(eanInput()).not.toHaveAttribute('aria-invalid');
    expect(eanInput()).toHaveAccessibleDescription(/13 chiffres/);
    await user.type(eanInput(), '9782070612758');
    expect(eanInput()).toHaveAccessibleDescription('EAN : 978-2-07-061275-8');
  });
});

describe('a refused save (spec 1 §8)', () => {
  const REFUSAL = 'Cet EAN est déjà utilisé par une autre de vos publications';

  test('shows the refusal under the EAN field', async () => {
    renderStep1(SAVED, { saveError: REFUSAL, attempted: false });
    expect(eanInput()).toHaveAttribute('aria-invalid', 'true');
    expect(eanInput()).toHaveAccessibleDescription(expect.stringContaining(REFUSAL));
  });

  test('gives way to the field’s own error when both exist', async () => {
    const user = userEvent.setup();
    renderStep1(SAVED, { saveError: REFUSAL });
    await typeEan(user, '978207036822');
    expect(eanInput()).toHaveAccessibleDescription(expect.stringContaining(VERDICT_MESSAGES.longueur ?? ''));
    expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
  });
});

describe('formatEan', () => {
  test('groups an EAN by the ISBN ranges, and leaves what it cannot group as given', () => {
    expect(formatEan('9782070612758')).toBe('978-2-07-061275-8');
    expect(formatEan('979 10 3960 012 5')).toBe('979-10-396-0012-5');
    expect(formatEan('9782070368229')).toBe('9782070368229');
    expect(formatEan('97820703682')).toBe('97820703682');
  });
});

describe('the languages (spec 1 §5, §9)', () => {
  test('lists the chosen languages, each with its Retirer button', async () => {
    renderStep1({ ...SAVED, IdsLangues: [20, 4] });
    const chosen = await screen.findByRole('list', { name: 'Langues choisies' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Français'), expect.stringContaining('Anglais')]);
    expect(screen.getByRole('button', { name: 'Retirer Anglais' })).toBeVisible();
  });

  test('adds languages by searching, and never offers the generic language', async () => {
    const user = userEvent.setup();
    const wizard = renderStep1(SAVED);
    await screen.findByRole('button', { name: 'Retirer Français' });
    await user.click(languagesInput());
    await user.keyboard('langue');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Langue générique' })).not.toBeInTheDocument();
    await user.clear(languagesInput());
    await addLanguage(user, 'angl', 'Anglais');
    expect(wizard.draft.IdsLangues).toEqual([20, 4]);
    expect(languagesInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Retirer Anglais' })).toBeVisible();
  });

  test('works with the keyboard alone', async () => {
    const user = userEvent.setup();
    const wizard = renderStep1(SAVED);
    await screen.findByRole('button', { name: 'Retirer Français' });
    await user.tab();
    expect(eanInput()).toHaveFocus();
    await user.tab();
    expect(languagesInput()).toHaveFocus();
    await user.keyboard('espa');
    await screen.findByRole('option', { name: 'Espagnol' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(wizard.draft.IdsLangues).toEqual([20, 16]);
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retirer Français' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(wizard.draft.IdsLangues).toEqual([16]);
    expect(languagesInput()).toHaveFocus();
  });

  test('refuses a fourth language with « 3 langues au plus »', async () => {
    const user = userEvent.setup();
    const wizard = renderStep1(SAVED);
    await screen.findByRole('button', { name: 'Retirer Français' });
    await addLanguage(user, 'angl', 'Anglais');
    await addLanguage(user, 'ital', 'Italien');
    expect(wizard.draft.IdsLangues).toEqual([20, 4, 27]);
    await addLanguage(user, 'bret', 'Breton');
    expect(wizard.draft.IdsLangues).toEqual([20, 4, 27]);
    expect(languagesInput()).toHaveAttribute('aria-invalid', 'true');
    expect(languagesInput()).toHaveAccessibleDescription(expect.stringContaining('3 langues au plus'));
    expect(screen.queryByRole('button', { name: 'Retirer Breton' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirer Italien' }));
    expect(wizard.draft.IdsLangues).toEqual([20, 4]);
    expect(languagesInput()).not.toHaveAttribute('aria-invalid');
    await addLanguage(user, 'bret', 'Breton');
    expect(wizard.draft.IdsLangues).toEqual([20, 4, 7]);
  });

  test('requires one language, with « Champ obligatoire » on the field', async () => {
    const user = userEvent.setup();
    const wizard = renderStep1(SAVED);
    await user.click(await screen.findByRole('button', { name: 'Retirer Français' }));
    expect(wizard.draft.IdsLangues).toEqual([]);
    expect(languagesInput()).toHaveAttribute('aria-invalid', 'true');
    expect(languagesInput()).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
  });

  test('shows a refused item of the list on the field, and lets a withdrawn language be removed', async () => {
    const user = userEvent.setup();
    const wizard = renderStep1({ ...SAVED, IdsLangues: [1, 20] });
    expect(await screen.findByText("La langue générique n'est pas proposée")).toBeVisible();
    expect(languagesInput()).toHaveAttribute('aria-invalid', 'true');
    await user.click(await screen.findByRole('button', { name: 'Retirer Langue générique' }));
    expect(wizard.draft.IdsLangues).toEqual([20]);
    expect(screen.queryByText("La langue générique n'est pas proposée")).not.toBeInTheDocument();
  });
});
