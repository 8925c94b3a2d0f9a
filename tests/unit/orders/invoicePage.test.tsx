import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import InvoiceRoute from '../../../src/app/routes/InvoiceRoute.tsx';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { FACTURE } from './commandeFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const GET = '/Facture/Facture_Get';

function renderInvoice(path = '/facture/9') {
  return renderRoutes(
    [
      { path: '/facture/:id', element: <InvoiceRoute /> },
      { path: '/commande/:id', element: <p>Commande</p> },
    ],
    { path },
  );
}

function texts(row: HTMLElement): (string | null)[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
}

afterEach(() => vi.restoreAllMocks());

describe('an invoice’s page', () => {
  test('carries every mention of the invoice: seller, customer, number, date, lines HT, VAT by rate, totals, payment', async () => {
    mockApi({ [GET]: () => FACTURE });
    renderInvoice();
    const invoice = await screen.findByRole('article', { name: 'Facture FA-2026-000009' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(sentValues(GET)).toEqual([{ Id: 9 }]);
    expect(document.title).toMatch(/^Facture FA-2026-000009 \| /);

    for (const mention of [
      'Données du Livre SAS',
      '35 rue Grégoire-de-Tours',
      '75006 Paris (FR)',
      'SAS au capital de 50 000 €',
      'RCS Paris B 123 456 789',
      'SIREN 123456789',
      'N° de TVA intracommunautaire FR12123456789',
    ])
      expect(invoice).toHaveTextContent(mention);
    // The registration is shown as the settings write it, its « RCS » once.
    expect(invoice).not.toHaveTextContent('RCS RCS');
    const customer = within(invoice).getByRole('region', { name: 'Facturé à' });
    expect(customer).toHaveTextContent('Éditions de Penhoët');
    expect(customer).toHaveTextContent('SIRET 12345678900012');
    expect(invoice).toHaveTextContent("Date d'émission12/03/2026");
    expect(within(invoice).getByRole('link', { name: 'CMD-2026-000042' })).toHaveAttribute('href', '/commande/42');

    const lines = within(invoice).getByRole('table', { name: 'Détail' });
    expect(within(lines).getAllByRole('row').map(texts)).toEqual([
      ['Désignation', 'Quantité', 'Prix unitaire HT', 'TVA', 'Montant HT'],
      ["Référencement d'un livre imprimé", '1', '40,83\u00a0€', '20\u00a0%', '40,83\u00a0€'],
      ['Guide de la diffusion', '2', '9,48\u00a0€', '5,5\u00a0%', '18,96\u00a0€'],
    ]);
    const vat = within(invoice).getByRole('table', { name: 'Récapitulatif de la TVA' });
    expect(within(vat).getAllByRole('row').map(texts)).toEqual([
      ['Taux de TVA', 'Base HT', 'Montant TVA'],
      ['5,5\u00a0%', '18,96\u00a0€', '1,04\u00a0€'],
      ['20\u00a0%', '40,83\u00a0€', '8,17\u00a0€'],
    ]);
    const totals = within(invoice).getByText('Total TTC').closest('dl')!;
    expect([...totals.querySelectorAll('div')].map((item) => item.textContent)).toEqual([
      'Réduction (BIENVENUE10)-5,00\u00a0€',
      'Total HT59,79\u00a0€',
      'Total TVA9,21\u00a0€',
      'Total TTC69,00\u00a0€',
    ]);
    expect(invoice).toHaveTextContent('Payée le 12/03/2026 par carte bancaire (CB).');
    expect(invoice).toHaveTextContent('Indemnité forfaitaire pour frais de recouvrement : 40 €.');
  });

  test('prints with « Imprimer », whose buttons stay off the paper, and offers the PDF', async () => {
    mockApi({ [GET]: () => FACTURE });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderInvoice();
    const button = await screen.findByRole('button', { name: 'Imprimer' });
    await userEvent.setup().click(button);
    expect(print).toHaveBeenCalledOnce();
    expect(button.closest('[data-print-hidden]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' }).closest('[data-print-hidden]')).not.toBeNull();
    expect(screen.getByRole('link', { name: '← Commande CMD-2026-000042' })).toHaveAttribute('href', '/commande/42');
  });

  test('a credit note says so and names the invoice it corrects; a private customer gets no professional mention', async () => {
    mockApi({
      [GET]: () => ({
        ...FACTURE,
        Id: 11,
        Numero: 'AV-2026-000001',
        Avoir: true,
        NumeroFactureOrigine: 'FA-2026-000009',
        MentionsProfessionnel: null,
        Client: { ...FACTURE.Client, RaisonSociale: null, Siret: null },
      }),
    });
    renderInvoice('/facture/11');
    const invoice = await screen.findByRole('article', { name: 'Avoir AV-2026-000001' });
    expect(invoice).toHaveTextContent('Avoir sur la facture FA-2026-000009');
    expect(invoice).toHaveTextContent("Facture d'origineFA-2026-000009");
    expect(invoice).not.toHaveTextContent('Indemnité forfaitaire');
    expect(invoice).not.toHaveTextContent('SIRET');
  });

  test('an unknown invoice, or another customer’s (404), shows the not-found page', async () => {
    mockApi({ [GET]: () => Promise.reject(apiRefusal(404, 'Facture introuvable.')) });
    renderInvoice('/facture/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facture introuvable' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Facture introuvable \| /);
  });
});
