import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useFilterDraft } from '../../src/lib/listParams/useFilterDraft.ts';

type Filters = { Recherche: string | null; Siret: string | null };

test('what is typed in a filter stays when the same address is read again, and gives way to a new address', () => {
  const initialProps: { values: Filters } = { values: { Recherche: null, Siret: '443061841' } };
  const { result, rerender } = renderHook(({ values }: { values: Filters }) => useFilterDraft(values), {
    initialProps,
  });
  act(() => result.current.set('Recherche', 'lea@example.org'));

  // The list reloads: the same filters, read again from the address into a new object.
  rerender({ values: { Recherche: null, Siret: '443061841' } });
  expect(result.current.draft).toEqual({ Recherche: 'lea@example.org', Siret: '443061841' });

  // Another address (back button, reset): its filters come back into the fields.
  rerender({ values: { Recherche: null, Siret: null } });
  expect(result.current.draft).toEqual({ Recherche: null, Siret: null });
});
