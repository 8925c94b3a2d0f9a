import { expect, test, type Page } from './test.ts';
import { AUTEUR, openSignedIn } from './accountSupport.ts';
import {
  chooseBrand,
  expectSaved,
  expectStep,
  fixture,
  freshEan,
  main,
  next,
  pick,
  validateAndSubmit,
} from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const RESUME =
  "Dans un village de Bretagne, une enfant découvre les secrets de sa famille au fil d'un été de tempêtes et de silences.";

function hyphenated(ean: string): string {
  return `${ean.slice(0, 3)}-${ean.slice(3, 4)}-${ean.slice(4, 9)}-${ean.slice(9, 12)}-${ean.slice(12)}`;
}

/** The demo author accepted the conditions before: « Déclarer une publication » opens step 1 at once. */
async function startFromConditions(page: Page): Promise<void> {
  await page.goto('/publications');
  await main(page).getByRole('link', { name: 'Déclarer une publication' }).first().click();
  await expect(page).toHaveURL('/publication/create');
  await expectStep(page, 1);
}

/** Step 1 then step 2, saved: the publication exists and waits at step 3. */
async function fillFirstSteps(page: Page, ean: string, titre: string): Promise<number> {
  await main(page).getByRole('textbox', { name: 'EAN' }).fill(ean);
  await next(page);
  await expectSaved(page);
  await expect(page).toHaveURL(/\/publication\/\d+\/edit\/2$/);
  const id = Number(/\/publication\/(\d+)\//.exec(page.url())![1]);
  await expectStep(page, 2);
  await main(page).getByRole('textbox', { name: 'Titre', exact: true }).fill(titre);
  await main(page).getByRole('textbox', { name: 'Nom du contributeur 1' }).fill('Camille Martin');
  await pick(page, /Type de contribution du contributeur 1/, 'Auteur');
  await next(page);
  await expect(page).toHaveURL(`/publication/${id}/edit/3`);
  await expectStep(page, 3);
  return id;
}

test.describe('the publication wizard', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, AUTEUR, '/publications');
  });

  test(
    'an author declares a publication through the five steps to the end page, then finds it in the list and the detail',
    { tag: '@long' },
    async ({ page }) => {
      test.setTimeout(120_000);
      const ean = freshEan();
      await startFromConditions(page);
      await expect(page).toHaveTitle(/Édition d'une publication/);

      // Step 1: the rules answer in French; a valid EAN shows hyphenated.
      const eanField = main(page).getByRole('textbox', { name: 'EAN' });
      await eanField.fill(`${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`);
      await next(page);
      await expect(main(page).getByText("La clé de contrôle de l'EAN est incorrecte")).toBeVisible();
      await expect(page).toHaveURL('/publication/create');
      await eanField.fill(ean);
      await expect(main(page).getByText(`EAN : ${hyphenated(ean)}`)).toBeVisible();
      await expectNoAxeViolations(page);
      // The wizard keeps the publication it created: moving to its address does not fetch it again.
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/Publication/Publication_Get')) fetched.push(request.url());
      });
      const id = await fillFirstSteps(page, ean, 'Les Marées');
      expect(fetched).toEqual([]);

      // Step 3: the publisher's brands; none is chosen for the author, and Suivant waits for their choice.
      const brands = main(page).getByRole('radiogroup', { name: /Marque éditoriale/ });
      await expect(brands).toBeVisible();
      await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(0);
      await next(page);
      await expect(brands.getByText('Champ obligatoire')).toBeVisible();
      await expectStep(page, 3);
      await chooseBrand(page, 'Éditions de Penhoët');
      await expectNoAxeViolations(page);
      await next(page);
      await expectStep(page, 4);
      await expect(page).toHaveURL(`/publication/${id}/edit/4`);

      // Step 4: Enter does not move on; a forthcoming publication cannot be dated in the past.
      await main(page).getByRole('textbox', { name: 'Date de parution' }).fill('01/03/2024');
      await main(page)
        .getByRole('textbox', { name: /^Prix TTC/ })
        .fill('12,50');
      await main(page)
        .getByRole('textbox', { name: /^Prix TTC/ })
        .press('Enter');
      await expectStep(page, 4);
      await next(page);
      await expect(
        main(page).getByText('Une publication à paraître ne peut pas avoir une date de parution passée'),
      ).toBeVisible();
      await pick(page, /Disponibilité/, 'Disponible');
      await main(page).getByRole('textbox', { name: 'Nombre de pages' }).fill('2a0');
      await next(page);
      await expect(main(page).getByText('Valeurs numériques uniquement')).toBeVisible();
      await main(page).getByRole('textbox', { name: 'Nombre de pages' }).fill('240');
      await expectNoAxeViolations(page);
      await next(page);
      await expectStep(page, 5);

      // Step 5: subject searched in the tree, summary counted, files checked before they are sent.
      await main(page).getByRole('searchbox', { name: 'Rechercher un sujet' }).fill('zzzz');
      await expect(main(page).getByRole('listbox', { name: 'Sujet' }).getByText('Pas de résultats')).toBeVisible();
      await expect(main(page).getByRole('status').filter({ hasText: 'Pas de résultats' })).toBeAttached();
      await main(page).getByRole('searchbox', { name: 'Rechercher un sujet' }).fill('antiquite');
      await main(page)
        .getByRole('option', { name: /Antiquité$/ })
        .click();
      await main(page).getByRole('textbox', { name: 'Résumé' }).fill(RESUME);
      await expect(main(page).getByText(`${400 - RESUME.length} caractères restants`)).toBeVisible();
      await main(page).getByLabel('Visuel de couverture').setInputFiles(fixture('faux-png.png'));
      await expect(main(page).getByText("Ce fichier n'est pas une image valide")).toBeVisible();
      await main(page).getByLabel('Visuel de couverture').setInputFiles(fixture('couverture-trop-petite-800x399.jpg'));
      await expect(main(page).getByText(/au moins 400 px/)).toBeVisible();
      await main(page).getByLabel('Visuel de couverture').setInputFiles(fixture('couverture-600x900.jpg'));
      await expect(
        main(page)
          .getByRole('img', { name: /couverture/i })
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await validateAndSubmit(page);

      await expect(page).toHaveURL(`/publication/${id}/edit/fin`);
      await expect(
        main(page).getByRole('heading', { level: 1, name: 'Votre publication est soumise à la modération' }),
      ).toBeVisible();
      await expect(main(page).getByText('En attente de modération')).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Publication soumise' })).toContainText('Les Marées');
      // Booksellers will read it as the catalogue receives it.
      await expect(main(page).getByRole('article', { name: /^Fiche libraire/ })).toContainText('Les Marées');
      await expectNoAxeViolations(page);

      // The list and the detail show it, its cover read with the author's token.
      await main(page).getByRole('link', { name: 'Mes publications' }).click();
      await expect(page).toHaveURL('/publications');
      const row = main(page).getByRole('listitem').filter({ hasText: 'Les Marées' });
      await expect(row).toContainText(hyphenated(ean));
      await expect(row.getByRole('img', { name: 'Couverture de Les Marées' })).toBeVisible();
      await expectNoAxeViolations(page);
      await row.getByRole('link', { name: 'Voir « Les Marées »' }).click();
      await expect(page).toHaveURL(`/publication/${id}`);
      for (const text of ['Les Marées', 'Camille Martin', '12,50', '240', RESUME, hyphenated(ean)]) {
        await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
    },
  );

  test('a half-filled publication reopens at its first invalid step; Précédent goes back with nothing lost', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const ean = freshEan();
    await startFromConditions(page);
    const id = await fillFirstSteps(page, ean, 'Le Phare');

    // Précédent saves the step left (here the brand chosen), then shows what was saved.
    await chooseBrand(page, 'Penhoët Jeunesse');
    await main(page).getByRole('button', { name: 'Précédent' }).click();
    await expectSaved(page);
    await expectStep(page, 2);
    await expect(page).toHaveURL(`/publication/${id}/edit/2`);
    await expect(main(page).getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue('Le Phare');
    await expect(main(page).getByRole('textbox', { name: 'Nom du contributeur 1' })).toHaveValue('Camille Martin');
    // Précédent on step 2 saves without its rules blocking.
    await main(page).getByRole('textbox', { name: 'Titre', exact: true }).fill('');
    await main(page).getByRole('button', { name: 'Précédent' }).click();
    await expectStep(page, 1);
    await expect(main(page).getByRole('textbox', { name: 'EAN' })).toHaveValue(ean);

    // Left there, it reopens from the list at its first invalid step: step 2, whose title was emptied.
    await page.goto('/publications');
    const row = main(page)
      .getByRole('listitem')
      .filter({ hasText: hyphenated(ean) });
    await row.getByRole('link', { name: /^Modifier/ }).click();
    await expect(page).toHaveURL(`/publication/${id}/edit/2`);
    await expectStep(page, 2);
    await expect(main(page).getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue('');
    await expect(main(page).getByRole('textbox', { name: 'Nom du contributeur 1' })).toHaveValue('Camille Martin');

    // An address asking for a step after the first invalid one is corrected, and the bar says why.
    await page.goto(`/publication/${id}/edit/5`);
    await expect(page).toHaveURL(`/publication/${id}/edit/2`);
    const progress = main(page).getByRole('navigation', { name: 'Étapes de la publication' });
    await expect(progress.getByRole('button', { name: /^Étape 2 .* à compléter$/ })).toBeDisabled();
    await expect(progress.getByRole('button', { name: /^Étape 5/ })).toBeDisabled();
    await next(page);
    await expect(main(page).getByText('Titre obligatoire')).toBeVisible();
    const titre = main(page).getByRole('textbox', { name: 'Titre', exact: true });
    await expect(titre).toBeFocused();

    // What is typed and not saved yet survives a reload of the page.
    await titre.fill('Le Phare, second tirage');
    await page.reload();
    await expectStep(page, 2);
    await expect(main(page).getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
      'Le Phare, second tirage',
    );
    await next(page);
    await expectSaved(page);
    await expectStep(page, 3);
  });

  test('authors are reordered with the keyboard, and a brand update is reported from step 3', async ({ page }) => {
    test.setTimeout(60_000);
    await startFromConditions(page);
    await main(page).getByRole('textbox', { name: 'EAN' }).fill(freshEan());
    await next(page);
    await expectStep(page, 2);
    await main(page).getByRole('textbox', { name: 'Titre', exact: true }).fill('Deux voix');
    await main(page).getByRole('textbox', { name: 'Nom du contributeur 1' }).fill('Anne Roux');
    await pick(page, /Type de contribution du contributeur 1/, 'Auteur');
    await main(page).getByRole('textbox', { name: 'Nom du contributeur 2' }).fill('Zoé Martin');
    await pick(page, /Type de contribution du contributeur 2/, 'Illustrateur');
    await expect(main(page).getByRole('textbox', { name: 'Nom du contributeur 3' })).toHaveValue('');

    // Lift the second row by its handle, move it up, drop it: the first row is now Zoé Martin.
    // Each key waits for what a screen reader is told, as a person waits for the row to move.
    await main(page)
      .getByRole('button', { name: /^Déplacer .*2/ })
      .focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Zoé Martin saisi, en position 2 sur 2.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Zoé Martin déplacé en position 1 sur 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Zoé Martin déposé en position 1 sur 2.')).toBeAttached();
    await expect(main(page).getByRole('textbox', { name: 'Nom du contributeur 1' })).toHaveValue('Zoé Martin');
    await expect(main(page).getByRole('textbox', { name: 'Nom du contributeur 2' })).toHaveValue('Anne Roux');
    await next(page);
    await expectStep(page, 3);

    // The brand update, offered once a brand is chosen: sent only once changed, visible within 48 hours.
    await chooseBrand(page, 'Éditions de Penhoët');
    await main(page).getByRole('button', { name: 'Signaler une mise à jour' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('48 heures');
    await expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('contact@');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Saisie incorrecte')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('editions@penhoet.example');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Mises à jour envoyées')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectStep(page, 3);

    // The contributions were saved in their new order.
    await main(page).getByRole('button', { name: 'Précédent' }).click();
    await expectStep(page, 2);
    await expect(main(page).getByRole('textbox', { name: 'Nom du contributeur 1' })).toHaveValue('Zoé Martin');
  });

  test('a refused save shows the server’s message under the EAN field and keeps what was typed', async ({ page }) => {
    const ean = freshEan();
    await startFromConditions(page);
    await fillFirstSteps(page, ean, 'Premier');

    // The same EAN for a second publication: the server refuses it.
    await page.goto('/publication/create');
    await expectStep(page, 1);
    const eanField = main(page).getByRole('textbox', { name: 'EAN' });
    await eanField.fill(ean);
    await next(page);
    await expect(main(page).getByText('Vous avez déjà une publication avec cet EAN.')).toBeVisible();
    await expect(main(page).getByText(/"/)).toHaveCount(0);
    await expect(eanField).toHaveValue(ean);
    await expect(eanField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/publication/create');
  });
});

test('the wizard needs the front-office role: an anonymous visit leads to the sign-in page', async ({ page }) => {
  await page.goto('/publication/create');
  await expect(page).toHaveURL(/\/login$/);
});
