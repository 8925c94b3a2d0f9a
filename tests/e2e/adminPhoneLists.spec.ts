import { expect, test, type Page } from './test.ts';
import { uniqueCustomer, registeredCustomerPage } from './accountSupport.ts';
import { buyAndPay, openAsAdmin, staffPageAt } from './adminSupport.ts';
import { expectNoSidewaysScroll, expectRowsAsCards, expectRowsAsTable } from './phoneCardsSupport.ts';
import { main } from './publicationSupport.ts';
import { expectNoAxeViolations } from './support.ts';

const PHONE = { width: 390, height: 844 };

/** The back office's lists that the demo data fills, by the name their table carries. */
const FILLED = [
  { path: '/admin/publications', grid: 'Publications' },
  { path: '/admin/produits', grid: 'Produits' },
  { path: '/admin/utilisateurs', grid: 'Utilisateurs' },
] as const;

/** The lists empty until someone orders or submits (filled in the journey below, and in other specs). */
const EMPTY_AT_FIRST = [
  '/admin/publicationsmoderation',
  '/admin/commandes',
  '/admin/abonnements',
  '/admin/livraisons',
] as const;

async function openList(page: Page, path: string, grid: string): Promise<void> {
  await page.goto(path);
  await expect(main(page).getByRole('grid', { name: grid }).getByRole('row').nth(1)).toBeVisible();
}

test('on a phone, the back-office lists show each row as a card of « column: value », with no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openAsAdmin(page, '/admin');
  for (const { path, grid } of FILLED) {
    await openList(page, path, grid);
    await expectRowsAsCards(page);
    await expectNoAxeViolations(page);
  }
});

test('on a phone, the empty lists fit the screen; the sorting headers stay; a desk keeps the table', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openAsAdmin(page, '/admin');
  for (const path of EMPTY_AT_FIRST) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }

  // The headers that sort stay on the phone, as buttons above the cards.
  await openList(page, '/admin/publications', 'Publications');
  const sortable = main(page).getByRole('columnheader', { name: /Titre/ });
  await sortable.click();
  await expect(sortable).toHaveAttribute('aria-sort', /ascending|descending/);

  // A desk's screen keeps the table.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectRowsAsTable(page);
});

test(
  'on a phone, the orders and subscriptions lists show a new order and subscription as cards',
  { tag: '@long' },
  async ({ browser, request }) => {
    test.setTimeout(120_000);
    const customer = uniqueCustomer('client.telephone', 'Nolwenn');
    await buyAndPay(await registeredCustomerPage(browser, request, customer), customer, 'Abonnement Premium (12 mois)');

    const staff = await staffPageAt(browser, '/admin');
    await staff.setViewportSize(PHONE);
    for (const [path, grid] of [
      ['/admin/commandes', 'Commandes'],
      ['/admin/abonnements', 'Abonnements'],
    ] as const) {
      await openList(staff, path, grid);
      await expectRowsAsCards(staff);
      await expectNoAxeViolations(staff);
    }
  },
);
