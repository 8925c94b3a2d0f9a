import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import PublicationEndRoute from '../../../src/app/routes/PublicationEndRoute.tsx';
import { apiRefusal, mockApi, renderRoutes, sentValues } from '../testUtils.tsx';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const GET = '/Publication/Publication_Get';

function renderEnd(path: string) {
  return renderRoutes(
    [
      { path: '/publication/:id/edit/fin', element: <PublicationEndRoute /> },
      { path: '/publication/:id', element: <p>Détail</p> },
      { path: '/publications', element: <p>Liste</p> },
    ],
    { path },
  );
}

describe('the end of the wizard', () => {
  test('says the publication is saved, which one it is, what happens next and where to go', async () => {
    mockApi({ [GET]: () => ({ Id: 7, Ean: '9782365120012', Titre: 'Les Jardins de Penhoët' }) });
    renderEnd('/publication/7/edit/fin');
    expect(screen.getByRole('heading', { level: 1, name: 'Votre publication est enregistrée' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Votre publication est enregistrée \| /);

    const saved = await screen.findByRole('region', { name: 'Publication enregistrée' });
    expect(saved).toHaveTextContent('Les Jardins de Penhoët');
    expect(saved).toHaveTextContent('978-2-36512-001-2');
    expect(sentValues(GET)).toEqual([{ Id: 7 }]);

    const next = screen.getByRole('region', { name: 'Et ensuite ?' });
    expect(next).toHaveTextContent(/équipe de modération vérifie/);
    expect(next).toHaveTextContent(/transmise au catalogue de la librairie/);

    expect(screen.getByRole('link', { name: 'Voir la publication' })).toHaveAttribute('href', '/publication/7');
    expect(screen.getByRole('link', { name: 'Mes publications' })).toHaveAttribute('href', '/publications');
  });

  test('an untitled publication is named « Sans titre »', async () => {
    mockApi({ [GET]: () => ({ Id: 8, Ean: '9791090000018', Titre: null }) });
    renderEnd('/publication/8/edit/fin');
    const saved = await screen.findByRole('region', { name: 'Publication enregistrée' });
    expect(saved).toHaveTextContent('Sans titre');
    expect(saved).toHaveTextContent('979-10-90000-01-8');
  });

  test('an id that cannot be one leads to « not found » without asking the server', () => {
    mockApi({ [GET]: () => ({ Id: 7, Ean: '9782365120012', Titre: 'Les Jardins de Penhoët' }) });
    renderEnd('/publication/0/edit/fin');
    expect(screen.getByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeInTheDocument();
    expect(screen.queryByText('Votre publication est enregistrée')).not.toBeInTheDocument();
    expect(sentValues(GET)).toEqual([]);
  });

  test('a publication the server does not know leads to « not found »', async () => {
    mockApi({ [GET]: () => Promise.reject(apiRefusal(404, "Cette publication n'existe pas parmi les vôtres.")) });
    renderEnd('/publication/99/edit/fin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeInTheDocument();
  });
});
