import { expect, test, type Page } from './test.ts';
import { ADMIN, openSignedIn } from './accountSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const DEMO_TITLE = 'Les Jardins de Penhoët';
const main = (page: Page) => page.getByRole('main');
const grid = (page: Page, name: string) => main(page).getByRole('grid', { name });
/** The titles of the rows shown, in order. */
const titles = (page: Page, name: string) => grid(page, name).getByRole('rowheader').allInnerTexts();

async function signInAsAdmin(page: Page): Promise<void> {
  await openSignedIn(page, ADMIN, '/admin');
  await expect(page).toHaveURL('/admin');
}

test(
  'the back office pages, sorts and filters the publications in the address, and opens one',
  { tag: '@long' },
  async ({ page }) => {
    await signInAsAdmin(page);
    // One publication a page: the demo author's two publications make two pages at least.
    await page.goto('/admin/publications?Limit=1');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: '← Modules' })).toHaveAttribute('href', '/admin');
    await expect(grid(page, 'Publications').getByRole('row')).toHaveCount(2);
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /\d+ publications/ }),
    ).toBeVisible();
    await expect(main(page).getByText(/^Page 1 sur \d+$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Pages: the address keeps the page, a reload shows it again, « back » returns to the first.
    const first = await titles(page, 'Publications');
    await main(page).getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL('/admin/publications?Limit=1&Offset=1');
    await expect(main(page).getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect.poll(() => titles(page, 'Publications')).not.toEqual(first);
    const second = await titles(page, 'Publications');
    await page.reload();
    await expect(main(page).getByText(/^Page 2 sur \d+$/)).toBeVisible();
    await expect.poll(() => titles(page, 'Publications')).toEqual(second);
    await page.goBack();
    await expect(page).toHaveURL('/admin/publications?Limit=1');
    await expect.poll(() => titles(page, 'Publications')).toEqual(first);

    // Sort with the keyboard: the header announces it, the address keeps it and the page goes back to the first.
    await page.goto('/admin/publications?Limit=1&Offset=1');
    const titre = grid(page, 'Publications').getByRole('columnheader', { name: /Titre/ });
    await titre.focus();
    await page.keyboard.press('Enter');
    await expect(titre).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL('/admin/publications?Tri=Titre&Sens=asc&Limit=1');
    await expect(main(page).getByText(/^Page 1 sur \d+$/)).toBeVisible();
    // Two rows a page: the first comes before the second in the alphabet.
    await page.goto('/admin/publications?Tri=Titre&Sens=asc&Limit=2');
    await expect(grid(page, 'Publications').getByRole('row')).toHaveCount(3);
    const sorted = await titles(page, 'Publications');
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));

    // Filter: typed, then Rechercher; the table shows the demo publication, found by its title.
    await main(page)
      .getByRole('textbox', { name: /Titre, EAN ou auteur/ })
      .fill('Penhoët');
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/Recherche=Penho%C3%ABt/);
    await expect(grid(page, 'Publications').getByRole('rowheader', { name: new RegExp(DEMO_TITLE) })).toBeVisible();
    await page.reload();
    await expect(main(page).getByRole('textbox', { name: /Titre, EAN ou auteur/ })).toHaveValue('Penhoët');

    // A filter that finds nothing says so and resets.
    await main(page)
      .getByRole('textbox', { name: /Titre, EAN ou auteur/ })
      .fill('zzz-aucun-titre-zzz');
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    await expect(main(page).getByText('Aucune publication ne correspond à votre recherche.')).toBeVisible();
    await main(page).getByRole('button', { name: 'Réinitialiser les filtres' }).last().click();
    await expect(page).toHaveURL('/admin/publications?Tri=Titre&Sens=asc&Limit=2');

    // Open a row with the keyboard, then come back with « Retour ».
    await main(page)
      .getByRole('textbox', { name: /Titre, EAN ou auteur/ })
      .fill('Penhoët');
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    const row = grid(page, 'Publications').getByRole('row', { name: new RegExp(DEMO_TITLE) });
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/publication\/\d+\/\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: DEMO_TITLE })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Compte propriétaire' })).toContainText('auteur@example.org');
    await expect(main(page).getByRole('link', { name: 'Modifier la publication' })).toHaveAttribute(
      'href',
      /\/admin\/publication\/\d+\/\d+\/edit\/1$/,
    );
    await expect(main(page).getByRole('heading', { name: 'Historique de la modération' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: '← Retour' }).click();
    await expect(page).toHaveURL(/\/admin\/publications\?Recherche=Penho%C3%ABt/);
  },
);

test(
  'the moderation list and page: no back link on the list, a validated publication has nothing to answer',
  { tag: '@long' },
  async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/publicationsmoderation');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Publications à modérer' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: '← Modules' })).toHaveCount(0);
    await expect(
      grid(page, 'Publications à modérer').or(main(page).getByText("Aucune publication n'attend de modération.")),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The demo publication is validated: its moderation page reads it and offers no answer.
    await page.goto(`/admin/publications?Recherche=${encodeURIComponent('Penhoët')}`);
    await grid(page, 'Publications')
      .getByRole('row', { name: new RegExp(DEMO_TITLE) })
      .click();
    await expect(page).toHaveURL(/\/admin\/publication\/\d+\/\d+$/);
    const [, idPersonne, id] = /\/admin\/publication\/(\d+)\/(\d+)$/.exec(page.url()) ?? [];
    await page.goto(`/admin/publicationmoderation/${idPersonne}/${id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: DEMO_TITLE })).toBeVisible();
    await expect(main(page).getByRole('link', { name: '← Publications à modérer' })).toHaveAttribute(
      'href',
      '/admin/publicationsmoderation',
    );
    await expect(main(page).getByText("Cette publication n'attend pas de modération")).toBeVisible();
    await expectNoAxeViolations(page);

    // An unknown publication: the not-found page.
    await page.goto(`/admin/publication/${idPersonne}/2000000000`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeVisible();
  },
);
