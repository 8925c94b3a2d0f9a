import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Routes are lazily loaded chunks: on a busy two-core machine their first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Files that share a worker share its jsdom: each file starts with the empty storage a new page has.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => cleanup());
