import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_APPLICATION_KEY } from '../../server/platform/config/config.ts';

/** The key the built portal sends, as the server under test expects it. */
export const applicationKey = process.env.APPLICATION_KEY ?? DEFAULT_APPLICATION_KEY;

/**
 * Calls the portal's API as the browser does, for what a test needs to know of the seeded data (as a signed-in
 * account with its `authorization` header).
 */
export async function apiPost<T>(
  request: APIRequestContext,
  path: string,
  values: object = {},
  headers: { authorization?: string } = {},
): Promise<T> {
  const response = await request.post(`/api${path}`, {
    headers,
    data: { Application_Key: applicationKey, Values: values },
  });
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

/**
 * With SCREENSHOT_DIR set, full-page shots of the page at a phone's width and a desktop's (`<name>-390.png`,
 * `<name>-1280.png`), for looking at a screen; without it, nothing.
 */
export async function shootAtWidths(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The address of the built chunk that holds a source module (chunks are named by their hash): a pattern that matches
 * its requests, read from the build's manifest.
 */
export function chunkOf(source: string): RegExp {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`le manifeste du build ne nomme pas ${source}`);
  return new RegExp(`/${file.replaceAll('.', '\\.')}$`);
}
