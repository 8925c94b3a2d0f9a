import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { toastQueue } from '../../../src/components/toast/toastQueue.ts';
import type { Livraison, LivraisonProduit } from '../../../src/features/adminDeliveries/api/getBoLivraison.ts';
import type { LivraisonResume } from '../../../src/features/adminDeliveries/api/getBoLivraisonPage.ts';
import { renderBackOffice } from '../backOfficeRoutes.tsx';
import { apiRefusal, mockApi, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const LIST = '/BO/Livraison/Livraison_GetAll_List';
const GET = '/BO/Livraison/Livraison_Get';
const LIVRER = '/BO/Livraison/Livraison_Livrer';
const RELANCER = '/BO/Livraison/Livraison_Relancer';

function resume(id: number, overrides: Partial<LivraisonResume> = {}): LivraisonResume {
  return {
    Id: id,
    Etat: 'acquittee',
    DateCreation: '2026-11-28T05:00:00Z',
    Declencheur: 'planification',
    VersionOnix: '3.1',
    NombreProduits: 3,
    Acceptes: 1,
    AvecRemarques: 1,
    Rejetes: 1,
    Tentatives: 1,
    DateProchaineTentative: null,
    DerniereErreur: null,
    DateEnvoi: '2026-11-28T05:00:02Z',
    DateAccuse: '2026-11-28T05:10:00Z',
    ...overrides,
  };
}

const FAILED = resume(7, {
  Etat: 'echec',
  Declencheur: 'backOffice',
  VersionOnix: '3.0',
  Acceptes: 0,
  AvecRemarques: 0,
  Rejetes: 0,
  Tentatives: 6,
  DerniereErreur: 'Le catalogue ne répond pas (503).',
  DateEnvoi: null,
  DateAccuse: null,
});
const RETRYING = resume(9, {
  Etat: 'preparee',
  Acceptes: 0,
  AvecRemarques: 0,
  Rejetes: 0,
  Tentatives: 2,
  DateProchaineTentative: '2026-11-28T06:02:00Z',
  DerniereErreur: 'Le catalogue ne répond pas (503).',
  DateEnvoi: null,
  DateAccuse: null,
});

function produit(overrides: Partial<LivraisonProduit> = {}): LivraisonProduit {
  return {
    IdPublication: 41,
    IdPersonne: 7,
    Ean: '9782000000019',
    Titre: 'Les Jours lents',
    Notification: '03',
    Statut: 'referencee',
    Messages: [],
    ...overrides,
  };
}

function livraison(summary: LivraisonResume, overrides: Partial<Livraison> = {}): Livraison {
  return {
    ...summary,
    Produits: [
      produit(),
      produit({
        IdPublication: 42,
        Ean: '9782000000026',
        Titre: 'Sous la glycine',
        Statut: 'rejetee',
        Messages: [
          {
            Code: 'CAT-RESUME-COURT',
            Gravite: 'W',
            Message: 'Le résumé compte moins de 200 caractères.',
            Etape: 5,
            Champ: 'Resume',
          },
          { Code: 'CAT-PRIX', Gravite: 'F', Message: 'Le prix manque.', Etape: 4, Champ: 'PrixTTC' },
        ],
      }),
      produit({
        IdPublication: null,
        IdPersonne: null,
        Ean: '9782000000033',
        Titre: 'Ancien titre',
        Notification: '05',
        Statut: null,
      }),
    ],
    MessagesFichier: [],
    ...overrides,
  };
}

/** The toasts shown, their non-breaking spaces read as spaces. */
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message.replace(/\s/g, ' '));

beforeEach(() => {
  for (const shown of toastQueue.visibleToasts) toastQueue.close(shown.key);
});

