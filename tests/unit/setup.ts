import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Routes are lazily loaded chunks: on a busy two-core machine their first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Files that share a worker share its jsdom: each file starts with the empty storage a new page has (a file that asks
// for Node's environment has no page).
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => cleanup());
