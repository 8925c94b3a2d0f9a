import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';

/** Covers and cases of the wizard's files (tests/fixtures/publication). */
export const fixture = (name: string) => join(process.cwd(), 'tests/fixtures/publication', name);

/** A valid EAN-13 from its first twelve digits. */
export function eanOf(first12: string): string {
  const digits = [...first12].map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const used = new Set<string>();

/** A new EAN of the demo publisher 978-2-36512, whose brands are seeded (its demo publications use 0xx). */
export function freshEan(): string {
  for (;;) {
    const title = String(100 + Math.floor(Math.random() * 900));
    if (!used.has(title)) {
      used.add(title);
      return eanOf(`978236512${title}`);
    }
  }
}

export const main = (page: Page) => page.getByRole('main');

export async function expectStep(page: Page, step: number): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 2 })).toContainText(`Étape ${step} sur 5`);
}

/** React Aria draws its own radio buttons and check boxes over the native input: a user clicks the label. */
export const choice = (page: Page, name: string) =>
  main(page)
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) });

/** Opens a React Aria select by its label and picks an option. */
export async function pick(page: Page, label: string | RegExp, option: string): Promise<void> {
  await main(page).getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function next(page: Page): Promise<void> {
  await main(page).getByRole('button', { name: 'Suivant' }).click();
}

export async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByText('Modifications enregistrées').first()).toBeVisible();
}
