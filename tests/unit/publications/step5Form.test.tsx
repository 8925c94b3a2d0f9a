import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublicationSaisie } from '../../../machines/wizard/types.ts';
import { typesOuvrage } from '../../../server/compose/seed/data/referenceLists.ts';
import { sujets } from '../../../server/compose/seed/data/sujets.ts';
import { servedSujets } from './servedSubjects.ts';
import { Step5Form } from '../../../src/features/publications/components/steps/Step5Form.tsx';
import { mockApi } from '../testUtils.tsx';
import { renderStep } from './renderStep.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

// Tests run from the repository's root.
const FIXTURES = join(process.cwd(), 'tests/fixtures/publication');
const STORED_COVER = '/fichiers/publications/42/0b6f1c7e-6a2c-4d0e-9f57-2d8f3f1b9c11.png';
const STORED_FOURTH_COVER = '/fichiers/publications/42/5e0c8a4b-1f3d-4b7a-8c2e-9d6f0a1b2c3d.pdf';

const FRENCH_SUMMARY =
  "Dans un village breton, une libraire découvre des lettres oubliées qui bouleversent l'histoire de sa famille et de ses voisins.";
const ENGLISH_SUMMARY =
  'In a small Breton village, a bookseller discovers forgotten letters that change the story of her family and her neighbours forever.';

/** A publication whose steps 1 to 4 are done and step 5 is still empty. */
const NEW_STEP5: PublicationSaisie = {
  Id: 42,
  Ean: '9782365120017',
  IdsLangues: [20],
  Titre: 'Les Lettres de Douarnenez',
  IdMarque: 3,
  IdDisponibilite: 2,
  DateParution: '2024-03-15',
  PrixTTC: 18,
  IdFormat: 1,
  IdIllustration: 1,
  Coffret: false,
  IdTypeOuvrage: 1,
  IdSujet: null,
  Resume: null,
  VisuelCouverture: null,
  QuatriemeCouverture: null,
};

/** The same publication once step 5 was saved, with its files stored. */
const SAVED: PublicationSaisie = {
  ...NEW_STEP5,
  IdSujet: 1121,
  Resume: FRENCH_SUMMARY,
  VisuelCouverture: STORED_COVER,
  QuatriemeCouverture: STORED_FOURTH_COVER,
};

/** Every subject of the seeded tree, counted without the code under test. */
type SeedSubject = (typeof sujets)[number];
const countSubjects = (subjects: readonly SeedSubject[]): number =>
  subjects.reduce((count, subject) => count + 1 + countSubjects(subject.Enfants), 0);
const ALL_SUBJECTS = countSubjects(sujets);

function renderStep5(publication: PublicationSaisie) {
  return renderStep(5, publication, (props) => <Step5Form {...props} />);
}

/** The user may pick "all files" in the browser's dialog: the accept attribute is only a hint. */
const setupUser = () => userEvent.setup({ applyAccept: false });

function fixture(name: string, type = ''): File {
  return new File([readFileSync(`${FIXTURES}/${name}`)], name, { type });
}

function coverField(label: 'Visuel de couverture' | 'Quatrième de couverture'): HTMLElement {
  return screen.getByLabelText(label).closest('div[class*="coverField"]') as HTMLElement;
}

/** The options' names, read from what labels them (each result's codes describe it and are not part of its name). */
const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) =>
      (option.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );

async function subjectList(): Promise<HTMLElement> {
  return screen.findByRole('listbox', { name: 'Sujet' });
}

const summary = () => screen.getByRole('textbox', { name: 'Résumé' });

