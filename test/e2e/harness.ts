/// <reference lib="dom" />
/// <reference types="chrome" />
// Shared set-up of the real-browser tests and the extension benchmark: a static server for the
// fixture pages, Debian's Chromium with the BUILT extension loaded, and helpers that reach the
// extension's service worker and the overlay (through the extension's own isolated world,
// since the panel's shadow root is closed to everyone else).
//
// TEST-ONLY build variant: headless Chromium cannot click the toolbar button or press a
// command shortcut, so `activeTab` is never granted. The tests therefore load a COPY of
// extension/build/chrome-mv3-prod whose manifest adds `host_permissions: ["http://127.0.0.1/*"]`
// (the fixture server only). The shipped build keeps least privilege; nothing else changes.
import { createServer, type Server } from 'node:http';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BUILT = process.env.FRAY_EXT_BUILD ?? join(ROOT, 'extension/build/chrome-mv3-prod');
export const FIXTURES = join(ROOT, 'test/fixtures/vtt');
export const SHOTS = join(ROOT, 'test-results/screenshots');
export const CHROMIUM = process.env.FRAY_CHROMIUM ?? '/usr/bin/chromium';

export const tid = (id: string): string => `[data-testid="${id}"]`;

/** Whether a page fits its width (no sideways scroll at 320 px). */
export const noSideScroll = (p: Page): Promise<boolean> =>
  p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
};

export interface FixtureServer {
  readonly origin: string;
  url(page: string): string;
  close(): Promise<void>;
}

export async function serveFixtures(): Promise<FixtureServer> {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // `?delay=ms` holds the answer back (a slow asset: the Owlbear-like page loads in about 3 s).
    const delay = Math.min(10_000, Number(url.searchParams.get('delay')) || 0);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    const file = join(FIXTURES, path || 'busy.html');
    if (!file.startsWith(FIXTURES) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const origin = `http://127.0.0.1:${port}`;
  return { origin, url: (p) => `${origin}/${p}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** Copies the built extension and grants the fixture origin (see the note at the top). */
export function prepareTestExtension(): string {
  if (!existsSync(join(BUILT, 'manifest.json'))) {
    throw new Error(`no built extension at ${BUILT}: run \`npm run build:extension\` first (npm test does)`);
  }
  if (!existsSync(join(BUILT, 'overlay.js')))
    throw new Error(`${BUILT}/overlay.js is missing: the build must run extension/lib/overlay/bundle.mjs`);
  const dir = join(tmpdir(), `fray-ext-test-${process.pid}-${Date.now()}`);
  cpSync(BUILT, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  manifest.host_permissions = ['http://127.0.0.1/*'];
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

export interface Browser {
  readonly context: BrowserContext;
  readonly sw: Worker;
  readonly extensionId: string;
  readonly extDir: string;
  close(): Promise<void>;
}

export async function launch(extDir = prepareTestExtension(), profile = ''): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium (npm test does)`);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false, // --headless=new below: the old headless mode cannot load extensions
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-extensions-except=${extDir}`,
      `--load-extension=${extDir}`,
    ],
  });
  const sw = await findWorker(context, 45_000).catch(async (e) => {
    await context.close();
    throw e;
  });
  const extensionId = new URL(sw.url()).host;
  return {
    context,
    sw,
    extensionId,
    extDir,
    async close() {
      await context.close();
      if (!profile) rmSync(extDir, { recursive: true, force: true });
    },
  };
}

/** The extension's service worker; polls, since it may register before a listener is attached. */
async function findWorker(context: BrowserContext, timeoutMs: number): Promise<Worker> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const sw = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'));
    if (sw) return sw;
    if (Date.now() > end) throw new Error(`the extension's service worker did not start within ${timeoutMs / 1000} s`);
    await context.waitForEvent('serviceworker', { timeout: 1_000 }).catch(() => undefined);
  }
}

/**
 * Opens one of the extension's own pages (the popup or the GM's side panel) in a tab of that size,
 * and waits until `ready` is drawn.
 */
export async function openExtensionPage(
  b: Browser,
  name: 'popup' | 'sidepanel',
  size = { width: 320, height: 900 },
  ready = tid('popup'),
): Promise<Page> {
  const p = await b.context.newPage();
  await p.setViewportSize(size);
  await p.goto(`chrome-extension://${b.extensionId}/${name}.html`);
  await p.waitForSelector(ready);
  return p;
}

