import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run screens`: the main screens at a phone's width and a desk's, written to docs/screens/ so that a change
 * to the look can be reviewed. Not a test run: nothing is asserted beyond reaching each screen. One portal serves
 * them (the first part's), whatever the parts of the browser tests.
 */
const [first] = [base.projects ?? []].flat();
const [server] = [base.webServer ?? []].flat();

export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  timeout: 120_000,
  workers: 1,
  projects: [{ name: 'écrans', use: first?.use }],
  webServer: server,
});
