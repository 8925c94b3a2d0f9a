import { expect, test } from './test.ts';
import { FILE_UPLOAD_RATE } from '../../domain/publication/uploadLimits.ts';
import { DEFAULT_APPLICATION_KEY } from '../../server/platform/config/config.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { registerCustomer, signInByRequests } from './accountSupport.ts';
import { draftThroughApi, expectStep, fillStep5, main } from './publicationSupport.ts';

test('the wizard shows the server’s French refusal when the account has sent too many files', async ({ page }) => {
  const customer = { email: `televersements-${Date.now()}@example.org`, password: 'Portail#2026', prenom: 'Soazig' };
  await registerCustomer(page.request, customer);
  await signInByRequests(page, customer);
  // The bearer token the portal sends for this account, to spend its uploads through the API.
  const listCall = page.waitForRequest((request) => request.url().includes('/api/Publication/'));
  await page.goto('/publications');
  const { authorization } = await (await listCall).allHeaders();
  expect(authorization).toMatch(/^Bearer /);

  // The account's uploads of this minute spent (refused ones count as much as accepted ones).
  for (let sent = 0; sent < FILE_UPLOAD_RATE.max; sent += 1) {
    const response = await page.request.post('/api/Publication/Publication_FileUpload', {
      headers: { authorization: String(authorization) },
      multipart: { Application_Key: process.env.APPLICATION_KEY ?? DEFAULT_APPLICATION_KEY },
    });
    expect(response.status()).toBe(400);
  }

  // Steps 1 to 4 saved as the wizard saves them (no file sent); step 5's cover goes with Valider.
  const id = await draftThroughApi(page, { titre: 'Les Marées', contributeur: 'Soazig Lebrun' });
  await page.goto(`/publication/${id}/edit/5`);
  await expectStep(page, 5);
  await fillStep5(page, 'Un roman.');
  await main(page).getByRole('button', { name: 'Valider' }).click();
  await expect(main(page).getByText(MESSAGES.tooManyRequests)).toBeVisible();
});