beforeEach(() => {
  mockApi({
    '/StaticData/Get_TypeOuvrage': () => typesOuvrage,
    '/StaticData/Get_SujetOuvrage': () => servedSujets,
  });
  // jsdom has no object URLs; the previews only need an address.
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => `blob:apercu-${++next}`) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string) => {
      const name = address.endsWith('.pdf') ? 'quatrieme-couverture.pdf' : 'couverture-500x800.png';
      return new Response(readFileSync(`${FIXTURES}/${name}`));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the book type', () => {
  test('is chosen among the work types', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const button = await screen.findByRole('button', { name: /Roman Type d'ouvrage/ });
    await user.click(button);
    await user.click(await screen.findByRole('option', { name: 'Bande dessinée' }));
    expect(wizard.draft.IdTypeOuvrage).toBe(4);
    expect(screen.getByRole('button', { name: /Bande dessinée Type d'ouvrage/ })).toBeInTheDocument();
  });
});

describe('the subject', () => {
  test('is required, and is chosen in the tree, which then shows its path', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const list = await subjectList();
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveAccessibleDescription(/Aucun sujet choisi.*Champ obligatoire/);

    await user.click(
      within(list).getByRole('option', {
        name: 'Littérature › Romans › Romans policiers et thrillers › Romans policiers',
      }),
    );

    expect(wizard.draft.IdSujet).toBe(1121);
    expect(screen.getByText('Sujet choisi :', { exact: false })).toHaveTextContent(
      'Sujet choisi : Littérature › Romans › Romans policiers et thrillers › Romans policiers',
    );
    expect(list).not.toHaveAttribute('aria-invalid');
    expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('Romans policiers');
  });

  test('the search ignores accents and case and keeps the ancestors of what it finds', async () => {
    const user = setupUser();
    renderStep5(NEW_STEP5);
    const list = await subjectList();
    expect(within(list).getAllByRole('option')).toHaveLength(ALL_SUBJECTS);

    // Littérature, and the subjects whose Thema heading or CLIL label says « littérature ».
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un sujet' }), 'litterature');
    expect(optionNames(list)).toEqual([
      'Littérature',
      'Littérature › Romans',
      'Littérature › Romans › Romans contemporains',
      'Littérature › Nouvelles et récits',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher un sujet' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un sujet' }), 'PATISSERIE');
    expect(optionNames(list)).toEqual([
      'Vie pratique et loisirs',
      'Vie pratique et loisirs › Cuisine et boissons',
      'Vie pratique et loisirs › Cuisine et boissons › Pâtisserie',
    ]);
  });

  test('a search that finds nothing says so', async () => {
    const user = setupUser();
    renderStep5(NEW_STEP5);
    const list = await subjectList();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un sujet' }), 'astrophysique quantique');
    // react-aria gives the empty list's message the role of an option, so that the list box stays valid.
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pas de résultats']);

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(within(list).getAllByRole('option')).toHaveLength(ALL_SUBJECTS);
  });

  test('finds subjects by Thema and CLIL codes, announces how many, and shows each result’s codes', async () => {
    const user = setupUser();
    renderStep5(NEW_STEP5);
    const list = await subjectList();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un sujet' });
    expect(search).toHaveAccessibleDescription(
      'Un mot du sujet, de sa catégorie Thema ou CLIL, ou leur code (FBA, 3442…)',
    );

    await user.type(search, 'FH');
    const thrillers = within(list).getByRole('option', {
      name: 'Littérature › Romans › Romans policiers et thrillers › Thrillers',
    });
    expect(thrillers).toHaveAccessibleDescription('Thema FH (Thriller / fiction à suspense) · CLIL 3453 (Thriller)');
    expect(screen.getByText(/sujets? trouvés?$/)).toHaveTextContent('2 sujets trouvés');

    await user.clear(search);
    await user.type(search, '3448');
    expect(optionNames(list)).toEqual([
      'Littérature',
      'Littérature › Romans',
      'Littérature › Romans › Romans policiers et thrillers',
      'Littérature › Romans › Romans policiers et thrillers › Romans policiers',
    ]);
    expect(screen.getByText('1 sujet trouvé')).toHaveAttribute('aria-live', 'polite');

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getAllByText('Pas de résultats').map((node) => node.getAttribute('aria-live'))).toContain('polite');
  });

  test('goes from the search to the results with the down arrow, and back with Escape', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const list = await subjectList();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un sujet' });
    await user.type(search, '3744');
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Jeunesse' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(wizard.draft.IdSujet).toBe(4200);
    expect(screen.getByText('Sujet choisi :', { exact: false })).toHaveTextContent(
      'Jeunesse › Romans jeunesseThema YFB (Fiction / romans jeunesse : générale, moderne et contemporaine) · CLIL 3744 (Fiction Jeunesse)',
    );
    await user.keyboard('{Escape}');
    expect(search).toHaveFocus();
  });

  test('is found and chosen with the keyboard, Enter in the search going to the results without submitting the step', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const list = await subjectList();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un sujet' }), 'shonen{Enter}');

    expect(wizard.submit).not.toHaveBeenCalled();
    expect(within(list).getByRole('option', { name: 'Bande dessinée' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(wizard.draft.IdSujet).toBe(5210);
    expect(screen.getByText('Sujet choisi :', { exact: false })).toHaveTextContent('Bande dessinée › Mangas › Shōnen');
  });

  test('the stored subject is shown selected with its path', async () => {
    renderStep5(SAVED);
    const list = await subjectList();
    expect(within(list).getByRole('option', { selected: true })).toHaveAccessibleName(
      'Littérature › Romans › Romans policiers et thrillers › Romans policiers',
    );
    expect(screen.getByText('Sujet choisi :', { exact: false })).toHaveTextContent(
      'Littérature › Romans › Romans policiers et thrillers › Romans policiers',
    );
  });
});

describe('the summary', () => {
  test('shows the stored summary and the characters left', async () => {
    renderStep5(SAVED);
    expect(summary()).toHaveValue(FRENCH_SUMMARY);
    expect(summary()).toHaveAccessibleDescription(`${400 - FRENCH_SUMMARY.length} caractères restants`);
  });

  test('counts down as the user types, and is required', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    expect(summary()).toHaveAccessibleDescription('400 caractères restants Champ obligatoire');

    await user.type(summary(), 'Un roman');
    expect(summary()).toHaveAccessibleDescription('392 caractères restants');
    expect(wizard.draft.Resume).toBe('Un roman');
    expect(summary()).not.toHaveAccessibleDescription(/Champ obligatoire/);

    await user.clear(summary());
    expect(wizard.draft.Resume).toBeNull();
    expect(summary()).toHaveAccessibleDescription(/Champ obligatoire/);
  });

  test('announces the count only when a threshold is reached, not at every key', async () => {
    const user = setupUser();
    renderStep5(NEW_STEP5);
    await user.click(summary());
    await user.paste('é'.repeat(290));
    expect(summary()).toHaveAccessibleDescription('110 caractères restants');
    const announcer = document.querySelector('span[aria-live="polite"]');
    expect(announcer).toBeEmptyDOMElement();

    await user.paste('é'.repeat(15));
    expect(announcer).toHaveTextContent('95 caractères restants');
    await user.type(summary(), 'é');
    expect(summary()).toHaveAccessibleDescription('94 caractères restants');
    expect(announcer).toHaveTextContent('95 caractères restants');

    await user.paste('é'.repeat(50));
    expect(announcer).toHaveTextContent('44 caractères restants');
    await user.paste('é'.repeat(43));
    expect(summary()).toHaveAccessibleDescription('1 caractère restant');
    expect(announcer).toHaveTextContent('1 caractère restant');
  });

  test('refuses more than 400 characters', async () => {
    const user = setupUser();
    renderStep5(NEW_STEP5);
    await user.click(summary());
    await user.paste(`${FRENCH_SUMMARY} `.repeat(4).slice(0, 401));

    expect(summary()).toHaveAccessibleDescription('1 caractère en trop Le résumé ne doit pas dépasser 400 caractères');
    expect(summary()).toBeInvalid();

    await user.keyboard('{Backspace}');
    expect(summary()).toHaveAccessibleDescription('0 caractère restant');
    expect(screen.queryByText('Le résumé ne doit pas dépasser 400 caractères')).not.toBeInTheDocument();
  });

  test('must be written in French', async () => {
    const user = setupUser();
    renderStep5(NEW_STEP5);
    await user.click(summary());
    await user.paste(ENGLISH_SUMMARY);
    expect(screen.getByText('Le résumé doit être rédigé en français')).toBeInTheDocument();
    expect(summary()).toBeInvalid();

    await user.clear(summary());
    await user.paste(FRENCH_SUMMARY);
    expect(screen.queryByText('Le résumé doit être rédigé en français')).not.toBeInTheDocument();
    expect(summary()).toBeValid();
  });
});

