/// <reference lib="dom" />
/// <reference types="chrome" />
// The system-agnostic table in the side panel: a declared-initiative fight drawn only from the
// engine's view and moves, played with real clicks at 320 px (declare, attack with a typed total,
// end the round), undone, and kept across a reload; screenshots at 320 and 420 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, screenshotPath, stored, until, type Browser } from './harness.js';
import { expectExportReplays } from './table-export.js';

let b: Browser;
let panel: Page;
const tid = (id: string) => `[data-testid="${id}"]`;
const phase = () => panel.locator(tid('table-panel')).getAttribute('data-phase');
const noSideScroll = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

beforeAll(async () => {
  b = await launch();
  panel = await b.context.newPage();
  await panel.setViewportSize({ width: 320, height: 900 });
  await panel.goto(`chrome-extension://${b.extensionId}/sidepanel.html`);
  await panel.waitForSelector(tid('popup'));
}, 90_000);

afterAll(async () => {
  await b?.close();
});

/**
 * A real click on a move's button, then waits for the engine to log it. A click that lands while
 * the list is being redrawn (a store update from the step before) is lost: click again.
 */
async function play(button: ReturnType<Page['locator']>): Promise<void> {
  const before = (await stored(b, 'table')).session.log.length;
  for (let attempt = 0; ; attempt++) {
    await button.click();
    try {
      await until('the move to be logged', () => stored(b, 'table'), (t) => t.session.log.length > before, 3_000);
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
}

/** Plays one declared-initiative round with real clicks; returns how many clicks it took. */
async function playRound(): Promise<number> {
  let clicks = 0;
  // Everyone declares (the default: an attack with the first weapon).
  while ((await phase()) === 'declare') {
    await play(panel.locator(`${tid('moves-now')} button[data-testid^="move-declare:"]`).first());
    clicks++;
  }
  // Each slot attacks its default target with a typed-in total: the goblins hit (14), the party
  // misses (3), so no goblin is hurt into a morale check and the fight runs on to round 2.
  for (let guard = 0; guard < 30 && (await phase()) === 'resolve'; guard++) {
    const attack = panel.locator(`${tid('moves-now')} button[data-testid^="move-attack:"]`).first();
    if (!(await attack.count())) {
      await play(panel.locator(`${tid('moves-now')} button[data-testid^="move-skip:"]`).first());
      clicks++;
      continue;
    }
    const id = (await attack.getAttribute('data-testid'))!.slice('move-'.length);
    await panel.fill(tid(`choice-${id}-attack.roll`), id.startsWith('attack:goblin') ? '14' : '3');
    await play(attack);
    clicks++;
  }
  expect(await phase()).toBe('end');
  await play(panel.locator(tid('move-end-round')));
  clicks++;
  return clicks;
}

describe('the side panel runs a declared-initiative fight from the engine\'s moves', () => {
  it('declares, attacks and ends rounds with real clicks, undoes, and keeps the fight across a reload', { timeout: 90_000 }, async () => {
    await panel.click(`${tid('other-systems')} summary`);
    await panel.click(tid('start-declared-initiative'));
    await panel.waitForSelector(`${tid('table-panel')}[data-system="declared-initiative"][data-phase="declare"]`);
    expect(await noSideScroll(panel)).toBe(true);
    await panel.screenshot({ path: screenshotPath('table-declared-initiative-320-declare.png'), fullPage: true });

    const clicks = await playRound();
    console.log(`declared-initiative: ${clicks} clicks for one 4 v 4 round`);
    const fight = await stored(b, 'table');
    const st = fight.session.state;
    expect({ round: st.round, phase: st.phase, ended: st.ended }, JSON.stringify(fight.session.events.slice(-12))).toEqual({ round: 2, phase: 'declare', ended: false });
    await panel.waitForSelector(`${tid('table-panel')}[data-round="2"][data-phase="declare"]`);
    expect(fight.system).toBe('declared-initiative');
    expect(fight.session.log.filter((a: any) => a.type === 'act').length).toBeGreaterThan(0);
    // Someone was hurt: a track below its maximum.
    const hurt = await panel.locator(`${tid('table-combatants')} .bar`).evaluateAll((bars) => bars.some((x) => Number(x.getAttribute('data-value')) < Number(x.getAttribute('data-max'))));
    expect(hurt).toBe(true);

    // Undo the end of the round: the round-1 end is back.
    const n = fight.session.log.length;
    await panel.click(tid('table-undo'));
    await panel.waitForSelector(`${tid('table-panel')}[data-round="1"][data-phase="end"]`);
    expect((await stored(b, 'table')).session.log.length).toBe(n - 1);
    await play(panel.locator(tid('move-end-round')));
    await panel.waitForSelector(`${tid('table-panel')}[data-round="2"]`);

    // A reload keeps the fight where it was.
    await panel.reload();
    await panel.waitForSelector(`${tid('table-panel')}[data-round="2"][data-phase="declare"]`);
    await panel.screenshot({ path: screenshotPath('table-declared-initiative-320.png'), fullPage: true });
    expect(await noSideScroll(panel)).toBe(true);

    // The fight exports as a scenario that `fray resolve --json` replays to exactly this state.
    await expectExportReplays(b, panel);

    await panel.setViewportSize({ width: 420, height: 900 });
    await panel.click(`${tid('moves-now')} button[data-testid^="move-declare:"]`);
    await panel.screenshot({ path: screenshotPath('table-declared-initiative-420.png'), fullPage: true });
    expect(await noSideScroll(panel)).toBe(true);
  });
});
