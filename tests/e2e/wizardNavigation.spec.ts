import { expect, test, type Page } from './test.ts';
import { AUTEUR, openSignedIn } from './accountSupport.ts';
import { openAdminPublication, openAsAdmin } from './adminSupport.ts';
import { draftThroughApi, expectSaved, expectStep, main, next } from './publicationSupport.ts';

const progress = (page: Page) => main(page).getByRole('navigation', { name: 'Étapes de la publication' });
const stepButton = (page: Page, step: number) =>
  progress(page).getByRole('button', { name: new RegExp(`^Étape ${step} :`) });
const previous = (page: Page) => main(page).getByRole('button', { name: 'Précédent' }).click();
const dateParution = (page: Page) => main(page).getByRole('textbox', { name: 'Date de parution' });
const nombrePages = (page: Page) => main(page).getByRole('textbox', { name: /^Nombre de pages/ });
/** The step shown, by its heading's name: the back office's page has another heading of that level. */
const stepHeading = (page: Page, step: number) =>
  main(page).getByRole('heading', { level: 2, name: new RegExp(`^Étape ${step} sur 5`) });

/** A complete draft of the demo author, saved through the API as the wizard saves it. */
function completeDraft(page: Page, titre = 'Les Chemins de traverse'): Promise<number> {
  return draftThroughApi(page, {
    titre,
    contributeur: 'Camille Martin',
    resume: 'Un été sur les sentiers côtiers, à la recherche d’un phare disparu des cartes.',
  });
}

test.describe("the wizard's moves", () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, AUTEUR, '/publications');
  });

  test('the address names the step shown; Précédent saves a failing step and the bar marks it', async ({ page }) => {
    test.setTimeout(120_000);
    const id = await completeDraft(page);

    // A shared link or a reload of a reachable step stays on it.
    await page.goto(`/publication/${id}/edit/2`);
    await expectStep(page, 2);
    await page.reload();
    await expectStep(page, 2);
    await expect(page).toHaveURL(`/publication/${id}/edit/2`);

    // Without a step (as from the list), a complete publication opens at step 5.
    await page.goto(`/publication/${id}/edit`);
    await expectStep(page, 5);
    await expect(page).toHaveURL(`/publication/${id}/edit/5`);

    // Step 4: a required field cleared, another one changed; Précédent saves both and moves.
    await page.goto(`/publication/${id}/edit/4`);
    await expectStep(page, 4);
    await dateParution(page).fill('');
    await nombrePages(page).fill('321');
    await previous(page);
    await expectSaved(page);
    await expectStep(page, 3);
    await expect(page).toHaveURL(`/publication/${id}/edit/3`);
    await expect(stepButton(page, 4)).toContainText('en erreur');
    await expect(stepButton(page, 3)).toContainText('valide');

    // Back on step 4: nothing typed is lost, and the step still says what to correct.
    await next(page);
    await expectStep(page, 4);
    await expect(nombrePages(page)).toHaveValue('321');
    await expect(dateParution(page)).toHaveValue('');
    await expect(stepButton(page, 4)).toContainText('en erreur');
    await expect(dateParution(page)).toHaveAccessibleDescription(/Champ obligatoire/);

    // Forward is still judged: Suivant stays on step 4 and says why.
    await next(page);
    await expect(dateParution(page)).toHaveAccessibleDescription(/Champ obligatoire/);
    await expectStep(page, 4);
    await expect(page).toHaveURL(`/publication/${id}/edit/4`);

    // The saved draft: a reload of step 4 shows what was saved; from the list the wizard opens at step 4.
    await page.reload();
    await expectStep(page, 4);
    await expect(nombrePages(page)).toHaveValue('321');
    await page.goto(`/publication/${id}/edit`);
    await expectStep(page, 4);
    await expect(page).toHaveURL(`/publication/${id}/edit/4`);

    // An address beyond the failing step opens the failing step.
    await page.goto(`/publication/${id}/edit/5`);
    await expectStep(page, 4);
    await expect(page).toHaveURL(`/publication/${id}/edit/4`);
  });

  test("the back office's Précédent on a failing step of a draft saves it without the step's rules (BO UpdateLibre)", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const suffix = Date.now().toString(36);
    const id = await completeDraft(page, `Les Phares de Sein ${suffix}`);

    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staff = await staffContext.newPage();
    await openAsAdmin(staff, '/admin/publications');
    const edit = `${await openAdminPublication(staff, suffix, id)}/edit`;

    await staff.goto(`${edit}/4`);
    await expect(stepHeading(staff, 4)).toBeVisible();
    await dateParution(staff).fill('');
    await nombrePages(staff).fill('212');
    const saved = staff.waitForResponse((response) =>
      response.url().endsWith('/api/BO/Publication/Publication_UpdateLibre'),
    );
    await previous(staff);
    expect((await saved).status()).toBe(200);
    await expectSaved(staff);
    await expect(stepHeading(staff, 3)).toBeVisible();
    await expect(staff).toHaveURL(`${edit}/3`);
    await expect(stepButton(staff, 4)).toContainText('en erreur');
    await staffContext.close();

    // The author finds the draft as the back office saved it, opened at the step to correct.
    await page.goto(`/publication/${id}/edit`);
    await expectStep(page, 4);
    await expect(nombrePages(page)).toHaveValue('212');
    await expect(dateParution(page)).toHaveValue('');
  });
});
