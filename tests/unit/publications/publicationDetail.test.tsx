import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MODERATION_MESSAGES } from '../../../domain/publication/moderation.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import PublicationDetailRoute from '../../../src/app/routes/PublicationDetailRoute.tsx';
import type { Publication } from '../../../src/features/publications/api/getPublication.ts';
import { apiClientMock, apiRefusal, createTestQueryClient, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { FICHE } from './ficheLibraireFixture.ts';
import { NOT_VALIDATED, PUBLICATION_LISTS } from './publicationFixture.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const GET = '/Publication/Publication_Get';
const WITHDRAW = '/Publication/Publication_Withdraw';

/** A moment of the user's time zone, as the server writes it. */
function at(year: number, month: number, day: number, hours: number, minutes: number): string {
  return new Date(year, month - 1, day, hours, minutes).toISOString();
}

const PUBLICATION: Publication = {
  Id: 7,
  Ean: '9782365120012',
  IdsLangues: [20, 7],
  Titre: 'Les Jardins de Penhoët',
  Serie: true,
  TitreVolume: 'Le retour des hirondelles',
  NumeroVolume: '2',
  MultipleAuteurs: false,
  // Out of order on purpose: the page shows them by Rang.
  AuteurContribution: [
    { Nom: 'Anna Schmidt', IdTypeContribution: 2, IdsLangues: [2, 4], Rang: 2 },
    { Nom: 'Marie Le Goff', IdTypeContribution: 1, IdsLangues: [], Rang: 0 },
    { Nom: 'Yann Kerbrat', IdTypeContribution: 6, IdsLangues: [], Rang: 1 },
  ],
  IdMarque: 1,
  LibelleMarque: 'Éditions de Penhoët',
  IdDisponibilite: 2,
  DateParution: '2026-03-12',
  PrixTTC: 18.5,
  NombrePage: 1248,
  Format_Poids: 350,
  Format_Hauteur: 210,
  Format_Largeur: 140,
  Format_Epaisseur: 18,
  IdFormat: 2,
  IdIllustration: 3,
  Coffret: false,
  GenCod: '3012345678901',
  ImpressionDemande: true,
  IdTypeOuvrage: 1,
  IdSujet: 1114,
  Resume: 'Une saga familiale au bord du golfe du Morbihan.\nLe deuxième volume suit Anne et ses enfants.',
  VisuelCouverture: '/fichiers/publications/7/couverture.jpg',
  QuatriemeCouverture: '/fichiers/publications/7/quatrieme.pdf',
  PageTitre: null,
  Argumentaire: null,
  IdEtatPublication: 4,
  Moderation: {
    Accepte: false,
    RaisonsRefus: [{ Id: 5, Libelle: 'Couverture absente ou de qualité insuffisante' }],
    Commentaire: 'La couverture est floue : merci de déposer une image plus nette.',
    DateModeration: '2026-02-20T09:30:00Z',
  },
  HistoriqueModeration: [
    { Nature: 'soumission', Date: at(2026, 2, 18, 10, 5), RaisonsRefus: [], Commentaire: null },
    {
      Nature: 'refus',
      Date: at(2026, 2, 20, 9, 30),
      RaisonsRefus: [{ Id: 5, Libelle: 'Couverture absente ou de qualité insuffisante' }],
      Commentaire: 'La couverture est floue : merci de déposer une image plus nette.',
    },
  ],
  DateCreation: '2026-01-05T10:00:00Z',
  DateMaj: '2026-02-18T10:00:00Z',
  Referencement: NOT_VALIDATED,
};

const fetchFile = vi.fn(
  async (address: string) =>
    new Response(
      new Blob([address.endsWith('.pdf') ? '%PDF-1.7' : 'image'], {
        type: address.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
      }),
    ),
);

function renderDetail(path = '/publication/7') {
  return renderRoutes(
    [
      { path: '/publication/:id', element: <PublicationDetailRoute /> },
      { path: '/publication/:id/edit', element: <p>Assistant</p> },
      { path: '/publications', element: <p>Liste</p> },
    ],
    { path },
  );
}

function sectionOf(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

/** The value the section gives for `label` (the <dd> of its <dt>). */
function valueOf(section: HTMLElement, label: string): HTMLElement {
  const term = within(section).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error(`No value for ${label}`);
  return value;
}

beforeEach(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => fetchFile(String(input)));
  URL.createObjectURL = vi.fn(() => 'blob:fichier');
  URL.revokeObjectURL = vi.fn();
  fetchFile.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the detail of a publication', () => {
  test('ends with the « Fiche libraire », after the facts as declared', async () => {
    mockApi({ ...PUBLICATION_LISTS, [GET]: () => PUBLICATION, '/Publication/Publication_FicheLibraire': () => FICHE });
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Fiche libraire' });
    expect(await within(section).findByRole('article', { name: /Les Jardins de Penhoët$/ })).toBeVisible();
    expect(sentValues('/Publication/Publication_FicheLibraire')).toEqual([{ Id: 7 }]);
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.at(-1)).toBe(section.getAttribute('aria-labelledby'));
  });

  test('shows every group of the wizard, with the names the reference lists give', async () => {
    mockApi({ ...PUBLICATION_LISTS, [GET]: () => PUBLICATION });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Jardins de Penhoët' })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([{ Id: 7 }]);
    expect(document.title).toMatch(/^Les Jardins de Penhoët \| /);

    const suivi = sectionOf('Suivi');
    expect(valueOf(suivi, 'État')).toHaveTextContent('Refusée');
    expect(valueOf(suivi, 'Réponse de la modération')).toHaveTextContent('Publication refusée');
    expect(valueOf(suivi, 'Raison du refus')).toHaveTextContent('Couverture absente ou de qualité insuffisante');
    expect(valueOf(suivi, 'Commentaire de la modération')).toHaveTextContent('La couverture est floue');
    expect(valueOf(suivi, 'Date de la réponse')).toHaveTextContent('20/02/2026');

    const step1 = sectionOf('EAN et langues');
    expect(valueOf(step1, 'EAN')).toHaveTextContent('978-2-36512-001-2');
    expect(valueOf(step1, 'Langues')).toHaveTextContent('Français, Breton');

    const step2 = sectionOf('Titre, série et auteurs');
    expect(valueOf(step2, 'Titre')).toHaveTextContent('Les Jardins de Penhoët');
    expect(valueOf(step2, "Volume d'une série")).toHaveTextContent('Oui');
    expect(valueOf(step2, 'Numéro de volume')).toHaveTextContent('2');
    expect(valueOf(step2, 'Titre du volume')).toHaveTextContent('Le retour des hirondelles');
    const contributions = within(valueOf(step2, 'Auteurs et contributeurs')).getAllByRole('listitem');
    expect(contributions.map((item) => item.textContent)).toEqual([
      'Marie Le Goff — Auteur',
      'Yann Kerbrat — Illustrateur',
      'Anna Schmidt — Traducteur (langues traduites : Allemand, Anglais)',
    ]);

    expect(valueOf(sectionOf('Marque éditoriale'), 'Marque éditoriale')).toHaveTextContent('Éditions de Penhoët');

    const step4 = sectionOf('Données commerciales et physiques');
    const expected: [string, string][] = [
      ['Disponibilité', 'Disponible'],
      ['Date de parution', '12/03/2026'],
      ['Prix TTC', '18,50\u00a0€'],
      ['Nombre de pages', '1\u00a0248\u00a0pages'],
      ['Poids', '350\u00a0g'],
      ['Hauteur', '210\u00a0mm'],
      ['Largeur', '140\u00a0mm'],
      ['Épaisseur', '18\u00a0mm'],
      ['Format', 'Relié'],
      ['Illustration', 'Illustrations couleur'],
      ['Coffret', 'Non'],
      ['Gencod du distributeur', '3012345678901'],
      ['Impression à la demande', 'Oui'],
    ];
    for (const [label, value] of expected) expect(valueOf(step4, label).textContent).toBe(value);

    const step5 = sectionOf('Sujet, résumé et couvertures');
    expect(valueOf(step5, "Type d'ouvrage")).toHaveTextContent('Roman');
    expect(valueOf(step5, 'Sujet')).toHaveTextContent('Littérature › Romans › Romans historiques › XIXe siècle');
    expect(valueOf(step5, 'Résumé')).toHaveTextContent(
      'Une saga familiale au bord du golfe du Morbihan. Le deuxième volume',
    );
    expect(
      await within(valueOf(step5, 'Couverture')).findByRole('img', { name: 'Couverture de Les Jardins de Penhoët' }),
    ).toHaveAttribute('src', 'blob:fichier');
    expect(fetchFile).toHaveBeenCalledWith('/fichiers/publications/7/couverture.jpg');
    // A PDF cannot be shown as an image: it is offered for download.
    expect(
      within(valueOf(step5, 'Quatrième de couverture')).getByRole('button', {
        name: 'Télécharger la quatrième de couverture (PDF)',
      }),
    ).toBeInTheDocument();

    // Refused: corrected in the wizard, then submitted again from its step 5.
    expect(screen.getByRole('link', { name: 'Corriger la publication' })).toHaveAttribute(
      'href',
      '/publication/7/edit',
    );
    expect(screen.queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer de la modération' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes publications' })).toHaveAttribute('href', '/publications');
  });

  test('lists the history of submissions and answers, oldest first, with dates to the minute, reasons and comments', async () => {
    mockApi({ ...PUBLICATION_LISTS, [GET]: () => PUBLICATION });
    renderDetail();
    const history = await screen.findByRole('region', { name: 'Historique de la modération' });
    const events = within(history).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      '18/02/2026 10:05 — Soumise à la modération',
      '20/02/2026 09:30 — Refusée par la modération' +
        'Raison du refus : Couverture absente ou de qualité insuffisante' +
        'Commentaire : La couverture est floue : merci de déposer une image plus nette.',
    ]);
    expect(within(events[0]!).getByText('18/02/2026 10:05').tagName).toBe('TIME');
  });

  test('a publication never submitted says so in its history, and may be changed', async () => {
    mockApi({
      ...PUBLICATION_LISTS,
      [GET]: () => ({ ...PUBLICATION, IdEtatPublication: 1, Moderation: null, HistoriqueModeration: [] }),
    });
    renderDetail();
    const history = await screen.findByRole('region', { name: 'Historique de la modération' });
    expect(history).toHaveTextContent("Cette publication n'a pas encore été soumise à la modération.");
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/publication/7/edit');
  });

  test('a validated publication is read only, and says why', async () => {
    mockApi({
      ...PUBLICATION_LISTS,
      [GET]: () => ({
        ...PUBLICATION,
        IdEtatPublication: 3,
        Moderation: { Accepte: true, RaisonsRefus: [], Commentaire: null, DateModeration: at(2026, 2, 21, 8, 0) },
      }),
    });
    renderDetail();
    expect(await screen.findByText(MODERATION_MESSAGES.lockedValidated)).toBeInTheDocument();
    expect(valueOf(sectionOf('Suivi'), 'État')).toHaveTextContent('Validée');
    expect(valueOf(sectionOf('Suivi'), 'Réponse de la modération')).toHaveTextContent('Publication acceptée');
    expect(within(sectionOf('Suivi')).queryByText(/Raison/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^(Modifier|Corriger)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer de la modération' })).not.toBeInTheDocument();
  });
});

