/// <reference lib="dom" />
/// <reference types="chrome" />
// Every system's fight in the overlay, on the fixture that behaves like Owlbear Rodeo (pointer
// capture on window, hostile global CSS, a "Select map" modal dialog), with the overlay 320, 420
// and 760 px wide: the sample fight started from the side panel, the overlay's first common move
// played with a real mouse click, the overlay stepping aside for the dialog and back. Screenshots
// of each kept to look at.
import { describe, expect, it } from 'vitest';
import {
  clickOverlay,
  injectOverlay,
  overlay,
  overlayRects,
  screenshotPath,
  setOverlayPlace,
  stored,
  until,
  useFixturePage,
} from './harness.js';
import { startTable } from './table-harness.js';

const fx = useFixturePage('owlbear.html', { sidePanel: true });

interface Snap {
  round: string;
  moves: string[];
  aside: boolean;
  layout: { width: number };
}
const snap = async () => (await overlay(fx.b, fx.page)) as unknown as Snap;
const steps = async (): Promise<number> => (await stored(fx.b, 'table'))?.session.log.length ?? 0;

const SYSTEMS = [
  ['declared-initiative', 'declare', /declared initiative/i],
  ['faction-turns', 'between', /faction turns/i],
  ['team-turns', 'between', /team turns/i],
  ['initiative-cards', 'deal', /initiative cards/i],
] as const;

describe.each([320, 420, 760])('the overlay %i px wide on an Owlbear-like page', (width) => {
  it.each(SYSTEMS)(
    '%s: a common move played with a real click; steps aside for the dialog',
    { timeout: 90_000 },
    async (system, phase, title) => {
      await setOverlayPlace(fx.b, fx.srv.origin, { x: 272, y: 50, width, height: 700 });
      await fx.panel.bringToFront();
      await startTable(fx.panel, system, phase);
      await fx.page.reload();
      await injectOverlay(fx.b, fx.page);
      const first = await until(
        `the overlay to show the ${system} fight`,
        snap,
        (s) => title.test(s.round) && s.moves.length > 0 && s.layout.width === width,
      );

      // No button of the overlay sticks out of its own width.
      const rects = await overlayRects(fx.b, fx.page);
      const outside = Object.entries(rects)
        .filter(([, r]) => r.width > 0 && (r.x < 272 - 0.5 || r.x + r.width > 272 + width + 0.5))
        .map(([k]) => k);
      expect(outside).toEqual([]);

      // The first common move, clicked with the page capturing the pointer on window: the engine logs it.
      const before = await steps();
      await fx.page.bringToFront();
      await clickOverlay(fx.b, fx.page, `move:${first.moves[0]}`);
      await until(`${first.moves[0]} to be played`, steps, (n) => n > before, 10_000);
      await fx.page.screenshot({ path: screenshotPath(`table-overlay-${system}-${width}.png`) });

      // The page's modal dialog takes over; the overlay steps aside, then comes back on Esc with nothing played.
      const open = await fx.page.locator('#open-maps').boundingBox();
      await fx.page.mouse.click(open!.x + open!.width / 2, open!.y + open!.height / 2);
      await until('the overlay to step aside', snap, (s) => s.aside === true);
      const n = await steps();
      await fx.page.keyboard.press('Escape');
      await until('the overlay to come back', snap, (s) => s.aside === false);
      expect(await steps()).toBe(n);
    },
  );
});
