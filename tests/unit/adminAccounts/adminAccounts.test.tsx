import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '../../../domain/identity/accountDeletion.ts';
import { toastQueue } from '../../../src/components/toast/toastQueue.ts';
import { renderBackOffice } from '../backOfficeRoutes.tsx';
import { apiRefusal, mockApi, sentValues, type ApiHandler } from '../testUtils.tsx';
import { COMPTE } from '../compteFixture.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const LIST = '/BO/Compte/Compte_GetAll';
const COUNT = '/BO/Compte/Compte_GetAll_Count';
const GET = '/BO/Compte/Compte_Get';
const UPDATE = '/BO/Compte/Compte_Update';
const DELETE = '/BO/Compte/Compte_Delete';

const REFERENCE: Record<string, ApiHandler> = {
  '/StaticData/Get_TypeCompte': () => [
    { Id: 1, Libelle: 'Back-office' },
    { Id: 2, Libelle: 'Front-office' },
  ],
  '/StaticData/Get_Pays': () => [{ IdPays: 74, Libelle: 'France', CodeIso: 'FR' }],
  '/StaticData/Get_VilleByCodePostal': () => [{ CodePostal: '35000', Libelle: 'Rennes', CodeInsee: '35238' }],
};

const EDITIONS = {
  ...COMPTE,
  Id: 9,
  Login: 'lande@example.org',
  Email: 'lande@example.org',
  Prenom: 'Maëlle',
  Nom: 'Lebrun',
  Societe: { RaisonSociale: 'Éditions de la Lande', Siret: '44306184100047' },
  Suppression: { Supprimable: true, Raison: null },
};

describe('/admin/utilisateurs', () => {
  test('sends the filters of the address with the first page, shows the count, the SIRET and a link per row', async () => {
    mockApi({ ...REFERENCE, [LIST]: () => [EDITIONS, COMPTE], [COUNT]: () => ({ Total: 12 }) });
    renderBackOffice('/admin/utilisateurs?Recherche=lande&Confirme=oui&IdTypeCompte=2');
    const table = await screen.findByRole('grid', { name: 'Utilisateurs' });
    const filtres = { Recherche: 'lande', Siret: null, IdTypeCompte: 2, Confirme: true };
    expect(sentValues(LIST)).toEqual([{ ...filtres, Limit: 10, Offset: 0 }]);
    expect(sentValues(COUNT)).toEqual([filtres]);
    expect(screen.getByText('12 comptes')).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Maëlle Lebrun/ });
    expect(row).toHaveTextContent('44306184100047');
    expect(row).toHaveTextContent('Éditions de la Lande');
    expect(row).toHaveTextContent('Front-office');
    expect(screen.getByRole('navigation', { name: 'Pages des utilisateurs' })).toBeInTheDocument();
  });

  test('says when no account passes the filters, and when the list cannot be read', async () => {
    mockApi({ ...REFERENCE, [LIST]: () => [], [COUNT]: () => ({ Total: 0 }) });
    renderBackOffice('/admin/utilisateurs?Recherche=personne');
    expect(await screen.findByText('Aucun compte ne correspond à votre recherche.')).toBeInTheDocument();

    mockApi({
      ...REFERENCE,
      [LIST]: () => Promise.reject(apiRefusal(503, 'Le service est momentanément indisponible.')),
      [COUNT]: () => ({ Total: 0 }),
    });
    renderBackOffice('/admin/utilisateurs');
    expect(
      await screen.findByText("Les comptes n'ont pas pu être chargés. Le service est momentanément indisponible."),
    ).toBeInTheDocument();
  });
});

describe('/admin/utilisateur/{id}', () => {
  test('an id that names no account shows a French not-found page leading to the list', async () => {
    mockApi({
      ...REFERENCE,
      [GET]: () => Promise.reject(apiRefusal(404, 'Aucun compte ne correspond à cet identifiant.')),
    });
    renderBackOffice('/admin/utilisateur/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compte introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste des utilisateurs' })).toHaveAttribute(
      'href',
      '/admin/utilisateurs',
    );
    renderBackOffice('/admin/utilisateur/abc');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Compte introuvable' })).toHaveLength(2);
  });

  test('a refused save keeps what was typed and says why; a new try saves and says so', async () => {
    let refuse = true;
    mockApi({
      ...REFERENCE,
      [GET]: () => EDITIONS,
      [UPDATE]: (values) =>
        refuse
          ? Promise.reject(apiRefusal(409, 'Un compte existe déjà avec cette adresse e-mail.'))
          : { ...EDITIONS, ...(values as object), Login: 'neuve@example.org' },
    });
    renderBackOffice('/admin/utilisateur/9');
    const email = await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'neuve@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les modifications du compte n'ont pas été enregistrées. Un compte existe déjà avec cette adresse e-mail.",
    );
    expect(email).toHaveValue('neuve@example.org');
    expect(sentValues(UPDATE)).toEqual([
      expect.objectContaining({ Id: 9, Email: 'neuve@example.org', IdTypeCompte: 2, Confirme: true }),
    ]);

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect([...toastQueue.visibleToasts].map((t) => t.content.message)).toContain('Modifications enregistrées'),
    );
    expect(screen.getByText('neuve@example.org', { selector: 'dd' })).toBeInTheDocument();
  });

  test('a refused deletion shows the server’s reason and keeps the account; a deletion goes back to the list', async () => {
    let refuse = true;
    mockApi({
      ...REFERENCE,
      [GET]: () => EDITIONS,
      [LIST]: () => [],
      [COUNT]: () => ({ Total: 0 }),
      [DELETE]: () =>
        refuse
          ? Promise.reject(apiRefusal(409, ACCOUNT_DELETION_MESSAGES.commandesEnCours(1)))
          : { Message: ACCOUNT_DELETION_MESSAGES.deletedByStaff },
    });
    const { router } = renderBackOffice('/admin/utilisateur/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le compte de Maëlle Lebrun ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le compte' }));
    const reason = ACCOUNT_DELETION_MESSAGES.commandesEnCours(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    // Said once: under the button, not again in a toast.
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect([...toastQueue.visibleToasts].map((t) => t.content.message)).not.toContain(reason);
    expect(router.state.location.pathname).toBe('/admin/utilisateur/9');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer le compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/utilisateurs'));
    expect([...toastQueue.visibleToasts].map((t) => t.content.message)).toContain(
      ACCOUNT_DELETION_MESSAGES.deletedByStaff,
    );
    expect(sentValues(DELETE)).toEqual([{ Id: 9 }, { Id: 9 }]);
  });

  test('an account the server would refuse to delete is not offered « Supprimer »: the reason is said once', async () => {
    const reason = ACCOUNT_DELETION_MESSAGES.commandesEnCours(2);
    mockApi({ ...REFERENCE, [GET]: () => ({ ...EDITIONS, Suppression: { Supprimable: false, Raison: reason } }) });
    renderBackOffice('/admin/utilisateur/9');
    const section = await screen.findByRole('region', { name: 'Supprimer le compte' });
    expect(within(section).getByText(reason)).toBeInTheDocument();
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(within(section).queryByRole('button')).toBeNull();
    expect(sentValues(DELETE)).toEqual([]);
  });
});
