import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES } from '../../domain/identity/messages.ts';
import { toast } from '../../src/components/toast/toastQueue.ts';
import { ChangePasswordForm } from '../../src/features/account/components/ChangePasswordForm.tsx';
import { ProfileForm } from '../../src/features/account/components/ProfileForm.tsx';
import { COMPTE } from './compteFixture.ts';
import { apiRefusal, mockApi, renderWithQuery, sentValues } from './testUtils.tsx';

vi.mock('../../src/lib/api/client.ts', async () => (await import('./testUtils.tsx')).apiClientMock);

const REFERENCE_LISTS = {
  '/StaticData/Get_Pays': () => [{ IdPays: 74, Libelle: 'France', CodeIso: 'FR' }],
  '/StaticData/Get_VilleByCodePostal': () => [{ CodePostal: '35000', Libelle: 'Rennes', CodeInsee: '35238' }],
};

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const password = (label: string) => screen.getByLabelText(label);

afterEach(() => vi.restoreAllMocks());

describe('the password change form', () => {
  test('refuses an empty form with the contract’s messages and focuses the current password', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderWithQuery(<ChangePasswordForm onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le formulaire contient des erreurs.');
    expect(password('Mot de passe actuel')).toHaveAccessibleDescription('Champ obligatoire');
    await waitFor(() => expect(password('Mot de passe actuel')).toHaveFocus());
    expect(sentValues('/Compte/Compte_ChangePassword')).toEqual([]);
  });

  test('refuses a new password that is the current one, on the new password, before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderWithQuery(<ChangePasswordForm onChanged={() => {}} />);
    await user.type(password('Mot de passe actuel'), 'Portail#2026');
    await user.type(password('Nouveau mot de passe'), 'Portail#2026');
    await user.type(password('Confirmation du nouveau mot de passe'), 'Portail#2026');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(password('Nouveau mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('Le nouveau mot de passe doit être différent du mot de passe actuel'),
    );
    expect(password('Mot de passe actuel')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(password('Nouveau mot de passe')).toHaveFocus());
    expect(sentValues('/Compte/Compte_ChangePassword')).toEqual([]);
  });

  test('says a wrong current password on that field only, then sends a corrected form', async () => {
    const user = userEvent.setup({ delay: null });
    const onChanged = vi.fn();
    let refused = false;
    mockApi({
      '/Compte/Compte_ChangePassword': () => {
        if (refused) return { Message: 'Votre mot de passe a été modifié.' };
        refused = true;
        throw apiRefusal(400, 'Certaines valeurs sont incorrectes.', [
          { Champ: '/AncienMotDePasse', Message: 'Mot de passe actuel incorrect' },
        ]);
      },
    });
    renderWithQuery(<ChangePasswordForm onChanged={onChanged} />);
    await user.type(password('Mot de passe actuel'), 'Ancien#2025');
    await user.type(password('Nouveau mot de passe'), 'Nouveau#2026');
    await user.type(password('Confirmation du nouveau mot de passe'), 'Nouveau#2026');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    await waitFor(() =>
      expect(password('Mot de passe actuel')).toHaveAccessibleDescription('Mot de passe actuel incorrect'),
    );
    await waitFor(() => expect(password('Mot de passe actuel')).toHaveFocus());
    // Said once, where it is corrected: no banner repeats it above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText('Mot de passe actuel incorrect')).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();

    await user.clear(password('Mot de passe actuel'));
    await user.type(password('Mot de passe actuel'), 'Ancien#2026');
    expect(password('Mot de passe actuel')).not.toHaveAccessibleDescription('Mot de passe actuel incorrect');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sentValues('/Compte/Compte_ChangePassword')).toEqual([
      { AncienMotDePasse: 'Ancien#2025', NouveauMotDePasse: 'Nouveau#2026', Confirmation: 'Nouveau#2026' },
      { AncienMotDePasse: 'Ancien#2026', NouveauMotDePasse: 'Nouveau#2026', Confirmation: 'Nouveau#2026' },
    ]);
  });

  test('says above the form why it failed when the server names no field', async () => {
    const user = userEvent.setup({ delay: null });
    const onChanged = vi.fn();
    mockApi({
      '/Compte/Compte_ChangePassword': () => {
        throw apiRefusal(503, ACCOUNT_MESSAGES.directoryUnavailable);
      },
    });
    renderWithQuery(<ChangePasswordForm onChanged={onChanged} />);
    await user.type(password('Mot de passe actuel'), 'Ancien#2025');
    await user.type(password('Nouveau mot de passe'), 'Nouveau#2026');
    await user.type(password('Confirmation du nouveau mot de passe'), 'Nouveau#2026');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${ACCOUNT_FORM_MESSAGES.passwordFailed} ${ACCOUNT_MESSAGES.directoryUnavailable}`,
    );
    expect(password('Mot de passe actuel')).not.toHaveAttribute('aria-invalid');
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('the profile form', () => {
  function renderProfile(onSaved = vi.fn()) {
    renderWithQuery(
      <MemoryRouter>
        <ProfileForm compte={COMPTE} login={COMPTE.Login} onSaved={onSaved} />
      </MemoryRouter>,
    );
    return onSaved;
  }

  test('checks a correction as it is typed once submitted, and focuses the first field to correct', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(REFERENCE_LISTS);
    renderProfile();
    expect(textbox(/^Prénom/)).toHaveValue('Camille');
    await user.clear(textbox(/^Prénom/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le formulaire contient des erreurs.');
    expect(textbox(/^Prénom/)).toHaveAccessibleDescription('Champ obligatoire');
    await waitFor(() => expect(textbox(/^Prénom/)).toHaveFocus());
    await user.type(textbox(/^Prénom/), 'Cam1');
    expect(textbox(/^Prénom/)).toHaveAccessibleDescription('Le prénom ne doit pas contenir de chiffres');
    expect(sentValues('/Compte/Compte_Update')).toEqual([]);
  });

  test('keeps the saved town, and clears it once the postal code is changed to one without towns', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ ...REFERENCE_LISTS, '/StaticData/Get_VilleByCodePostal': () => [] });
    renderProfile();
    const town = screen.getByRole('combobox', { name: /^Ville/ });
    await waitFor(() => expect(sentValues('/StaticData/Get_VilleByCodePostal')).toEqual([{ CodePostal: '35000' }]));
    expect(town).toHaveValue('Rennes');

    await user.clear(textbox(/^Code postal/));
    await user.type(textbox(/^Code postal/), '99999');
    await waitFor(() => expect(town).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(town).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    expect(sentValues('/Compte/Compte_Update')).toEqual([]);
  });

  test('saves, says « Modifications enregistrées » and hands the saved account on; a refusal lands on its field', async () => {
    const user = userEvent.setup({ delay: null });
    const success = vi.spyOn(toast, 'success');
    let refused = false;
    mockApi({
      ...REFERENCE_LISTS,
      '/Compte/Compte_Update': (values) => {
        if (!refused) {
          refused = true;
          throw apiRefusal(400, 'Certaines valeurs sont incorrectes.', [
            { Champ: '/Adresse/IdPays', Message: 'Saisie incorrecte' },
          ]);
        }
        return { ...COMPTE, ...(values as object), Prenom: 'Camille-Anne' };
      },
    });
    const onSaved = renderProfile();
    await user.clear(textbox(/^Prénom/));
    await user.type(textbox(/^Prénom/), 'Camille-Anne');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Vos modifications n'ont pas été enregistrées. Certaines valeurs sont incorrectes.",
    );
    expect(screen.getByRole('button', { name: /Pays/ })).toHaveAccessibleDescription(
      expect.stringContaining('Saisie incorrecte'),
    );

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ Prenom: 'Camille-Anne' })));
    expect(success).toHaveBeenCalledWith('Modifications enregistrées');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentValues('/Compte/Compte_Update')).toHaveLength(2);
  });
});
