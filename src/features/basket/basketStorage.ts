import { parseLocalBasket } from '../../../machines/basket/localBasket.ts';
import type { BasketStorage, LocalBasket } from '../../../machines/basket/types.ts';

/** The anonymous basket and its merge flag in localStorage (spec 2 §9: the basket survives a reload). */
export const BASKET_KEY = 'portail.panier';
export const MERGED_KEY = 'portail.panier.fusionne';

export interface StoredBasket {
  basket: LocalBasket;
  merged: boolean;
}

type Listener = (stored: StoredBasket) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage turned off by the browser's privacy settings: the basket lives as long as the page.
    return null;
  }
}

function readStored(): StoredBasket {
  const store = storage();
  return {
    basket: parseLocalBasket(store?.getItem(BASKET_KEY) ?? null),
    merged: store?.getItem(MERGED_KEY) === 'true',
  };
}

function notify(): void {
  const stored = readStored();
  for (const listener of listeners) listener(stored);
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // A full storage keeps the previous basket; the page still shows the edit until it is reloaded.
  }
}

export const basketStorage: BasketStorage = {
  read: () => readStored().basket,
  update(change) {
    const next = change(readStored().basket);
    write(BASKET_KEY, JSON.stringify(next));
    // Every anonymous edit makes the basket one the account has not seen yet.
    write(MERGED_KEY, 'false');
    notify();
    return next;
  },
  isMerged: () => readStored().merged,
  markMerged() {
    write(BASKET_KEY, null);
    write(MERGED_KEY, 'true');
    notify();
  },
  clear() {
    write(BASKET_KEY, null);
    write(MERGED_KEY, null);
    notify();
  },
};

export function readStoredBasket(): StoredBasket {
  return readStored();
}

/** Calls `listener` when the stored basket changes, in this tab or in another tab of the browser. */
export function subscribeToStoredBasket(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BASKET_KEY || event.key === MERGED_KEY) listener(readStored());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
