import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test.ts';
import { ONIX_EXPORT_TEXTS as T } from '../../domain/publication/onixExportTexts.ts';
import { ADMIN, openSignedIn } from './accountSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';
import { parisToday } from '../../domain/parisDay.ts';

const main = (page: Page) => page.getByRole('main');
const area = (page: Page) => main(page).getByRole('region', { name: T.title });

/** The number of publications the plan on screen announces, once it is read. */
async function announcedCount(page: Page): Promise<number> {
  const status = area(page).getByRole('status');
  await expect(status).toHaveText(/^\d+ publications? validées? (sera|seront) exportées?\.$/);
  const count = Number(/^\d+/.exec((await status.textContent()) ?? '')?.[0]);
  await expect(status).toHaveText(T.exportable(count));
  return count;
}

async function downloadedText(page: Page, press: () => Promise<void>): Promise<{ name: string; xml: string }> {
  const download = page.waitForEvent('download');
  await press();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), xml: await readFile(path, 'utf8') };
}

test('the back office downloads the ONIX export of the validated publications, from a day or in full', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN, '/admin/publications');
  await expect(area(page).getByRole('heading', { level: 2, name: T.title })).toBeVisible();

  // Nothing is read before it is asked for; then the plan of the whole export: the demo's validated publication and
  // those the specs before this one validated, none set aside.
  await expect(area(page).getByRole('status')).toHaveText(T.idle);
  await area(page).getByRole('button', { name: T.plan }).click();
  // The file downloaded at the end holds exactly that many products.
  const validated = await announcedCount(page);
  expect(validated).toBeGreaterThanOrEqual(1);
  await expect(area(page).getByRole('heading', { level: 3, name: T.unexportableTitle })).toBeVisible();
  await expect(area(page).getByText(T.unexportableEmpty)).toBeVisible();
  await expectNoAxeViolations(page);
  await shootAtWidths(page, 'admin-publications-export-onix');

  // A day after the demo's last change: nothing to export, and the page says the file holds the header only.
  const since = area(page).getByLabel(new RegExp(`^${T.sinceLabel}`));
  await since.fill('2999-01-01');
  await expect(area(page).getByRole('status')).toHaveText(T.idle);
  await area(page).getByRole('button', { name: T.plan }).click();
  await expect(area(page).getByRole('status')).toHaveText(T.exportable(0));
  const empty = await downloadedText(page, () => area(page).getByRole('button', { name: T.download }).click());
  expect(empty.name).toBe(`onix-${parisToday()}.xml`);
  expect(empty.xml.startsWith('<?xml')).toBe(true);
  expect(empty.xml).toMatch(/<ONIXMessage [^>]*release="3\.1"/);
  expect(empty.xml).toContain('<Header>');
  expect(empty.xml).not.toContain('<Product>');
  await expect(area(page).getByRole('status')).toHaveText(T.downloaded(empty.name, 0));

  // From a past day, with the keyboard: Enter in the day field prepares the export, Enter again downloads it.
  await since.fill('2020-01-01');
  await since.focus();
  await page.keyboard.press('Enter');
  await expect(area(page).getByRole('status')).toHaveText(T.exportable(validated));
  const full = await downloadedText(page, () => page.keyboard.press('Enter'));
  expect(full.xml.startsWith('<?xml')).toBe(true);
  expect(full.xml).toMatch(/<ONIXMessage [^>]*release="3\.1"/);
  expect(full.xml.match(/<Product>/g)).toHaveLength(validated);
  await expect(area(page).getByRole('status')).toHaveText(T.downloaded(full.name, validated));
  await expectNoAxeViolations(page);
});
