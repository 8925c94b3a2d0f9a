import { expect, test, type Page } from '@playwright/test';
import {
  accountButton,
  AUTEUR,
  DEMO_PASSWORD,
  registerCustomer,
  signIn,
  signInAs,
  uniqueCustomer,
} from '../e2e/accountSupport.ts';
import {
  addToBasket,
  openAsAdmin,
  payByAcceptedCard,
  payWithExpressConsent,
  staffPageAt,
} from '../e2e/adminSupport.ts';
import { declarePublication, expectStep, main } from '../e2e/publicationSupport.ts';

const FOLDER = 'docs/screens';
const WIDTHS = [390, 1280] as const;

/** The page, once settled, at both widths: `<name>-390.png` and `<name>-1280.png`, the whole page's height. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Fonts, images and a layout that follows the width.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${FOLDER}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
}

/** The toast that says a line went into the basket (stored before the next page reads it). */
async function expectAdded(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Votre article a été ajouté au panier',
  );
}

test('the public site and the basket', async ({ page }) => {
  await page.goto('/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, '01-accueil');

  await page.goto('/panier');
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await shoot(page, '02-panier-vide');

  await page.goto('/formation/10');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, '03-formation');
  await main(page)
    .getByRole('button', { name: /^Ajouter au panier : .*, session du/ })
    .first()
    .click();
  await expectAdded(page);

  await page.goto('/rubrique/1');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, '04-rubrique');
  await main(page)
    .getByRole('button', { name: /^Ajouter au panier/ })
    .first()
    .click();
  await expectAdded(page);

  await page.goto('/panier');
  await expect(page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem')).toHaveCount(2);
  await shoot(page, '05-panier');

  await page.goto('/login');
  await shoot(page, '06-connexion');

  await page.goto('/accessibilite');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  await shoot(page, '21-declaration-accessibilite');
});

test('the basket after signing in: what the merge did, then a refused code', async ({ page, request }) => {
  const customer = {
    email: `panier-ecrans-${Date.now().toString(36)}@example.org`,
    password: 'Goeland#2026',
    prenom: 'Nolwenn',
  };
  await registerCustomer(request, customer);
  await page.goto('/');
  // Until its code runs, the server's page does not add to the basket.
  await page.waitForLoadState('networkidle');
  for (const libelle of ['Fiche pratique : obtenir un ISBN et un code EAN', "Référencement d'un livre imprimé"]) {
    await main(page)
      .getByRole('button', { name: `Ajouter au panier : ${libelle}`, exact: true })
      .click();
    await expectAdded(page);
  }
  await page.goto('/panier');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Connexion/ })
    .click();
  await signIn(page, customer.email, customer.password, '');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('panier précédent');
  // To the basket within the page, the news still on screen.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Mon Panier/ })
    .click();
  await expect(page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem')).toHaveCount(2);
  await shoot(page, '05-panier-fusion');

  await page.getByRole('button', { name: 'Fermer la notification' }).click();
  await page.getByLabel('Votre code').fill('ETE2025');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByLabel('Votre code')).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, '05-panier-code-refuse');
});

test('the registration form being filled in, and the contact form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marie');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');
  await page
    .locator('label')
    .filter({ hasText: /^Je représente une société$/ })
    .click();
  await page.getByRole('textbox', { name: 'SIRET', exact: true }).fill('123 456 789 00012');
  await page.getByLabel('Mot de passe', { exact: true }).fill('lilas#20');
  await expect(page.getByRole('region', { name: 'Vos données personnelles' })).toBeVisible();
  await shoot(page, '21-inscription');

  await page.goto('/contact');
  await expect(main(page).getByText('Exemple : 06 12 34 56 78')).toBeVisible();
  await shoot(page, '22-contact');
});

