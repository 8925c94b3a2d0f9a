import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import PublicationWizardRoute from '../../../src/app/routes/PublicationWizardRoute.tsx';
import { AuthController } from '../../../src/features/auth/authController.ts';
import { AuthControllerContext } from '../../../src/features/auth/authControllerContext.ts';
import type { Publication } from '../../../src/features/publications/api/getPublication.ts';
import { hasUnsavedChanges } from '../../../src/features/publications/components/wizard/unsavedChanges.ts';
import { mockApi, renderRoutes } from '../testUtils.tsx';
import { PUBLICATION_LISTS, SUBMITTED_PUBLICATION } from './publicationFixture.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const NO_IMAGES = { visuelCouverture: null, quatriemeCouverture: null };
/** A refused publication: its author corrects it in the wizard. */
const DRAFT: Publication = { ...SUBMITTED_PUBLICATION, IdEtatPublication: 4 };

describe('what a step holds that is not saved', () => {
  test('a field typed differently is unsaved; the same value, or an emptied field the publication lacks, is not', () => {
    expect(hasUnsavedChanges(DRAFT, {}, NO_IMAGES)).toBe(false);
    expect(hasUnsavedChanges(DRAFT, { Titre: 'Les Jardins de Penhoët' }, NO_IMAGES)).toBe(false);
    expect(hasUnsavedChanges(DRAFT, { Titre: 'Les Jardins' }, NO_IMAGES)).toBe(true);
    expect(hasUnsavedChanges({ ...DRAFT, NombrePage: null }, { NombrePage: undefined }, NO_IMAGES)).toBe(false);
    expect(hasUnsavedChanges({ ...DRAFT, TitreVolume: null }, { TitreVolume: 'Tome 1' }, NO_IMAGES)).toBe(true);
  });

  test('contributors compare by value; a cover file chosen and not sent is unsaved', () => {
    const same = DRAFT.AuteurContribution!.map((contribution) => ({ ...contribution }));
    expect(hasUnsavedChanges(DRAFT, { AuteurContribution: same }, NO_IMAGES)).toBe(false);
    const renamed = [{ ...same[0]!, Nom: 'Marie Le Goff-Kerbrat' }];
    expect(hasUnsavedChanges(DRAFT, { AuteurContribution: renamed }, NO_IMAGES)).toBe(true);
    const cover = new Blob(['x'], { type: 'image/png' });
    expect(hasUnsavedChanges(DRAFT, {}, { visuelCouverture: cover, quatriemeCouverture: null })).toBe(true);
  });
});

function renderWizardAt(path: string) {
  mockApi({
    '/Publication/Publication_Get': () => DRAFT,
    '/Publication/Publication_Update': () => DRAFT,
    '/Publication/Publication_UpdateLibre': () => DRAFT,
    ...PUBLICATION_LISTS,
  });
  // The session never settles: the wizard of an existing publication does not wait for it.
  const auth = new AuthController({ loadActor: () => new Promise(() => {}), hasStoredSession: () => false });
  return renderRoutes(
    [
      {
        element: (
          <AuthControllerContext.Provider value={auth}>
            <Link to="/ailleurs">Ailleurs</Link>
            <Outlet />
          </AuthControllerContext.Provider>
        ),
        children: [
          { path: '/publication/:id/edit/:step?', element: <PublicationWizardRoute /> },
          { path: '/ailleurs', element: <p>Une autre page</p> },
        ],
      },
    ],
    { path },
  );
}

const stepHeading = (step: number) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`^Étape ${step} sur 5`) }, { timeout: 4000 });

function beforeUnloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("the wizard's shell", () => {
  test('the progress bar is a disclosure: its button tells whether the five steps it controls are open', async () => {
    const user = userEvent.setup();
    renderWizardAt('/publication/7/edit/2');
    await stepHeading(2);
    const toggle = screen.getByRole('button', { name: /Étape 2 sur 5.*Voir les étapes/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(list?.tagName).toBe('OL');
    expect(list?.querySelectorAll('button')).toHaveLength(5);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the first step shown keeps focus where the page puts it; a move puts it on the new step heading', async () => {
    const user = userEvent.setup();
    renderWizardAt('/publication/7/edit/2');
    expect(await stepHeading(2)).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    const heading = await stepHeading(1);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  test('a link asks before leaving what is typed; staying keeps it, leaving goes', async () => {
    const user = userEvent.setup();
    const { router } = renderWizardAt('/publication/7/edit/2');
    await stepHeading(2);
    expect(beforeUnloadIsHeld()).toBe(false);
    const titre = screen.getByRole('textbox', { name: 'Titre' });
    await user.clear(titre);
    await user.type(titre, 'Les Jardins');
    expect(beforeUnloadIsHeld()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog).toHaveTextContent('Les modifications de cette étape ne sont pas enregistrées.');
    expect(screen.getByRole('button', { name: 'Rester sur la page' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/publication/7/edit/2');
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Les Jardins');

    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await user.click(await screen.findByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByText('Une autre page')).toBeInTheDocument();
    expect(beforeUnloadIsHeld()).toBe(false);
  });

  test('with nothing typed, or once typed back as saved, a link leaves at once', async () => {
    const user = userEvent.setup();
    const { router } = renderWizardAt('/publication/7/edit/2');
    await stepHeading(2);
    const titre = screen.getByRole('textbox', { name: 'Titre' });
    fireEvent.change(titre, { target: { value: 'Autre' } });
    fireEvent.change(titre, { target: { value: 'Les Jardins de Penhoët' } });
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ailleurs'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('the back button asks too', async () => {
    const user = userEvent.setup();
    const { router } = renderWizardAt('/ailleurs');
    await act(() => router.navigate('/publication/7/edit/2'));
    await stepHeading(2);
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), ' !');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/7/edit/2');
  });
});
