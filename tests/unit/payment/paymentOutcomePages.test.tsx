import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PAYMENT_PAGE_TEXTS } from '../../../domain/order/checkoutTexts.ts';
import { COMMANDE_TEXTS } from '../../../domain/order/commandeTexts.ts';
import {
  PaymentFailureRoute,
  PaymentPendingRoute,
  PaymentProcessingErrorRoute,
  PaymentSuccessRoute,
} from '../../../src/app/routes/PaymentRoutes.tsx';
import { Outlet } from 'react-router-dom';
import { PageHeadSync } from '../../../src/app/head/PageHeadSync.tsx';
import { etat } from '../../machines/paymentCheck/paymentCheckModel.ts';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        // The layout's page head, which says which of these pages search engines leave out.
        element: (
          <>
            <PageHeadSync />
            <Outlet />
          </>
        ),
        children: [
          { path: '/payment/success', element: <PaymentSuccessRoute /> },
          { path: '/payment/pending', element: <PaymentPendingRoute /> },
          { path: '/payment/failure', element: <PaymentFailureRoute /> },
          { path: '/payment/processingerror', element: <PaymentProcessingErrorRoute /> },
          { path: '/payment/check', element: <p>Vérification en cours</p> },
        ],
      },
    ],
    { path },
  );
}

const submitted: HTMLFormElement[] = [];

describe('the payment outcome pages', () => {
  beforeEach(() => {
    submitted.length = 0;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    for (const form of document.querySelectorAll('form')) form.remove();
  });

  test('success reads the state once and shows the order, its amount and where to follow it', async () => {
    mockApi({ '/Paiement/Paiement_GetEtat': () => etat('succes') });
    renderAt('/payment/success?commande=41');
    expect(await screen.findByRole('heading', { level: 1, name: PAYMENT_PAGE_TEXTS.successTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(PAYMENT_PAGE_TEXTS.successText('C2026-000041', '15,00 €'));
    expect(screen.getByRole('link', { name: PAYMENT_PAGE_TEXTS.seeCommande })).toHaveAttribute('href', '/commande/41');
    expect(screen.getByRole('link', { name: PAYMENT_PAGE_TEXTS.myCommandes })).toHaveAttribute('href', '/commandes');
    expect(sentValues('/Paiement/Paiement_GetEtat')).toEqual([{ IdCommande: 41 }]);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  test('a page whose outcome the server does not confirm hands over to the check (still in progress)', async () => {
    mockApi({ '/Paiement/Paiement_GetEtat': () => etat('enCours') });
    const { router } = renderAt('/payment/success?commande=41');
    expect(await screen.findByText('Vérification en cours')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/payment/check?commande=41');
    expect(screen.queryByText(PAYMENT_PAGE_TEXTS.successTitle)).toBeNull();
  });

  test('a page whose outcome differs shows the right one', async () => {
    mockApi({ '/Paiement/Paiement_GetEtat': () => etat('echec') });
    const { router } = renderAt('/payment/success?commande=41');
    expect(await screen.findByRole('heading', { level: 1, name: PAYMENT_PAGE_TEXTS.failureTitle })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment/failure');
  });

  test('failure keeps the order, not indexed, and « Payer cette commande » opens a new attempt at the provider', async () => {
    const formulaire = { IdPaiement: 6, Url: 'https://paiement.example.org/', Champs: { signature: 'abc' } };
    mockApi({
      '/Paiement/Paiement_GetEtat': () => etat('echec'),
      '/Paiement/Paiement_Create': () => formulaire,
    });
    const user = userEvent.setup();
    renderAt('/payment/failure?commande=41');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_PAGE_TEXTS.failureText('C2026-000041'));
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    await user.click(screen.getByRole('button', { name: 'Payer cette commande' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(sentValues('/Paiement/Paiement_Create')).toEqual([{ IdCommande: 41 }]);
    expect(submitted[0]?.action).toBe(formulaire.Url);
    // Reading the state never changes it: only one read, and no other call than the new attempt.
    expect(sentValues('/Paiement/Paiement_GetEtat')).toHaveLength(1);
  });

  test('a refused new attempt is said, and the button stays to try again', async () => {
    mockApi({
      '/Paiement/Paiement_GetEtat': () => etat('erreur'),
      '/Paiement/Paiement_Create': () => {
        throw apiRefusal(409, 'Cette commande est déjà payée.');
      },
    });
    const user = userEvent.setup();
    renderAt('/payment/processingerror?commande=41');
    expect(await screen.findByRole('heading', { level: 1, name: PAYMENT_PAGE_TEXTS.errorTitle })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Payer cette commande' }));
    expect(await screen.findByText(/Cette commande est déjà payée\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer cette commande' })).toBeEnabled();
    expect(submitted).toHaveLength(0);
  });

  test('pending offers to check again', async () => {
    mockApi({ '/Paiement/Paiement_GetEtat': () => etat('attente') });
    renderAt('/payment/pending?commande=41');
    expect(await screen.findByRole('heading', { level: 1, name: PAYMENT_PAGE_TEXTS.pendingTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: PAYMENT_PAGE_TEXTS.retry })).toHaveAttribute(
      'href',
      '/payment/check?commande=41',
    );
  });

  test.each([
    ['without an order', '/payment/success'],
    ['with an order id that is not one', '/payment/success?commande=abc'],
  ])('%s, the page is not found', async (_, path) => {
    mockApi({});
    renderAt(path);
    expect(await screen.findByRole('heading', { name: COMMANDE_TEXTS.notFound.title })).toBeVisible();
  });

  test("an unknown order, or another customer's, is not found", async () => {
    mockApi({
      '/Paiement/Paiement_GetEtat': () => {
        throw apiRefusal(404, 'Commande introuvable.');
      },
    });
    renderAt('/payment/pending?commande=999');
    expect(await screen.findByRole('heading', { name: COMMANDE_TEXTS.notFound.title })).toBeVisible();
  });
});
