import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { toast } from '../../../src/components/toast/toastQueue.ts';
import { MarqueUpdateDialog } from '../../../src/features/publications/components/marque/MarqueUpdateDialog.tsx';
import { apiRefusal, mockApi, renderWithQuery, sentValues } from '../testUtils.tsx';
import { PAYS, PENHOET, PENHOET_JEUNESSE, TYPES_VOIE } from './marqueFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

type User = ReturnType<typeof userEvent.setup>;

const UPDATE = '/Publication/Publication_UpdateMarque';
const FORWARDED = {
  Message:
    'Votre demande de mise à jour a été transmise au prestataire de référencement ; elle sera visible sous 48 heures.',
};

function renderDialog(marque = PENHOET) {
  const onClose = vi.fn();
  renderWithQuery(<MarqueUpdateDialog marque={marque} idPublication={42} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Signaler une mise à jour de la marque' }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Envoyer' });

async function retype(user: User, name: string, value: string) {
  await user.clear(field(name));
  if (value !== '') await user.type(field(name), value);
}

beforeEach(() => {
  mockApi({
    '/StaticData/Get_TypeVoie': () => TYPES_VOIE,
    '/StaticData/Get_Pays': () => PAYS,
    [UPDATE]: () => FORWARDED,
  });
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the brand update dialog (spec 1 §4, §5 Brand modal)', () => {
  test('shows a copy of the brand, and says when the change becomes visible', async () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Éditions de Penhoët')).toBeVisible();
    expect(within(dialog).getByText(/visible sous 48 heures/)).toBeVisible();
    expect(field('Nom de la voie')).toHaveValue('des Lavandières');
    expect(field('Ville')).toHaveValue('Quimper');
    expect(field('Code postal (facultatif)')).toHaveValue('29000');
    expect(field('Indicatif du téléphone (facultatif)')).toHaveValue('+33');
    expect(field('Téléphone (facultatif)')).toHaveValue('298000000');
    expect(field('E-mail (facultatif)')).toHaveValue('contact@penhoet.example.org');
    expect(field('Gencod éditeur (facultatif)')).toHaveValue('3051234567897');
    expect(await within(dialog).findByRole('button', { name: /Rue/ })).toBeVisible();
    expect(await within(dialog).findByRole('button', { name: /France/ })).toBeVisible();
  });

  test('cannot be sent before something changed, nor once the change is undone', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(send()).toBeDisabled();
    expect(screen.getByText('Modifiez au moins un champ pour l’envoyer.')).toBeVisible();
    await retype(user, 'Ville', 'Concarneau');
    expect(send()).toBeEnabled();
    await retype(user, 'Ville', 'Quimper');
    expect(send()).toBeDisabled();
    // An empty field stays the absent value the brand holds.
    await user.type(field('Site internet (facultatif)'), 'x');
    expect(send()).toBeEnabled();
    await user.clear(field('Site internet (facultatif)'));
    expect(send()).toBeDisabled();
  });

  test('sends the brand as shown and as corrected, then says so and closes', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await retype(user, 'Nom de la voie', 'du Port');
    await retype(user, 'Ville', 'Concarneau');
    await user.click(await screen.findByRole('button', { name: /Rue/ }));
    await user.click(await screen.findByRole('option', { name: 'Avenue' }));
    await user.click(send());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentValues(UPDATE)).toEqual([
      {
        Old: PENHOET,
        New: {
          ...PENHOET,
          Adresse: {
            ...PENHOET.Adresse,
            NomVoie: 'du Port',
            Ville: 'Concarneau',
            IdTypeVoie: 3,
            TypeVoieLibelle: 'Avenue',
          },
        },
        IdPublication: 42,
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Mises à jour envoyées', { timeout: 5000 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  test('keeps the dialog and what was typed when the sending fails', async () => {
    const user = userEvent.setup();
    mockApi({
      '/StaticData/Get_TypeVoie': () => TYPES_VOIE,
      '/StaticData/Get_Pays': () => PAYS,
      [UPDATE]: () => {
        throw apiRefusal(503, 'Le service est momentanément indisponible.');
      },
    });
    const { onClose, dialog } = renderDialog();
    await retype(user, 'Ville', 'Concarneau');
    await user.click(send());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur lors de la modification', { timeout: 5000 }));
    expect(toast.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(field('Ville')).toHaveValue('Concarneau');
    expect(send()).toBeEnabled();
  });

  test('says why the server refuses a brand that is not, as stored, one of the publisher brands, and keeps the dialog', async () => {
    const user = userEvent.setup();
    mockApi({
      '/StaticData/Get_TypeVoie': () => TYPES_VOIE,
      '/StaticData/Get_Pays': () => PAYS,
      [UPDATE]: () => {
        throw apiRefusal(409, PUBLICATION_MESSAGES.marqueNotOfPublisher);
      },
    });
    const { onClose, dialog } = renderDialog();
    await retype(user, 'Ville', 'Concarneau');
    await user.click(send());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PUBLICATION_MESSAGES.marqueNotOfPublisher);
    expect(toast.error).toHaveBeenCalledWith('Erreur lors de la modification', { timeout: 5000 });
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Ville')).toHaveValue('Concarneau');
  });

  test('shows under its field what the server refuses of the corrected brand', async () => {
    const user = userEvent.setup();
    mockApi({
      '/StaticData/Get_TypeVoie': () => TYPES_VOIE,
      '/StaticData/Get_Pays': () => PAYS,
      [UPDATE]: () => {
        throw apiRefusal(400, 'Données invalides', [{ Champ: '/New/Adresse/Ville', Message: 'Ville inconnue' }]);
      },
    });
    renderDialog();
    await retype(user, 'Ville', 'Atlantis');
    await user.click(send());
    await waitFor(() => expect(field('Ville')).toHaveAccessibleDescription('Ville inconnue'));
    await user.type(field('Ville'), 'e');
    expect(field('Ville')).not.toHaveAttribute('aria-invalid');
  });

  test('asks for one phone number at least, in the phone section', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.clear(field('Téléphone (facultatif)'));
    await user.click(send());

    const phones = screen.getByRole('group', { name: 'Téléphones' });
    expect(within(phones).getByRole('alert')).toHaveTextContent('Au moins un numéro de téléphone doit être fourni');
    expect(field('Téléphone (facultatif)')).toHaveFocus();
    expect(sentValues(UPDATE)).toEqual([]);

    await user.type(field('Téléphone portable (facultatif)'), '06 12 34 56 78');
    expect(within(phones).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(send());
    await waitFor(() => expect(sentValues(UPDATE)).toHaveLength(1));
  });

  test('refuses a malformed e-mail with « Saisie incorrecte »', async () => {
    const user = userEvent.setup();
    renderDialog();
    await retype(user, 'E-mail (facultatif)', 'contact@');
    await user.click(send());
    expect(field('E-mail (facultatif)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail (facultatif)')).toHaveAccessibleDescription('Saisie incorrecte');
    expect(field('E-mail (facultatif)')).toHaveFocus();
    expect(sentValues(UPDATE)).toEqual([]);
  });

  test('wants a publisher Gencod of 13 digits starting with 305', async () => {
    const user = userEvent.setup();
    renderDialog(PENHOET_JEUNESSE);
    await user.type(field('Gencod éditeur (facultatif)'), '3011234567890');
    await user.click(send());
    expect(field('Gencod éditeur (facultatif)')).toHaveAccessibleDescription(
      expect.stringContaining("Le Gencod de l'éditeur compte 13 chiffres et commence par 305"),
    );
    expect(sentValues(UPDATE)).toEqual([]);

    await retype(user, 'Gencod éditeur (facultatif)', '3059876543210');
    expect(field('Gencod éditeur (facultatif)')).not.toHaveAttribute('aria-invalid');
    await user.click(send());
    await waitFor(() => expect(sentValues(UPDATE)).toHaveLength(1));
  });

  test('requires the street, the town and digits in the postal code', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.clear(field('Nom de la voie'));
    await user.clear(field('Ville'));
    await retype(user, 'Code postal (facultatif)', '29A00');
    await user.click(send());
    expect(field('Nom de la voie')).toHaveAccessibleDescription('Champ obligatoire');
    expect(field('Ville')).toHaveAccessibleDescription('Champ obligatoire');
    expect(field('Code postal (facultatif)')).toHaveAccessibleDescription('Valeurs numériques uniquement');
    expect(field('Nom de la voie')).toHaveFocus();
  });

  test('closes with Annuler, sending nothing', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await retype(user, 'Ville', 'Concarneau');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sentValues(UPDATE)).toEqual([]);
  });

  test('takes the focus, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sentValues(UPDATE)).toEqual([]);
  });
});