describe('a publication awaiting moderation', () => {
  const SUBMITTED: Publication = {
    ...PUBLICATION,
    IdEtatPublication: 2,
    HistoriqueModeration: [
      ...PUBLICATION.HistoriqueModeration,
      { Nature: 'soumission', Date: at(2026, 2, 22, 11, 0), RaisonsRefus: [], Commentaire: null },
    ],
  };

  /** A server holding the publication, which a withdrawal turns back into a draft. */
  function serveSubmitted(
    withdraw: (held: Publication) => Publication = (held) => ({ ...held, IdEtatPublication: 1 }),
  ) {
    let held = SUBMITTED;
    mockApi({
      ...PUBLICATION_LISTS,
      [GET]: () => held,
      [WITHDRAW]: () => {
        held = withdraw(held);
        return held;
      },
    });
  }

  test('is read only for its author, says why, and offers to withdraw it', async () => {
    serveSubmitted();
    renderDetail();
    expect(await screen.findByText(MODERATION_MESSAGES.lockedWhileSubmitted)).toBeInTheDocument();
    // Not announced: the author opened it, nothing sent them here.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(valueOf(sectionOf('Suivi'), 'État')).toHaveTextContent('En attente de modération');
    expect(screen.queryByRole('link', { name: /^(Modifier|Corriger)/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer de la modération' })).toBeEnabled();
    // Submitted again after a refusal: the refusal is history, no longer the answer.
    expect(within(sectionOf('Suivi')).queryByText('Réponse de la modération')).not.toBeInTheDocument();
    expect(within(sectionOf('Historique de la modération')).getAllByRole('listitem')).toHaveLength(3);
  });

  test('opened from its wizard, it announces why it cannot be changed', async () => {
    serveSubmitted();
    const router = createMemoryRouter([{ path: '/publication/:id', element: <PublicationDetailRoute /> }], {
      initialEntries: [
        { pathname: '/publication/7', state: { readOnlyReason: MODERATION_MESSAGES.lockedWhileSubmitted } },
      ],
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.lockedWhileSubmitted);
  });

  test('withdrawn once confirmed, it is a draft again that its author may change', async () => {
    serveSubmitted();
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Retirer de la modération' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Retirer la publication « Les Jardins de Penhoët » de la modération ?',
    });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer de la modération' }));

    expect(await screen.findByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/publication/7/edit');
    expect(sentValues(WITHDRAW)).toEqual([{ Id: 7 }]);
    expect(valueOf(sectionOf('Suivi'), 'État')).toHaveTextContent('Brouillon');
    expect(screen.queryByText(MODERATION_MESSAGES.lockedWhileSubmitted)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Retirer de la modération' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  test('cancelling keeps it awaiting moderation', async () => {
    serveSubmitted();
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Retirer de la modération' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentValues(WITHDRAW)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Retirer de la modération' })).toBeInTheDocument();
  });

  test('a refused withdrawal keeps it as it was', async () => {
    serveSubmitted(() => {
      throw apiRefusal(409, MODERATION_MESSAGES.notSubmitted);
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Retirer de la modération' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retirer de la modération' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentValues(WITHDRAW)).toEqual([{ Id: 7 }]);
    expect(valueOf(sectionOf('Suivi'), 'État')).toHaveTextContent('En attente de modération');
    expect(screen.queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
  });

  test('asks for the publication and every reference list at once', async () => {
    const waiting: (() => void)[] = [];
    const later = (value: unknown) => () => new Promise((resolve) => waiting.push(() => resolve(value)));
    mockApi({
      ...Object.fromEntries(
        Object.entries(PUBLICATION_LISTS).map(([path, handler]) => [path, later(handler(undefined))]),
      ),
      [GET]: later(PUBLICATION),
    });
    renderDetail();
    // Nothing has answered yet, and all nine calls have been made.
    await waitFor(() => expect(apiClientMock.post).toHaveBeenCalledTimes(9));
    expect(new Set(apiClientMock.post.mock.calls.map(([path]) => path))).toEqual(
      new Set([GET, ...Object.keys(PUBLICATION_LISTS)]),
    );
    waiting.forEach((answer) => answer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Jardins de Penhoët' })).toBeInTheDocument();
  });

  test('shows a fourth cover that is an image, and what was left empty', async () => {
    mockApi({
      ...PUBLICATION_LISTS,
      [GET]: () => ({
        ...PUBLICATION,
        Titre: null,
        Serie: false,
        TitreVolume: null,
        NumeroVolume: null,
        AuteurContribution: [],
        PrixTTC: null,
        GenCod: null,
        QuatriemeCouverture: '/fichiers/publications/7/quatrieme.png',
        IdEtatPublication: 1,
        Moderation: null,
      }),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sans titre' })).toBeInTheDocument();
    const step2 = sectionOf('Titre, série et auteurs');
    expect(valueOf(step2, 'Titre')).toHaveTextContent('Non renseigné');
    expect(valueOf(step2, "Volume d'une série")).toHaveTextContent('Non');
    expect(within(step2).queryByText('Numéro de volume')).not.toBeInTheDocument();
    expect(valueOf(step2, 'Auteurs et contributeurs')).toHaveTextContent('Non renseigné');
    const step4 = sectionOf('Données commerciales et physiques');
    expect(valueOf(step4, 'Prix TTC')).toHaveTextContent('Non renseigné');
    expect(valueOf(step4, 'Gencod du distributeur')).toHaveTextContent('Non renseigné');
    expect(within(sectionOf('Suivi')).queryByText('Réponse de la modération')).not.toBeInTheDocument();
    expect(valueOf(sectionOf('Suivi'), 'État')).toHaveTextContent('Brouillon');
    expect(await screen.findByRole('img', { name: 'Quatrième de couverture de Sans titre' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Télécharger/ })).not.toBeInTheDocument();
  });

  test('downloads a PDF fourth cover with the token-bearing file call', async () => {
    mockApi({ ...PUBLICATION_LISTS, [GET]: () => PUBLICATION });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Télécharger la quatrième de couverture (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchFile).toHaveBeenCalledWith('/fichiers/publications/7/quatrieme.pdf');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('quatrieme-couverture-9782365120012.pdf');
    expect(link.getAttribute('href')).toBe('blob:fichier');
  });

  test('a publication that is not one of the author’s leads to « not found »', async () => {
    mockApi({
      ...PUBLICATION_LISTS,
      [GET]: () => Promise.reject(apiRefusal(404, "Cette publication n'existe pas parmi les vôtres.")),
    });
    renderDetail('/publication/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Publication introuvable \| /);
  });

  test('an id that cannot be one leads to « not found » without asking the server', async () => {
    mockApi({ ...PUBLICATION_LISTS, [GET]: () => PUBLICATION });
    renderDetail('/publication/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([]);
  });

  test('offers to try again when the publication cannot be read', async () => {
    let fail = true;
    mockApi({
      ...PUBLICATION_LISTS,
      [GET]: () => (fail ? Promise.reject(apiRefusal(503, 'Le service est momentanément indisponible.')) : PUBLICATION),
    });
    const user = userEvent.setup();
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Jardins de Penhoët' })).toBeInTheDocument();
  });
});
