import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import PublicationConditionsRoute from '../../../src/app/routes/PublicationConditionsRoute.tsx';
import { renderRoutes } from '../testUtils.tsx';

function renderConditions() {
  return renderRoutes(
    [
      { path: '/publication/conditions', element: <PublicationConditionsRoute /> },
      { path: '/publication/create', element: <p>Assistant de déclaration</p> },
    ],
    { path: '/publication/conditions' },
  );
}

describe('the conditions of referencing', () => {
  test('states what declaring a publication implies', () => {
    renderConditions();
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions de référencement' })).toBeInTheDocument();
    const conditions = screen.getByRole('list');
    expect(conditions).toHaveTextContent(/ISBN/);
    expect(conditions).toHaveTextContent(/978 ou 979/);
    expect(conditions).toHaveTextContent(/AFNIL/);
    expect(conditions).toHaveTextContent(/détenir les droits/);
    expect(conditions).toHaveTextContent(/modération/);
    expect(conditions).toHaveTextContent(/JPG ou PNG/);
    expect(conditions).toHaveTextContent(/400 pixels de haut/);
    expect(conditions).toHaveTextContent(/5 Mo/);
    expect(conditions).toHaveTextContent(/rédigé en français et compte 400 caractères au plus/);
  });

  test('the declaration starts only once the conditions are accepted', async () => {
    const user = userEvent.setup();
    const { router } = renderConditions();
    const start = screen.getByRole('link', { name: 'Commencer la déclaration' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).not.toHaveAttribute('href');
    expect(start).toHaveAccessibleDescription('Cochez la case pour commencer la déclaration.');
    await user.click(start);
    expect(router.state.location.pathname).toBe('/publication/conditions');

    // With the keyboard: back to the check box, then on to the link.
    await user.tab({ shift: true });
    const accept = screen.getByRole('checkbox', { name: "J'ai lu et j'accepte ces conditions" });
    expect(accept).toHaveFocus();
    await user.keyboard(' ');
    expect(accept).toBeChecked();
    const enabled = screen.getByRole('link', { name: 'Commencer la déclaration' });
    expect(enabled).not.toHaveAttribute('aria-disabled');
    expect(enabled).toHaveAttribute('href', '/publication/create');

    // Unticking takes the permission back.
    await user.click(accept);
    expect(screen.getByRole('link', { name: 'Commencer la déclaration' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(accept);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Commencer la déclaration' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Assistant de déclaration')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publication/create');
  });
});
