import { useState } from 'react';

function sameFilters<V extends Record<string, unknown>>(a: V, b: V): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => Object.is(a[name], b[name]));
}

/**
 * The filters as typed in a filter bar, before `Rechercher` sends them to the address; a new address (back button,
 * reset, shared link) brings its filters back into the fields. `bind` and `bindRange` give a field, or a pair of
 * dates, its value and its setter by the filter's name.
 */
export function useFilterDraft<V extends Record<string, unknown>>(values: V) {
  const [draft, setDraft] = useState(values);
  const [shown, setShown] = useState(values);
  // Compared by content: the same address read again (a list that reloads) must not wipe what is being typed.
  if (!sameFilters(shown, values)) {
    setShown(values);
    setDraft(values);
  }
  const set = <K extends keyof V>(name: K, value: V[K]) => setDraft((current) => ({ ...current, [name]: value }));
  const bind = <K extends keyof V>(name: K) => ({ value: draft[name], onChange: (value: V[K]) => set(name, value) });
  const bindRange = <F extends keyof V, T extends keyof V>(from: F, to: T) => ({
    from: draft[from],
    to: draft[to],
    onFromChange: (value: V[F]) => set(from, value),
    onToChange: (value: V[T]) => set(to, value),
  });
  return { draft, set, bind, bindRange };
}
