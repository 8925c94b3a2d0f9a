import { expect, test, type Browser, type Locator, type Page } from './test.ts';
import type { components } from '../../openapi/generated/schema.d.ts';
import { ADMIN, openSignedIn } from './accountSupport.ts';
import { apiPost, chunkOf, expectNoAxeViolations } from './support.ts';

type Contenu = components['schemas']['Contenu'];

const COVER_PNG = 'tests/fixtures/publication/couverture-500x800.png';
/** The chunk of the edit panel, with the rich text editor: fetched when staff press « Modifier », never for visitors. */
const EDITOR_CHUNK = chunkOf('src/features/contentEdit/ContentEditor.tsx');
const WEBP = 'tests/fixtures/publication/couverture-format-refuse.webp';

/** With SCREENSHOT_DIR set, the open panel at a phone's width and a desktop's, for looking at it. */
async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInAsStaff(page: Page): Promise<void> {
  await openSignedIn(page, ADMIN, '/admin');
  await expect(page).toHaveURL('/admin');
}

function panelOf(page: Page, block: string): Locator {
  return page.getByRole('dialog', { name: `Modifier « ${block} »` });
}

/** The text element `label` of the panel, switched to its HTML source. */
async function htmlSource(panel: Locator, label: string): Promise<Locator> {
  await panel
    .getByRole('toolbar', { name: `Mise en forme : ${label}` })
    .getByRole('button', { name: 'Source HTML' })
    .click();
  return panel.getByRole('textbox', { name: label, exact: true });
}

async function save(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Modification enregistrée' })).toBeVisible();
}

const firstRestoreButton = (panel: Locator) =>
  panel.getByRole('button', { name: /^Restaurer la version remplacée le / }).first();

/** The preview of a kept version, shown before a restore replaces the block. */
const previewOf = (panel: Locator) => panel.getByRole('region', { name: /^Version remplacée le \d{2}\/\d{2}\/\d{4}/ });

/** Restores the most recent kept version of the block open in `panel`, through its preview. */
async function restoreLatest(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Historique des versions' }).click();
  await firstRestoreButton(panel).click();
  await previewOf(panel).getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Modification enregistrée' })).toBeVisible();
}

/** A visitor's view of `path`: the server's HTML as a plain request gets it, and the page in a fresh browser. */
async function visitorSees(
  browser: Browser,
  path: string,
  texts: string[],
  click?: string,
): Promise<{ html: string; dialogs: string[] }> {
  const context = await browser.newContext();
  const response = await context.request.get(path);
  const html = await response.text();
  for (const text of texts) expect(html).toContain(text);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  for (const text of texts) await expect(page.getByRole('main')).toContainText(text);
  if (click) await page.getByRole('main').getByText(click).click();
  // No edit button for a visitor, and none of the editor's code.
  await expect(page.getByRole('button', { name: /^Modifier « / })).toHaveCount(0);
  expect(scripts.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);
  await context.close();
  return { html, dialogs };
}

