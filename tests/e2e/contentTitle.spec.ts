import { expect, test, type Page } from './test.ts';
import { ADMIN, openSignedIn } from './accountSupport.ts';
import { shootAtWidths } from './support.ts';

/** A title edited by staff is stored as sanitised HTML: the tab and the heading show its text, never its source. */

const SITE = "Portail de l'autoédition";

function heading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

test('a page title saved with markup through the in-place editor reads as text in the tab and the heading, for staff and visitors', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const typed = `Cookies &amp; <em>traceurs</em>&nbsp;: l&#39;essentiel ${stamp}`;
  const read = `Cookies & traceurs\u00a0: l'essentiel ${stamp}`;

  await openSignedIn(page, ADMIN, '/politiquecookie');
  const original = (await heading(page).textContent())!;
  await page.getByRole('button', { name: `Modifier « ${original} »` }).click();
  const panel = page.getByRole('dialog');
  const title = panel.getByRole('textbox', { name: 'Titre', exact: true });
  await title.fill(typed);
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Modification enregistrée' })).toBeVisible();
  await panel.getByRole('button', { name: 'Fermer' }).click();

  await expect(heading(page)).toHaveText(read);

  // A visitor: the page the server renders, then the same page in the browser once it has hydrated.
  const visitor = await browser.newContext();
  const rendered = await (await visitor.request.get('/politiquecookie')).text();
  expect(rendered).toContain(
    `<title>Cookies &amp; traceurs\u00a0: l&#39;essentiel ${stamp} | Portail de l&#39;autoédition</title>`,
  );
  expect(rendered).not.toContain('&lt;em&gt;');
  const visitorPage = await visitor.newPage();
  const warnings: string[] = [];
  visitorPage.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  await visitorPage.goto('/politiquecookie', { waitUntil: 'networkidle' });
  await expect(heading(visitorPage)).toHaveText(read);
  await expect(visitorPage).toHaveTitle(`${read} | ${SITE}`);
  // The no-break space before « : » stays one (the assertions above compare white space loosely).
  expect(await heading(visitorPage).textContent()).toBe(read);
  expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
  await shootAtWidths(visitorPage, 'content-title');
  // Reached inside the application from another page: the browser writes the head from the content it fetched.
  await visitorPage.goto('/faq');
  await expect(visitorPage).toHaveTitle(`FAQ | ${SITE}`);
  await visitorPage.evaluate(() => {
    window.history.pushState(null, '', '/politiquecookie');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(heading(visitorPage)).toHaveText(read);
  await expect(visitorPage).toHaveTitle(`${read} | ${SITE}`);
  expect(await visitorPage.title()).toBe(`${read} | ${SITE}`);
  await visitor.close();

  // Put the seed's title back for the other specs.
  await page.getByRole('button', { name: `Modifier « ${read} »` }).click();
  await title.fill(original);
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Modification enregistrée' })).toBeVisible();
  await panel.getByRole('button', { name: 'Fermer' }).click();
  await expect(heading(page)).toHaveText(original);
});