describe('the cover', () => {
  test('is required until a file is chosen, which is then previewed', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const input = screen.getByLabelText('Visuel de couverture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/L'image de couverture est obligatoire/);
    expect(within(coverField('Visuel de couverture')).getByText('Aucun fichier choisi')).toBeInTheDocument();

    await user.upload(input, fixture('couverture-500x800.png', 'image/png'));

    const field = coverField('Visuel de couverture');
    expect(
      await within(field).findByRole('img', { name: 'Visuel de couverture : aperçu du fichier choisi' }),
    ).toBeInTheDocument();
    expect(within(field).getByText('Fichier choisi : couverture-500x800.png', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText("L'image de couverture est obligatoire")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(wizard.images.visuelCouverture).toBeInstanceOf(File);
    expect((wizard.images.visuelCouverture as File).name).toBe('couverture-500x800.png');
    expect(wizard.images.visuelCouverture?.type).toBe('image/png');
    expect(wizard.images.quatriemeCouverture).toBeNull();
  });

  test.each([
    ['couverture-500x800.png', 'image/png'],
    ['couverture-600x900.jpg', 'image/jpeg'],
    ['couverture-limite-400x400.jpg', 'image/jpeg'],
  ])('accepts %s', async (name, type) => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    await user.upload(screen.getByLabelText('Visuel de couverture'), fixture(name, type));
    expect(
      await within(coverField('Visuel de couverture')).findByText(`Fichier choisi : ${name}`, { selector: 'p' }),
    ).toBeInTheDocument();
    expect((wizard.images.visuelCouverture as File).name).toBe(name);
  });

  test.each([
    [
      'couverture-trop-petite-800x399.jpg',
      'image/jpeg',
      "L'image doit mesurer au moins 400 px de hauteur (largeur proportionnelle)",
    ],
    ['couverture-format-refuse.webp', 'image/webp', 'Format refusé : jpg, jpeg ou png uniquement'],
    ['faux-png.png', 'image/png', "Ce fichier n'est pas une image valide"],
    ['quatrieme-couverture.pdf', 'application/pdf', 'Format refusé : jpg, jpeg ou png uniquement'],
  ])('refuses %s under the field and keeps nothing', async (name, type, message) => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const input = screen.getByLabelText('Visuel de couverture');
    await user.upload(input, fixture(name, type));

    expect(await within(coverField('Visuel de couverture')).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(wizard.images.visuelCouverture).toBeNull();
    expect(within(coverField('Visuel de couverture')).getByText('Aucun fichier choisi')).toBeInTheDocument();
  });

  test('refuses a file above 5 MB', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(readFileSync(`${FIXTURES}/couverture-500x800.png`));
    await user.upload(
      screen.getByLabelText('Visuel de couverture'),
      new File([big], 'couverture-haute-definition.png', { type: 'image/png' }),
    );

    expect(await within(coverField('Visuel de couverture')).findByText('Le fichier dépasse 5 Mo')).toBeInTheDocument();
    expect(wizard.images.visuelCouverture).toBeNull();
  });

  test('a refused file leaves the previous choice in place; a good one clears the refusal', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const input = screen.getByLabelText('Visuel de couverture');
    await user.upload(input, fixture('couverture-600x900.jpg', 'image/jpeg'));
    const field = coverField('Visuel de couverture');
    await within(field).findByText('Fichier choisi : couverture-600x900.jpg', { selector: 'p' });

    await user.upload(input, fixture('couverture-trop-petite-800x399.jpg', 'image/jpeg'));
    expect(
      await within(field).findByText("L'image doit mesurer au moins 400 px de hauteur (largeur proportionnelle)"),
    ).toBeInTheDocument();
    expect(within(field).getByText('Fichier choisi : couverture-600x900.jpg', { selector: 'p' })).toBeInTheDocument();
    expect((wizard.images.visuelCouverture as File).name).toBe('couverture-600x900.jpg');

    await user.upload(input, fixture('couverture-limite-400x400.jpg', 'image/jpeg'));
    expect(
      await within(field).findByText('Fichier choisi : couverture-limite-400x400.jpg', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(
      within(field).queryByText("L'image doit mesurer au moins 400 px de hauteur (largeur proportionnelle)"),
    ).not.toBeInTheDocument();
  });

  test('shows the stored cover, and Retirer goes back to it', async () => {
    const user = setupUser();
    const wizard = renderStep5(SAVED);
    const field = coverField('Visuel de couverture');
    expect(await within(field).findByRole('img', { name: 'Visuel de couverture déposé' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(fetch).toHaveBeenCalledWith(STORED_COVER, expect.anything());
    expect(screen.getByLabelText('Visuel de couverture')).not.toHaveAttribute('aria-invalid');
    expect(within(field).queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Visuel de couverture'), fixture('couverture-600x900.jpg', 'image/jpeg'));
    await within(field).findByText('Fichier choisi : couverture-600x900.jpg', { selector: 'p' });
    expect(within(field).queryByRole('img', { name: 'Visuel de couverture déposé' })).not.toBeInTheDocument();

    await user.click(within(field).getByRole('button', { name: /Retirer/ }));
    expect(wizard.images.visuelCouverture).toBeNull();
    expect(await within(field).findByRole('img', { name: 'Visuel de couverture déposé' })).toBeInTheDocument();
    expect(screen.getByLabelText('Visuel de couverture')).toHaveFocus();
  });
});

describe('the fourth cover', () => {
  test('is optional, and takes a PDF as well as the images', async () => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    const input = screen.getByLabelText('Quatrième de couverture');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));

    await user.upload(input, fixture('quatrieme-couverture.pdf', 'application/pdf'));
    const field = coverField('Quatrième de couverture');
    expect(
      await within(field).findByText('Fichier choisi : quatrieme-couverture.pdf', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(within(field).queryByRole('img')).not.toBeInTheDocument();
    expect(wizard.images.quatriemeCouverture?.type).toBe('application/pdf');
    expect(wizard.images.visuelCouverture).toBeNull();

    await user.upload(input, fixture('couverture-500x800.png', 'image/png'));
    expect(
      await within(field).findByRole('img', { name: 'Quatrième de couverture : aperçu du fichier choisi' }),
    ).toBeInTheDocument();
  });

  test.each([
    ['couverture-format-refuse.webp', 'image/webp', 'Format refusé : jpg, jpeg, png ou pdf uniquement'],
    ['faux-png.png', 'image/png', "Ce fichier n'est pas une image valide"],
    [
      'couverture-trop-petite-800x399.jpg',
      'image/jpeg',
      "L'image doit mesurer au moins 400 px de hauteur (largeur proportionnelle)",
    ],
  ])('refuses %s', async (name, type, message) => {
    const user = setupUser();
    const wizard = renderStep5(NEW_STEP5);
    await user.upload(screen.getByLabelText('Quatrième de couverture'), fixture(name, type));
    expect(await within(coverField('Quatrième de couverture')).findByText(message)).toBeInTheDocument();
    expect(wizard.images.quatriemeCouverture).toBeNull();
  });

  test('a stored PDF is named, and opens once fetched', async () => {
    renderStep5(SAVED);
    const field = coverField('Quatrième de couverture');
    const link = await within(field).findByRole('link', { name: 'Quatrième de couverture déposée' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(fetch).toHaveBeenCalledWith(STORED_FOURTH_COVER, expect.anything());
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Sujet' })).toBeInTheDocument());
  });
});
