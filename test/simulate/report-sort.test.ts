// The report's tables sort when a column heading is clicked (a real mouse click in Chromium), and
// the page without JavaScript shows the same rows, in the report's own order, with plain headings.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fray, tmp } from '../faults/harness.js';

const CHROMIUM = process.env.FRAY_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Every table's rows as the text of their cells, in page order. */
const tables = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('table[data-table]'), (t) => [
        t.getAttribute('data-table'),
        Array.from(t.querySelectorAll('tbody tr'), (tr) =>
          Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').join(' | '),
        ),
      ]),
    ),
  );

/** One column of one table: each cell's sort number (data-value) or null, and its text. */
const column = (page: Page, table: string, col: number) =>
  page.evaluate(
    ([table, col]) =>
      Array.from(document.querySelectorAll(`table[data-table="${table}"] tbody tr`), (tr) => {
        const td = tr.querySelectorAll('td')[col as number]!;
        return {
          value: td.hasAttribute('data-value') ? Number(td.getAttribute('data-value')) : null,
          text: td.querySelector('span')?.firstChild?.textContent ?? '',
        };
      }),
    [table, col] as const,
  );

async function clickHeading(page: Page, table: string, heading: string): Promise<void> {
  const button = page
    .locator(`table[data-table="${table}"] thead th button`, { hasText: new RegExp(`^${heading}$`) })
    .first();
  // The mouse clicks at viewport coordinates: bring the heading on screen first.
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`no sort button for ${heading} in ${table}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

describe('report tables', { timeout: 240_000 }, () => {
  it('sort by a clicked column (numbers by their estimate, empty cells last) and read the same without JavaScript', async () => {
    const out = tmp('sim-sort');
    const r = fray([
      'simulate',
      'examples/simulate/party-vs-pack.yaml',
      '--fights',
      '300',
      '--seed',
      '3',
      '--out',
      out,
    ]);
    expect(r.status, r.stderr).toBe(0);
    const file = `file://${join(out, 'simulate', 'party-vs-pack', 'report.html')}`;
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    try {
      const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
      const noJs = await plain.newPage();
      await noJs.goto(file);
      const served = await tables(noJs);
      expect(await noJs.locator('th button').count()).toBe(0);
      await plain.close();

      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await page.goto(file);
      // Before any click: the same rows in the same order as without script, every heading a button.
      expect(await tables(page)).toEqual(served);
      expect(await page.locator('table[data-table="card"] thead th button').count()).toBe(12);

      // play rate is column 2 of the action-card table: an interval, sorted by its estimate.
      const before = await column(page, 'card', 2);
      await clickHeading(page, 'card', 'play rate');
      const up = await column(page, 'card', 2);
      const numbers = (c: typeof up) => c.filter((x) => x.value !== null).map((x) => x.value!);
      expect(numbers(up)).toEqual([...numbers(before)].sort((a, b) => a - b));
      expect(up.map((x) => x.text)).not.toEqual(before.map((x) => x.text));
      expect(await page.getAttribute('table[data-table="card"] th:nth-child(3)', 'aria-sort')).toBe('ascending');
      if (process.env.FRAY_SHOTS) await page.screenshot({ path: join(process.env.FRAY_SHOTS, 'report-sorted.png') });

      await clickHeading(page, 'card', 'play rate');
      const down = await column(page, 'card', 2);
      expect(numbers(down)).toEqual([...numbers(before)].sort((a, b) => b - a));
      expect(await page.getAttribute('table[data-table="card"] th:nth-child(3)', 'aria-sort')).toBe('descending');

      // impact: cards without one (—) stay last whichever way the column is sorted.
      await clickHeading(page, 'card', 'impact');
      const impact = await column(page, 'card', 11);
      const firstEmpty = impact.findIndex((x) => x.value === null);
      expect(firstEmpty).toBeGreaterThan(-1);
      expect(impact.slice(firstEmpty).every((x) => x.value === null)).toBe(true);

      // A text column sorts alphabetically; the rows themselves never change, only their order.
      await clickHeading(page, 'card', 'card');
      const names = (await column(page, 'card', 1)).map((x) => x.text);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })));
      const after = await tables(page);
      for (const id of Object.keys(served)) expect([...after[id]!].sort(), id).toEqual([...served[id]!].sort());
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
