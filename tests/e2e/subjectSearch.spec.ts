import { expect, test, type Page } from './test.ts';
import { AUTEUR, openSignedIn } from './accountSupport.ts';
import {
  chooseBrand,
  expectSaved,
  expectStep,
  freshEan,
  main,
  next,
  pick,
  startDeclaration,
} from './publicationSupport.ts';

/** A new draft taken through steps 1 to 4, left on step 5 where its subject is chosen. */
async function draftOnStep5(page: Page): Promise<void> {
  await startDeclaration(page);
  await main(page).getByRole('textbox', { name: 'EAN' }).fill(freshEan());
  await next(page);
  await expectSaved(page);
  await expectStep(page, 2);
  await main(page).getByRole('textbox', { name: 'Titre', exact: true }).fill('La Baie des Trépassés');
  await main(page).getByRole('textbox', { name: 'Nom du contributeur 1' }).fill('Camille Martin');
  await pick(page, /Type de contribution du contributeur 1/, 'Auteur');
  await next(page);
  await expectStep(page, 3);
  await chooseBrand(page, 'Éditions de Penhoët');
  await next(page);
  await expectStep(page, 4);
  await pick(page, /Disponibilité/, 'Disponible');
  await main(page).getByRole('textbox', { name: 'Date de parution' }).fill('01/03/2024');
  await main(page)
    .getByRole('textbox', { name: /^Prix TTC/ })
    .fill('15,90');
  await next(page);
  await expectStep(page, 5);
}

test('the subject search finds a Thema code, a CLIL code and French words, is used with the keyboard, and says when nothing matches', async ({
  page,
}) => {
  await openSignedIn(page, AUTEUR, '/publications');
  await draftOnStep5(page);
  const search = main(page).getByRole('searchbox', { name: 'Rechercher un sujet' });
  const tree = main(page).getByRole('listbox', { name: 'Sujet' });
  // The search's count, announced as a status.
  const count = main(page)
    .getByRole('status')
    .filter({ hasText: /^(\d+ sujets? trouvés?|Pas de résultats)$/ });
  const policiers = tree.getByRole('option', { name: /› Romans policiers$/ });

  // A Thema code: the subjects classed so, each with its path, its French Thema heading and its CLIL category.
  await search.fill('FHD');
  const espionnage = tree.getByRole('option', { name: /Romans d'espionnage$/ });
  await expect(espionnage).toHaveAccessibleName(/^Littérature › Romans › Romans policiers et thrillers ›/);
  await expect(espionnage).toHaveAccessibleDescription(
    "Thema FHD (Thriller d’espionnage et d’espionnage) · CLIL 3447 (Romans d'espionnage)",
  );
  await expect(count).toHaveText('1 sujet trouvé');
  await expect(count).toHaveAttribute('aria-live', 'polite');
  await search.fill('FF');
  await expect(count).toHaveText('2 sujets trouvés');
  await expect(policiers).toHaveAccessibleDescription(
    'Thema FF (Roman policier et/ou de mystère) · CLIL 3448 (Romans policiers)',
  );

  // A CLIL code: the subject of that category.
  await search.fill('3448');
  await expect(count).toHaveText('1 sujet trouvé');
  await expect(policiers).toBeVisible();

  // A word of a French Thema heading, without its accent.
  await search.fill('mystere');
  await expect(count).toHaveText('2 sujets trouvés');

  // A French word in capitals, then the keyboard alone: down into the results, down to the subject, Enter chooses it.
  await search.fill('POLICIER');
  await expect(count).toHaveText('2 sujets trouvés');
  await search.press('ArrowDown');
  await expect(tree.getByRole('option', { name: 'Littérature', exact: true })).toBeFocused();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const chosen = main(page).getByText(/^Sujet choisi :/);
  await expect(chosen).toContainText('Littérature › Romans › Romans policiers et thrillers › Romans policiers');
  await expect(chosen).toContainText('Thema FF (Roman policier et/ou de mystère) · CLIL 3448 (Romans policiers)');
  // Escape goes back to the search, and Escape there clears it.
  await page.keyboard.press('Escape');
  await expect(search).toBeFocused();

  await search.fill('zzz');
  await expect(count).toHaveText('Pas de résultats');
  await expect(tree.getByRole('option')).toHaveText(['Pas de résultats']);
  await search.press('Escape');
  await expect(search).toHaveValue('');
});
