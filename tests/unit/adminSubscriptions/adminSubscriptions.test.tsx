import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { BO_SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_ENDED } from '../../../domain/subscription/boSubscriptionTexts.ts';
import { toastQueue } from '../../../src/components/toast/toastQueue.ts';
import type { BoAbonnement } from '../../../src/features/adminSubscriptions/api/getBoAbonnementPage.ts';
import { renderBackOffice } from '../backOfficeRoutes.tsx';
import { apiRefusal, mockApi, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const LIST = '/BO/Abonnement/Abonnement_GetAll_List';
const GET = '/BO/Abonnement/Abonnement_Get';
const CANCEL = '/BO/Abonnement/Abonnement_Resilier';
const COMMANDE = '/BO/Commande/Commande_Get';

function abonnement(id: number, overrides: Partial<BoAbonnement> = {}): BoAbonnement {
  return {
    Abonnement: {
      Id: id,
      IdProduit: 4,
      Libelle: 'Abonnement Premium (12 mois)',
      IdCommande: 30 + id,
      NumeroCommande: `C2026-0000${30 + id}`,
      DateDebut: '2026-03-04',
      DateFin: '2027-03-04',
      Renouvellement: true,
      DateResiliation: null,
      Actif: true,
    },
    Client: {
      IdPersonne: 7,
      Login: 'odile@example.org',
      Prenom: 'Odile',
      Nom: 'Lebrun',
      RaisonSociale: 'Éditions du Saule',
    },
    Etat: 'actif',
    PeutResilier: true,
    ...overrides,
  };
}

const CANCELLED = abonnement(1, {
  Abonnement: { ...abonnement(1).Abonnement, Renouvellement: false, DateResiliation: '2026-05-06T08:30:00Z' },
  Etat: 'resilie',
  PeutResilier: false,
});
const ENDED = abonnement(2, {
  Abonnement: { ...abonnement(2).Abonnement, DateDebut: '2024-01-01', DateFin: '2025-01-01', Actif: false },
  Etat: 'termine',
  PeutResilier: false,
});

/** The order of the subscription, with an invoice and a credit note. */
const commande = {
  Commande: {
    Id: 31,
    Factures: [
      { Id: 91, Numero: 'FA-2026-000091', DateEmission: '2026-03-04', Avoir: false, TotalTTCCentimes: 19900 },
      { Id: 92, Numero: 'AV-2026-000001', DateEmission: '2026-03-05', Avoir: true, TotalTTCCentimes: -19900 },
    ],
  },
};

const renderSubscriptions = (path = '/admin/abonnements') => renderBackOffice(path);

describe('/admin/abonnements', () => {
  test('lists a page with the count, product, customer, period and state; each row opens its subscription', async () => {
    mockApi({
      [LIST]: () => ({ Total: 12, Items: [abonnement(1), ENDED] }),
      [GET]: () => abonnement(1),
      [COMMANDE]: () => commande,
    });
    const { router } = renderSubscriptions();
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnements' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^←/ })).not.toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Abonnements' });
    expect(sentValues(LIST)).toEqual([
      {
        Recherche: null,
        Etat: null,
        DateDebutMin: null,
        DateDebutMax: null,
        Tri: { Colonne: 'DateDebut', Sens: 'desc' },
        Limit: 10,
        Offset: 0,
      },
    ]);
    expect(screen.getByText('12 abonnements')).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Abonnement Premium (12 mois)', 'Odile LebrunÉditions du Sauleodile@example.org']);
    expect(first).toHaveTextContent('04/03/2026');
    expect(first).toHaveTextContent('04/03/2027');
    expect(first).toHaveTextContent('État : Actif');
    expect(second).toHaveTextContent('État : Terminé');
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();

    await userEvent.click(within(first!).getByRole('rowheader', { name: 'Abonnement Premium (12 mois)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/abonnement/1'));
  });

  test('filters on text and state and sorts through the address; a state the contract does not know is ignored', async () => {
    mockApi({ [LIST]: () => ({ Total: 1, Items: [abonnement(1)] }) });
    const { router } = renderSubscriptions('/admin/abonnements?Etat=inconnu');
    await screen.findByRole('grid', { name: 'Abonnements' });
    expect(sentValues(LIST)[0]).toMatchObject({ Etat: null });
    await userEvent.type(screen.getByRole('textbox', { name: /Client, société ou produit/ }), 'Saule');
    await userEvent.click(screen.getByRole('button', { name: /État/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Résilié' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.search).toBe('?Recherche=Saule&Etat=resilie'));
    await userEvent.click(screen.getByRole('columnheader', { name: /Client/ }));
    expect(router.state.location.search).toBe('?Recherche=Saule&Etat=resilie&Tri=Client&Sens=asc');
    await waitFor(() =>
      expect(sentValues(LIST).at(-1)).toMatchObject({
        Recherche: 'Saule',
        Etat: 'resilie',
        Tri: { Colonne: 'Client', Sens: 'asc' },
        Offset: 0,
      }),
    );
  });

  test('empty and failed lists say so', async () => {
    mockApi({ [LIST]: () => ({ Total: 0, Items: [] }) });
    renderSubscriptions();
    expect(await screen.findByText("Aucun abonnement n'a encore été souscrit.")).toBeInTheDocument();
    mockApi({
      [LIST]: () => {
        throw apiRefusal(500, 'Le service ne répond pas.');
      },
    });
    renderSubscriptions('/admin/abonnements?Offset=10');
    expect(await screen.findByText(/Les abonnements n'ont pas pu être chargés/)).toBeInTheDocument();
  });
});

describe('/admin/abonnement/{id}', () => {
  test('shows the subscriber, the product, the period, the order and its invoices, without a back link', async () => {
    mockApi({ [GET]: () => abonnement(1), [COMMANDE]: () => commande });
    renderSubscriptions('/admin/abonnement/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement Premium (12 mois)' })).toBeInTheDocument();
    expect(screen.getByText('Abonnement n° 1 de Odile Lebrun')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: "L'abonnement" });
    for (const text of [
      'Éditions du Saule',
      'odile@example.org',
      'Compte n° 7',
      '04/03/2026',
      '04/03/2027',
      'Automatique',
    ])
      expect(facts).toHaveTextContent(text);
    expect(within(facts).getByRole('link', { name: 'Compte n° 7' })).toHaveAttribute('href', '/admin/utilisateur/7');
    expect(within(facts).getByRole('link', { name: 'Commande C2026-000031' })).toHaveAttribute(
      'href',
      '/admin/commandes?Recherche=C2026-000031&Commande=31',
    );
    expect(await within(facts).findByRole('link', { name: 'Facture FA-2026-000091' })).toHaveAttribute(
      'href',
      '/admin/facture/7/91',
    );
    expect(within(facts).getByRole('link', { name: 'Avoir AV-2026-000001' })).toHaveAttribute(
      'href',
      '/admin/facture/7/92',
    );
    expect(sentValues(COMMANDE)).toEqual([{ Id: 31 }]);
    expect(screen.queryByRole('link', { name: /^←/ })).not.toBeInTheDocument();
  });

  test('« Résilier » asks first, then shows the cancelled subscription and says so', async () => {
    let current = abonnement(1);
    mockApi({
      [GET]: () => current,
      [COMMANDE]: () => commande,
      [CANCEL]: () => {
        current = CANCELLED;
        return current;
      },
    });
    renderSubscriptions('/admin/abonnement/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Résilier' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "L'abonnement de Odile Lebrun ne sera pas renouvelé. Il reste actif jusqu'au 04/03/2027.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ne rien changer' }));
    expect(sentValues(CANCEL)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Résilier' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmer la résiliation' }),
    );
    await waitFor(() => expect(sentValues(CANCEL)).toEqual([{ Id: 1 }]));
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContain(
        "L'abonnement « Abonnement Premium (12 mois) » est résilié. Il reste actif jusqu'au 04/03/2027.",
      ),
    );
    const facts = screen.getByRole('region', { name: "L'abonnement" });
    expect(facts).toHaveTextContent('État : Résilié');
    expect(facts).toHaveTextContent('Aucun');
    expect(screen.queryByRole('button', { name: 'Résilier' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Cet abonnement a été résilié le 06/05/2026 : il ne sera pas renouvelé et reste actif jusqu'au 04/03/2027.",
      ),
    ).toBeInTheDocument();
  }, 20_000);

  test('a refusal (409) keeps the page and shows the server’s French reason', async () => {
    let current = abonnement(1);
    mockApi({
      [GET]: () => current,
      [COMMANDE]: () => commande,
      [CANCEL]: () => {
        current = ENDED;
        throw apiRefusal(409, SUBSCRIPTION_ENDED);
      },
    });
    renderSubscriptions('/admin/abonnement/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Résilier' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmer la résiliation' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `La résiliation n'a pas abouti : l'abonnement est inchangé. ${SUBSCRIPTION_ENDED}`,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Read again, it has ended meanwhile: no button any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Résilier' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: "L'abonnement" })).toHaveTextContent('État : Terminé');
  }, 20_000);

  test('an ended subscription shows no button, only why', async () => {
    mockApi({ [GET]: () => ENDED, [COMMANDE]: () => commande });
    renderSubscriptions('/admin/abonnement/2');
    expect(await screen.findByText(SUBSCRIPTION_ENDED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Résilier' })).not.toBeInTheDocument();
  });

  test('an unknown id, or one that cannot be, shows a French not-found page leading to the list', async () => {
    mockApi({
      [GET]: () => {
        throw apiRefusal(404, BO_SUBSCRIPTION_NOT_FOUND);
      },
    });
    renderSubscriptions('/admin/abonnement/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement introuvable' })).toBeInTheDocument();
    expect(screen.getByText(BO_SUBSCRIPTION_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute('href', '/admin/abonnements');
    expect(sentValues(GET)).toEqual([{ Id: 999 }]);

    mockApi({});
    renderSubscriptions('/admin/abonnement/abc');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Abonnement introuvable' })).not.toHaveLength(0);
    expect(sentValues(GET)).toEqual([]);
  });
});
