import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { BO_COMMANDE_REFUSALS } from '../../../domain/order/boCommandeTexts.ts';
import { etatsCommande } from '../../../server/compose/seed/data/referenceLists.ts';
import { toastQueue } from '../../../src/components/toast/toastQueue.ts';
import type { BoCommande } from '../../../src/features/adminOrders/api/getBoCommande.ts';
import type { BoCommandeResume } from '../../../src/features/adminOrders/api/getBoCommandePage.ts';
import { renderBackOffice } from '../backOfficeRoutes.tsx';
import { apiRefusal, mockApi, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const LIST = '/BO/Commande/Commande_GetAll_List';
const GET = '/BO/Commande/Commande_Get';
const UPDATE = '/BO/Commande/Commande_Etat_Update';
const CLIENT = {
  IdPersonne: 7,
  Login: 'odile@example.org',
  Prenom: 'Odile',
  Nom: 'Lebrun',
  RaisonSociale: 'Éditions du Saule',
};

function resume(id: number, overrides: Partial<BoCommandeResume> = {}): BoCommandeResume {
  return {
    Id: id,
    Numero: `C2026-${String(id).padStart(6, '0')}`,
    DatePassage: '2026-03-04T10:00:00Z',
    IdEtatCommande: 3,
    EtatCommande: 'Payée',
    TotalTTCCentimes: 1250,
    Client: CLIENT,
    Facture: {
      Id: 90 + id,
      Numero: `FA-2026-0000${id}`,
      DateEmission: '2026-03-04',
      Avoir: false,
      TotalTTCCentimes: 1250,
    },
    ARembourser: false,
    ...overrides,
  };
}

function commande(state: { IdEtatCommande: number; EtatCommande: string }, can: Partial<BoCommande> = {}): BoCommande {
  return {
    Commande: {
      Id: 1,
      Numero: 'C2026-000001',
      DatePassage: '2026-03-04T10:00:00Z',
      ...state,
      TotalTTCCentimes: 1250,
      Lignes: [],
      CodeReduction: null,
      MontantProduitsTTCCentimes: 1250,
      MontantReductionTTCCentimes: 0,
      TotalHTCentimes: 1042,
      TotalTVACentimes: 208,
      Facturation: {
        Civilite: 'Mme',
        Prenom: 'Odile',
        Nom: 'Lebrun',
        Email: 'odile@example.org',
        RaisonSociale: null,
        Siret: null,
        NumeroTva: null,
        Adresse: null,
      },
      VersionCGV: '2026-01',
      DemandeExecutionImmediate: true,
      RenonceDroitRetractation: true,
      Payable: false,
      Annulable: false,
      Paiements: [],
      Factures: [],
    },
    Client: CLIENT,
    PeutPasserEnCours: false,
    PeutTerminer: false,
    PeutAnnuler: false,
    AnnulationAvecAvoir: false,
    PeutAnnulerPaiement: false,
    PaiementEnAttente: null,
    PaiementsARembourser: [],
    ...can,
  };
}

const PAID = commande(
  { IdEtatCommande: 3, EtatCommande: 'Payée' },
  { PeutPasserEnCours: true, PeutAnnuler: true, AnnulationAvecAvoir: true },
);

const renderCommandes = (path = '/admin/commandes') => renderBackOffice(path);

describe('/admin/commandes', () => {
  test('lists a page with the count, number, date, customer, state, total and invoice; no back link', async () => {
    mockApi({
      '/StaticData/Get_EtatCommande': () => etatsCommande,
      [LIST]: () => ({
        Total: 12,
        Items: [resume(1), resume(2, { Facture: null, EtatCommande: 'En attente de paiement', IdEtatCommande: 2 })],
      }),
    });
    renderCommandes();
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^←/ })).not.toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Commandes' });
    expect(sentValues(LIST)).toEqual([
      {
        Recherche: null,
        IdEtatCommande: null,
        IdPersonne: null,
        DatePassageDebut: null,
        DatePassageFin: null,
        ARembourser: null,
        Tri: { Colonne: 'DatePassage', Sens: 'desc' },
        Limit: 10,
        Offset: 0,
      },
    ]);
    expect(screen.getByText('12 commandes')).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('C2026-000001');
    expect(first).toHaveTextContent('04/03/2026');
    expect(first).toHaveTextContent('Odile Lebrun');
    expect(first).toHaveTextContent(/12,50\s€/);
    expect(within(first!).getByRole('link', { name: 'Facture FA-2026-00001' })).toHaveAttribute(
      'href',
      '/admin/facture/7/91',
    );
    expect(second).toHaveTextContent('Aucune');
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
  });

  test('filters and sorts through the address', async () => {
    mockApi({ '/StaticData/Get_EtatCommande': () => etatsCommande, [LIST]: () => ({ Total: 1, Items: [resume(1)] }) });
    const { router } = renderCommandes();
    await screen.findByRole('grid', { name: 'Commandes' });
    await userEvent.type(screen.getByRole('textbox', { name: /Numéro, client ou société/ }), 'Saule{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?Recherche=Saule'));
    await userEvent.click(screen.getByRole('columnheader', { name: /Total TTC/ }));
    expect(router.state.location.search).toBe('?Recherche=Saule&Tri=TotalTTCCentimes&Sens=asc');
    await waitFor(() =>
      expect(sentValues(LIST).at(-1)).toMatchObject({
        Recherche: 'Saule',
        Tri: { Colonne: 'TotalTTCCentimes', Sens: 'asc' },
      }),
    );
  });

  test('the account number takes an id of the contract only, and what cannot be one leaves what was typed', async () => {
    mockApi({ '/StaticData/Get_EtatCommande': () => etatsCommande, [LIST]: () => ({ Total: 1, Items: [resume(1)] }) });
    const { router } = renderCommandes();
    await screen.findByRole('grid', { name: 'Commandes' });
    const account = screen.getByRole('textbox', { name: /N° de compte/ });
    await userEvent.type(account, '12a3');
    expect(account).toHaveValue('123');
    await userEvent.type(account, '{Backspace}{Backspace}{Backspace}0');
    expect(account).toHaveValue('');
    // Past the contract's largest id (2³¹ − 1), the last digit is not taken.
    await userEvent.type(account, '2147483648');
    expect(account).toHaveValue('214748364');
    await userEvent.clear(account);
    await userEvent.type(account, '7{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?IdPersonne=7'));
    await waitFor(() => expect(sentValues(LIST).at(-1)).toMatchObject({ IdPersonne: 7 }));
  });

  test('empty and failed lists say so', async () => {
    mockApi({ '/StaticData/Get_EtatCommande': () => etatsCommande, [LIST]: () => ({ Total: 0, Items: [] }) });
    renderCommandes();
    expect(await screen.findByText("Aucune commande n'a encore été passée.")).toBeInTheDocument();
    mockApi({
      '/StaticData/Get_EtatCommande': () => etatsCommande,
      [LIST]: () => {
        throw apiRefusal(500, 'Le service ne répond pas.');
      },
    });
    renderCommandes('/admin/commandes?Offset=10');
    expect(await screen.findByText(/Les commandes n'ont pas pu être chargées/)).toBeInTheDocument();
  });

  test('an order opened over the list moves on after a confirmation; a refusal is said in French', async () => {
    let current = PAID;
    mockApi({
      '/StaticData/Get_EtatCommande': () => etatsCommande,
      [LIST]: () => ({ Total: 1, Items: [resume(1)] }),
      [GET]: () => current,
      [UPDATE]: () => {
        current = commande(
          { IdEtatCommande: 7, EtatCommande: 'En cours' },
          { PeutTerminer: true, PeutAnnuler: true, AnnulationAvecAvoir: true },
        );
        return current;
      },
    });
    const { router } = renderCommandes();
    await userEvent.click(await screen.findByRole('link', { name: 'Ouvrir la commande C2026-000001' }));
    expect(router.state.location.search).toBe('?Commande=1');
    const panel = await screen.findByRole('region', { name: 'Commande C2026-000001' });
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { level: 2, name: 'Commande C2026-000001' })).toHaveFocus(),
    );
    expect(panel).toHaveTextContent('Éditions du Saule');
    expect(within(panel).queryByRole('button', { name: 'Terminer' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Annuler la commande' }));
    const cancel = await screen.findByRole('alertdialog', { name: 'Annuler la commande C2026-000001 ?' });
    expect(cancel).toHaveTextContent('un avoir du montant de sa facture sera émis');
    await userEvent.click(within(cancel).getByRole('button', { name: 'Ne rien changer' }));
    expect(sentValues(UPDATE)).toEqual([]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Passer en cours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Passer la commande C2026-000001 en cours ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Passer en cours' }));
    await waitFor(() => expect(sentValues(UPDATE)).toEqual([{ Id: 1, Action: 'passerEnCours' }]));
    expect(await within(panel).findByRole('button', { name: 'Terminer' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('En cours');

    mockApi({
      '/StaticData/Get_EtatCommande': () => etatsCommande,
      [LIST]: () => ({ Total: 1, Items: [resume(1)] }),
      [GET]: () => current,
      [UPDATE]: () => {
        throw apiRefusal(409, BO_COMMANDE_REFUSALS.terminer('Terminée'));
      },
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Terminer' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Terminer la commande C2026-000001 ?' })).getByRole(
        'button',
        {
          name: 'Terminer',
        },
      ),
    );
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContain(
        BO_COMMANDE_REFUSALS.terminer('Terminée'),
      ),
    );
  }, 20_000);
});

describe('/admin/facture/{idpersonne}/{id}', () => {
  test('an unknown invoice, or ids that cannot be, show the not-found page', async () => {
    mockApi({
      '/BO/Facture/Facture_Get': () => {
        throw apiRefusal(404, "Cette facture n'existe pas ou n'appartient pas à ce compte.");
      },
    });
    renderCommandes('/admin/facture/7/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(sentValues('/BO/Facture/Facture_Get')).toEqual([{ Id: 999, IdPersonne: 7 }]);
    renderCommandes('/admin/facture/abc/1');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Page introuvable' })).toHaveLength(2);
  });
});
