/// <reference lib="dom" />
// Every chat adapter (extension/lib/chat/adapters.ts) on the fixture pages, without the extension:
// its detect finds its own fixture and no other page, and its post, given its escaped text, makes
// the fixture's chat show a hostile card name as text. What arrived is read per adapter below (a
// new adapter without its reader fails the typecheck). The whole extension posting through them:
// chat.test.ts.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ADAPTERS, type ChatAdapterId } from '../../extension/lib/chat/adapters.js';
import type { ChatAdapter } from '../../extension/lib/chat/adapter.js';
import { readResult } from '../../extension/lib/chat/post.js';
import { CHROMIUM, serveFixtures, type FixtureServer } from './harness.js';

const XSS = '<img src=x onerror=alert(1)>';
const OTHER_PAGES = ['busy.html', 'plain.html', 'hostile.html'];

/** What the fixture's chat shows after a post: its messages' text, and how many <img> it holds. */
const ARRIVED: Record<ChatAdapterId, (page: Page) => Promise<{ text: string; images: number }>> = {
  roll20: async (page) => ({
    text: (await page.locator('#textchat .content').textContent()) ?? '',
    images: await page.locator('#textchat .content img').count(),
  }),
  foundry: async (page) => ({
    text: (await page.locator('#chat-log').textContent()) ?? '',
    images: await page.locator('#chat-log img').count(),
  }),
};

let srv: FixtureServer;
let browser: Browser;

/** Runs an adapter's page function as executeScript would: its source, called with JSON arguments. */
const call = (page: Page, func: (...a: never[]) => unknown, args: unknown[] = []): Promise<unknown> =>
  page.evaluate(`(${func.toString()})(...${JSON.stringify(args)})`);

async function open(name: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(srv.url(name));
  return page;
}

beforeAll(async () => {
  srv = await serveFixtures();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
});

afterAll(async () => {
  await browser?.close();
  await srv?.close();
});

describe.each(CHAT_ADAPTERS.map((a) => [a.id, a] as [ChatAdapterId, ChatAdapter]))('the %s chat adapter', (id, a) => {
  it('finds its chat on its fixture page and on no other page', async () => {
    const own = await open(a.fixture);
    expect(await call(own, a.detect.func)).toBe(true);
    await own.close();
    const others = [...OTHER_PAGES, ...CHAT_ADAPTERS.filter((b) => b.id !== id).map((b) => b.fixture)];
    for (const name of others) {
      const page = await open(name);
      expect(await call(page, a.detect.func), name).toBe(false);
      await page.close();
    }
  });

  it('posts a hostile card name that its chat shows as text', async () => {
    const page = await open(a.fixture);
    const r = readResult(await call(page, a.post.func, a.escape([`Round 1: ${XSS}`, 'hit for 7'])));
    expect(r).toEqual({ ok: true });
    const arrived = await ARRIVED[id](page);
    expect(arrived.text).toContain(XSS);
    expect(arrived.images).toBe(0);
    await page.close();
  });

  it('answers "not here" rather than throwing on a page without its chat', async () => {
    const page = await open('plain.html');
    expect(readResult(await call(page, a.post.func, a.escape(['x'])))).toMatchObject({ ok: false });
    await page.close();
  });
});
