/// <reference lib="dom" />
// Every system's table in the side panel at the three widths a GM docks it at (320, 420 and 760 px):
// its sample fight started, then the first offered move played three times with real clicks, its
// default picks as the engine gives them. At each step nothing scrolls sideways and no control is
// cut off; the screenshots are kept to look at.
import { describe, expect, it } from 'vitest';
import { screenshotPath } from './harness.js';
import { noSideScroll, tid, useSidePanel } from './table-harness.js';

const sp = useSidePanel();

/** Buttons, selects and inputs that stick out of the panel's width. */
const clipped = () =>
  sp.panel.evaluate(() =>
    Array.from(document.querySelectorAll('button, select, input'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5);
      })
      .map((el) => el.getAttribute('data-testid') ?? el.textContent),
  );

const SYSTEMS = [
  ['declared-initiative', 'declare'],
  ['faction-turns', 'between'],
  ['team-turns', 'between'],
  ['initiative-cards', 'deal'],
] as const;

describe.each([320, 420, 760])('the table at %i px', (width) => {
  it.each(SYSTEMS)('%s: started and played move by move, nothing cut off', { timeout: 90_000 }, async (system, phase) => {
    await sp.panel.setViewportSize({ width, height: 900 });
    if (await sp.panel.locator(tid('table-close')).count()) {
      await sp.panel.locator(tid('table-close')).click();
      await sp.panel.waitForSelector(tid('table-panel'), { state: 'detached' });
    }
    // "Other systems" may still be open from the fight before: open it only when closed.
    const others = sp.panel.locator(tid('other-systems'));
    if (!(await others.evaluate((d) => (d as HTMLDetailsElement).open))) await sp.panel.click(`${tid('other-systems')} summary`);
    await sp.panel.click(tid(`start-${system}`));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-system="${system}"][data-phase="${phase}"]`);
    for (let step = 0; step < 3; step++) {
      expect(await noSideScroll(sp.panel), `${system} at ${width}, step ${step}`).toBe(true);
      expect(await clipped(), `${system} at ${width}, step ${step}`).toEqual([]);
      const first = sp.panel.locator(`${tid('moves-now')} button[data-testid^="move-"]`).first();
      expect(await first.count(), `${system} offers a move at step ${step}`).toBe(1);
      await sp.play(first, `${system}'s first offered move`);
    }
    await sp.panel.screenshot({ path: screenshotPath(`table-${system}-${width}.png`), fullPage: true });
  });
});
