import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { COVER_MESSAGES } from '../../domain/publication/coverFiles.ts';
import { UPLOAD_MESSAGES } from '../../domain/publication/uploadLimits.ts';
import { registerCustomer, openSignedIn } from './accountSupport.ts';
import { draftThroughApi, expectStep, fillStep5, fixture, main } from './publicationSupport.ts';
import { shootAtWidths } from './support.ts';

/** The start of a PNG whose header says 10 000 × 10 000 pixels: a few bytes on disk, 100 megapixels once decoded. */
function largePngHeader(): Buffer {
  const bytes = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(10_000, 16);
  bytes.writeUInt32BE(10_000, 20);
  return bytes;
}

/** Matches a text holding `message` as written. */
const holding = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The portal's fixture PDF, opening on a program launched. */
function launchingPdf(): Buffer {
  const text = readFileSync(fixture('quatrieme-couverture.pdf'), 'latin1');
  return Buffer.from(text.replace('/Type/Catalog', '/Type/Catalog/OpenAction<</S/Launch/F(cmd.exe)>>'), 'latin1');
}

test('step 5 refuses an image past 40 megapixels at once, and the server a fourth cover that would act', async ({
  page,
}) => {
  const customer = { email: `televersement-${Date.now()}@example.org`, password: 'Portail#2026', prenom: 'Maëla' };
  await registerCustomer(page.request, customer);
  await openSignedIn(page, customer, '/publications');

  // Steps 1 to 4 saved as the wizard saves them; step 5 is filled in on the page.
  const id = await draftThroughApi(page, { titre: 'La Grande Carte', contributeur: 'Maëla Guivarc’h' });
  await page.goto(`/publication/${id}/edit/5`);
  await expectStep(page, 5);
  await fillStep5(page, 'Un atlas des côtes.');
  const fourthCoverField = main(page).getByLabel('Quatrième de couverture', { exact: true });
  await fourthCoverField.setInputFiles({ name: 'carte.png', mimeType: 'image/png', buffer: largePngHeader() });
  await expect(fourthCoverField).toHaveAccessibleDescription(holding(COVER_MESSAGES.tooManyPixels));
  await expect(fourthCoverField).toHaveAttribute('aria-invalid', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootAtWidths(page, 'uploads-too-many-pixels');
  await fourthCoverField.setInputFiles({ name: 'quatrieme.pdf', mimeType: 'application/pdf', buffer: launchingPdf() });
  await expect(fourthCoverField).not.toHaveAttribute('aria-invalid', 'true');
  await main(page).getByRole('button', { name: 'Valider' }).click();

  const fourthCover = main(page).getByLabel('Quatrième de couverture', { exact: true });
  await expect(main(page).getByText(UPLOAD_MESSAGES.pdfAction)).toBeVisible();
  await expect(fourthCover).toHaveAccessibleDescription(holding(UPLOAD_MESSAGES.pdfAction));
  await shootAtWidths(page, 'uploads-pdf-action');
});
