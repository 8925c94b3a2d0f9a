import { expect, test, type Page } from './test.ts';
import { registerCustomer, signInAs } from './accountSupport.ts';
import { staffPageAt } from './adminSupport.ts';
import { expectRowsAsCards } from './phoneCardsSupport.ts';
import { declarePublication, main } from './publicationSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

const RESUME =
  "Sur une île de la mer d'Iroise, un gardien de phare tient le journal des tempêtes et des bateaux qui passent.";

/**
 * Where the answer form stands among the page's regions: for each other region of the page, whether it comes
 * before the form in the document and ends above it on the screen.
 */
function regionsBeforeAnswer(): { name: string; before: boolean; above: boolean }[] {
  const nameOf = (section: Element) =>
    document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
  const sections = [...document.querySelectorAll('main section[aria-labelledby]')];
  const answer = sections.find((section) => nameOf(section) === 'Réponse de la modération');
  if (!answer) throw new Error('No answer form');
  const top = answer.getBoundingClientRect().top;
  return sections
    .filter((section) => section !== answer && !answer.contains(section))
    .map((section) => ({
      name: nameOf(section),
      before: Boolean(section.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING),
      above: section.getBoundingClientRect().bottom <= top,
    }));
}

/** The answer form follows what it judges on the screen and for the keyboard. */
async function expectAnswerLast(page: Page): Promise<void> {
  const regions = await page.evaluate(regionsBeforeAnswer);
  expect(regions.map((region) => region.name)).toEqual(
    expect.arrayContaining(['Compte propriétaire', 'Vérifications avant soumission', 'Sujet, résumé et couvertures']),
  );
  expect(regions.filter((region) => !region.before || !region.above)).toEqual([]);
}

test(
  'the moderation answer sits after the publication it judges, on a phone and a desk, for the eye and the keyboard',
  { tag: '@long' },
  async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const author = { email: `ordre-${suffix}@example.org`, password: 'Phare#Iroise2026', prenom: 'Enora' };
    const titre = `Le Sémaphore ${suffix}`;
    await registerCustomer(request, author);
    await signInAs(page, author);
    await declarePublication(page, { titre, contributeur: 'Loïc Le Bihan', resume: RESUME });

    const staff = await staffPageAt(browser, '/admin/publicationsmoderation');
    await staff.setViewportSize({ width: 390, height: 844 });
    const filters = staff.getByRole('search', { name: 'Filtrer les publications' });
    await filters.getByRole('textbox', { name: 'Titre, EAN ou auteur' }).fill(titre);
    await filters.getByRole('button', { name: 'Rechercher' }).click();
    const row = staff.getByRole('row', { name: titre });
    await expect(row).toBeVisible();
    await expectRowsAsCards(staff);
    await expectNoAxeViolations(staff);
    await row.click();
    await expect(staff).toHaveURL(/\/admin\/publicationmoderation\/\d+\/\d+$/);

    const form = main(staff).getByRole('region', { name: 'Réponse de la modération' });
    await expect(form).toBeVisible();
    await expect(main(staff).getByRole('region', { name: 'Vérifications avant soumission' })).toBeVisible();
    await expectAnswerLast(staff);
    await expectNoAxeViolations(staff);
    await shootAtWidths(staff, 'admin-moderation-reponse');
    await staff.setViewportSize({ width: 1280, height: 900 });
    await expectAnswerLast(staff);

    // The keyboard reaches the decision after the page's content: Tab from the last control before it enters it.
    await form.evaluate((element) => {
      const controls = [
        ...document.querySelectorAll<HTMLElement>('main a[href], main button:not([disabled]), main input'),
      ].filter((control) => !element.contains(control) && control.checkVisibility());
      controls.at(-1)?.focus();
    });
    await staff.keyboard.press('Tab');
    await expect(form.getByRole('radio', { name: 'Accepter' })).toBeFocused();
  },
);
