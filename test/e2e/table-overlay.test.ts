/// <reference lib="dom" />
/// <reference types="chrome" />
// The overlay on a fight of another system (the store's `table`), on the fixture that behaves like
// Owlbear Rodeo (pointer capture on window, shortcuts on <body>, hostile CSS, a "Select map"
// dialog): it shows the order, the tracks and the common moves the engine offers, its buttons
// play them with real mouse input, it follows the side panel both ways, steps aside for the
// page's dialog, and comes back after a reload. Screenshots of both surfaces at 320 and 420 px.
import { describe, expect, it } from 'vitest';
import {
  clickOverlay,
  injectOverlay,
  openExtensionPage,
  overlay,
  overlayRects,
  screenshotPath,
  setOverlayPlace,
  stored,
  tid,
  until,
  useFixturePage,
} from './harness.js';
import { startTable } from './table-harness.js';

const fx = useFixturePage('owlbear.html', { sidePanel: true });

interface TableSnap {
  round: string;
  moves: string[];
  checks: string[];
  side: string;
  status: string;
  aside: boolean;
  order: { label: string; active: boolean; done: boolean }[];
  combatants: { name: string; tracks: Record<string, string> }[];
}
const snap = async () => (await overlay(fx.b, fx.page)) as unknown as TableSnap;
const steps = async (): Promise<number> => (await stored(fx.b, 'table'))?.session.log.length ?? 0;

/** A real click on an overlay button, then waits for the engine to log a step. */
async function clickMove(cmd: string): Promise<void> {
  const before = await steps();
  await fx.page.bringToFront();
  await clickOverlay(fx.b, fx.page, cmd);
  await until(`${cmd} to be played`, steps, (n) => n > before, 5_000);
}

