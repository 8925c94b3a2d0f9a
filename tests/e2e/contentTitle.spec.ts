import { expect, test } from './test.ts';
import { AUTEUR, DEMO_PASSWORD, accountButton, signIn } from './accountSupport.ts';
import { shootAtWidths } from './support.ts';

/** A title edited by staff is stored as sanitised HTML: the tab and the heading show its text, never its source. */

const SITE = "Portail de l'autoédition";
const STORED_TITLE = '<p>Offres <strong>partenaires</strong> &amp; remises&nbsp;: l&#39;essentiel</p>';
const READ_TITLE = "Offres partenaires & remises : l'essentiel";

test("the partners' offers page, titled by its content, shows the title's text in the tab and the heading", async ({
  page,
}) => {
  await signIn(page, AUTEUR.email, DEMO_PASSWORD);
  await expect(accountButton(page, AUTEUR.prenom)).toBeVisible();
  // The content as staff would have saved it, with markup and entities in its title.
  await page.route('**/api/Offre/Offre_GetPartenaire', async (route) => {
    const response = await route.fetch();
    const contenu = (await response.json()) as { ContenuElements: { Nom: string; Valeur: string | null }[] };
    for (const element of contenu.ContenuElements) if (element.Nom === 'Titre') element.Valeur = STORED_TITLE;
    await route.fulfill({ response, json: contenu });
  });

  await page.goto('/offres/partenaire');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(READ_TITLE);
  await expect(page).toHaveTitle(`${READ_TITLE} | ${SITE}`);
  await shootAtWidths(page, 'content-title');
});
