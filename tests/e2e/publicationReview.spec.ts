import { expect, test } from './test.ts';
import { AUTEUR, signInAs } from './accountSupport.ts';
import { declarePublication, expectReview, expectStep, main, next } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const RESUME =
  "Sur une île de la Manche, une gardienne de phare découvre dans les archives de son père les lettres d'un marin disparu, et part sur ses traces.";

test.describe('the review before submission', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, AUTEUR);
  });

  test(
    'a blocking point refuses Soumettre until Corriger leads to its field and it is fixed; a warning stays shown',
    { tag: '@long' },
    async ({ page }) => {
      test.setTimeout(120_000);
      const titre = 'La Gardienne du phare';
      // Available, and no price: the price law forbids submitting it.
      const id = await declarePublication(page, {
        titre,
        contributeur: 'Camille Martin',
        resume: RESUME,
        stopAtReview: true,
        beforeLeaving: async (step) => {
          if (step === 4)
            await main(page)
              .getByRole('textbox', { name: /^Prix TTC/ })
              .fill('');
        },
      });
      await expect(page).toHaveURL(`/publication/${id}/edit/5`);

      const blocking = main(page).getByRole('heading', { name: /^À corriger avant de soumettre/ });
      await expect(blocking).toBeVisible();
      await expect(main(page).getByText(/Le prix TTC manque/)).toBeVisible();
      // The 900 px cover is accepted, with a warning.
      await expect(main(page).getByRole('heading', { name: /^Avertissements/ })).toBeVisible();
      await expect(main(page).getByText(/mesure 900 px de hauteur/)).toBeVisible();
      // The five steps and the Fiche libraire are shown with the points.
      await expect(main(page).getByRole('article', { name: /^Fiche libraire/ })).toContainText(titre);
      await expect(main(page).getByRole('region', { name: 'Votre saisie' })).toContainText(titre);
      const submit = main(page).getByRole('button', { name: 'Soumettre', exact: true });
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAccessibleDescription(/un point doit être corrigé avant la soumission/);
      await expectNoAxeViolations(page);

      // Corriger leads to step 4, the price field focused.
      await main(page)
        .getByRole('button', { name: /^Corriger : Étape 4 .*Prix TTC/ })
        .click();
      await expect(page).toHaveURL(`/publication/${id}/edit/4`);
      await expectStep(page, 4);
      const prix = main(page).getByRole('textbox', { name: /^Prix TTC/ });
      await expect(prix).toBeFocused();
      await prix.fill('15,90');
      await next(page);
      await expectStep(page, 5);
      await main(page).getByRole('button', { name: 'Valider' }).click();
      await expectReview(page);

      // Nothing blocks now: the warning is still there, and Soumettre submits.
      await expect(blocking).toHaveCount(0);
      await expect(main(page).getByText(/mesure 900 px de hauteur/)).toBeVisible();
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page).toHaveURL(`/publication/${id}/edit/fin`);
      await expect(main(page).getByText('En attente de modération')).toBeVisible();
    },
  );
});
