import { expect, test } from './test.ts';
import { registerCustomer, signInAs } from './accountSupport.ts';
import { declarePublication, expectReview, expectStep, freshEan, main, next } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const RESUME =
  "Sur une île de la Manche, une gardienne de phare découvre dans les archives de son père les lettres d'un marin disparu, et part sur ses traces.";
/** The EAN of the demo author's validated publication (server/compose/seed/data/panierDemo.ts). */
const VALIDATED_EAN = '9782365120012';

test(
  'the review after Valider: a blocking point refuses Soumettre until Corriger leads to its field and it is fixed; a warning stays shown',
  { tag: '@long' },
  async ({ page, request }) => {
    test.setTimeout(150_000);
    const suffix = Date.now().toString(36);
    const author = { email: `auteur-revue-${suffix}@example.org`, password: 'Phare#Manche2026', prenom: 'Nolwenn' };
    const titre = `La Gardienne du phare ${suffix}`;
    await registerCustomer(request, author);
    await signInAs(page, author);

    // Another account's validated publication bears this EAN: a catalogue takes one record per ISBN.
    const id = await declarePublication(page, {
      titre,
      contributeur: 'Nolwenn Le Goff',
      resume: RESUME,
      stopAtReview: true,
      beforeLeaving: async (step) => {
        if (step === 1) await main(page).getByRole('textbox', { name: 'EAN' }).fill(VALIDATED_EAN);
      },
    });
    await expect(page).toHaveURL(`/publication/${id}/edit/5`);

    const blocking = main(page).getByRole('heading', { name: /^À corriger avant de soumettre/ });
    await expect(blocking).toBeVisible();
    await expect(main(page).getByText(/Une autre publication validée porte déjà cet EAN/)).toBeVisible();
    // The 900 px cover is accepted, with a warning.
    await expect(main(page).getByRole('heading', { name: /^Avertissements/ })).toBeVisible();
    await expect(main(page).getByText(/mesure 900 px de hauteur/)).toBeVisible();
    // The Fiche libraire and the five steps are shown with the points.
    await expect(main(page).getByRole('article', { name: /^Fiche libraire/ })).toContainText(titre);
    await expect(main(page).getByRole('region', { name: 'Votre saisie' })).toContainText(titre);
    const submit = main(page).getByRole('button', { name: 'Soumettre', exact: true });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/un point doit être corrigé avant la soumission/);
    await expectNoAxeViolations(page);

    // Corriger leads to step 1, the EAN focused.
    await main(page)
      .getByRole('button', { name: /^Corriger : Étape 1 .*EAN/ })
      .click();
    await expect(page).toHaveURL(`/publication/${id}/edit/1`);
    await expectStep(page, 1);
    const ean = main(page).getByRole('textbox', { name: 'EAN' });
    await expect(ean).toBeFocused();
    await ean.fill(freshEan());
    await next(page);
    await expectStep(page, 2);
    await main(page)
      .getByRole('navigation', { name: 'Étapes de la publication' })
      .getByRole('button', { name: /^Étape 5 :/ })
      .click();
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
