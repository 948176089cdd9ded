/// <reference lib="dom" />
/// <reference types="chrome" />
// The system-agnostic table in the side panel runs a 4-versus-4 declared-initiative fight, drawn
// only from the engine's view and moves, with real clicks at 320 px: actions written down face
// down (one taken back and written again), revealed at once, resolved from low to high with typed
// attack totals, a full-defense creature's riposte (its reaction), the round ended; two rounds, an
// undo, and the fight kept across a reload. Screenshots at 320 and 420 px.
import { describe, expect, it } from 'vitest';
import { screenshotPath, stored } from './harness.js';
import { expectExportReplays } from './table-export.js';
import { noSideScroll, startTable, tid, useSidePanel } from './table-harness.js';

const sp = useSidePanel();

const phase = () => sp.panel.locator(tid('table-panel')).getAttribute('data-phase');

/** Opens "More moves" (moves of someone not acting now, such as a riposte or taking a declaration back). */
async function more(): Promise<void> {
  if (!(await sp.panel.locator(`${tid('moves-more')}[open]`).count()))
    await sp.panel.click(`${tid('moves-more')} summary`);
}

/** Plays one round with real clicks; returns how many clicks it took. */
async function playRound(first: boolean): Promise<number> {
  let clicks = 0;
  let tookBack = false;
  // Everyone writes an action down (the default: an attack with the first weapon); in round 1
  // Alda writes down full defense, and Cass's action is taken back and written again.
  for (let guard = 0; guard < 12; guard++) {
    const declare = sp.panel.locator(`${tid('moves-now')} button[data-testid^="move-declare:"]`).first();
    if (!(await declare.count())) break;
    const id = (await declare.getAttribute('data-testid'))!.slice('move-'.length);
    if (first && id === 'declare:alda') {
      await sp.panel.selectOption(tid(`choice-${id}-action`), 'full_defense');
      clicks++;
    }
    await sp.play(declare);
    clicks++;
    if (first && id === 'declare:cass' && !tookBack) {
      tookBack = true;
      // Written down: nothing of it shows; the order stays empty until the reveal.
      expect(await sp.panel.locator(tid('table-order')).count()).toBe(0);
      await more();
      await sp.play(sp.panel.locator(tid('move-undeclare:cass')));
      clicks += 2;
      await sp.panel.waitForSelector(`${tid('moves-now')} ${tid('move-declare:cass')}`);
    }
  }
  expect(await phase()).toBe('declare');
  await sp.play(sp.panel.locator(tid('move-reveal')));
  clicks++;
  await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="resolve"]`);
  expect(await sp.panel.locator(`${tid('table-order')} li`).count()).toBe(8);
  // Each slot attacks its default target with a typed-in total: the goblins hit (18, past Alda's full defense), the party
  // misses (3), so no goblin is hurt into a morale check and the fight runs on to round 2.
  let riposted = false;
  for (let guard = 0; guard < 30 && (await phase()) === 'resolve'; guard++) {
    if (first && !riposted && (await sp.panel.locator(tid('move-riposte:alda')).count())) {
      await more();
      await sp.panel.fill(tid('choice-riposte:alda-roll'), '3');
      await sp.play(sp.panel.locator(tid('move-riposte:alda')));
      clicks += 2;
      riposted = true;
      continue;
    }
    const attack = sp.panel.locator(`${tid('moves-now')} button[data-testid^="move-attack:"]`).first();
    if (!(await attack.count())) {
      await sp.play(sp.panel.locator(`${tid('moves-now')} button[data-testid^="move-skip:"]`).first());
      clicks++;
      continue;
    }
    const id = (await attack.getAttribute('data-testid'))!.slice('move-'.length);
    await sp.panel.fill(tid(`choice-${id}-attack.roll`), id.startsWith('attack:goblin') ? '18' : '3');
    await sp.play(attack);
    clicks += 2;
  }
  if (first) expect(riposted).toBe(true);
  expect(await phase()).toBe('end');
  await sp.play(sp.panel.locator(tid('move-end-round')));
  clicks++;
  return clicks;
}

describe("the side panel runs a declared-initiative fight from the engine's moves", () => {
  it('writes actions down, reveals them, resolves with a riposte, undoes, and keeps the fight across a reload', {
    timeout: 120_000,
  }, async () => {
    await startTable(sp.panel, 'declared-initiative', 'declare');
    expect(await noSideScroll(sp.panel)).toBe(true);
    await sp.panel.screenshot({ path: screenshotPath('table-declared-initiative-320-declare.png'), fullPage: true });

    const clicks = await playRound(true);
    console.log(`declared-initiative: ${clicks} clicks (and typed totals) for one 4 v 4 round`);
    const fight = await stored(sp.b, 'table');
    const st = fight.session.state;
    expect(
      { round: st.round, phase: st.phase, ended: st.ended, declaring: st.declaring },
      JSON.stringify(fight.session.events.slice(-12)),
    ).toEqual({ round: 2, phase: 'declare', ended: false, declaring: 'hidden' });
    expect(fight.session.log.map((a: any) => a.type)).toEqual(
      expect.arrayContaining(['declare', 'undeclare', 'reveal', 'act', 'riposte', 'end-round']),
    );
    // Written down, the log's declarations carry no action until the reveal's order.
    expect(fight.session.events.filter((e: any) => e.type === 'declare').every((e: any) => e.detail.hidden)).toBe(true);
    const hurt = await sp.panel
      .locator(`${tid('table-combatants')} .bar`)
      .evaluateAll((bars) =>
        bars.some((x) => Number(x.getAttribute('data-value')) < Number(x.getAttribute('data-max'))),
      );
    expect(hurt).toBe(true);

    // Undo the end of the round: the round-1 end is back.
    const n = fight.session.log.length;
    await sp.panel.click(tid('table-undo'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="1"][data-phase="end"]`);
    expect((await stored(sp.b, 'table')).session.log.length).toBe(n - 1);
    await sp.play(sp.panel.locator(tid('move-end-round')));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="2"]`);

    // A reload keeps the fight where it was.
    await sp.panel.reload();
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="2"][data-phase="declare"]`);
    await sp.panel.screenshot({ path: screenshotPath('table-declared-initiative-320.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);

    // Round 2, after the reload.
    await playRound(false);
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="3"][data-phase="declare"]`);

    // The fight exports as a scenario that `fray resolve --json` replays to exactly this state.
    await expectExportReplays(sp.b, sp.panel);

    await sp.panel.setViewportSize({ width: 420, height: 900 });
    await sp.panel.click(`${tid('moves-now')} button[data-testid^="move-declare:"]`);
    await sp.panel.screenshot({ path: screenshotPath('table-declared-initiative-420.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);
  });
});