test(
  'staff edit a legal page: image and text saved, seen by a visitor, an XSS payload inert, the old text restored',
  { tag: '@long' },
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAsStaff(page);
    await page.goto('/mentionlegales');
    const edit = page.getByRole('button', { name: 'Modifier « Mentions légales »' });
    await edit.click();
    const panel = panelOf(page, 'Mentions légales');
    await expect(panel.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expect(panel.getByRole('toolbar', { name: 'Mise en forme : Mentions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'content-edit-panel');

    // An image: a format the browser refuses, then a png.
    const files = panel.locator('input[type=file]');
    await files.setInputFiles(WEBP);
    await expect(panel.getByRole('alert')).toHaveText('Format refusé : jpg, jpeg ou png uniquement');
    await files.setInputFiles(COVER_PNG);
    await expect(panel.getByRole('img', { name: 'Image actuelle : Illustration' })).toBeVisible();
    await panel.getByRole('img', { name: 'Image actuelle : Illustration' }).scrollIntoViewIfNeeded();
    await shoot(page, 'content-edit-image');
    await save(panel);
    await expect(page.getByRole('main').getByRole('img', { name: 'Illustration des mentions légales' })).toBeVisible();
    const withImage = await visitorSees(browser, '/mentionlegales', ['Propriété intellectuelle']);
    expect(withImage.html).toMatch(/<img[^>]+src="\/fichiers\/contenus\/[^"]+\.png"/);

    // A text with an XSS payload typed into the HTML source.
    const stamp = `Texte modifié ${Date.now()}`;
    const source = await htmlSource(panel, 'Mentions');
    await source.fill(
      `<h2>${stamp}</h2><p>Avant le piège.</p><img src=x onerror=alert(1)><p><a href="javascript:alert(1)">lien piégé</a></p>`,
    );
    // Fermer with unsaved changes asks; going on keeps the draft.
    await panel.getByRole('button', { name: 'Fermer' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Fermer sans enregistrer ?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: "Continuer l'édition" }).click();
    await expect(ask).toBeHidden();
    await expect(source).toHaveValue(new RegExp(stamp));
    await save(panel);
    await expect(page.getByRole('main').getByRole('heading', { name: stamp })).toBeVisible();

    const stored = await apiPost<Contenu>(request, '/Contenu/Contenu_GetByName', { Name: 'MentionsLegales' });
    const storedText = stored.ContenuElements.find((element) => element.Nom === 'Texte')?.Valeur ?? '';
    expect(storedText).toContain(stamp);
    expect(storedText).not.toMatch(/onerror|javascript:/i);
    const visitor = await visitorSees(browser, '/mentionlegales', [stamp, 'lien piégé'], 'lien piégé');
    expect(visitor.html).not.toMatch(/onerror|javascript:alert/i);
    expect([...dialogs, ...visitor.dialogs, ...withImage.dialogs]).toEqual([]);

    // The version kept before the text was saved brings the old text back; the image is removed again.
    await restoreLatest(panel);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Propriété intellectuelle' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(stamp);
    await panel.getByRole('button', { name: 'Supprimer l’image' }).click();
    await save(panel);
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Fermer' }).click();
    await expect(panel).toBeHidden();
    await expect(edit).toBeFocused();
    await visitorSees(browser, '/mentionlegales', ['Propriété intellectuelle']);
  },
);

test(
  'staff edit the home text and an FAQ question; a visitor sees both, then they are restored',
  { tag: '@long' },
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInAsStaff(page);
    const stamp = Date.now();

    await page.goto('/');
    const editHome = page.getByRole('button', { name: "Modifier « Les services du portail de l'autoédition »" });
    await expect(editHome).toBeVisible();
    await shoot(page, 'home-edit-buttons');
    const editorCode = page.waitForRequest(EDITOR_CHUNK);
    await editHome.click();
    await editorCode;
    const home = panelOf(page, "Les services du portail de l'autoédition");
    const presentation = await htmlSource(home, 'Présentation');
    const homeText = `Bienvenue ${stamp}`;
    await presentation.fill(`${await presentation.inputValue()}<p>${homeText}</p>`);
    await save(home);
    await expect(page.getByRole('main')).toContainText(homeText);
    await home.getByRole('button', { name: 'Fermer' }).click();

    await page.goto('/faq');
    await page.getByRole('button', { name: 'Modifier « Foire aux questions »' }).click();
    const faq = panelOf(page, 'Foire aux questions');
    const question = `Qu'est-ce que le référencement ${stamp} ?`;
    await faq.getByRole('textbox', { name: 'Énoncé de la question 1' }).first().fill(question);
    await save(faq);
    await expect(page.getByRole('main')).toContainText(question);
    await faq.getByRole('button', { name: 'Fermer' }).click();

    await visitorSees(browser, '/', [homeText]);
    await visitorSees(browser, '/faq', [question]);

    // Put the seed back for the other specs.
    await page.getByRole('button', { name: 'Modifier « Foire aux questions »' }).click();
    await restoreLatest(faq);
    await expect(page.getByRole('main')).not.toContainText(question);
    await faq.getByRole('button', { name: 'Fermer' }).click();
    await page.goto('/');
    await page.getByRole('button', { name: "Modifier « Les services du portail de l'autoédition »" }).click();
    await restoreLatest(home);
    await expect(page.getByRole('main')).not.toContainText(homeText);
  },
);

test('a restore first shows the version it brings back, with its date and author; « Annuler » keeps the page', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.goto('/mentionlegales');
  await page.getByRole('button', { name: 'Modifier « Mentions légales »' }).click();
  const panel = panelOf(page, 'Mentions légales');
  const stamp = `Aperçu ${Date.now()}`;
  const source = await htmlSource(panel, 'Mentions');
  await source.fill(`<h2>${stamp}</h2>${await source.inputValue()}`);
  await save(panel);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: stamp })).toBeVisible();

  // The version kept before that save, as it would come back: the focus on its title, its author, its text.
  await panel.getByRole('button', { name: 'Historique des versions' }).click();
  await firstRestoreButton(panel).click();
  const preview = previewOf(panel);
  await expect(preview.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(preview).toContainText('Enregistrée avant la modification de admin@example.org.');
  await expect(preview.getByRole('heading', { name: 'Propriété intellectuelle' })).toBeVisible();
  await expect(preview).toContainText('Mentions — diffère du contenu actuel');
  await expect(preview).not.toContainText(stamp);
  // React Aria announces the end of the save by naming « Enregistrer », which the history view no longer shows: the
  // announcement, empty for axe, clears itself after a few seconds.
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);

  // « Annuler »: back to the list, on the same version; the page is unchanged.
  await preview.getByRole('button', { name: 'Annuler' }).click();
  await expect(preview).toBeHidden();
  await expect(firstRestoreButton(panel)).toBeFocused();
  await expect(main.getByRole('heading', { name: stamp })).toBeVisible();

  // Confirmed: the page is as it was before the save.
  await firstRestoreButton(panel).click();
  await previewOf(panel).getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Modification enregistrée' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Propriété intellectuelle' })).toBeVisible();
  await expect(main).not.toContainText(stamp);
});
