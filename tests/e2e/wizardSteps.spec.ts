import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './test.ts';
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
  startDeclaration,
} from './publicationSupport.ts';
import { DEFAULT_APPLICATION_KEY } from '../../server/platform/config/config.ts';
import { apiPost, expectNoAxeViolations, footer, shootAtWidths } from './support.ts';

const applicationKey = process.env.APPLICATION_KEY ?? DEFAULT_APPLICATION_KEY;

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** A new publication of the two-brand publisher 978-2-36512, declared up to step 2: its id. */
async function startPublication(page: Page, titre: string, onStep1?: () => Promise<void>): Promise<number> {
  await startDeclaration(page);
  await main(page).getByRole('textbox', { name: 'EAN' }).fill(freshEan());
  await onStep1?.();
  await next(page);
  await expectSaved(page);
  await expectStep(page, 2);
  await main(page).getByRole('textbox', { name: 'Titre', exact: true }).fill(titre);
  return Number(/\/publication\/(\d+)\//.exec(page.url())![1]);
}

async function fillAuthor(page: Page, position: number, nom: string, type: string): Promise<void> {
  await main(page)
    .getByRole('textbox', { name: `Nom du contributeur ${position}` })
    .fill(nom);
  await pick(page, new RegExp(`Type de contribution du contributeur ${position}`), type);
}

async function fillStep4(page: Page): Promise<void> {
  await pick(page, /Disponibilité/, 'Disponible');
  await main(page).getByRole('textbox', { name: 'Date de parution' }).fill('01/03/2024');
  await main(page)
    .getByRole('textbox', { name: /^Prix TTC/ })
    .fill('14,00');
}

/** The author's bearer token, as the page last sent it to the API. */
function watchToken(page: Page): () => string {
  let authorization = '';
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header && request.url().includes('/api/')) authorization = header;
  });
  return () => authorization;
}

interface Stored {
  IdMarque: number | null;
  LibelleMarque: string | null;
}

/** The publication as its author's account reads it from the server. */
function storedPublication(page: Page, authorization: string, id: number): Promise<Stored> {
  return apiPost<Stored>(page.request, '/Publication/Publication_Get', { Id: id }, { authorization });
}

/**
 * The page ends at the footer: nothing (such as a hidden text escaping a scrolled list) stretches the document
 * below it.
 */
async function expectPageEndsAtFooter(page: Page, where: string): Promise<void> {
  const { documentHeight, footerBottom } = await page.evaluate(() => {
    const footerBox = document.querySelector('footer')!.getBoundingClientRect();
    return {
      documentHeight: document.documentElement.scrollHeight,
      footerBottom: Math.ceil(footerBox.bottom + window.scrollY),
    };
  });
  expect(documentHeight, where).toBeLessThanOrEqual(footerBottom + 1);
}

/** No horizontal scroll, and no two visible controls of the form over each other, measured by bounding boxes. */
async function expectNoOverlap(page: Page, where: string): Promise<void> {
  await expect(async () => {
    const faults = await page.evaluate(() => {
      const found: string[] = [];
      window.scrollTo(0, 0);
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} px wide for ${root.clientWidth}`);
      // What of a box is seen: cut by every ancestor that clips its overflow (a scrolled list hides its options).
      const seenBox = (element: Element) => {
        let { left, top, right, bottom } = element.getBoundingClientRect();
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        return { left, top, right, bottom };
      };
      const form = document.querySelector('main form')!;
      const controls = [
        ...form.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, [role="radio"], [role="option"], [role="listbox"], img',
        ),
      ]
        .map((element) => ({ element, box: seenBox(element) }))
        .filter(({ element, box }) => {
          const style = getComputedStyle(element);
          // Native inputs under drawn controls, and the transparent file input over its drawn button.
          const drawnOver = style.opacity === '0' || element.closest('label') !== null;
          return !drawnOver && box.right - box.left > 2 && box.bottom - box.top > 2;
        });
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)} »`;
      for (const [index, a] of controls.entries()) {
        const right = a.box.right;
        if (right > root.clientWidth + 1) found.push(`${name(a.element)} goes past the screen's edge`);
        for (const b of controls.slice(index + 1)) {
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          // A text field's own button drawn inside its frame (a combo box's trigger, a search's clear button).
          const pair = [a.element, b.element];
          if (
            a.element.parentElement === b.element.parentElement &&
            pair.some((element) => element.tagName === 'INPUT')
          )
            continue;
          const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (x > 1 && y > 1) found.push(`${name(a.element)} over ${name(b.element)}`);
        }
      }
      return found;
    });
    expect(faults, where).toEqual([]);
  }).toPass({ timeout: 5000 });
}

