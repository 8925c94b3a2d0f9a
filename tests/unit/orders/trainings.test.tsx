import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { rubriques } from '../../../server/compose/seed/data/catalogue.ts';
import TrainingRoute from '../../../src/app/routes/TrainingRoute.tsx';
import TrainingsRoute from '../../../src/app/routes/TrainingsRoute.tsx';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { formation } from './commandeFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const LIST = '/Formation/Formation_GetAll';
const GET = '/Formation/Formation_Get';

function renderTrainings(path: string) {
  return renderRoutes(
    [
      { path: '/formations', element: <TrainingsRoute /> },
      { path: '/formation/:id/:idcommandeproduit', element: <TrainingRoute /> },
      { path: '/commande/:id', element: <p>Commande</p> },
      { path: '/rubrique/:id', element: <p>Rubrique</p> },
    ],
    { path },
  );
}

describe('« Mes Formations »', () => {
  test('lists each booked session with its dates, place and attendance, linking to its follow-up', async () => {
    mockApi({
      [LIST]: () => [
        formation(402, { Quantite: 2 }),
        formation(517, {
          IdProduit: 11,
          Libelle: 'Promouvoir son livre',
          Session: { Id: 8, DateDebut: '2026-01-20', DateFin: '2026-01-20', Lieu: 'À distance', PlacesRestantes: 0 },
          EtatPresence: 'presente',
        }),
      ],
      '/Rubrique/Rubrique_GetAll': () => rubriques,
    });
    renderTrainings('/formations');
    expect(screen.getByRole('heading', { level: 1, name: 'Mes Formations' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Mes Formations \| /);
    const first = await screen.findByRole('listitem', { name: 'Métadonnées et diffusion' });
    expect(within(first).getByRole('link', { name: 'Métadonnées et diffusion' })).toHaveAttribute(
      'href',
      '/formation/10/402',
    );
    expect(first).toHaveTextContent('Du 02/04/2026 au 03/04/2026');
    expect(first).toHaveTextContent('Paris');
    expect(first).toHaveTextContent('2 places');
    expect(first).toHaveTextContent('Présence : À venir');
    const second = screen.getByRole('listitem', { name: 'Promouvoir son livre' });
    expect(second).toHaveTextContent('Le 20/01/2026');
    expect(second).toHaveTextContent('Présence : Présence confirmée');
  });

  test('without any training, says so and leads to the trainings rubrique', async () => {
    mockApi({ [LIST]: () => [], '/Rubrique/Rubrique_GetAll': () => rubriques });
    renderTrainings('/formations');
    expect(await screen.findByText("Vous n'avez encore réservé aucune formation.")).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Voir nos formations' });
    const trainings = rubriques.find((rubrique) => rubrique.Code === 'FORMATION')!;
    await vi.waitFor(() => expect(link).toHaveAttribute('href', `/rubrique/${trainings.Id}`));
  });
});

describe('a booked session’s follow-up', () => {
  test('shows its dates, place, virtual classroom, documents, attendance and the order it came from', async () => {
    mockApi({
      [GET]: () =>
        formation(402, {
          Lien: 'https://visio.example.org/salle/metadonnees',
          Documents: [{ Nom: 'Programme de la formation', Url: '/fichiers/formations/10/programme.pdf' }],
          EtatPresence: 'enCours',
        }),
    });
    renderTrainings('/formation/10/402');
    expect(await screen.findByRole('heading', { level: 1, name: 'Métadonnées et diffusion' })).toBeInTheDocument();
    expect(sentValues(GET)).toEqual([{ Id: 10, IdCommandeProduit: 402 }]);
    const session = screen.getByRole('region', { name: 'Session' });
    expect(session).toHaveTextContent('Du 02/04/2026 au 03/04/2026');
    expect(session).toHaveTextContent('Paris');
    expect(session).toHaveTextContent('Présence : En cours');
    expect(within(session).getByRole('link', { name: /Rejoindre la classe virtuelle/ })).toHaveAttribute(
      'href',
      'https://visio.example.org/salle/metadonnees',
    );
    expect(within(session).getByRole('link', { name: 'Commande CMD-2026-000042' })).toHaveAttribute(
      'href',
      '/commande/42',
    );
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: /Programme de la formation/ })).toHaveAttribute(
      'href',
      '/fichiers/formations/10/programme.pdf',
    );
    expect(screen.getByRole('link', { name: '← Mes Formations' })).toHaveAttribute('href', '/formations');
  });

  test('a session without link nor documents says so', async () => {
    mockApi({ [GET]: () => formation(402) });
    renderTrainings('/formation/10/402');
    expect(await screen.findByText("Aucun document n'est encore disponible pour cette session.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /classe virtuelle/ })).toBeNull();
  });

  test('an unknown line, or another customer’s (404), shows the not-found page', async () => {
    mockApi({ [GET]: () => Promise.reject(apiRefusal(404, 'Formation introuvable.')) });
    renderTrainings('/formation/10/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Formation introuvable' })).toBeInTheDocument();
    expect(
      screen.getByText("Cette formation n'existe pas ou ne fait pas partie de vos formations."),
    ).toBeInTheDocument();
  });
});
