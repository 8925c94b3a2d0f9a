import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { SelectField } from '../../src/components/ui/SelectField.tsx';

const OPTIONS = [
  { id: 1, label: 'Question sur une commande' },
  { id: 2, label: 'Formations' },
];

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

test('a server-rendered drop-down list hydrates without a mismatch, then opens and chooses with the keyboard', async () => {
  const errors = vi.spyOn(console, 'error');
  const onChange = vi.fn();
  const element = (
    <SelectField
      label="Sujet"
      options={OPTIONS}
      selectedId={null}
      onChange={onChange}
      placeholder="Choisissez un sujet"
    />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  expect(screen.getByRole('button', { name: 'Choisissez un sujet Sujet' })).toBeInTheDocument();

  await act(async () => {
    hydrateRoot(container, element);
  });
  expect(errors).not.toHaveBeenCalled();

  const button = await screen.findByRole('button', { name: 'Choisissez un sujet Sujet' });
  button.focus();
  const user = userEvent.setup();
  await user.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  expect(listbox).toHaveTextContent('Formations');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenCalledWith(2);
});
