import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { REFERENCING_TEXTS } from '../../../domain/referencing/referencingTexts.ts';
import { etatsPublication } from '../../../server/compose/seed/data/referenceLists.ts';
import PublicationsRoute from '../../../src/app/routes/PublicationsRoute.tsx';
import { BasketProvider } from '../../../src/features/basket/BasketProvider.tsx';
import type { PublicationResume } from '../../../src/features/publications/api/getPublicationPage.ts';
import { mockApi, renderRoutes } from '../testUtils.tsx';
import { authorBasket } from './authorBasket.ts';
import { produitGet, referencement } from './referencingFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

function resume(Id: number, Titre: string, r: PublicationResume['Referencement']): PublicationResume {
  return {
    Id,
    Ean: '9782365120012',
    Titre,
    Serie: false,
    TitreVolume: null,
    NumeroVolume: null,
    Auteurs: [],
    LibelleMarque: 'Éditions de Penhoët',
    IdDisponibilite: 2,
    DateParution: '2026-03-12',
    PrixTTCCentimes: 1850,
    IdEtatPublication: r?.Etat === 'nonValidee' ? 2 : 3,
    VisuelCouverture: null,
    Moderation: null,
    DateCreation: '2026-01-05T10:00:00Z',
    DateMaj: '2026-02-01T10:00:00Z',
    Referencement: r,
  };
}

const A_PAYER = resume(1, 'À payer', referencement('aPayer'));
const PAYEE = resume(2, 'Payée d’avance', referencement('nonValidee', { Paye: true, Couverture: 'ligne' }));
const REFERENCEE = resume(3, 'Référencée', referencement('referencee'));
const REJETEE = resume(4, 'Rejetée', referencement('rejetee'));
const SOUMISE = resume(5, 'Soumise', referencement('nonValidee'));

function renderList(publications: PublicationResume[]) {
  mockApi({
    '/Publication/Publication_GetAll_List': () => ({ Total: publications.length, Items: publications }),
    '/StaticData/Get_EtatPublication': () => etatsPublication,
    '/Produit/Produit_Get': produitGet,
  });
  const basket = authorBasket();
  const result = renderRoutes(
    [
      {
        path: '/publications',
        element: (
          <BasketProvider controller={basket.controller}>
            <PublicationsRoute />
          </BasketProvider>
        ),
      },
      { path: '/panier', element: <p>Panier</p> },
    ],
    { path: '/publications' },
  );
  return { ...result, basket };
}

function referencingOf(title: string): string | null | undefined {
  const row = screen.getByRole('listitem', { name: title });
  return within(row).getByText('Référencement', { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('the referencing in « Mes publications »', () => {
  test('each publication says where its referencing stands, and since when', async () => {
    renderList([A_PAYER, PAYEE, REFERENCEE, REJETEE, SOUMISE]);
    await screen.findByRole('listitem', { name: 'À payer' });
    expect(referencingOf('À payer')).toBe('Référencement à commander depuis le 28/11/2026');
    expect(referencingOf('Payée d’avance')).toBe('Référencement payé — en attente de validation');
    expect(referencingOf('Référencée')).toBe('Référencée le 28/11/2026');
    expect(referencingOf('Rejetée')).toBe('Rejetée par le catalogue le 28/11/2026');
    expect(referencingOf('Soumise')).toBe('Non validée');
    // Only the validated one that is not paid has something to order.
    expect(screen.getAllByRole('button', { name: /^Commander le référencement/ })).toHaveLength(1);
  });

  test('« Commander le référencement » puts the publication’s referencing in the basket and opens it', async () => {
    const user = userEvent.setup();
    const { router, basket } = renderList([REFERENCEE, A_PAYER]);
    await user.click(await screen.findByRole('button', { name: REFERENCING_TEXTS.orderOf('À payer') }));
    expect(await screen.findByText('Panier')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panier');
    await waitFor(() =>
      expect(basket.saved).toEqual([{ kind: 'add', line: { IdProduit: 1, IdPublication: 1, IdFormation: null } }]),
    );
  });
});
