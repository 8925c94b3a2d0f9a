import { useState } from 'react';

/**
 * The filters as typed in a filter bar, before `Rechercher` sends them to the address; a new address (back button,
 * reset, shared link) brings its filters back into the fields.
 */
export function useFilterDraft<V extends Record<string, unknown>>(values: V) {
  const [draft, setDraft] = useState(values);
  const [shown, setShown] = useState(values);
  if (shown !== values) {
    setShown(values);
    setDraft(values);
  }
  const set = <K extends keyof V>(name: K, value: V[K]) => setDraft((current) => ({ ...current, [name]: value }));
  return { draft, set };
}
