import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountButton, confirmationPath, signIn } from './accountSupport.ts';
import { apiPost, expectNoAxeViolations } from './support.ts';

/** A customer of their own, registered and confirmed through the API, who has bought nothing yet. */
const NEWCOMER = { email: `nouveau.client.${Date.now()}@example.org`, password: 'Hirondelle#2026', prenom: 'Nina' };

async function registerNewcomer(request: APIRequestContext): Promise<void> {
  await apiPost(request, '/Compte/Compte_LoginCreate', {
    IdCivilite: 2,
    Prenom: NEWCOMER.prenom,
    Nom: 'Lebrun',
    Societe: null,
    Adresse: {
      NumeroEtVoie: '3 rue des Lices',
      ComplementsAdresse: null,
      CodePostal: '35000',
      Ville: 'Rennes',
      IdPays: 74,
    },
    Email: NEWCOMER.email,
    MotDePasse: NEWCOMER.password,
    ConfirmationMotDePasse: NEWCOMER.password,
  });
  const code = decodeURIComponent((await confirmationPath(request, NEWCOMER.email)).split('/').pop()!);
  await apiPost(request, '/Compte/Compte_LoginConfirmation', { Code: code });
}

const main = (page: Page) => page.getByRole('main');

async function expectPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
}

test.describe.configure({ mode: 'serial' });

test('a customer who has bought nothing sees empty orders, trainings and subscriptions, each with a way on', async ({
  page,
  request,
}) => {
  await registerNewcomer(request);
  await signIn(page, NEWCOMER.email, NEWCOMER.password);
  await expect(accountButton(page, NEWCOMER.prenom)).toBeVisible();

  await expectPage(page, '/commandes', 'Mes commandes');
  await expect(main(page).getByText("Vous n'avez encore passé aucune commande.")).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Découvrir nos services' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  await expectPage(page, '/formations', 'Mes Formations');
  await expect(main(page).getByText("Vous n'avez encore réservé aucune formation.")).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Voir nos formations' })).toHaveAttribute(
    'href',
    /^\/rubrique\/\d+$/,
  );
  await expectNoAxeViolations(page);

  await expectPage(page, '/Abonnements', 'Mes Abonnements');
  await expect(main(page).getByText("Vous n'avez aucun abonnement.")).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Découvrir nos abonnements' })).toHaveAttribute(
    'href',
    /^\/rubrique\/\d+$/,
  );
  await expectNoAxeViolations(page);

  // The partners' offers are editorial content.
  await page.goto('/offres/partenaire');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Offres de nos partenaires');
  await expect(main(page).getByRole('article')).toContainText('Imprimerie Lumière');
  await expectNoAxeViolations(page);
});