describe('the overlay on a declared-initiative fight', () => {
  it('shows what the side panel shows and plays the common moves with real clicks', { timeout: 90_000 }, async () => {
    await startTable(fx.panel, 'declared-initiative', 'declare');
    const names = await fx.panel.locator(`${tid('table-combatants')} .name`).allTextContents();
    expect(names).toHaveLength(8);

    // The overlay follows the side panel: the same system, round, combatants and common moves.
    const first = await until(
      'the overlay to show the fight',
      snap,
      (s) => /declared initiative/i.test(s.round) && s.moves.length > 0,
    );
    expect(first.round).toContain('Round 1');
    expect(first.combatants.map((c) => c.name)).toEqual(names);
    expect(Object.keys(first.combatants[0]!.tracks).length).toBeGreaterThan(0);
    const panelNow = await fx.panel
      .locator(`${tid('moves-now')} button`)
      .evaluateAll((bs) => bs.map((x) => x.getAttribute('data-testid')!.slice('move-'.length)));
    expect(first.moves).toEqual(panelNow);
    expect(first.side).toMatch(/more moves ▸ side panel/);
    await fx.page.screenshot({ path: screenshotPath('table-overlay-declared-initiative-320.png') });

    // A common move from the overlay, with the page capturing the pointer on window: played, and
    // the side panel follows.
    const declare = first.moves[0]!;
    await clickMove(`move:${declare}`);
    await fx.panel.waitForSelector(tid(`move-${declare}`), { state: 'detached' });
    await until('the overlay to drop the played move', snap, (s) => !s.moves.includes(declare));

    // A move from the side panel: the overlay follows.
    const next = (await snap()).moves[0]!;
    await fx.panel.click(tid(`move-${next}`));
    await until('the overlay to follow the side panel', snap, (s) => !s.moves.includes(next));

    // The popup shows the same fight: its common moves are the overlay's buttons.
    const popup = await openExtensionPage(
      fx.b,
      'popup',
      { width: 760, height: 900 },
      `${tid('table-panel')}[data-phase="declare"]`,
    );
    const popupNow = await popup
      .locator(`${tid('moves-now')} button`)
      .evaluateAll((bs) => bs.map((x) => x.getAttribute('data-testid')!.slice('move-'.length)));
    expect(popupNow).toEqual((await snap()).moves);
    expect(await popup.locator(`${tid('table-combatants')} .name`).allTextContents()).toEqual(names);
    await popup.screenshot({ path: screenshotPath('table-popup-declared-initiative.png') });
    await popup.close();

    // Everyone else declares from the overlay; then the order is known and someone acts.
    for (let guard = 0; guard < 12; guard++) {
      const s = await snap();
      const d = s.moves.find((m) => m.startsWith('declare:'));
      if (!d) break;
      await clickMove(`move:${d}`);
    }
    // The sample's actions are written down: the reveal (a common move, so a button) shows them at once.
    await until('the reveal', snap, (s) => s.moves.includes('reveal'));
    await clickMove('move:reveal');
    const resolving = await until('the order', snap, (s) => s.order.some((o) => o.active));
    expect(resolving.order.length).toBeGreaterThan(0);
    expect(resolving.moves.some((m) => m.startsWith('attack:'))).toBe(true);

    // An attack with the table's own total typed into the overlay: the page's shortcuts on <body>
    // never see the keys.
    const attack = resolving.moves.find((m) => m.startsWith('attack:'))!;
    const box = (await overlayRects(fx.b, fx.page))[`choice:${attack}|attack.roll`];
    expect(box).toBeTruthy();
    const keysBefore = await fx.page.evaluate(() => (window as any).__keys.length);
    await fx.page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await fx.page.keyboard.type('3');
    expect(await fx.page.evaluate(() => (window as any).__keys.length)).toBe(keysBefore);
    const before = await steps();
    await clickMove(`move:${attack}`);
    const played = (await stored(fx.b, 'table')).session.log[before];
    expect(played.attack?.roll ?? played.roll).toBe(3);
    await fx.page.screenshot({ path: screenshotPath('table-overlay-declared-initiative-attack-320.png') });

    // Undo from the overlay takes the attack back.
    const n = await steps();
    await clickOverlay(fx.b, fx.page, 'table-undo');
    await until('the undo', steps, (x) => x === n - 1);
    await until('the overlay to offer the attack again', snap, (s) => s.moves.includes(attack));
  });

  it("steps aside for the page's dialog, and its buttons stay off it", { timeout: 40_000 }, async () => {
    const before = await snap();
    const r = await fx.page.locator('#open-maps').boundingBox();
    await fx.page.mouse.click(r!.x + r!.width / 2, r!.y + r!.height / 2);
    await until('the overlay to step aside', snap, (s) => s.aside === true);
    const search = await fx.page.locator('#map-search').boundingBox();
    await fx.page.mouse.click(search!.x + 10, search!.y + 5);
    await fx.page.keyboard.type('keep');
    expect(await fx.page.inputValue('#map-search')).toBe('keep');
    // Where a move button was, the page's dialog is.
    const rects = await overlayRects(fx.b, fx.page);
    const m = rects[`move:${before.moves[0]}`];
    if (m && m.width > 0)
      expect(
        await fx.page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [m.x + 5, m.y + 5]),
      ).not.toBe('FRAY-OVERLAY');
    const n = await steps();
    await fx.page.keyboard.press('Escape');
    await until('the overlay to come back', snap, (s) => s.aside === false);
    expect(await steps()).toBe(n);
  });

  it('comes back after a reload with the fight, and is drawn at 420 px', { timeout: 60_000 }, async () => {
    const before = await snap();
    await fx.page.reload();
    await injectOverlay(fx.b, fx.page);
    const after = await until('the fight after the reload', snap, (s) => s.moves.length > 0);
    expect(after.round).toBe(before.round);
    expect(after.moves).toEqual(before.moves);
    // Resize the panel to 420 px through its stored place (as a drag of its grip stores it).
    await setOverlayPlace(fx.b, fx.srv.origin, { x: 272, y: 60, width: 420, height: 700 });
    await fx.page.reload();
    await injectOverlay(fx.b, fx.page);
    await until(
      'the 420 px panel',
      () => overlay(fx.b, fx.page),
      (s) => s?.layout.width === 420,
    );
    await fx.page.screenshot({ path: screenshotPath('table-overlay-declared-initiative-420.png') });
    await fx.panel.bringToFront();
    await fx.panel.setViewportSize({ width: 420, height: 900 });
    await fx.panel.screenshot({ path: screenshotPath('table-sidepanel-declared-initiative-420.png'), fullPage: true });
    await fx.panel.setViewportSize({ width: 320, height: 900 });
    await fx.panel.screenshot({ path: screenshotPath('table-sidepanel-declared-initiative-320.png'), fullPage: true });
  });

  it('shows every other system the side panel runs, and plays its first common move', {
    timeout: 120_000,
  }, async () => {
    await fx.panel.bringToFront();
    if (await fx.panel.locator(tid('table-close')).count())
      await fx.panel.evaluate((sel) => (document.querySelector(sel) as HTMLElement).click(), tid('table-close'));
    await fx.panel.waitForSelector(tid('table-panel'), { state: 'detached' });
    const details = fx.panel.locator(tid('other-systems'));
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
      await fx.panel.click(`${tid('other-systems')} summary`);
    await fx.panel.waitForSelector(`${tid('other-systems')} button[data-testid^="start-"]`);
    const systems = (
      await fx.panel
        .locator(`${tid('other-systems')} button[data-testid^="start-"]`)
        .evaluateAll((bs) => bs.map((x) => x.getAttribute('data-testid')!.slice('start-'.length)))
    ).filter((id) => id !== 'declared-initiative');
    for (const system of systems) {
      if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
        await fx.panel.click(`${tid('other-systems')} summary`);
      await fx.panel.click(tid(`start-${system}`));
      await fx.panel.waitForSelector(`${tid('table-panel')}[data-system="${system}"]`);
      const panelNow = await fx.panel
        .locator(`${tid('moves-now')} button`)
        .evaluateAll((bs) => bs.map((x) => x.getAttribute('data-testid')!.slice('move-'.length)));
      const shown = await until(
        `the overlay to show ${system}`,
        snap,
        (s) => JSON.stringify(s.moves) === JSON.stringify(panelNow) && s.combatants.length === 8,
      );
      expect(shown.moves.length).toBeGreaterThan(0);
      await fx.page.screenshot({ path: screenshotPath(`table-overlay-${system}-320.png`) });
      await clickMove(`move:${shown.moves[0]}`);
      await until(
        `the overlay to follow ${system}`,
        snap,
        (s) => JSON.stringify(s.moves) !== JSON.stringify(shown.moves) || s.round !== shown.round,
      );
      await fx.page.screenshot({ path: screenshotPath(`table-overlay-${system}-320-after.png`) });
      await fx.panel.bringToFront();
      await fx.panel.evaluate((sel) => (document.querySelector(sel) as HTMLElement).click(), tid('table-close'));
      await fx.panel.waitForSelector(`${tid('other-systems')} button[data-testid="start-${system}"]`, {
        state: 'attached',
      });
    }
  });
});