export interface FixturePage {
  readonly srv: FixtureServer;
  readonly b: Browser;
  /** The fixture page (test/fixtures/vtt/<file>). */
  readonly page: Page;
  /** The side panel at 320 px, when asked for. */
  readonly panel: Page;
}

export interface FixturePageOptions {
  /** Injects the overlay once the page is loaded (default); false leaves that to the suite. */
  readonly overlay?: boolean;
  /** Also opens the GM's side panel (`panel`), after the overlay. */
  readonly sidePanel?: boolean;
}

/**
 * Registers the suite's beforeAll/afterAll: the fixture server, Chromium with the built extension,
 * a tab on the fixture page `file` with the overlay injected, and optionally the side panel. The
 * returned object's fields are set once the beforeAll has run; a suite's own beforeAll registered
 * after this call runs after it.
 */
export function useFixturePage(file: string, options: FixturePageOptions = {}): FixturePage {
  const fx = {} as { srv: FixtureServer; b: Browser; page: Page; panel: Page };
  beforeAll(async () => {
    fx.srv = await serveFixtures();
    fx.b = await launch();
    fx.page = await fx.b.context.newPage();
    await fx.page.goto(fx.srv.url(file));
    if (options.overlay !== false) await injectOverlay(fx.b, fx.page);
    if (options.sidePanel) fx.panel = await openExtensionPage(fx.b, 'sidepanel');
  });
  afterAll(async () => {
    await fx.b?.close();
    await fx.srv?.close();
  });
  return fx;
}

/**
 * Plans one WitchHammer combatant in the popup or the side panel (its row open): action, stance
 * and, when given, target, then Play, waited for until the row shows it played.
 */
export async function planCombatant(
  p: Page,
  id: string,
  action: string,
  stance: string,
  target?: string,
): Promise<void> {
  await p.selectOption(tid(`action-${id}`), action);
  await p.selectOption(tid(`stance-${id}`), stance);
  if (target) await p.selectOption(tid(`target-${id}`), target);
  await p.click(tid(`play-${id}`));
  await p.waitForSelector(tid(`played-${id}`));
}

/** The current service worker (a sleeping worker is restarted by the event that needs it). */
export async function worker(b: Browser): Promise<Worker> {
  const sw = await findWorker(b.context, 30_000);
  // tsx (benchmarks) compiles with keepNames, which wraps functions in `__name(...)`; give the
  // worker that helper so the functions we evaluate there run as written.
  await sw.evaluate('globalThis.__name ??= (f) => f');
  return sw;
}

/** The tab id of a page, looked up by its URL from the worker (host permission covers 127.0.0.1). */
export async function tabIdOf(b: Browser, page: Page): Promise<number> {
  const url = page.url();
  const sw = await worker(b);
  const id = await sw.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)?.id, url);
  if (id === undefined) throw new Error(`no tab for ${url}`);
  return id;
}

/** The same code path as the `inject-overlay` shortcut. Returns when the panel is ready. */
export async function injectOverlay(b: Browser, page: Page): Promise<number> {
  await page.bringToFront();
  const tabId = await tabIdOf(b, page);
  const sw = await worker(b);
  return sw.evaluate(async (id) => {
    const bg = (globalThis as any).frayBackground;
    const t0 = performance.now();
    await bg.injectOverlay(id, 'show');
    const [r] = await chrome.scripting.executeScript({
      target: { tabId: id },
      func: () => (globalThis as any).__frayOverlay.ready.then(() => true),
    });
    if (r?.result !== true) throw new Error('overlay not ready');
    return performance.now() - t0;
  }, tabId);
}

export interface OverlaySnapshot {
  round: string;
  order: { label: string; init: string; active: boolean; done: boolean }[];
  step: string;
  timer: string;
  timerPhase: string;
  status: string;
  collapsed: boolean;
  note: string;
  combatants: { name: string; tracks: Record<string, string>; penalty: string; status: string; clipped: boolean }[];
  expiredPaintAt: number | null;
  hidden: boolean;
  /** Stepped aside for a page's modal dialog. */
  aside: boolean;
  layout: { x: number; y: number; width: number; height: number; collapsed: boolean };
  text: { letterSpacing: string; textTransform: string; wordSpacing: string; textShadow: string; cursor: string };
}

/** Reads the overlay through the extension's isolated world (the page itself cannot). */
export async function overlay(b: Browser, page: Page): Promise<OverlaySnapshot | null> {
  const tabId = await tabIdOf(b, page);
  const sw = await worker(b);
  return sw.evaluate(async (id) => {
    const [r] = await chrome.scripting.executeScript({
      target: { tabId: id },
      func: () => (globalThis as any).__frayOverlay?.snapshot() ?? null,
    });
    return (r?.result ?? null) as any;
  }, tabId);
}

