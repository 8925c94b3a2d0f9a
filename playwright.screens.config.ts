import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run screens`: the main screens at a phone's width and a desk's, written to docs/screens/ so that a change
 * to the look can be reviewed. Not a test run: nothing is asserted beyond reaching each screen.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  timeout: 120_000,
});
