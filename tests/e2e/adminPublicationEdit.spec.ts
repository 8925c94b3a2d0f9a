import { expect, test, type Page } from './test.ts';
import { ADMIN, AUTEUR, openSignedIn } from './accountSupport.ts';
import { declarePublication, expectSaved, fixture, main, next } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const RESUME = 'Au bord du Blavet, un meunier transmet à sa petite-fille le secret des eaux vives et des saisons.';

/** The step shown by the back office's wizard, whose page names the owner under a heading of the same level. */
async function expectAdminStep(page: Page, step: number): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 2, name: new RegExp(`^Étape ${step} sur 5`) })).toBeVisible();
}

test(
  "the back office edits a publication of the demo author by step: its new title shows on the admin detail and on the author's page",
  { tag: '@long' },
  async ({ page, browser }) => {
    test.setTimeout(150_000);
    const suffix = Date.now().toString(36);
    const titre = `Le Moulin de Kerhuel ${suffix}`;
    const nouveauTitre = `Le Moulin de Kerhuel, édition revue ${suffix}`;
    await openSignedIn(page, AUTEUR, '/publications');
    const id = await declarePublication(page, { titre, contributeur: 'Yann Le Goff', resume: RESUME });
    await expect(page).toHaveURL(`/publication/${id}/edit/fin`);

    // The back office in a browser of its own: axe needs a page of a context it created.
    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staff = await staffContext.newPage();
    await openSignedIn(staff, ADMIN, '/admin');
    await expect(staff).toHaveURL('/admin');

    // From the list to the detail, then « Modifier la publication ».
    await staff.goto('/admin/publications');
    await main(staff)
      .getByRole('textbox', { name: /Titre, EAN ou auteur/ })
      .fill(suffix);
    await main(staff).getByRole('button', { name: 'Rechercher' }).click();
    await main(staff)
      .getByRole('grid', { name: 'Publications' })
      .getByRole('row', { name: new RegExp(titre) })
      .click();
    await expect(staff).toHaveURL(new RegExp(`/admin/publication/\\d+/${id}$`));
    const [, idPersonne] = /\/admin\/publication\/(\d+)\//.exec(staff.url()) ?? [];
    const edit = `/admin/publication/${idPersonne}/${id}/edit`;
    await main(staff).getByRole('link', { name: 'Modifier la publication' }).click();
    // The link names step 1, which every publication may show.
    await expect(staff).toHaveURL(`${edit}/1`);
    await expectAdminStep(staff, 1);
    await expect(main(staff).getByRole('region', { name: 'Compte propriétaire' })).toContainText(AUTEUR.email);
    await expect(main(staff).getByRole('link', { name: '← Publications' })).toHaveAttribute(
      'href',
      '/admin/publications',
    );

    // Step 2 from the progress bar; its title changed and saved with Suivant through the back office's calls.
    await main(staff)
      .getByRole('navigation', { name: 'Étapes de la publication' })
      .getByRole('button', { name: /^Étape 2/ })
      .click();
    await expect(staff).toHaveURL(`${edit}/2`);
    await expectAdminStep(staff, 2);
    await expect(main(staff).getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(titre);
    await expectNoAxeViolations(staff);
    await main(staff).getByRole('textbox', { name: 'Titre', exact: true }).fill(nouveauTitre);
    await next(staff);
    await expectSaved(staff);
    await expect(staff).toHaveURL(`${edit}/3`);
    await expectAdminStep(staff, 3);
    // The brand is the author's to report: the back office is not offered it.
    await expect(main(staff).getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(main(staff).getByRole('button', { name: 'Signaler une mise à jour' })).toHaveCount(0);
    await next(staff);
    await expect(staff).toHaveURL(`${edit}/4`);
    await next(staff);
    await expect(staff).toHaveURL(`${edit}/5`);
    await expectAdminStep(staff, 5);

    // Step 5: a new cover, then Valider saves and returns to the detail with the new title.
    await main(staff).getByLabel('Visuel de couverture').setInputFiles(fixture('couverture-500x800.png'));
    await main(staff).getByRole('button', { name: 'Valider' }).click();
    await expect(staff).toHaveURL(`/admin/publication/${idPersonne}/${id}`);
    await expect(staff.getByText('Modifications enregistrées').first()).toBeVisible();
    await expect(main(staff).getByRole('heading', { level: 1, name: nouveauTitre })).toBeVisible();
    // Nothing was submitted: the publication still awaits moderation, as the author left it.
    await expect(main(staff).getByText('En attente de modération')).toBeVisible();
    await staffContext.close();

    // The author's own page shows the new title.
    await page.goto(`/publication/${id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: nouveauTitre })).toBeVisible();
  },
);

test('an address of the back office wizard that names no publication shows the not-found page', async ({ page }) => {
  await openSignedIn(page, ADMIN, '/admin/publication/abc/1/edit/2');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Publication introuvable' })).toBeVisible();
  await page.goto('/admin/publication/1/2000000000/edit/2');
  await expect(main(page).getByText("Cette publication n'existe pas pour ce compte.")).toBeVisible();
});