describe('/admin/livraisons', () => {
  test('lists a page: number, date, state, trigger, ONIX version, products, answers and sending; a row opens its delivery', async () => {
    mockApi({
      [LIST]: () => ({ Total: 12, Items: [resume(12), RETRYING, FAILED] }),
      [GET]: () => livraison(resume(12)),
    });
    const { router } = renderBackOffice('/admin/livraisons');
    expect(screen.getByRole('heading', { level: 1, name: 'Livraisons au catalogue' })).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Livraisons au catalogue' });
    expect(sentValues(LIST)).toEqual([
      { Recherche: null, Etat: null, DateDebut: null, DateFin: null, Limit: 10, Offset: 0 },
    ]);
    expect(screen.getByText('12 livraisons')).toBeInTheDocument();
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('n° 12');
    for (const text of [
      'État : Accusé reçu',
      'Planifiée',
      '3.1',
      '1 accepté, 1 avec remarques, 1 rejeté',
      'Accusé reçu le',
    ])
      expect(first).toHaveTextContent(text);
    expect(second).toHaveTextContent('État : Préparée');
    expect(second).toHaveTextContent('Pas encore de réponse');
    expect(second).toHaveTextContent("2 échecs d'envoi. Prochain essai le 28/11/2026");
    expect(second).toHaveTextContent('Dernière erreur : Le catalogue ne répond pas (503).');
    expect(third).toHaveTextContent('État : En échec');
    expect(third).toHaveTextContent('Back-office');
    expect(third).toHaveTextContent('3.0');
    expect(third).toHaveTextContent("6 échecs d'envoi");
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();

    await userEvent.click(within(first!).getByRole('rowheader'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/livraison/12'));
  }, 20_000);

  test('filters on text, state and dates, and pages, through the address', async () => {
    mockApi({ [LIST]: () => ({ Total: 25, Items: [resume(12)] }) });
    const { router } = renderBackOffice('/admin/livraisons?Etat=inconnu');
    await screen.findByRole('grid', { name: 'Livraisons au catalogue' });
    expect(sentValues(LIST)[0]).toMatchObject({ Etat: null });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /EAN ou titre/ }), '978200');
    await user.click(screen.getByRole('button', { name: /État/ }));
    await user.click(await screen.findByRole('option', { name: 'En échec' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.search).toBe('?Recherche=978200&Etat=echec'));
    await waitFor(() =>
      expect(sentValues(LIST).at(-1)).toEqual({
        Recherche: '978200',
        Etat: 'echec',
        DateDebut: null,
        DateFin: null,
        Limit: 10,
        Offset: 0,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.search).toBe('?Recherche=978200&Etat=echec&Offset=10'));
    await waitFor(() => expect(sentValues(LIST).at(-1)).toMatchObject({ Offset: 10 }));
  }, 20_000);

  test('a date range from the address is sent, and each state is offered by its French name', async () => {
    mockApi({ [LIST]: () => ({ Total: 1, Items: [resume(12)] }) });
    renderBackOffice('/admin/livraisons?DateDebut=2026-11-01&DateFin=2026-11-30&Etat=envoyee');
    await screen.findByRole('grid', { name: 'Livraisons au catalogue' });
    expect(sentValues(LIST)[0]).toMatchObject({ DateDebut: '2026-11-01', DateFin: '2026-11-30', Etat: 'envoyee' });
    await userEvent.click(screen.getByRole('button', { name: /État/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Tous les états',
      'Préparée',
      'Envoyée',
      'Accusé reçu',
      'En échec',
    ]);
  }, 20_000);

  test('empty and failed lists say so', async () => {
    mockApi({ [LIST]: () => ({ Total: 0, Items: [] }) });
    renderBackOffice('/admin/livraisons');
    expect(await screen.findByText('Aucune livraison.')).toBeInTheDocument();
    mockApi({
      [LIST]: () => {
        throw apiRefusal(500, 'Le service ne répond pas.');
      },
    });
    renderBackOffice('/admin/livraisons?Offset=10');
    expect(await screen.findByText(/Les livraisons n'ont pas pu être chargées/)).toBeInTheDocument();
  });

  describe('« Livrer maintenant »', () => {
    test('asks first; « Ne rien livrer » calls nothing; confirmed, it says the server’s message and reads the list again', async () => {
      let items = [resume(11)];
      mockApi({
        [LIST]: () => ({ Total: items.length, Items: items }),
        [LIVRER]: () => {
          items = [resume(12, { Etat: 'envoyee', Declencheur: 'backOffice', DateAccuse: null }), ...items];
          return { Livraison: items[0], Message: 'Livraison n° 12 envoyée : 3 publications.' };
        },
      });
      renderBackOffice('/admin/livraisons');
      await screen.findByRole('grid', { name: 'Livraisons au catalogue' });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Livrer maintenant' }));
      const dialog = await screen.findByRole('alertdialog', { name: /^Livrer maintenant\s\?$/ });
      // The least destructive answer has the focus.
      expect(within(dialog).getByRole('button', { name: 'Ne rien livrer' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(sentValues(LIVRER)).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Livrer maintenant' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Livrer' }));
      await waitFor(() => expect(sentValues(LIVRER)).toEqual([{}]));
      await waitFor(() => expect(toasts()).toContain('Livraison n° 12 envoyée : 3 publications.'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('2 livraisons')).toBeInTheDocument());
      expect(sentValues(LIST)).toHaveLength(2);
    }, 20_000);

    test('with nothing to deliver, says so', async () => {
      mockApi({
        [LIST]: () => ({ Total: 0, Items: [] }),
        [LIVRER]: () => ({ Livraison: null, Message: 'Aucune publication à livrer.' }),
      });
      renderBackOffice('/admin/livraisons');
      await screen.findByText('Aucune livraison.');
      await userEvent.click(screen.getByRole('button', { name: 'Livrer maintenant' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Livrer' }));
      await waitFor(() => expect(toasts()).toContain('Aucune publication à livrer.'));
      expect(toastQueue.visibleToasts.at(-1)?.content.variant).toBe('warning');
    });

    test('a refusal (another process delivering) stays in the dialog with the reason, and may be tried again', async () => {
      let busy = true;
      mockApi({
        [LIST]: () => ({ Total: 1, Items: [resume(11)] }),
        [LIVRER]: () => {
          if (busy) throw apiRefusal(409, 'Une livraison est déjà en cours.');
          return { Livraison: resume(12, { Etat: 'envoyee' }), Message: 'Livraison n° 12 envoyée : 1 publication.' };
        },
      });
      renderBackOffice('/admin/livraisons');
      await screen.findByRole('grid', { name: 'Livraisons au catalogue' });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Livrer maintenant' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Livrer' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent("La livraison n'a pas pu être faite.");
      expect(alert).toHaveTextContent('Une livraison est déjà en cours.');
      busy = false;
      await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
      await waitFor(() => expect(toasts()).toContain('Livraison n° 12 envoyée : 1 publication.'));
      expect(sentValues(LIVRER)).toHaveLength(2);
    }, 20_000);
  });
});

describe('/admin/livraison/{id}', () => {
  test('shows the facts, the products with their answers and messages, and leads back to the list', async () => {
    mockApi({ [GET]: () => livraison(resume(12)) });
    renderBackOffice('/admin/livraison/12');
    expect(await screen.findByRole('heading', { level: 1, name: /^Livraison n°\s12$/ })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([{ Id: 12 }]);
    expect(screen.getByRole('link', { name: '← Livraisons au catalogue' })).toHaveAttribute(
      'href',
      '/admin/livraisons',
    );
    expect(screen.getByText(/^Créée le 28\/11\/2026 .* \(planifiée\)$/)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'La livraison' });
    for (const text of ['État : Accusé reçu', 'ONIX 3.1', '3 produits', '1 accepté, 1 avec remarques, 1 rejeté'])
      expect(facts).toHaveTextContent(text);

    const first = screen.getByRole('article', { name: 'Les Jours lents (9782000000019)' });
    expect(within(first).getByRole('link', { name: 'Les Jours lents' })).toHaveAttribute(
      'href',
      '/admin/publication/7/41',
    );
    expect(first).toHaveTextContent('Fiche (03)');
    expect(first).toHaveTextContent('Référencée');
    expect(first).toHaveTextContent('Aucun');

    const rejected = screen.getByRole('article', { name: 'Sous la glycine (9782000000026)' });
    expect(rejected).toHaveTextContent('Rejetée par le catalogue');
    const [warning, blocking] = within(rejected).getAllByRole('listitem');
    expect(warning).toHaveTextContent('Avertissement');
    expect(warning).toHaveTextContent('CAT-RESUME-COURT');
    expect(warning).toHaveTextContent('Le résumé compte moins de 200 caractères.');
    expect(warning).toHaveTextContent('Étape 5, champ Resume');
    expect(blocking).toHaveTextContent('Erreur bloquante');
    expect(blocking).toHaveTextContent('Étape 4, champ PrixTTC');

    const withdrawn = screen.getByRole('article', { name: 'Ancien titre (9782000000033)' });
    expect(withdrawn).toHaveTextContent('Retrait (05)');
    expect(withdrawn).toHaveTextContent('Publication supprimée');
    expect(withdrawn).toHaveTextContent("En attente de l'accusé");
    expect(within(withdrawn).queryByRole('link')).not.toBeInTheDocument();

    // No failure: nothing to send again; no file-level message: no such section.
    expect(screen.queryByRole('button', { name: 'Relancer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Messages sur le fichier' })).not.toBeInTheDocument();
  }, 20_000);

  test('a file the catalogue refused shows its file-level messages', async () => {
    mockApi({
      [GET]: () =>
        livraison(resume(13), {
          MessagesFichier: [
            {
              Code: 'CAT-XSD',
              Gravite: 'F',
              Message: 'Le fichier ne respecte pas le schéma ONIX 3.1.',
              Etape: null,
              Champ: null,
            },
          ],
        }),
    });
    renderBackOffice('/admin/livraison/13');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Messages sur le fichier' })).closest(
      'section',
    )!;
    expect(section).toHaveTextContent('Erreur bloquante');
    expect(section).toHaveTextContent('CAT-XSD');
    expect(section).toHaveTextContent('Le fichier ne respecte pas le schéma ONIX 3.1.');
  });

  describe('« Télécharger le fichier »', () => {
    let saved: string[];
    beforeEach(() => {
      saved = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      URL.createObjectURL = vi.fn(() => 'blob:livraison');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    test('asks for the file of the delivery and saves it under the name the server gives', async () => {
      const fetch = vi.fn(
        async (_url: string, _init: RequestInit) =>
          new Response(new Blob(['<ONIXMessage/>'], { type: 'application/xml' }), {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="livraison-12.xml"' },
          }),
      );
      vi.stubGlobal('fetch', fetch);
      mockApi({ [GET]: () => livraison(resume(12)) });
      renderBackOffice('/admin/livraison/12');
      await userEvent.click(await screen.findByRole('button', { name: 'Télécharger le fichier' }));
      await waitFor(() => expect(saved).toEqual(['livraison-12.xml']));
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe('/api/BO/Livraison/Livraison_Fichier');
      expect(JSON.parse(init.body as string)).toMatchObject({ Values: { Id: 12 } });
    });

    test('a refused download says so and saves nothing', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ Message: 'Livraison introuvable.' }, { status: 404 })),
      );
      mockApi({ [GET]: () => livraison(resume(12)) });
      renderBackOffice('/admin/livraison/12');
      await userEvent.click(await screen.findByRole('button', { name: 'Télécharger le fichier' }));
      await waitFor(() => expect(toasts()).toContain("Le fichier n'a pas pu être téléchargé. Veuillez réessayer."));
      expect(saved).toEqual([]);
    });
  });

  describe('« Relancer »', () => {
    test('on a delivery in failure: asks first, cancel calls nothing; confirmed, the delivery shows as sent', async () => {
      let current = livraison(FAILED);
      const sent = resume(7, {
        ...FAILED,
        Etat: 'envoyee',
        Tentatives: 1,
        DerniereErreur: null,
        DateEnvoi: '2026-11-28T07:00:00Z',
      });
      mockApi({
        [GET]: () => current,
        [RELANCER]: () => {
          current = { ...current, ...sent };
          return sent;
        },
      });
      renderBackOffice('/admin/livraison/7');
      const section = (await screen.findByRole('heading', { level: 2, name: 'Envoi en échec' })).closest('section')!;
      expect(section).toHaveTextContent('Dernière erreur : Le catalogue ne répond pas (503).');
      const user = userEvent.setup();
      await user.click(within(section).getByRole('button', { name: 'Relancer' }));
      const dialog = await screen.findByRole('alertdialog', { name: /^Relancer la livraison n°\s7\s\?$/ });
      await user.click(within(dialog).getByRole('button', { name: 'Ne rien changer' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(sentValues(RELANCER)).toEqual([]);

      await user.click(within(section).getByRole('button', { name: 'Relancer' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Relancer' }));
      await waitFor(() => expect(sentValues(RELANCER)).toEqual([{ Id: 7 }]));
      await waitFor(() =>
        expect(toasts()).toContain('La livraison n° 7 est relancée : elle est maintenant « Envoyée ».'),
      );
      expect(screen.getByRole('region', { name: 'La livraison' })).toHaveTextContent('État : Envoyée');
      expect(screen.queryByRole('heading', { name: 'Envoi en échec' })).not.toBeInTheDocument();
    }, 20_000);

    test('a refusal (409) stays in the dialog with the server’s reason', async () => {
      mockApi({
        [GET]: () => livraison(FAILED),
        [RELANCER]: () => {
          throw apiRefusal(409, 'Seule une livraison en échec peut être relancée.');
        },
      });
      renderBackOffice('/admin/livraison/7');
      await userEvent.click(await screen.findByRole('button', { name: 'Relancer' }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Relancer' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent("La relance n'a pas abouti : la livraison est inchangée.");
      expect(alert).toHaveTextContent('Seule une livraison en échec peut être relancée.');
      expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ne rien changer' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByRole('region', { name: 'La livraison' })).toHaveTextContent('État : En échec');
    }, 20_000);
  });

  test('an unknown id, or one that cannot be, shows a French not-found page leading to the list', async () => {
    mockApi({
      [GET]: () => {
        throw apiRefusal(404, "Cette livraison n'existe pas.");
      },
    });
    renderBackOffice('/admin/livraison/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Livraison introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Livraisons au catalogue' })).toHaveAttribute(
      'href',
      '/admin/livraisons',
    );

    mockApi({});
    renderBackOffice('/admin/livraison/abc');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Livraison introuvable' })).not.toHaveLength(0);
    expect(sentValues(GET)).toEqual([]);
  });

  test('a failed load says why and tries again', async () => {
    let failing = true;
    mockApi({
      [GET]: () => {
        if (failing) throw apiRefusal(500, 'Le service ne répond pas.');
        return livraison(resume(12));
      },
    });
    renderBackOffice('/admin/livraison/12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La livraison n'a pas pu être chargée. Le service ne répond pas.",
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Livraison n°\s12$/ })).toBeInTheDocument();
  });
});
