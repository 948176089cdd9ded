// fray preview in Chromium: the page shows every card; saving a card file changes that card on the
// page without a reload; a broken file shows its positioned problem at the card, beside the card's
// last good image.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_YAML, makeCatalog } from '../../test/pdf/fixtures/catalog.js';
import { startPreview, type PreviewServer } from './preview-server.js';

const CHROMIUM = process.env.FRAY_CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let server: PreviewServer;
let browser: Browser;
let catalog: string;
beforeAll(async () => {
  catalog = makeCatalog();
  server = await startPreview({ catalogDir: catalog, port: 0 });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install chromium`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('fray preview', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+$/);
  });

  it("updates an edited card in place, then shows a broken file's problem at its card with the last good image", {
    timeout: 120_000,
  }, async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForSelector('body[data-ready="1"]');
    // every card of every deck, and a back per deck
    expect(await page.locator('figure.front').count()).toBe(4 + 10);
    expect(await page.locator('figure.back').count()).toBe(2);
    const swing = page.locator('#card-sword-swing');
    expect(await swing.locator('svg').textContent()).toContain('chosen');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42)); // gone if the page reloads

    const file = join(catalog, 'witchhammer', 'cards.yaml');
    writeFileSync(file, CARDS_YAML.replace('Strike the chosen enemy.', 'Strike thunderously at the chosen enemy.'));
    await page.waitForFunction(
      () => document.querySelector('#card-sword-swing svg')?.textContent?.includes('thunderously'),
      undefined,
      { timeout: 60_000 },
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    writeFileSync(file, readFileSync(file, 'utf8').replace('target: chosen', 'target: choosen'));
    const problem = swing.locator('.problem');
    await page.waitForFunction(
      () => (document.querySelector('#card-sword-swing .problem')?.textContent ?? '').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    expect(await problem.textContent()).toMatch(/cards\.yaml:3:\d+ .*target/);
    expect(await problem.textContent()).toMatch(/hint:/);
    // the last good image stays beside it
    expect(await swing.locator('svg').textContent()).toContain('thunderously');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.close();
  });

  it('shows every save made by rename (as sed -i saves), four in a row', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForSelector('body[data-ready="1"]');
    const file = join(catalog, 'witchhammer', 'cards.yaml');
    for (let i = 1; i <= 4; i++) {
      const tmp = join(catalog, 'witchhammer', `.sed${i}`);
      writeFileSync(tmp, CARDS_YAML.replace('Catch your breath.', `Catch your breath again Second${i}wind.`));
      renameSync(tmp, file);
      await page.waitForFunction(
        (want) => document.querySelector('#card-focus svg')?.textContent?.includes(want),
        `Second${i}wind`,
        { timeout: 60_000 },
      );
    }
    await page.close();
  });
});
