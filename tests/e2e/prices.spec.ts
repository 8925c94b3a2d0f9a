import { expect, test, type Page } from './test.ts';
import { AUTEUR, openSignedIn } from './accountSupport.ts';
import { main } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const DEMO_TITLE = 'Les Jardins de Penhoët';

const prix = (page: Page) => main(page).getByRole('region', { name: 'Prix' });
const form = (page: Page) => prix(page).getByRole('form', { name: 'Programmer un nouveau prix' });

/** Fills « Programmer un nouveau prix » and sends it. */
async function schedule(page: Page, price: string, day: string): Promise<void> {
  await form(page).getByRole('textbox', { name: 'Nouveau prix TTC (€)' }).fill(price);
  await form(page).getByRole('textbox', { name: "Date d'effet" }).fill(day);
  await form(page).getByRole('button', { name: 'Programmer ce prix' }).click();
}

/** « Annuler ce changement », confirmed in its dialog. */
async function cancelPending(page: Page): Promise<void> {
  await prix(page).getByRole('button', { name: 'Annuler ce changement' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Annuler le changement de prix ?' });
  await dialog.getByRole('button', { name: 'Annuler ce changement' }).click();
  await expect(dialog).toBeHidden();
  await expect(prix(page)).toContainText('Aucun changement prévu.');
}

test('the author schedules a new price, sees it pending, cancels it after confirming, and schedules it again', async ({
  page,
}) => {
  await openSignedIn(page, AUTEUR, '/publications');
  await main(page).getByRole('listitem').filter({ hasText: DEMO_TITLE }).getByRole('link', { name: /^Voir/ }).click();
  await expect(prix(page)).toContainText(/Prix en vigueur\s*18,50\s€/);
  await expect(prix(page)).toContainText('Aucun changement de prix pour le moment.');

  // The first day allowed is shown; a day before it is refused at the field, which takes the focus.
  const hint = await form(page)
    .getByText(/au plus tôt le \d{2}\/\d{2}\/\d{4}/)
    .innerText();
  const minimum = /(\d{2}\/\d{2}\/\d{4})/.exec(hint)![1]!;
  await schedule(page, '14,00', '01/01/2020');
  const date = form(page).getByRole('textbox', { name: "Date d'effet" });
  await expect(date).toHaveAccessibleDescription(new RegExp(`La date d'effet doit être au plus tôt le ${minimum}`));
  await expect(date).toBeFocused();
  await expectNoAxeViolations(page);

  await schedule(page, '14,00', minimum);
  await expect(prix(page)).toContainText(/Changement prévu\s*14,00\s€ à partir du \d{1,2}(er)? \S+ \d{4}/);

  await cancelPending(page);
  await expect(prix(page).getByRole('listitem')).toHaveText([/14,00\s€ à partir du .*Annulé/]);

  await schedule(page, '15,50', minimum);
  await expect(prix(page)).toContainText(/Changement prévu\s*15,50\s€ à partir du/);

  // The demo publication is shared with the other specs of this portal: it keeps no pending change.
  await cancelPending(page);
});
