import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublicationSaisie } from '../../../machines/wizard/types.ts';
import { Step3Form } from '../../../src/features/publications/components/steps/Step3Form.tsx';
import { toast } from '../../../src/components/toast/toastQueue.ts';
import { apiRefusal, mockApi, sentValues } from '../testUtils.tsx';
import { ATELIER_DU_RHONE, PAYS, PENHOET, PENHOET_JEUNESSE, TYPES_VOIE, type Marque } from './marqueFixtures.ts';
import { renderStep } from './renderStep.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

/** A publication of the 978-2-36512 publisher, whose segment carries two brands. */
const PENHOET_BOOK: PublicationSaisie = {
  Id: 42,
  Ean: '9782365120012',
  IdsLangues: [20],
  Titre: 'Les Chemins de traverse',
};
/** A publication of the 979-10-90000 publisher, whose segment carries one brand. */
const RHONE_BOOK: PublicationSaisie = { Id: 43, Ean: '979-10-90000-00-1', IdsLangues: [20], Titre: 'Le Fleuve' };

function marquesAnswer(byEan: Record<string, readonly Marque[]>) {
  return (values: unknown) => byEan[(values as { Ean: string }).Ean] ?? [];
}

const MARQUES_BY_EAN = {
  '9782365120012': [PENHOET, PENHOET_JEUNESSE],
  '9791090000001': [ATELIER_DU_RHONE],
};

interface Options {
  attempted?: boolean;
  /** Errors the wizard gives whatever the draft, for a refusal the step cannot correct by itself. */
  errors?: Record<string, string>;
}

function renderStep3(publication: PublicationSaisie, { attempted = false, errors }: Options = {}) {
  return renderStep(3, publication, (props) => <Step3Form {...props} />, { attempted, errors, inRouter: true });
}

const marqueGroup = () => screen.findByRole('radiogroup', { name: 'Marque éditoriale' });

beforeEach(() => {
  mockApi({
    '/Publication/EAN_GetMarques': marquesAnswer(MARQUES_BY_EAN),
    '/StaticData/Get_Pays': () => PAYS,
    '/StaticData/Get_TypeVoie': () => TYPES_VOIE,
  });
});

