import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_APPLICATION_KEY } from '../../server/config.ts';

const applicationKey = process.env.APPLICATION_KEY ?? DEFAULT_APPLICATION_KEY;

/** Calls the portal's API as the browser does, for what a test needs to know of the seeded data. */
export async function apiPost<T>(request: APIRequestContext, path: string, values: object = {}): Promise<T> {
  const response = await request.post(`/api${path}`, { data: { Application_Key: applicationKey, Values: values } });
  expect(response.ok(), `${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Fails with the list of WCAG A/AA violations axe finds on the page as it stands. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

export const footer = (page: Page) => page.getByRole('contentinfo');
