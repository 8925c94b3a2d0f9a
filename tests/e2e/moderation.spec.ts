import { expect, test, type Page } from './test.ts';
import { MODERATION_MESSAGES } from '../../domain/publication/moderation.ts';
import { ADMIN, DEMO_PASSWORD, registerCustomer, signIn, signInAs } from './accountSupport.ts';
import { declarePublication, main, validateAndSubmit } from './publicationSupport.ts';
import { answerAsStaff } from './moderationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const RESUME =
  "Sur une île de la mer d'Iroise, un gardien de phare tient le journal des tempêtes et des bateaux qui passent.";
const RESUME_CORRIGE = `${RESUME} Une nouvelle édition, revue et augmentée d'un cahier de photographies.`;
const RAISON = 'Résumé non conforme';
const COMMENTAIRE = 'Le résumé doit présenter le livre, pas son auteur.';

/** An author's publication declared through the five steps of the wizard; Valider and Soumettre submit it. */
async function declareAndSubmit(page: Page, titre: string): Promise<number> {
  const id = await declarePublication(page, { titre, contributeur: 'Loïc Le Bihan', resume: RESUME });
  await expectSubmitted(page, id);
  return id;
}

/** The end page of a publication just submitted. */
async function expectSubmitted(page: Page, id: number): Promise<void> {
  await expect(page).toHaveURL(`/publication/${id}/edit/fin`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Votre publication est soumise à la modération' }),
  ).toBeVisible();
  await expect(main(page).getByText('En attente de modération')).toBeVisible();
}

const row = (page: Page, titre: string) => main(page).getByRole('listitem').filter({ hasText: titre });

test(
  'an author submits a publication, the back office refuses it for a reason, the author corrects and submits it again, the back office accepts it',
  { tag: '@long' },
  async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const suffix = Date.now().toString(36);
    const author = { email: `auteur-${suffix}@example.org`, password: 'Phare#Iroise2026', prenom: 'Maëlle' };
    const titre = `Le Phare d'Iroise ${suffix}`;
    await registerCustomer(request, author);
    await signInAs(page, author);

    // The author submits: the end page says it awaits moderation.
    const id = await declareAndSubmit(page, titre);
    await expectNoAxeViolations(page);

    // Awaiting moderation, it is read only: no edit link, and its wizard's address leads to its page.
    await main(page).getByRole('link', { name: 'Mes publications' }).click();
    await expect(row(page, titre)).toContainText('En attente de modération');
    await expect(row(page, titre).getByRole('link', { name: /^(Modifier|Corriger)/ })).toHaveCount(0);
    await expect(row(page, titre).getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
    await page.goto(`/publication/${id}/edit/2`);
    await expect(page).toHaveURL(`/publication/${id}`);
    await expect(main(page).getByRole('alert')).toHaveText(MODERATION_MESSAGES.lockedWhileSubmitted);
    await expect(main(page).getByRole('link', { name: 'Modifier' })).toHaveCount(0);

    // Withdrawn after a confirmation, it may be changed again; Valider and Soumettre submit it again.
    await main(page).getByRole('button', { name: 'Retirer de la modération' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('de la modération ?');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Retirer de la modération' }).click();
    await expect(page.getByText('Publication retirée de la modération')).toBeVisible();
    await expect(main(page).getByText('Brouillon', { exact: true })).toBeVisible();
    const history = main(page).getByRole('region', { name: 'Historique de la modération' });
    await expect(history.getByRole('listitem')).toHaveText([/Soumise à la modération/, /Retirée de la modération/]);
    await main(page).getByRole('link', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(`/publication/${id}/edit/5`);
    await validateAndSubmit(page);
    await expectSubmitted(page, id);

    // The back office refuses it, for a reason and with a comment.
    // The back office in a browser of its own: axe needs a page of a context it created.
    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staff = await staffContext.newPage();
    await signIn(staff, ADMIN.email, DEMO_PASSWORD, '/admin/login');
    await expect(staff).toHaveURL('/admin');
    await answerAsStaff(staff, titre, { refuse: { raison: RAISON, commentaire: COMMENTAIRE } });

    // The author sees « Refusée », the reason and the comment, in the list and on its page with its history.
    await page.goto('/publications');
    await expect(row(page, titre)).toContainText('Refusée');
    await expect(row(page, titre)).toContainText(RAISON);
    await expect(row(page, titre)).toContainText(COMMENTAIRE);
    await expectNoAxeViolations(page);
    await row(page, titre).getByRole('link', { name: /^Voir/ }).click();
    await expect(page).toHaveURL(`/publication/${id}`);
    await expect(main(page).getByText('Refusée', { exact: true })).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveText([
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} — Soumise à la modération$/,
      /Retirée de la modération/,
      /Soumise à la modération/,
      new RegExp(`Refusée par la modération.*Raison du refus : ${RAISON}.*${COMMENTAIRE}`),
    ]);
    await expectNoAxeViolations(page);

    // Corrected in the wizard, then submitted again from step 5.
    await main(page).getByRole('link', { name: 'Corriger la publication' }).click();
    await expect(page).toHaveURL(`/publication/${id}/edit/5`);
    await main(page).getByRole('textbox', { name: 'Résumé' }).fill(RESUME_CORRIGE);
    await validateAndSubmit(page);
    await expectSubmitted(page, id);

    // The back office accepts it: the author sees « Validée », and may no longer change it.
    await answerAsStaff(staff, titre, 'accept');
    await page.goto('/publications');
    await expect(row(page, titre)).toContainText('Validée');
    await expect(row(page, titre).getByRole('link', { name: /^(Modifier|Corriger)/ })).toHaveCount(0);
    await row(page, titre).getByRole('link', { name: /^Voir/ }).click();
    await expect(main(page).getByText('Validée', { exact: true })).toBeVisible();
    await expect(main(page).getByText(MODERATION_MESSAGES.lockedValidated)).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Sujet, résumé et couvertures' })).toContainText(
      RESUME_CORRIGE,
    );
    await expect(history.getByRole('listitem').last()).toHaveText(/Acceptée par la modération/);
    await staffContext.close();
  },
);