describe('the brands of the EAN (spec 1 §4 Brand)', () => {
  test('asks for the brands of the publication’s EAN', async () => {
    renderStep3(RHONE_BOOK);
    await marqueGroup();
    expect(sentValues('/Publication/EAN_GetMarques')).toEqual([{ Ean: '9791090000001' }]);
  });

  test('selects the only brand by itself and shows its details', async () => {
    const wizard = renderStep3(RHONE_BOOK);
    const group = await marqueGroup();
    expect(within(group).getByRole('radio', { name: /Atelier du Rhône/ })).toBeChecked();
    await waitFor(() => expect(wizard.draft.IdMarque).toBe(ATELIER_DU_RHONE.Id));

    const details = screen.getByRole('region', { name: 'Atelier du Rhône' });
    expect(details).toHaveTextContent('4 Avenue Jean Jaurès');
    expect(details).toHaveTextContent('69007 Lyon');
    expect(await within(details).findByText('France')).toBeVisible();
    expect(details).toHaveTextContent('Téléphone+33 4 72 00 00 00');
    expect(details).toHaveTextContent('E-mailatelier@rhone.example.org');
    expect(details).toHaveTextContent('Gencod éditeurNon renseigné');
  });

  test('keeps the saved brand among several', async () => {
    const wizard = renderStep3({ ...PENHOET_BOOK, IdMarque: PENHOET_JEUNESSE.Id });
    const group = await marqueGroup();
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: /Penhoët Jeunesse/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Éditions de Penhoët/ })).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Penhoët Jeunesse' })).toHaveTextContent('jeunesse@penhoet.example.org');
    expect(wizard.draft.IdMarque).toBeUndefined();
  });

  test('chooses none of several brands for the author: nothing is saved until one is picked', async () => {
    const user = userEvent.setup();
    const wizard = renderStep3(PENHOET_BOOK);
    const group = await marqueGroup();
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    for (const radio of within(group).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signaler une mise à jour' })).not.toBeInTheDocument();
    // Let any effect of the loaded list run before looking at what the step would save.
    await waitFor(() => expect(wizard.onBusyChange).toHaveBeenLastCalledWith(false));
    expect(wizard.draft.IdMarque).toBeUndefined();

    await user.click(within(group).getByRole('radio', { name: /Penhoët Jeunesse/ }));
    expect(wizard.draft.IdMarque).toBe(PENHOET_JEUNESSE.Id);
    expect(screen.getByRole('region', { name: 'Penhoët Jeunesse' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Signaler une mise à jour' })).toBeVisible();
  });

  test('refuses the step with the contract’s message while none of several brands is chosen', async () => {
    renderStep3(PENHOET_BOOK, { attempted: true });
    const group = await marqueGroup();
    expect(within(group).getByText('Champ obligatoire')).toBeVisible();
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  test('drops a saved brand that the EAN no longer offers among several, rather than choosing another', async () => {
    const wizard = renderStep3({ ...PENHOET_BOOK, IdMarque: ATELIER_DU_RHONE.Id });
    const group = await marqueGroup();
    await waitFor(() => expect(wizard.draft.IdMarque).toBeNull());
    for (const radio of within(group).getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  test('tells each brand by its address in the choice', async () => {
    const group = await (renderStep3(PENHOET_BOOK), marqueGroup());
    expect(
      within(group)
        .getByRole('radio', { name: /Éditions de Penhoët/ })
        .closest('label'),
    ).toHaveTextContent('12 Rue des Lavandières, 29000 Quimper');
  });

  test('replaces a saved brand that the EAN no longer offers', async () => {
    const wizard = renderStep3({ ...RHONE_BOOK, IdMarque: PENHOET.Id });
    await marqueGroup();
    await waitFor(() => expect(wizard.draft.IdMarque).toBe(ATELIER_DU_RHONE.Id));
  });

  test('shows the step’s refusal of the brand on the choice', async () => {
    renderStep3(PENHOET_BOOK, { errors: { '/IdMarque': 'Champ obligatoire' } });
    const group = await marqueGroup();
    expect(within(group).getByText('Champ obligatoire')).toBeVisible();
    expect(group).toHaveAttribute('data-invalid');
  });
});

describe('loading the brands', () => {
  test('holds Suivant back while the brands load, and lets it go once they are there', async () => {
    let answer: (marques: Marque[]) => void = () => undefined;
    mockApi({
      '/Publication/EAN_GetMarques': () => new Promise<Marque[]>((resolve) => (answer = resolve)),
      '/StaticData/Get_Pays': () => PAYS,
    });
    const wizard = renderStep3(RHONE_BOOK);
    await waitFor(() => expect(wizard.onBusyChange).toHaveBeenLastCalledWith(true));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    answer([ATELIER_DU_RHONE]);
    await marqueGroup();
    await waitFor(() => expect(wizard.onBusyChange).toHaveBeenLastCalledWith(false));
  });

  test('offers Réessayer when the brands cannot be fetched, and lets Suivant go', async () => {
    const user = userEvent.setup();
    let fails = true;
    mockApi({
      '/Publication/EAN_GetMarques': () => {
        if (fails) throw apiRefusal(503, 'Le service est momentanément indisponible.');
        return [ATELIER_DU_RHONE];
      },
      '/StaticData/Get_Pays': () => PAYS,
    });
    const wizard = renderStep3(RHONE_BOOK);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les marques éditoriales de cet EAN n’ont pas pu être chargées.');
    expect(wizard.onBusyChange).toHaveBeenLastCalledWith(false);

    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await marqueGroup()).toBeVisible();
    await waitFor(() => expect(wizard.draft.IdMarque).toBe(ATELIER_DU_RHONE.Id));
  });

  test('says when no brand is known for the publisher of the EAN, with the step’s refusal', async () => {
    renderStep3({ ...PENHOET_BOOK, Ean: '9780000000002' }, { attempted: true });
    expect(
      await screen.findByText(/Aucune marque éditoriale n’est connue pour le préfixe éditeur 978-0-00 de cet EAN/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'contactez-nous' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('alert')).toHaveTextContent('Champ obligatoire');
    expect(screen.queryByRole('button', { name: 'Signaler une mise à jour' })).not.toBeInTheDocument();
  });
});

describe('Signaler une mise à jour', () => {
  test('opens the brand update dialog for the chosen brand, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    renderStep3({ ...PENHOET_BOOK, IdMarque: PENHOET_JEUNESSE.Id });
    await marqueGroup();
    const report = screen.getByRole('button', { name: 'Signaler une mise à jour' });
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Signaler une mise à jour de la marque' });
    expect(within(dialog).getByText('Penhoët Jeunesse')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail (facultatif)' })).toHaveValue(
      'jeunesse@penhoet.example.org',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(report).toHaveFocus());
  });

  test('sends the correction of the chosen brand without moving the wizard', async () => {
    const user = userEvent.setup();
    mockApi({
      '/Publication/EAN_GetMarques': marquesAnswer(MARQUES_BY_EAN),
      '/StaticData/Get_Pays': () => PAYS,
      '/StaticData/Get_TypeVoie': () => TYPES_VOIE,
      '/Publication/Publication_UpdateMarque': () => ({ Message: 'Transmis' }),
    });
    const success = vi.spyOn(toast, 'success');
    const wizard = renderStep3(RHONE_BOOK);
    await marqueGroup();
    await user.click(screen.getByRole('button', { name: 'Signaler une mise à jour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler une mise à jour de la marque' });
    const town = within(dialog).getByRole('textbox', { name: 'Ville' });
    await user.clear(town);
    await user.type(town, 'Villeurbanne{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentValues('/Publication/Publication_UpdateMarque')).toEqual([
      {
        Old: ATELIER_DU_RHONE,
        New: { ...ATELIER_DU_RHONE, Adresse: { ...ATELIER_DU_RHONE.Adresse, Ville: 'Villeurbanne' } },
        IdPublication: RHONE_BOOK.Id,
      },
    ]);
    expect(success).toHaveBeenCalledWith('Mises à jour envoyées', { timeout: 5000 });
    expect(wizard.submit).not.toHaveBeenCalled();
    success.mockRestore();
  });
});
