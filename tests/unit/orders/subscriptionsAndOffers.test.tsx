import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { rubriques } from '../../../server/compose/seed/data/catalogue.ts';
import PartnerOffersRoute from '../../../src/app/routes/PartnerOffersRoute.tsx';
import SubscriptionsRoute from '../../../src/app/routes/SubscriptionsRoute.tsx';
import type { Contenu } from '../../../src/lib/api/types.ts';
import { abonnement } from '../../machines/subscriptionCancel/subscriptionCancelModel.ts';
import { apiRefusal, mockApi, renderRoutes } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/Abonnements', element: <SubscriptionsRoute /> },
      { path: '/offres/partenaire', element: <PartnerOffersRoute /> },
      { path: '/rubrique/:id', element: <p>Rubrique</p> },
      { path: '/commande/:id', element: <p>Commande</p> },
    ],
    { path },
  );
}

describe('« Mes Abonnements »', () => {
  test('shows each subscription’s period, how it renews or ends, and the order it came from', async () => {
    mockApi({
      '/Abonnement/Abonnement_GetAll': () => [
        abonnement(1, { Libelle: 'Abonnement Premium' }),
        abonnement(2, {
          Libelle: 'Abonnement Essentiel',
          DateDebut: '2025-01-01',
          DateFin: '2025-12-31',
          Renouvellement: false,
          DateResiliation: '2025-06-10T09:00:00Z',
          Actif: false,
        }),
      ],
      '/Rubrique/Rubrique_GetAll': () => rubriques,
    });
    renderAt('/Abonnements');
    expect(screen.getByRole('heading', { level: 1, name: 'Mes Abonnements' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Mes Abonnements \| /);
    const premium = await screen.findByRole('listitem', { name: 'Abonnement Premium' });
    expect(premium).toHaveTextContent('Du 01/02/2026 au 31/01/2027');
    expect(premium).toHaveTextContent('Renouvellement automatique le 31/01/2027');
    expect(premium).toHaveTextContent('État : Actif');
    expect(within(premium).getByRole('link', { name: 'Commande CMD-2026-00001' })).toHaveAttribute(
      'href',
      '/commande/101',
    );
    expect(within(premium).getByRole('button', { name: 'Résilier mon abonnement' })).toHaveAccessibleDescription(
      'Abonnement Premium',
    );
    const ended = screen.getByRole('listitem', { name: 'Abonnement Essentiel' });
    // Over: how it was cancelled no longer matters.
    expect(ended).toHaveTextContent('Terminé le 31/12/2025');
    expect(ended).not.toHaveTextContent('Résilié');
    expect(within(ended).queryByRole('button')).toBeNull();
  });

  test('without any subscription, says so and leads to the subscriptions rubrique', async () => {
    mockApi({ '/Abonnement/Abonnement_GetAll': () => [], '/Rubrique/Rubrique_GetAll': () => rubriques });
    renderAt('/Abonnements');
    expect(await screen.findByText("Vous n'avez aucun abonnement.")).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Découvrir nos abonnements' });
    const subscriptions = rubriques.find((rubrique) => rubrique.Code === 'ABONNEMENT')!;
    await vi.waitFor(() => expect(link).toHaveAttribute('href', `/rubrique/${subscriptions.Id}`));
  });

  test('a failed list says why and tries again', async () => {
    let fail = true;
    mockApi({
      '/Abonnement/Abonnement_GetAll': () => {
        if (fail) throw apiRefusal(503, 'Le service est momentanément indisponible.');
        return [abonnement(1)];
      },
      '/Rubrique/Rubrique_GetAll': () => rubriques,
    });
    renderAt('/Abonnements');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('listitem', { name: 'Abonnement 1' })).toBeInTheDocument();
  });
});

const OFFRES: Contenu = {
  Id: 40,
  Nom: 'OffresPartenaire',
  IdTypeContenu: 1,
  ContenuElements: [
    {
      Id: 2,
      Nom: 'Texte',
      IdTypeContenuElement: 1,
      Rang: 2,
      Valeur: '<p>-20 % sur l’impression de vos livres chez notre imprimeur partenaire.</p>',
      Libelle: null,
      Description: null,
      SousLibelle: null,
      ContenuElementFichier: null,
    },
    {
      Id: 1,
      Nom: 'Titre',
      IdTypeContenuElement: 1,
      Rang: 1,
      Valeur: 'Les offres de nos partenaires',
      Libelle: null,
      Description: null,
      SousLibelle: null,
      ContenuElementFichier: null,
    },
  ],
};

describe('the partners’ offers', () => {
  test('show the content OffresPartenaire under its title', async () => {
    mockApi({ '/Offre/Offre_GetPartenaire': () => OFFRES });
    renderAt('/offres/partenaire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Les offres de nos partenaires' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(
      '-20 % sur l’impression de vos livres chez notre imprimeur partenaire.',
    );
    expect(document.title).toMatch(/^Les offres de nos partenaires \| /);
  });

  test('without the content yet, say that there is no offer for now', async () => {
    mockApi({ '/Offre/Offre_GetPartenaire': () => Promise.reject(apiRefusal(404, 'Contenu introuvable.')) });
    renderAt('/offres/partenaire');
    expect(await screen.findByText("Aucune offre partenaire n'est proposée pour le moment.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Offres partenaires' })).toBeInTheDocument();
  });
});
