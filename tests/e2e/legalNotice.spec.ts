import type { Page } from '@playwright/test';
import type { components } from '../../openapi/generated/schema.d.ts';
import { SELLER_TEXTS, sellerRows, type SellerBlockKind } from '../../domain/seller/sellerIdentity.ts';
import { expect, test } from './test.ts';
import { apiPost, expectNoAxeViolations, shootAtWidths } from './support.ts';

type IdentiteVendeur = components['schemas']['IdentiteVendeur'];

/** The seller block of a page: each row of the server's source, its label beside its value or above it. */
async function expectSellerBlock(page: Page, vendeur: IdentiteVendeur, kind: SellerBlockKind, width: number) {
  const title = kind === 'mentions' ? SELLER_TEXTS.publisherTitle : SELLER_TEXTS.sellerTitle;
  const block = page.getByRole('region', { name: title });
  await expect(block).toBeVisible();
  const rows = sellerRows(vendeur, kind);
  await expect(block.locator('dt')).toHaveText(rows.map((row) => row.label));
  await expect(block.locator('dd')).toHaveText(rows.map((row) => row.value));
  for (const row of rows.filter((one) => one.href))
    await expect(block.getByRole('link', { name: row.value })).toHaveAttribute('href', row.href!);
  // Nothing overflows the phone's width; a label sits above its value there, beside it on a desktop.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const label = (await block.locator('dt').first().boundingBox())!;
  const value = (await block.locator('dd').first().boundingBox())!;
  if (width < 640) expect(value.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
  else expect(Math.abs(value.y - label.y)).toBeLessThan(4);
}

for (const width of [390, 1280]) {
  test(`the legal notice shows the publisher, its director, its host and the mediator from the server's source (${width} px)`, async ({
    page,
    request,
  }) => {
    const vendeur = await apiPost<IdentiteVendeur>(request, '/Contenu/Vendeur_Get');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/mentionlegales');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expectSellerBlock(page, vendeur, 'mentions', width);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Propriété intellectuelle' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The e-mail link is reached with the keyboard.
    const mail = page.getByRole('link', { name: vendeur.Email });
    await mail.focus();
    await expect(mail).toBeFocused();
  });
}

test('the CGV page names the seller and its mediator beside its text', async ({ page, request }) => {
  const vendeur = await apiPost<IdentiteVendeur>(request, '/Contenu/Vendeur_Get');
  await page.goto('/cgu');
  await expectSellerBlock(page, vendeur, 'vente', 1280);
  await expect(page.getByRole('heading', { name: 'Article 8 – Droit de rétractation' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shootAtWidths(page, 'cgv');
  await page.goto('/mentionlegales');
  await expect(page.getByRole('region', { name: SELLER_TEXTS.publisherTitle })).toBeVisible();
  await shootAtWidths(page, 'mentions-legales');
});

test('an e-mail in the outbox ends with the seller’s identity', async ({ page, request }) => {
  const vendeur = await apiPost<IdentiteVendeur>(request, '/Contenu/Vendeur_Get');
  const sujets = await apiPost<{ Id: number }[]>(request, '/StaticData/Get_SujetContact');
  await apiPost(request, '/Gestion/Gestion_Contact', {
    IdSujetContact: sujets[0]!.Id,
    Nom: 'Martin',
    Prenom: 'Léa',
    Email: 'lea.martin@example.org',
    Message: 'Bonjour, je souhaite référencer mon premier roman.',
  });
  await page.goto('/dev/outbox');
  const mail = page.locator('pre').first();
  await expect(mail).toContainText(`Contact : ${vendeur.Email} – ${vendeur.Telephone}`);
  await expect(mail).toContainText(`Médiateur de la consommation : ${vendeur.Mediateur.Nom}`);
  await shootAtWidths(page, 'outbox-mail');
});