/** Viewport rectangles of the overlay's buttons, to click them with real (trusted) input. */
export async function overlayRects(
  b: Browser,
  page: Page,
): Promise<Record<string, { x: number; y: number; width: number; height: number }>> {
  const tabId = await tabIdOf(b, page);
  const sw = await worker(b);
  return sw.evaluate(async (id) => {
    const [r] = await chrome.scripting.executeScript({
      target: { tabId: id },
      func: () => (globalThis as any).__frayOverlay?.rects() ?? {},
    });
    return (r?.result ?? {}) as any;
  }, tabId);
}

/** The buttons, selects and inputs of `page` that stick out of its width (their test ids, or their text). */
export function clippedControls(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, select, input'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5);
      })
      .map((el) => el.getAttribute('data-testid') ?? el.textContent),
  );
}

/** Stores the overlay's place on `origin`'s pages, as a drag of its grip stores it (shown after the next injection). */
export async function setOverlayPlace(
  b: Browser,
  origin: string,
  place: { x: number; y: number; width: number; height: number },
): Promise<void> {
  const sw = await worker(b);
  await sw.evaluate(
    async ([o, p]) => {
      const key = 'fray:overlay';
      const cur = ((await chrome.storage.local.get(key)) as any)[key];
      const value = { ...(cur?.value ?? {}), [o as string]: { ...(p as object), collapsed: false } };
      await chrome.storage.local.set({ [key]: { rev: (cur?.rev ?? 0) + 1, by: 'e2e', trail: ['e2e'], value } });
    },
    [origin, place] as const,
  );
}

export async function clickOverlay(b: Browser, page: Page, cmd: string): Promise<void> {
  const r = (await overlayRects(b, page))[cmd];
  if (!r) throw new Error(`no overlay button ${cmd}`);
  await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
}

/** A raw read of one store key (`fray:<key>`), from the worker. */
export async function stored<T = any>(b: Browser, key: string): Promise<T> {
  const sw = await worker(b);
  return sw.evaluate(async (k) => ((await chrome.storage.local.get(k)) as any)[k]?.value, `fray:${key}`);
}

/** What `setSettings` assumes of settings never stored: no decision timer, no sound, no "always show" sites. */
export const SETTINGS_DEFAULTS: Record<string, unknown> = { timerSeconds: null, sound: false, autoInjectOrigins: [] };

/**
 * Writes the extension's settings as the options page does (a new revision of `fray:settings`):
 * `defaults` under what is stored, `patch` over it.
 */
export async function setSettings(
  b: Browser,
  patch: Record<string, unknown>,
  defaults = SETTINGS_DEFAULTS,
): Promise<void> {
  const sw = await worker(b);
  await sw.evaluate(
    async ([p, d]) => {
      const key = 'fray:settings';
      const cur = ((await chrome.storage.local.get(key)) as any)[key];
      const value = { ...d, ...(cur?.value ?? {}), ...p };
      await chrome.storage.local.set({ [key]: { rev: (cur?.rev ?? 0) + 1, by: 'e2e', trail: ['e2e'], value } });
    },
    [patch, defaults] as const,
  );
}

/** Calls a resolver operation in the worker: the same functions the popup calls. */
export async function resolver(b: Browser, op: string, ...args: unknown[]): Promise<any> {
  const sw = await worker(b);
  return sw.evaluate(
    async ([name, a]) => {
      const r = (globalThis as any).frayBackground.resolver;
      const out = await r[name as string](...(a as unknown[]));
      return JSON.parse(JSON.stringify(out ?? null));
    },
    [op, args] as const,
  );
}

export async function until<T>(
  what: string,
  fn: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T = await fn();
  while (!ok(last)) {
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
    last = await fn();
  }
  return last;
}

export function screenshotPath(name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, name);
}

/** Drags from the centre of an overlay part ('bar' or 'grip') by (dx, dy) with real mouse input. */
export async function dragOverlay(b: Browser, page: Page, part: 'bar' | 'grip', dx: number, dy: number): Promise<void> {
  const r = (await overlayRects(b, page))[part];
  if (!r) throw new Error(`no overlay ${part}`);
  // Grab the title bar left of its buttons.
  const x = part === 'bar' ? r.x + 20 : r.x + r.width / 2;
  const y = r.y + r.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}
