import { readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './test.ts';
import { AUTEUR, registerCustomer, signInAs, uniqueCustomer, type NewCustomer } from './accountSupport.ts';
import {
  addToBasket,
  consentAndPlaceCommande,
  openAdminPublication,
  openAsAdmin,
  payByAcceptedCard,
} from './adminSupport.ts';
import { answerAsStaff } from './moderationSupport.ts';
import { declarePublication } from './publicationSupport.ts';
import type { AccessibilityAudit, AuditedPage } from '../../src/features/accessibility/accessibilityAudit.ts';

const AUDIT_FILE = 'src/features/accessibility/accessibilityAudit.json';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ACCESSIBILITY_AUDIT = JSON.parse(readFileSync(AUDIT_FILE, 'utf8')) as AccessibilityAudit;
/** `npm run a11y:audit` writes what it found instead of comparing. */
const WRITE = process.env.A11Y_AUDIT_WRITE === '1';

/** A company customer: only a company orders a training online, and the audit needs one bought. */
const BUYER: NewCustomer = uniqueCustomer('audit.accessibilite', 'Aude', {
  RaisonSociale: 'Éditions de la Rance',
  Siret: '73282932000074',
});

const RESUME =
  'Entre Dinan et Saint-Malo, une gardienne de phare raconte quarante ans de tempêtes, de naufrages évités et de nuits de veille.';

const main = (page: Page) => page.getByRole('main');

interface Visit {
  path: string;
  route: string;
  /** What the statement calls a page whose heading names one customer's order, invoice or book. */
  title?: string;
}

/**
 * The address the statement shows: the route's ids as « … » (they differ from one run to the next), the wizard's
 * step kept, the query left out.
 */
function shownPath({ path, route }: Visit): string {
  const segments = path.split('?')[0]!.split('/');
  const patterns = route.split('/');
  return segments
    .map((segment, i) => (patterns[i]?.startsWith(':') && !patterns[i]!.startsWith(':step') ? '…' : segment))
    .join('/');
}

let axeVersion = '';

/** Opens `visit.path` once its page has settled (a heading, then no request in flight) and runs axe over it. */
async function audit(page: Page, visit: Visit): Promise<AuditedPage> {
  await page.goto(visit.path);
  const heading = page.locator('h1').first();
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  axeVersion = results.testEngine.version;
  return {
    path: shownPath(visit),
    route: visit.route,
    title: visit.title ?? (await heading.innerText()).trim(),
    violations: results.violations.map((violation) => violation.id).sort(),
  };
}

/** The first link of the page (its dialogs included) whose address matches `pattern`: how a page with an id is found. */
async function firstLinkTo(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const matching = () =>
    page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
      .then((hrefs) => hrefs.find((href) => pattern.test(href)));
  await expect.poll(matching, { message: `a link to ${pattern} on ${path}` }).toBeDefined();
  return (await matching())!;
}

/** The page the first row of the back-office list at `path` opens (its rows are grid rows, not links). */
async function firstRowTo(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  await main(page).getByRole('grid').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(pattern);
  return new URL(page.url()).pathname;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
}

test(
  'every route of the portal, checked by axe, gives the figures the accessibility statement publishes',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(420_000);
    const pages: AuditedPage[] = [];

    // Anyone's pages.
    const visitor = await newPage(browser);
    for (const visit of [
      { path: '/', route: '/' },
      { path: '/rubrique/1', route: '/rubrique/:id' },
      { path: '/formation/10', route: '/formation/:id' },
      { path: '/faq', route: '/faq' },
      { path: '/cgu', route: '/cgu' },
      { path: '/mentionlegales', route: '/mentionlegales' },
      { path: '/politiquecookie', route: '/politiquecookie' },
      { path: '/contact', route: '/contact' },
      { path: '/accessibilite', route: '/accessibilite' },
      { path: '/panier', route: '/panier' },
      { path: '/login', route: '/login' },
      { path: '/CompteConfirmation/code-inconnu', route: '/CompteConfirmation/:code' },
      { path: '/checkmonitoring_lpe', route: '/checkmonitoring_lpe' },
      { path: '/page-inconnue', route: '/*' },
      { path: '/admin/login', route: '/admin/login' },
    ])
      pages.push(await audit(visitor, visit));

    // A company customer who declares a book, sees it validated, then buys its referencing with a training session,
    // a subscription and an article, paid at the sandbox; staff moderate it, then deliver it to the catalogue.
    await registerCustomer(request, BUYER);
    const buyer = await newPage(browser);
    await signInAs(buyer, BUYER);
    const titre = `Les Phares de la Rance ${Date.now().toString(36)}`;
    const idPublication = await declarePublication(buyer, { titre, contributeur: 'Aude Lebrun', resume: RESUME });
    const staff = await newPage(browser);
    await openAsAdmin(staff, '/admin');
    const adminPublication = await openAdminPublication(staff, titre, idPublication);
    const idPersonne = adminPublication.split('/')[3];
    const moderation = `/admin/publicationmoderation/${idPersonne}/${idPublication}`;
    pages.push(
      await audit(staff, {
        path: moderation,
        route: '/admin/publicationmoderation/:idpersonne/:id',
        title: 'Modération d’une publication',
      }),
    );
    await answerAsStaff(staff, titre, 'accept');

    const publication = `/publication/${idPublication}`;
    const referencing = main(buyer).getByRole('region', { name: 'Référencement' });
    await expect(async () => {
      await buyer.goto(publication);
      await expect(referencing).toContainText('Référencement à commander', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await referencing.getByRole('button', { name: /^Commander le référencement/ }).click();
    await expect(buyer).toHaveURL('/panier');
    await addToBasket(buyer, '/formation/10', "Les fondamentaux de l'autoédition, session du 04/10/2027 au 05/10/2027");
    await addToBasket(buyer, '/', 'Abonnement Premium (12 mois)');
    await addToBasket(buyer, '/', 'Fiche pratique : obtenir un ISBN et un code EAN');
    await buyer.goto('/panier/valider');
    pages.push(await audit(buyer, { path: '/panier/valider', route: '/panier/valider' }));
    await consentAndPlaceCommande(buyer);
    await payByAcceptedCard(buyer);
    const commande = new URL(buyer.url()).pathname;
    const idCommande = commande.split('/').pop()!;
    const numero = (await main(buyer).getByRole('heading', { level: 1 }).innerText()).replace('Commande ', '');
    await expect(async () => {
      await buyer.reload();
      await expect(main(buyer).getByRole('link', { name: /^Facture FA-/ })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const facture = await firstLinkTo(buyer, commande, /^\/facture\/\d+$/);
    const article = await firstLinkTo(buyer, commande, /^\/commande\/\d+\/article\/\d+$/);
    const formation = await firstLinkTo(buyer, '/formations', /^\/formation\/\d+\/\d+$/);
    for (const visit of [
      { path: '/profil', route: '/profil' },
      { path: '/changerMotdePasse', route: '/changerMotdePasse' },
      { path: '/publications', route: '/publications' },
      { path: publication, route: '/publication/:id', title: 'Une publication validée' },
      { path: '/commandes', route: '/commandes' },
      { path: commande, route: '/commande/:id', title: 'Une commande' },
      { path: article, route: '/commande/:id/article/:idcommandeproduit', title: 'Un article acheté' },
      { path: facture, route: '/facture/:id', title: 'Une facture' },
      { path: '/formations', route: '/formations' },
      { path: formation, route: '/formation/:id/:idcommandeproduit', title: 'Une formation réservée' },
      { path: '/Abonnements', route: '/Abonnements' },
      { path: '/offres/partenaire', route: '/offres/partenaire' },
      { path: `/payment/success?commande=${idCommande}`, route: '/payment/success', title: 'Retour du paiement' },
      { path: `/payment/pending?commande=${idCommande}`, route: '/payment/pending', title: 'Retour du paiement' },
      { path: `/payment/failure?commande=${idCommande}`, route: '/payment/failure', title: 'Retour du paiement' },
      {
        path: `/payment/processingerror?commande=${idCommande}`,
        route: '/payment/processingerror',
        title: 'Retour du paiement',
      },
    ])
      pages.push(await audit(buyer, visit));

    await staff.goto('/admin/livraisons');
    await staff.getByRole('button', { name: 'Livrer maintenant' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Livrer', exact: true }).click();
    await expect(staff.getByRole('region', { name: 'Notifications' })).toContainText(/Livraison n°\s\d+ envoyée/);
    const delivery = await firstRowTo(staff, '/admin/livraisons', /\/admin\/livraison\/\d+$/);

    // The demo author's publications: a validated one and a draft, whose five steps are each a page.
    const author = await newPage(browser);
    await signInAs(author, AUTEUR);
    const draft = await firstLinkTo(author, '/publications', /^\/publication\/\d+\/edit(\/\d)?$/);
    const idDraft = draft.split('/')[2];
    for (const visit of [
      { path: '/publication/conditions', route: '/publication/conditions' },
      { path: '/publication/create', route: '/publication/create' },
      ...[1, 2, 3, 4, 5].map((step) => ({
        path: `/publication/${idDraft}/edit/${step}`,
        route: '/publication/:id/edit/:step?',
        title: `Déclaration d’un livre, étape ${step}`,
      })),
      { path: `/publication/${idDraft}/edit/fin`, route: '/publication/:id/edit/fin', title: 'Fin de la déclaration' },
    ])
      pages.push(await audit(author, visit));

    // The back office, on the same publication, order and customer.
    const adminUser = await firstRowTo(staff, '/admin/utilisateurs', /\/admin\/utilisateur\/\d+$/);
    const adminSubscription = await firstRowTo(staff, '/admin/abonnements', /\/admin\/abonnement\/\d+$/);
    const adminInvoice = await firstLinkTo(
      staff,
      `/admin/commandes?Recherche=${encodeURIComponent(numero)}&Commande=${idCommande}`,
      /^\/admin\/facture\/\d+\/\d+$/,
    );
    for (const visit of [
      { path: '/admin', route: '/admin' },
      { path: '/admin/publications', route: '/admin/publications' },
      { path: '/admin/publicationsmoderation', route: '/admin/publicationsmoderation' },
      { path: adminPublication, route: '/admin/publication/:idpersonne/:id', title: 'Une publication' },
      {
        path: `/admin/publication/${idPersonne}/${idPublication}/edit/1`,
        route: '/admin/publication/:idpersonne/:id/edit/:step',
        title: 'Modification d’une publication',
      },
      { path: '/admin/commandes', route: '/admin/commandes' },
      { path: adminInvoice, route: '/admin/facture/:idpersonne/:id', title: 'Une facture' },
      { path: '/admin/produits', route: '/admin/produits' },
      { path: '/admin/utilisateurs', route: '/admin/utilisateurs' },
      { path: adminUser, route: '/admin/utilisateur/:id', title: 'Un utilisateur' },
      { path: '/admin/abonnements', route: '/admin/abonnements' },
      { path: adminSubscription, route: '/admin/abonnement/:id', title: 'Un abonnement' },
      { path: '/admin/livraisons', route: '/admin/livraisons' },
      { path: delivery, route: '/admin/livraison/:id', title: 'Une livraison' },
      { path: '/admin/page-inconnue', route: '/admin/*' },
    ])
      pages.push(await audit(staff, visit));
    const found: AccessibilityAudit = { ...ACCESSIBILITY_AUDIT, axeVersion, tags: TAGS, pages };
    if (WRITE) {
      const auditedOn = new Date().toISOString().slice(0, 10);
      writeFileSync(AUDIT_FILE, `${JSON.stringify({ ...found, auditedOn }, null, 2)}\n`);
      return;
    }
    const summary = (result: AccessibilityAudit) =>
      [`axe-core ${result.axeVersion}`].concat(
        result.pages.map((page) => `${page.path} ${page.title} : ${page.violations.join(', ') || 'aucune'}`),
      );
    // The statement publishes what this run finds: `npm run a11y:audit` brings it up to date.
    expect(summary(found)).toEqual(summary(ACCESSIBILITY_AUDIT));
  },
);