async function atBothWidths(page: Page, check: (where: string) => Promise<void>, step: number): Promise<void> {
  for (const size of [PHONE, DESK]) {
    await page.setViewportSize(size);
    await check(`step ${step} at ${size.width} px`);
  }
}

/** The selected option is inside the list's visible box. */
async function expectOptionInList(list: Locator, option: Locator): Promise<void> {
  await expect(async () => {
    const listBox = (await list.boundingBox())!;
    const optionBox = (await option.boundingBox())!;
    expect(optionBox.y).toBeGreaterThanOrEqual(listBox.y - 1);
    expect(optionBox.y + optionBox.height).toBeLessThanOrEqual(listBox.y + listBox.height + 1);
  }).toPass({ timeout: 5000 });
}

test.describe('the wizard’s step forms', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, AUTEUR, '/publications');
  });

  test('step 2 offers « Aucun » first; step 3 saves no brand of several until the author chooses one', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const token = watchToken(page);
    const id = await startPublication(page, 'Les Goémoniers', () =>
      atBothWidths(page, (where) => expectNoOverlap(page, where), 1),
    );

    // Step 2: « Aucun », the choice that takes a role away, heads the list.
    await main(page)
      .getByRole('button', { name: /Type de contribution du contributeur 1/ })
      .click();
    await expect(page.getByRole('option').first()).toHaveText('Aucun');
    await page.getByRole('option', { name: 'Auteur', exact: true }).click();
    await main(page).getByRole('textbox', { name: 'Nom du contributeur 1' }).fill('Maël Le Gall');
    await fillAuthor(page, 2, 'Lou Tanguy', 'Illustrateur');
    await fillAuthor(page, 3, 'Gwen Morvan', 'Traducteur');
    await main(page)
      .getByRole('combobox', { name: /Langues traduites par le contributeur 3/ })
      .fill('Angl');
    await page.getByRole('option', { name: 'Anglais' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await atBothWidths(page, (where) => expectNoOverlap(page, where), 2);
    await shootAtWidths(page, 'wizard-step2');
    await expectNoAxeViolations(page);
    await next(page);
    await expectSaved(page);
    await expectStep(page, 3);

    // Step 3: two brands for the prefix, none chosen; Suivant says what is missing and stays.
    const brands = main(page).getByRole('radiogroup', { name: /Marque éditoriale/ });
    await expect(brands.getByRole('radio')).toHaveCount(2);
    await expect(brands.getByRole('radio', { checked: true })).toHaveCount(0);
    await next(page);
    await expect(brands.getByText('Champ obligatoire')).toBeVisible();
    await expect(brands.getByRole('radio', { name: /Éditions de Penhoët/ })).toBeFocused();
    await expectStep(page, 3);
    await expect(page).toHaveURL(`/publication/${id}/edit/3`);
    expect((await storedPublication(page, token(), id)).IdMarque).toBeNull();
    await atBothWidths(page, (where) => expectNoOverlap(page, where), 3);
    await shootAtWidths(page, 'wizard-step3');
    await expectNoAxeViolations(page);

    // Précédent does not save a brand the author did not choose.
    await main(page).getByRole('button', { name: 'Précédent' }).click();
    await page.waitForLoadState('networkidle');
    expect((await storedPublication(page, token(), id)).IdMarque).toBeNull();

    // Once chosen, the brand is saved by Suivant.
    await page.goto(`/publication/${id}/edit/3`);
    await expectStep(page, 3);
    await expect(brands.getByRole('radio', { checked: true })).toHaveCount(0);
    await chooseBrand(page, 'Penhoët Jeunesse');
    await expect(main(page).getByRole('region', { name: 'Penhoët Jeunesse' })).toBeVisible();
    await expectNoAxeViolations(page);
    await next(page);
    await expectSaved(page);
    await expectStep(page, 4);
    expect((await storedPublication(page, token(), id)).LibelleMarque).toBe('Penhoët Jeunesse');
  });

  test('step 5 keeps the chosen subject in sight, shows the chosen covers, and the page ends at the footer', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const token = watchToken(page);
    const id = await startPublication(page, 'Les Brisants');
    await fillAuthor(page, 1, 'Nolwenn Kerleau', 'Auteur');
    await next(page);
    await expectStep(page, 3);
    await chooseBrand(page, 'Éditions de Penhoët');
    await next(page);
    await expectStep(page, 4);
    await fillStep4(page);
    await atBothWidths(page, (where) => expectNoOverlap(page, where), 4);
    await shootAtWidths(page, 'wizard-step4');
    await next(page);
    await expectStep(page, 5);
    await expect(page).toHaveURL(`/publication/${id}/edit/5`);

    // The tree's hidden texts stay in its scrolled box: the page ends at the footer.
    const tree = main(page).getByRole('listbox', { name: 'Sujet' });
    await expect(tree.getByRole('option').first()).toBeVisible();
    await atBothWidths(page, (where) => expectPageEndsAtFooter(page, where), 5);
    await expect(footer(page)).toBeVisible();

    // A subject found by a search, chosen, stays in sight in the tree once the search is cleared.
    const search = main(page).getByRole('searchbox', { name: 'Rechercher un sujet' });
    await search.fill('tarot');
    const tarot = tree.getByRole('option', { name: /Tarot$/ });
    await tarot.click();
    const chosenText = main(page).getByText(/^Sujet choisi : .*Arts divinatoires › Tarot(Thema .*)?$/);
    await expect(chosenText).toBeVisible();
    await search.fill('poesie');
    await expect(tarot).toHaveCount(0);
    await expect(chosenText).toBeVisible();
    await search.fill('');
    await expect(tarot).toHaveAttribute('aria-selected', 'true');
    await expectOptionInList(tree, tarot);

    // Covers: a thumbnail of each image chosen, before anything is sent; replaced and removed with the file.
    const cover = main(page).getByRole('img', { name: 'Visuel de couverture : aperçu du fichier choisi' });
    await main(page)
      .getByLabel('Visuel de couverture', { exact: true })
      .setInputFiles(fixture('couverture-600x900.jpg'));
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
    const firstAddress = (await cover.getAttribute('src'))!;
    await main(page)
      .getByLabel('Visuel de couverture', { exact: true })
      .setInputFiles(fixture('couverture-500x800.png'));
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(500);
    // The address of the replaced file is revoked: it no longer reads.
    const replacedReads = await page.evaluate(
      (address) =>
        fetch(address).then(
          () => true,
          () => false,
        ),
      firstAddress,
    );
    expect(replacedReads).toBe(false);
    await main(page)
      .getByLabel('Quatrième de couverture', { exact: true })
      .setInputFiles(fixture('couverture-limite-400x400.jpg'));
    await expect(
      main(page).getByRole('img', { name: 'Quatrième de couverture : aperçu du fichier choisi' }),
    ).toBeVisible();
    await main(page).getByRole('button', { name: 'Retirer le fichier choisi pour : Quatrième de couverture' }).click();
    await expect(main(page).getByRole('img', { name: /Quatrième de couverture/ })).toHaveCount(0);

    await main(page)
      .getByRole('textbox', { name: 'Résumé' })
      .fill('Sur la côte des Abers, un gardien de phare recueille les récits des naufragés de toute une vie.');
    await atBothWidths(page, (where) => expectNoOverlap(page, where), 5);
    await atBothWidths(page, (where) => expectPageEndsAtFooter(page, where), 5);
    await shootAtWidths(page, 'wizard-step5');
    await expectNoAxeViolations(page);

    // Opened again with its subject (kept through a reload), the tree shows it in sight.
    await page.reload();
    await expectStep(page, 5);
    await expect(chosenText).toBeVisible();
    await expect(tarot).toHaveAttribute('aria-selected', 'true');
    await expectOptionInList(tree, tarot);
    await atBothWidths(page, (where) => expectPageEndsAtFooter(page, where), 5);

    // A cover already stored shows its thumbnail when the step opens.
    const upload = await page.request.post('/api/Publication/Publication_FileUpload', {
      headers: { Authorization: token() },
      multipart: {
        Application_Key: applicationKey,
        IdPublication: String(id),
        visuelCouverture: {
          name: 'couverture.jpg',
          mimeType: 'image/jpeg',
          buffer: readFileSync(fixture('couverture-600x900.jpg')),
        },
      },
    });
    expect(upload.ok(), `Publication_FileUpload → ${upload.status()}`).toBe(true);
    await page.reload();
    await expectStep(page, 5);
    const stored = main(page).getByRole('img', { name: 'Visuel de couverture déposé' });
    await expect(stored).toBeVisible();
    await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
    await shootAtWidths(page, 'wizard-step5-stored');
    await expectNoAxeViolations(page);
  });
});
