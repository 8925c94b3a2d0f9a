import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import CommandeRoute from '../../../src/app/routes/CommandeRoute.tsx';
import { AppToastRegion } from '../../../src/components/toast/AppToastRegion.tsx';
import { toastQueue } from '../../../src/components/toast/toastQueue.ts';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { COMMANDE } from './commandeFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const GET = '/Commande/Commande_Get';

function renderCommande(path = '/commande/42') {
  return renderRoutes(
    [
      {
        path: '/commande/:id',
        element: (
          <>
            <CommandeRoute />
            <AppToastRegion />
          </>
        ),
      },
      { path: '/commandes', element: <p>Mes commandes</p> },
      { path: '/facture/:id', element: <p>Facture</p> },
    ],
    { path },
  );
}

/** What each cell of a row reads. */
function texts(row: HTMLElement): (string | null)[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

describe('an order’s page', () => {
  test('shows the number, date, state and total, each line, the discount and the totals HT, TVA and TTC', async () => {
    mockApi({ [GET]: () => COMMANDE });
    renderCommande();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-000042' })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([{ Id: 42 }]);
    expect(document.title).toMatch(/^Commande CMD-2026-000042 \| /);
    expect(screen.getByText('Passée le 12/03/2026')).toBeInTheDocument();
    expect(screen.getByText('État :').parentElement).toHaveTextContent('État : Payée');
    expect(screen.getByRole('link', { name: '← Mes commandes' })).toHaveAttribute('href', '/commandes');

    const lines = within(section('Articles')).getByRole('table', { name: 'Articles de la commande' });
    const rows = within(lines).getAllByRole('row').map(texts);
    expect(rows).toEqual([
      ['Article', 'Quantité', 'Prix unitaire TTC', 'Montant TTC'],
      [
        "Référencement d'un livre impriméPublication « Les Jardins de Penhoët », EAN 9782365120012",
        '1',
        '49,00\u00a0€',
        '49,00\u00a0€',
      ],
      [
        'Métadonnées et diffusionSession : du 02/04/2026 au 03/04/2026, ParisIndiquer les participants',
        '2',
        '12,50\u00a0€',
        '25,00\u00a0€',
      ],
      // The discount line is shown once, with the totals.
      ['Sous-total TTC', '74,00\u00a0€'],
      ['Réduction (BIENVENUE10)', '-7,40\u00a0€'],
      ['Total HT', '55,50\u00a0€'],
      ['TVA', '11,10\u00a0€'],
      ['Total TTC', '66,60\u00a0€'],
    ]);
  });

  test('a paid article line offers « Télécharger », leading to its download page', async () => {
    const libelle = 'Fiche pratique : obtenir un ISBN et un code EAN';
    const article = {
      ...COMMANDE.Lignes[1]!,
      Id: 404,
      IdProduit: 20,
      IdTypeProduit: 3,
      Libelle: libelle,
      Quantite: 1,
      IdFormation: null,
      Formation: null,
      Telechargement: '/commande/42/article/404',
    };
    mockApi({ [GET]: () => ({ ...COMMANDE, Lignes: [...COMMANDE.Lignes, article] }) });
    renderCommande();
    const lines = await screen.findByRole('table', { name: 'Articles de la commande' });
    const row = within(lines).getByRole('row', { name: new RegExp(libelle) });
    expect(within(row).getByRole('link', { name: `Télécharger « ${libelle} » (PDF)` })).toHaveAttribute(
      'href',
      '/commande/42/article/404',
    );
    // The other lines give nothing to download.
    expect(within(lines).getAllByRole('link', { name: /^Télécharger/ })).toHaveLength(1);
  });

  test('shows who it is billed to, every payment attempt in French words and the invoice', async () => {
    mockApi({ [GET]: () => COMMANDE });
    renderCommande();
    const billing = await screen.findByRole('region', { name: 'Facturation' });
    expect(billing).toHaveTextContent('Éditions de Penhoët');
    expect(billing).toHaveTextContent('Mme Marie Le Goff');
    expect(billing).toHaveTextContent('12 rue des Hirondelles');
    expect(billing).toHaveTextContent('56000 Vannes');
    expect(billing).toHaveTextContent('SIRET 12345678900012');

    const payments = within(section('Paiements')).getAllByRole('row').slice(1).map(texts);
    expect(payments.map((row) => row.slice(1))).toEqual([
      ['Refusé', 'VISA', '66,60\u00a0€'],
      ['Accepté', 'CB', '66,60\u00a0€'],
    ]);
    expect(payments[0]![0]).toMatch(/^12\/03\/2026 \d{2}:\d{2}:\d{2}$/);

    const invoices = section('Factures');
    expect(within(invoices).getByRole('link', { name: 'Facture FA-2026-000009' })).toHaveAttribute(
      'href',
      '/facture/9',
    );
    expect(invoices).toHaveTextContent(/du 12\/03\/2026, 66,60\s€ TTC/);
    const download = within(invoices).getByRole('button', { name: 'Télécharger la facture (PDF)' });
    expect(download).toHaveAccessibleDescription('Facture FA-2026-000009');
  });

  test('before payment: no invoice yet, no attempt yet', async () => {
    mockApi({
      [GET]: () => ({
        ...COMMANDE,
        IdEtatCommande: 2,
        EtatCommande: 'En attente de paiement',
        Paiements: [],
        Factures: [],
      }),
    });
    renderCommande();
    expect(await screen.findByText('La facture sera émise dès que le paiement aura été accepté.')).toBeInTheDocument();
    expect(screen.getByText("Aucun paiement n'a encore été tenté pour cette commande.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger la facture (PDF)' })).toBeNull();
  });

  test('an order that can be paid offers « Payer cette commande »; a paid one does not', async () => {
    mockApi({ [GET]: () => ({ ...COMMANDE, Payable: true, Paiements: [], Factures: [] }) });
    renderCommande();
    expect(await screen.findByRole('button', { name: 'Payer cette commande' })).toBeEnabled();

    cleanup();
    mockApi({ [GET]: () => COMMANDE });
    renderCommande();
    await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-000042' });
    expect(screen.queryByRole('button', { name: 'Payer cette commande' })).toBeNull();
  });

  test('paid, its invoice not issued yet: says it is on its way', async () => {
    mockApi({ [GET]: () => ({ ...COMMANDE, Factures: [] }) });
    renderCommande();
    expect(
      await screen.findByText(
        "Le paiement est accepté : la facture est en cours d'émission et apparaîtra ici dans quelques instants.",
      ),
    ).toBeInTheDocument();
  });

  describe('the invoice download', () => {
    let saved: string[];
    beforeEach(() => {
      saved = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      URL.createObjectURL = vi.fn(() => 'blob:facture');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    test('asks for the PDF with the invoice id and saves it under the invoice number', async () => {
      const fetch = vi.fn(
        async (_url: string, _init: RequestInit) =>
          new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
      );
      vi.stubGlobal('fetch', fetch);
      mockApi({ [GET]: () => COMMANDE });
      renderCommande();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Télécharger la facture (PDF)' }));
      await waitFor(() => expect(saved).toEqual(['FA-2026-000009.pdf']));
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe('/api/Facture/Facture_Download');
      expect(init.method).toBe('POST');
      expect(JSON.parse(init.body as string)).toMatchObject({ Values: { Id: 9 } });
    });

    test('a refused download says so and saves nothing', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ Message: 'Facture introuvable.' }, { status: 404 })),
      );
      mockApi({ [GET]: () => COMMANDE });
      renderCommande();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Télécharger la facture (PDF)' }));
      expect(
        await screen.findByText("La facture n'a pas pu être téléchargée. Veuillez réessayer."),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
      expect(screen.getByRole('button', { name: 'Télécharger la facture (PDF)' })).toBeEnabled();
    });
  });

  test('an unknown order, or another customer’s (404), shows the not-found page', async () => {
    mockApi({ [GET]: () => Promise.reject(apiRefusal(404, 'Commande introuvable.')) });
    renderCommande('/commande/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Cette commande n'existe pas ou ne fait pas partie de vos commandes.")).toBeInTheDocument();
    expect(document.title).toMatch(/^Commande introuvable \| /);
  });

  test('an address that cannot name an order asks nothing and shows the not-found page', async () => {
    mockApi({});
    renderCommande('/commande/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([]);
  });

  test('another failure says why and tries again', async () => {
    let fail = true;
    mockApi({
      [GET]: () => {
        if (fail) throw apiRefusal(503, 'Le service est momentanément indisponible.');
        return COMMANDE;
      },
    });
    renderCommande();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-000042' })).toBeInTheDocument();
  });
});