test("the author's pages and the wizard", async ({ page }) => {
  await signIn(page, AUTEUR.email, DEMO_PASSWORD);
  await expect(accountButton(page, AUTEUR.prenom)).toBeVisible();
  await page.goto('/publications');
  await expect(main(page).getByRole('heading', { name: 'Les Jardins de Penhoët' })).toBeVisible();
  await shoot(page, '07-mes-publications');

  await main(page)
    .getByRole('link', { name: /Les Jardins de Penhoët/ })
    .first()
    .click();
  await expect(
    main(page)
      .getByRole('img', { name: /couverture/i })
      .first(),
  ).toBeVisible();
  await shoot(page, '08-publication-validee');

  await page.goto('/publications');
  await main(page)
    .getByRole('link', { name: /Carnets de route en Bretagne/ })
    .first()
    .click();
  await page.waitForURL(/\/publication\/\d+/);
  const draft = /\/publication\/(\d+)/.exec(page.url())?.[1];
  for (const step of [1, 2, 3] as const) {
    await page.goto(`/publication/${draft}/edit/${step}`);
    await expectStep(page, step);
    await shoot(page, `${String(8 + step).padStart(2, '0')}-assistant-etape-${step}`);
  }

  await page.goto('/profil');
  await expect(main(page).getByRole('textbox', { name: /Prénom/ })).toHaveValue(AUTEUR.prenom);
  await shoot(page, '12-profil');
});

test('the back office', async ({ page }) => {
  await openAsAdmin(page, '/admin');
  await expect(
    main(page)
      .getByRole('link', { name: /Publications/ })
      .first(),
  ).toBeVisible();
  await shoot(page, '13-admin-modules');

  await page.goto('/admin/publications');
  await expect(main(page).getByRole('row').nth(1)).toBeVisible();
  await shoot(page, '14-admin-publications');

  await page.goto('/admin/commandes');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, '15-admin-commandes');
});

