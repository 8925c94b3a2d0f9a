import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { FaqField } from '../../../src/features/contentEdit/components/FaqField.tsx';

// The answers' rich text field (Tiptap) has its own tests: a textarea with the same props stands in for it.
vi.mock('../../../src/features/contentEdit/fields/RichTextField.tsx', () => import('./richTextFieldStandIn.tsx'));

const STORED = JSON.stringify([{ Nom: 'Commandes', Questions: [], Categories: [] }]);

/** The field as the panel holds it: the element's value is the JSON text the field reports. */
function Panel() {
  const [value, setValue] = useState<string | null>(STORED);
  return <FaqField label="FAQ" value={value} onChange={setValue} />;
}

test('a category added in the panel stays in the tree while it has no name yet, and gets its name', async () => {
  const user = userEvent.setup();
  render(<Panel />);
  await user.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
  expect(screen.getByRole('textbox', { name: 'Nom de la catégorie 1' })).toHaveValue('Commandes');
  const added = screen.getByRole('textbox', { name: 'Nom de la catégorie 2' });
  expect(added).toHaveValue('');
  expect(screen.getByText("Le nom d'une catégorie est obligatoire (200 caractères au plus).")).toBeInTheDocument();
  await user.type(added, 'Factures');
  expect(screen.getByRole('textbox', { name: 'Nom de la catégorie 2' })).toHaveValue('Factures');
});
