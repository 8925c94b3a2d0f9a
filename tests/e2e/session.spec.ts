import { expect, test } from './test.ts';
import { accountButton, AUTEUR, header, loginButton, signInAs } from './accountSupport.ts';

const isRefreshGrant = (postData: string | null) =>
  new URLSearchParams(postData ?? '').get('grant_type') === 'refresh_token';

test('the session renews its access token through the provider before it expires, then signs out', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, AUTEUR);

  // Access tokens live five minutes: the renewal is due before then.
  const renewal = page.waitForResponse(
    (response) => response.url().includes('/oidc/token') && isRefreshGrant(response.request().postData()),
  );
  await page.clock.fastForward('04:50');
  const response = await renewal;
  expect(response.status()).toBe(200);
  const renewed = (await response.json()) as { access_token: string; refresh_token: string };
  expect(renewed.access_token).toBeTruthy();
  expect(renewed.refresh_token).toBeTruthy();

  // The renewed token is the one the API client now sends.
  const profile = page.waitForRequest((request) => request.url().endsWith('/api/Compte/Compte_Get'));
  await page.goto('/profil');
  expect((await profile).headers().authorization).toBe(`Bearer ${renewed.access_token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();

  await accountButton(page, AUTEUR.prenom).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();
  await expect(header(page)).not.toContainText(AUTEUR.prenom);
  // Nothing of the session is left in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage, ...window.localStorage }));
  expect(stored).not.toContain(renewed.refresh_token);
  expect(stored).not.toContain(AUTEUR.email);
  expect(stored).not.toMatch(/"oidc\./);
});