test('the catalogue loop: the demo referencing paid, delivered and acknowledged', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, AUTEUR.email, DEMO_PASSWORD);
  await expect(accountButton(page, AUTEUR.prenom)).toBeVisible();
  // The demo basket holds the referencing of « Les Jardins de Penhoët »: paid, it awaits the next delivery. Its
  // training session is for an individual, which is not paid online: it leaves the basket first.
  await page.goto('/panier/valider');
  const training = "Les fondamentaux de l'autoédition";
  await main(page)
    .getByRole('button', { name: `Retirer « ${training} » du panier` })
    .click();
  await main(page)
    .getByRole('button', { name: `Confirmer le retrait de « ${training} »` })
    .click();
  await expect(main(page).getByRole('list', { name: 'Formations à retirer' })).toHaveCount(0);
  await payWithExpressConsent(page, "Référencement d'un livre imprimé");

  const staff = await staffPageAt(browser, '/admin/livraisons');
  await staff.getByRole('button', { name: 'Livrer maintenant' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Livrer', exact: true }).click();
  await expect(staff.getByRole('region', { name: 'Notifications' })).toContainText(/envoyée/);
  await expect(async () => {
    await staff.reload();
    await expect(
      main(staff)
        .getByText(/accepté/)
        .first(),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await shoot(staff, '16-admin-livraisons');
  await main(staff)
    .getByRole('row', { name: /^n°\s\d+$/ })
    .first()
    .click();
  await expect(main(staff).getByText('Les Jardins de Penhoët')).toBeVisible();
  await shoot(staff, '17-admin-livraison');

  await page.goto('/publications');
  await main(page)
    .getByRole('link', { name: /Les Jardins de Penhoët/ })
    .first()
    .click();
  await expect(main(page).getByRole('region', { name: 'Référencement' })).toContainText('Référencée le');
  await shoot(page, '18-publication-referencee');

  await page.goto('/catalogue-test/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, '19-bac-a-sable-catalogue');
});

test('the back-office lists, as cards on a phone', async ({ page }) => {
  await openAsAdmin(page, '/admin/produits');
  const lists = [
    ['/admin/produits', '23-admin-produits'],
    ['/admin/utilisateurs', '24-admin-utilisateurs'],
    ['/admin/publicationsmoderation', '25-admin-moderation'],
    ['/admin/abonnements', '26-admin-abonnements'],
    ['/admin/commandes', '27-admin-commandes-payees'],
  ] as const;
  for (const [path, name] of lists) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, name);
  }
});

test('the back office asks before a price of 0 €, and previews a version before restoring it', async ({ page }) => {
  await openAsAdmin(page, '/admin/produits');
  await main(page).getByRole('button', { name: "Modifier le produit « Mise à jour d'une fiche référencée »" }).click();
  const form = page.getByRole('dialog', { name: 'Modifier le produit' });
  await form.getByRole('textbox', { name: 'Prix TTC (€)' }).fill('0');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText('le produit sera gratuit');
  await shoot(page, '28-admin-prix-confirmation');
  await confirmation.getByRole('button', { name: 'Annuler' }).click();
  await form.getByRole('button', { name: 'Annuler' }).click();

  await page.goto('/mentionlegales');
  await page.getByRole('button', { name: 'Modifier « Mentions légales »' }).click();
  const panel = page.getByRole('dialog', { name: 'Modifier « Mentions légales »' });
  await panel
    .getByRole('toolbar', { name: 'Mise en forme : Mentions' })
    .getByRole('button', { name: 'Source HTML' })
    .click();
  const source = panel.getByRole('textbox', { name: 'Mentions', exact: true });
  await source.fill(`<h2>Mise à jour de novembre</h2>${await source.inputValue()}`);
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Modification enregistrée' })).toBeVisible();
  await panel.getByRole('button', { name: 'Historique des versions' }).click();
  await panel
    .getByRole('button', { name: /^Restaurer la version remplacée le / })
    .first()
    .click();
  const preview = panel.getByRole('region', { name: /^Version remplacée le / });
  await expect(preview).toBeVisible();
  await shoot(page, '29-contenu-restauration-apercu');
  await preview.getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Modification enregistrée' })).toBeVisible();
});

test('the review after Valider on step 5', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const author = { email: `auteur-ecrans-${suffix}@example.org`, password: 'Phare#Ecrans2026', prenom: 'Soizic' };
  await registerCustomer(request, author);
  await signInAs(page, author);
  await declarePublication(page, {
    titre: 'La Gardienne du phare',
    contributeur: 'Soizic Le Floc’h',
    resume:
      "Sur une île de la Manche, une gardienne de phare découvre dans les archives de son père les lettres d'un marin disparu.",
    stopAtReview: true,
  });
  await expect(main(page).getByRole('article', { name: /^Fiche libraire/ })).toBeVisible();
  await shoot(page, '20-assistant-verification');
});

test('the subject step with a search', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const author = { email: `auteur-sujet-${suffix}@example.org`, password: 'Phare#Ecrans2026', prenom: 'Gwenn' };
  await registerCustomer(request, author);
  await signInAs(page, author);
  await declarePublication(page, {
    titre: 'Meurtre à Douarnenez',
    contributeur: 'Gwenn Cariou',
    resume: 'Un commissaire de Quimper enquête sur la disparition d’un armateur.',
    beforeLeaving: async (step) => {
      if (step !== 5) return;
      await main(page).getByRole('searchbox', { name: 'Rechercher un sujet' }).fill('policier');
      await expect(main(page).getByRole('option', { name: /› Romans policiers$/ })).toBeVisible();
      // The list without the save's notice over it, from the top so that the sticky header stays above the step.
      await expect(
        page.getByRole('region', { name: 'Notifications' }).getByText('Modifications enregistrées'),
      ).toBeHidden({
        timeout: 15_000,
      });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, '22-assistant-etape-5-recherche-sujet');
    },
    onlyPressValider: true,
  });
});

test('a booked training asks who attends its places', async ({ page, request }) => {
  const buyer = uniqueCustomer('ecrans.participants', 'Gaëlle', {
    RaisonSociale: 'Éditions du Goéland',
    Siret: '73282932000074',
  });
  await registerCustomer(request, buyer);
  await signInAs(page, buyer);
  const session = "Les fondamentaux de l'autoédition, session du 04/10/2027 au 05/10/2027";
  await addToBasket(page, '/formation/10', session);
  await addToBasket(page, '/formation/10', session);
  await page.goto('/panier/valider');
  await page.getByText("J'ai lu et j'accepte les conditions générales de vente").click();
  await main(page).getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await payByAcceptedCard(page);
  await main(page)
    .getByRole('link', { name: /^Indiquer les participants/ })
    .click();
  await expect(main(page).getByRole('group', { name: 'Place 2' })).toBeVisible();
  await shoot(page, '30-formation-participants');
});
