/// <reference lib="dom" />
// Every system's table in the side panel at the three widths a GM docks it at (320, 420 and 760 px):
// its sample fight started, then the first offered move played three times with real clicks, its
// default picks as the engine gives them. At each step nothing scrolls sideways and no control is
// cut off; the screenshots are kept to look at.
import { describe, expect, it } from 'vitest';
import { clippedControls, screenshotPath } from './harness.js';
import { noSideScroll, startTable, tid, useSidePanel } from './table-harness.js';

const sp = useSidePanel();

const SYSTEMS = [
  ['declared-initiative', 'declare'],
  ['faction-turns', 'between'],
  ['team-turns', 'between'],
  ['initiative-cards', 'deal'],
] as const;

describe.each([320, 420, 760])('the table at %i px', (width) => {
  it.each(SYSTEMS)(
    '%s: started and played move by move, nothing cut off',
    { timeout: 90_000 },
    async (system, phase) => {
      await sp.panel.setViewportSize({ width, height: 900 });
      await startTable(sp.panel, system, phase);
      for (let step = 0; step < 3; step++) {
        expect(await noSideScroll(sp.panel), `${system} at ${width}, step ${step}`).toBe(true);
        expect(await clippedControls(sp.panel), `${system} at ${width}, step ${step}`).toEqual([]);
        const first = sp.panel.locator(`${tid('moves-now')} button[data-testid^="move-"]`).first();
        expect(await first.count(), `${system} offers a move at step ${step}`).toBe(1);
        await sp.play(first, `${system}'s first offered move`);
      }
      await sp.panel.screenshot({ path: screenshotPath(`table-${system}-${width}.png`), fullPage: true });
    },
  );
});
