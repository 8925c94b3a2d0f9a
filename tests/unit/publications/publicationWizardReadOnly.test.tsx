import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { MODERATION_MESSAGES } from '../../../domain/publication/moderation.ts';
import PublicationDetailRoute from '../../../src/app/routes/PublicationDetailRoute.tsx';
import PublicationWizardRoute from '../../../src/app/routes/PublicationWizardRoute.tsx';
import { AuthController } from '../../../src/features/auth/authController.ts';
import { AuthControllerContext } from '../../../src/features/auth/authControllerContext.ts';
import type { Publication } from '../../../src/features/publications/api/getPublication.ts';
import { mockApi, renderRoutes, sentValues } from '../testUtils.tsx';
import { PUBLICATION_LISTS, SUBMITTED_PUBLICATION } from './publicationFixture.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

function serve(publication: Publication) {
  mockApi({ '/Publication/Publication_Get': () => publication, ...PUBLICATION_LISTS });
}

function renderAt(path: string) {
  // The session never settles: the wizard of an existing publication does not wait for it.
  const auth = new AuthController({ loadActor: () => new Promise(() => {}), hasStoredSession: () => false });
  return renderRoutes(
    [
      {
        path: '/publication/:id/edit/:step?',
        element: (
          <AuthControllerContext.Provider value={auth}>
            <PublicationWizardRoute />
          </AuthControllerContext.Provider>
        ),
      },
      { path: '/publication/:id', element: <PublicationDetailRoute /> },
    ],
    { path },
  );
}

describe('the wizard of a publication its author may not change', () => {
  test.each([
    ['awaiting moderation', 2, MODERATION_MESSAGES.lockedWhileSubmitted],
    ['validated', 3, MODERATION_MESSAGES.lockedValidated],
  ])('%s: its address leads to its page, which says why', async (_, idEtat, reason) => {
    serve({ ...SUBMITTED_PUBLICATION, IdEtatPublication: idEtat });
    const { router } = renderAt('/publication/7/edit/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Jardins de Penhoët' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByRole('navigation', { name: 'Étapes de la publication' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^(Modifier|Corriger)/ })).not.toBeInTheDocument();
    // The browser's back button does not lead into the wizard again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sentValues('/Publication/Publication_Update')).toEqual([]);
  });

  test('refused: the wizard opens, to be corrected and submitted again from step 5', async () => {
    serve({ ...SUBMITTED_PUBLICATION, IdEtatPublication: 4 });
    const { router } = renderAt('/publication/7/edit');
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Étape 5 sur 5/ }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/7/edit/5');
    expect(screen.getByRole('button', { name: 'Valider' })).toBeInTheDocument();
    expect(screen.queryByText(MODERATION_MESSAGES.lockedWhileSubmitted)).not.toBeInTheDocument();
  }, 10_000);
});
