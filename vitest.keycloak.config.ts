import { defineConfig } from 'vitest/config';

/** The identity tests on a real Keycloak (`npm run test:keycloak` starts it): never part of `npm test`. */
export default defineConfig({
  test: {
    name: 'keycloak',
    include: ['tests/keycloak/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
