// The side panel's table in Chromium, shared by every system's e2e test: one browser with the
// built extension, the side panel open at 320 px, and a real mouse click on a move that waits for
// the engine to log it.
import { afterAll, beforeAll } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launch, openExtensionPage, stored, tid, until, type Browser } from './harness.js';

export { noSideScroll, tid } from './harness.js';

export interface SidePanel {
  readonly b: Browser;
  readonly panel: Page;
  /** `playMove` in this browser. */
  play(button: Locator, what?: string): Promise<void>;
}

/** Registers the suite's beforeAll/afterAll; the returned object's fields are set once the side panel is open. */
export function useSidePanel(): SidePanel {
  const sp = { play: (button: Locator, what?: string) => playMove(sp.b, button, what) } as {
    b: Browser;
    panel: Page;
    play: SidePanel['play'];
  };
  beforeAll(async () => {
    sp.b = await launch();
    sp.panel = await openExtensionPage(sp.b, 'sidepanel');
  }, 90_000);
  afterAll(async () => {
    await sp.b?.close();
  });
  return sp;
}

/**
 * A real click on a move's button, then waits for the engine to log it. A click that lands while
 * the list is being redrawn (the store update of the step before) can be lost: it is repeated,
 * but only after a wait long enough that a loaded machine has logged a click that did land.
 */
export async function playMove(b: Browser, button: Locator, what = 'the move'): Promise<void> {
  const before = (await stored(b, 'table')).session.log.length;
  for (let attempt = 0; ; attempt++) {
    await button.click();
    try {
      await until(
        `${what} to be logged`,
        () => stored(b, 'table'),
        (t) => t.session.log.length > before,
        10_000,
      );
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
}

/**
 * Starts the sample fight of `system` from "Other systems" (closing the fight shown, if any, and
 * opening the list only when it is closed), and waits for its table in `phase`.
 */
export async function startTable(panel: Page, system: string, phase: string): Promise<void> {
  if (await panel.locator(tid('table-close')).count()) {
    await panel.locator(tid('table-close')).click();
    await panel.waitForSelector(tid('table-panel'), { state: 'detached' });
  }
  const others = panel.locator(tid('other-systems'));
  if (!(await others.evaluate((d) => (d as HTMLDetailsElement).open)))
    await panel.click(`${tid('other-systems')} summary`);
  await panel.click(tid(`start-${system}`));
  await panel.waitForSelector(`${tid('table-panel')}[data-system="${system}"][data-phase="${phase}"]`);
}
