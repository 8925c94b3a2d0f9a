import { expect, type Page } from '@playwright/test';

/**
 * How the page and its back-office table are laid out now: the page's overflow, the columns' headers, and for the
 * first rows, each cell's label drawn before its value, whether it sits under the previous cell (not beside it) and
 * where it ends on the right.
 */
function tableLayout() {
  const root = document.scrollingElement ?? document.documentElement;
  const grid = document.querySelector('main [role="grid"]');
  const headers = [...(grid?.querySelectorAll('[role="columnheader"]') ?? [])].map((header) =>
    (header.textContent ?? '').replace(/[▲▼↕]/g, '').trim(),
  );
  const rows = [...(grid?.querySelectorAll('[role="row"]') ?? [])].slice(1, 4);
  return {
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
    tableDisplay: grid ? getComputedStyle(grid).display : null,
    headers,
    rows: rows.map((row) => {
      const cells = [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')];
      return cells.map((cell, index) => {
        // `content: attr(data-label) / ''` reads back as the label in quotes, then its empty spoken text.
        const label = /^"([^"]*)"/.exec(getComputedStyle(cell, '::before').content)?.[1] ?? null;
        const box = cell.getBoundingClientRect();
        const previous = cells[index - 1]?.getBoundingClientRect();
        return { label, stacked: !previous || box.top >= previous.bottom - 1, right: box.right };
      });
    }),
  };
}

/** The page does not scroll sideways (the whole page's width fits the window's). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(tableLayout);
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(clientWidth);
}

/**
 * On a phone, the back-office table shows each row as a card: every column is there, named by its header, one line
 * under the other, inside the screen, and the page does not scroll sideways.
 */
export async function expectRowsAsCards(page: Page): Promise<void> {
  const layout = await page.evaluate(tableLayout);
  expect(layout.scrollWidth, page.url()).toBeLessThanOrEqual(layout.clientWidth);
  expect(layout.rows.length, page.url()).toBeGreaterThan(0);
  for (const cells of layout.rows) {
    expect(
      cells.map((cell) => cell.label),
      page.url(),
    ).toEqual(layout.headers);
    expect(cells.every((cell) => cell.stacked)).toBe(true);
    expect(cells.every((cell) => cell.right <= layout.clientWidth)).toBe(true);
  }
}

/** On a desk's screen, the same table is a table: cells side by side and no label drawn before their values. */
export async function expectRowsAsTable(page: Page): Promise<void> {
  const layout = await page.evaluate(tableLayout);
  expect(layout.tableDisplay).toBe('table');
  for (const cells of layout.rows) {
    expect(cells.map((cell) => cell.label).every((label) => label === null)).toBe(true);
    expect(cells.slice(1).some((cell) => cell.stacked)).toBe(false);
  }
}
