import { expect, test, type Locator, type Page } from './test.ts';
import { ADMIN, DEMO_PASSWORD, registerCustomer, signIn, signInAs } from './accountSupport.ts';
import { answerAsStaff } from './moderationSupport.ts';
import { declarePublication, expectStep, main, next, validateAndSubmit } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const RESUME =
  "Sur une île de la mer d'Iroise, un gardien de phare tient le journal des tempêtes et des bateaux qui passent.";
const TITRE_RAISON = 'Informations bibliographiques incomplètes ou incohérentes';
const TITRE_COMMENTAIRE = 'Le titre porte une faute : « Phard ».';
const RESUME_RAISON = 'Résumé non conforme';
const RESUME_COMMENTAIRE = 'Le résumé doit présenter le livre.';
const REPONSE = 'Il présente le livre : son héros est le gardien du phare.';

/** Opens a React Aria select of `scope` by its label and picks an option. */
async function pickIn(page: Page, scope: Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Staff open the moderation page of the publication titled `titre` from the moderation list. */
async function openModeration(staff: Page, titre: string): Promise<void> {
  await staff.goto('/admin/publicationsmoderation');
  const filters = staff.getByRole('search', { name: 'Filtrer les publications' });
  await filters.getByRole('textbox', { name: 'Titre, EAN ou auteur' }).fill(titre);
  await filters.getByRole('button', { name: 'Rechercher' }).click();
  await staff.getByRole('row', { name: titre }).click();
  await expect(staff).toHaveURL(/\/admin\/publicationmoderation\/\d+\/\d+$/);
}

test(
  'staff refuse with a fix list of two items; the author sees them at their fields, marks one done, answers the other and resubmits; staff see the changes and answer',
  { tag: '@long' },
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const suffix = Date.now().toString(36);
    const author = { email: `corrections-${suffix}@example.org`, password: 'Phare#Iroise2026', prenom: 'Maëlle' };
    const titre = `Le Phard ${suffix}`;
    const titreCorrige = `Le Phare ${suffix}`;
    await registerCustomer(request, author);
    await signInAs(page, author);
    const id = await declarePublication(page, { titre, contributeur: 'Loïc Le Bihan', resume: RESUME });
    await expect(page).toHaveURL(`/publication/${id}/edit/fin`);

    // Staff refuse with two items: the title on step 2, the summary on step 5.
    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staff = await staffContext.newPage();
    await signIn(staff, ADMIN.email, DEMO_PASSWORD, '/admin/login');
    await expect(staff).toHaveURL('/admin');
    await openModeration(staff, titre);
    const form = staff.getByRole('region', { name: 'Réponse de la modération' });
    await form.getByText('Refuser', { exact: true }).click();
    const list = form.getByRole('group', { name: 'Liste des corrections' });
    await list.getByRole('button', { name: 'Ajouter une correction' }).click();
    const first = list.getByRole('group', { name: 'Correction 1' });
    // The new item's reason takes the focus: the keyboard goes on from there.
    await expect(first.getByRole('button', { name: /Raison$/ })).toBeFocused();
    await pickIn(staff, first, /Raison$/, TITRE_RAISON);
    await pickIn(staff, first, /Étape$/, '2. Titre, série et auteurs');
    await pickIn(staff, first, /Champ$/, 'Titre');
    await first.getByRole('textbox', { name: /^Commentaire/ }).fill(TITRE_COMMENTAIRE);
    await list.getByRole('button', { name: 'Ajouter une correction' }).click();
    const second = list.getByRole('group', { name: 'Correction 2' });
    // An item without its reason is refused at its field.
    await form.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(second.getByText('Choisissez la raison de cette correction.')).toBeVisible();
    await pickIn(staff, second, /Raison$/, RESUME_RAISON);
    await pickIn(staff, second, /Étape$/, '5. Sujet, résumé et couvertures');
    await pickIn(staff, second, /Champ$/, 'Résumé');
    await second.getByRole('textbox', { name: /^Commentaire/ }).fill(RESUME_COMMENTAIRE);
    await expectNoAxeViolations(staff);
    await form.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Refuser' }).click();
    await expect(staff.getByText('La publication a été refusée.')).toBeVisible();

    // The refused publication's page lists the items.
    await page.goto(`/publication/${id}`);
    const onPage = main(page).getByRole('region', { name: 'Corrections demandées par la modération' });
    await expect(onPage.getByRole('listitem')).toHaveText([
      new RegExp(`${TITRE_RAISON}.*À faire.*Étape 2 · Titre, série et auteurs — Titre.*${TITRE_COMMENTAIRE}`),
      new RegExp(`${RESUME_RAISON}.*À faire.*Étape 5 · Sujet, résumé et couvertures — Résumé.*${RESUME_COMMENTAIRE}`),
    ]);

    // In the wizard, step 5 shows its item at the top and the progress bar counts step 2's.
    await main(page).getByRole('link', { name: 'Corriger la publication' }).click();
    await expect(page).toHaveURL(`/publication/${id}/edit/5`);
    await expectStep(page, 5);
    const progress = main(page).getByRole('navigation', { name: 'Étapes de la publication' });
    await expect(progress.getByRole('button', { name: /^Étape 2 :/ })).toContainText('1\u00a0correction à faire');
    await expect(progress.getByRole('button', { name: /^Étape 5 :/ })).toContainText('1\u00a0correction à faire');
    const onStep = main(page).getByRole('region', { name: 'Corrections demandées par la modération' });
    await expect(onStep.getByRole('listitem')).toHaveCount(1);
    await expect(onStep).toContainText(RESUME_COMMENTAIRE);
    // « Aller au champ » puts the keyboard in the summary.
    await onStep.getByRole('button', { name: 'Aller au champ' }).click();
    await expect(main(page).getByRole('textbox', { name: 'Résumé' })).toBeFocused();
    await onStep.getByRole('button', { name: 'Répondre' }).click();
    await expect(onStep.getByRole('textbox', { name: 'Votre réponse' })).toBeFocused();
    await page.keyboard.type(REPONSE);
    await onStep.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(onStep.getByRole('listitem')).toContainText('Répondue');
    await expect(onStep.getByRole('listitem')).toContainText(`Votre réponse\u00a0: ${REPONSE}`);
    await expect(progress.getByRole('button', { name: /^Étape 5 :/ })).not.toContainText('correction à faire');
    await expectNoAxeViolations(page);

    // Step 2: the author goes to the title, corrects it and marks the item done.
    await progress.getByRole('button', { name: /^Étape 2 :/ }).click();
    await expect(page).toHaveURL(`/publication/${id}/edit/2`);
    await expectStep(page, 2);
    await expect(onStep).toContainText(TITRE_COMMENTAIRE);
    await onStep.getByRole('button', { name: 'Aller au champ' }).click();
    const titreField = main(page).getByRole('textbox', { name: 'Titre', exact: true });
    await expect(titreField).toBeFocused();
    await titreField.fill(titreCorrige);
    await onStep.getByRole('button', { name: 'Marquer comme faite' }).click();
    await expect(onStep.getByRole('listitem')).toContainText('Faite');
    await expect(onStep.getByRole('button', { name: 'Remettre à faire' })).toBeVisible();
    await expect(progress.getByRole('button', { name: /^Étape 2 :/ })).not.toContainText('correction à faire');

    // Resubmitted from step 5.
    await next(page);
    await expectStep(page, 3);
    await next(page);
    await expectStep(page, 4);
    await next(page);
    await expectStep(page, 5);
    await validateAndSubmit(page);
    await expect(page).toHaveURL(`/publication/${id}/edit/fin`);

    // Staff see what changed since the refusal and what the author did with each item, then accept.
    await openModeration(staff, titreCorrige);
    const changes = staff.getByRole('region', { name: 'Modifications depuis le refus' });
    await expect(changes.getByRole('row', { name: /^Titre/ })).toHaveText(
      new RegExp(`Titre.*2.*${titre}.*${titreCorrige}`),
    );
    await expect(changes.getByRole('listitem')).toHaveText([
      new RegExp(`${TITRE_RAISON}.*Faite`),
      new RegExp(`${RESUME_RAISON}.*Répondue.*Réponse de l'auteur\u00a0: ${REPONSE}`),
    ]);
    await expectNoAxeViolations(staff);
    await answerAsStaff(staff, titreCorrige, 'accept');
    await staffContext.close();
  },
);
