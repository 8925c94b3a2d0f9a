import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatFileSize } from '../../domain/order/articleDownloads.ts';
import { expect, test, type Download, type Page } from './test.ts';
import { accountButton, registerCustomer, signInAtProvider, uniqueCustomer } from './accountSupport.ts';
import { adminProductsPage, buyAndPay } from './adminSupport.ts';
import { expectNoAxeViolations, shootAtWidths } from './support.ts';

/**
 * An article is delivered: staff upload its PDF in /admin/produits, a customer buys it, pays in the sandbox and
 * downloads it from the order, from « Mes commandes » and from the e-mail's link.
 */

const ARTICLE = 'Guide : réussir le dépôt légal de son livre';
const FILE_NAME = 'guide-reussir-le-depot-legal-de-son-livre.pdf';
/** The PDF staff upload in place of the demo one: another article's, so that the buyer's copy tells them apart. */
const UPLOADED = readFileSync(
  fileURLToPath(new URL('../../server/compose/seed/files/article-prix-de-vente.pdf', import.meta.url)),
);
const CUSTOMER = uniqueCustomer('lecteur.article', 'Armelle');

const main = (page: Page) => page.getByRole('main');
const downloadLink = (page: Page) => main(page).getByRole('link', { name: `Télécharger « ${ARTICLE} » (PDF)` });

async function expectPdf(download: Download, bytes?: Buffer) {
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (bytes) expect(pdf.equals(bytes)).toBe(true);
}

test.describe.configure({ mode: 'serial' });

/** What the customer's test bought, for the sign-in test. */
const bought = { articlePath: '' };

test(
  'staff see an article’s PDF in its dialog, download and replace it; a file not a PDF, too large or holding a script is refused',
  { tag: '@long' },
  async ({ browser }) => {
    const page = await adminProductsPage(browser);
    await main(page)
      .getByRole('textbox', { name: /Libellé, rubrique ou code/ })
      .fill(ARTICLE);
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    await main(page)
      .getByRole('button', { name: `Modifier le produit « ${ARTICLE} »` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le produit' });
    const fichier = dialog.getByRole('group', { name: 'Fichier PDF remis aux acheteurs' });
    // The demo article ships its PDF.
    await expect(fichier).toContainText(FILE_NAME);
    await expect(fichier).toContainText(/\(\d+ Ko\)/);
    const replace = fichier.getByLabel('Remplacer');

    await replace.setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Pas un PDF') });
    await expect(fichier.getByText('Format refusé : pdf uniquement')).toBeVisible();
    await expect(replace).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'article-fichier-refuse');

    // Too large, refused in the browser; holding a script, refused by the server: both said under the field.
    const oversized = Buffer.concat([UPLOADED, Buffer.alloc(5 * 1024 * 1024)]);
    await replace.setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: oversized });
    await expect(fichier.getByText('Le fichier dépasse 5 Mo')).toBeVisible();
    const scripted = Buffer.from(
      UPLOADED.toString('latin1').replace(
        '/Type /Catalog',
        '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
      ),
      'latin1',
    );
    await replace.setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: scripted });
    await expect(
      fichier.getByText('Ce PDF contient du JavaScript ou des actions automatiques : il est refusé.'),
    ).toBeVisible();
    await expect(fichier).toContainText(/\(\d+ Ko\)/);

    await replace.setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: UPLOADED });
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      `Le fichier de « ${ARTICLE} » est enregistré.`,
    );
    await expect(fichier).toContainText(`${FILE_NAME} (${formatFileSize(UPLOADED.length)})`);
    await expect(fichier.getByText('Format refusé : pdf uniquement')).toHaveCount(0);
    // Staff get the file as buyers will.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      fichier.getByRole('button', { name: 'Télécharger le fichier' }).click(),
    ]);
    await expectPdf(download, UPLOADED);
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'article-fichier');
    await page.context().close();
  },
);

test(
  'the buyer downloads the article from the order and from « Mes commandes », once paid',
  { tag: '@long' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    await registerCustomer(request, CUSTOMER);
    const numero = await buyAndPay(page, CUSTOMER, ARTICLE);

    // The order's page: « Télécharger » on the article's line.
    const lines = main(page).getByRole('table', { name: 'Articles de la commande' });
    await expect(lines.getByRole('row').filter({ hasText: ARTICLE }).getByRole('link')).toHaveText('Télécharger');
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'commande-article');
    const [fromCommande] = await Promise.all([page.waitForEvent('download'), downloadLink(page).click()]);
    await expect(page).toHaveURL(/\/commande\/\d+\/article\/\d+$/);
    bought.articlePath = new URL(page.url()).pathname;
    await expectPdf(fromCommande, UPLOADED);
    await expect(main(page).getByRole('status')).toHaveText(
      `Le téléchargement de « ${ARTICLE} » a commencé. Le PDF reste disponible depuis votre commande.`,
    );
    await expectNoAxeViolations(page);
    // Asked again from the same page.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Télécharger de nouveau' }).click(),
    ]);
    await expectPdf(again, UPLOADED);

    // « Mes commandes »: the same link on the order's row.
    await page.goto('/commandes');
    const row = main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Commande ${numero}` }) });
    await expect(row.getByRole('link', { name: `Télécharger « ${ARTICLE} » (PDF)` })).toHaveAttribute(
      'href',
      bought.articlePath,
    );
    await expectNoAxeViolations(page);
    await shootAtWidths(page, 'commandes-articles');
    const [fromList] = await Promise.all([page.waitForEvent('download'), downloadLink(page).click()]);
    await expectPdf(fromList, UPLOADED);
  },
);

// Follows the order of the journey above, in the same run.
test(
  'the e-mail’s link leads through sign-in to the download; another account finds nothing',
  { tag: '@long' },
  async ({ browser }) => {
    expect(bought.articlePath).toMatch(/^\/commande\/\d+\/article\/\d+$/);
    const page = await (await browser.newContext()).newPage();
    await page.goto(bought.articlePath);
    await expect(page).toHaveURL('/login');
    await main(page).getByRole('button', { name: 'Se connecter' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      signInAtProvider(page, CUSTOMER.email, CUSTOMER.password),
    ]);
    await expect(page).toHaveURL(bought.articlePath);
    await expectPdf(download, UPLOADED);
    await page.context().close();

    // The demo author did not buy it: the page says it is not found, and nothing downloads.
    const other = await (await browser.newContext()).newPage();
    await other.goto('/login');
    await main(other).getByRole('button', { name: 'Se connecter' }).click();
    await signInAtProvider(other, 'auteur@example.org', 'Portail#2026');
    await expect(accountButton(other, 'Camille')).toBeVisible();
    let downloaded = false;
    other.on('download', () => {
      downloaded = true;
    });
    await other.goto(bought.articlePath);
    await expect(main(other).getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeVisible();
    await expect(main(other)).toContainText("Ce fichier n'existe pas ou ne fait pas partie de vos achats.");
    expect(downloaded).toBe(false);
    await other.context().close();
  },
);
