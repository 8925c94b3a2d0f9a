import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Routes are lazily loaded chunks: on a busy two-core machine their first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
