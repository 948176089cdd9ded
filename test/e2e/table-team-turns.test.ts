/// <reference lib="dom" />
/// <reference types="chrome" />
// The system-agnostic table in the side panel runs a 4-versus-4 team-turns fight, drawn only from
// the engine's view and moves, with real clicks at 320 px: the rounds started, teams alternating
// one member at a time, each turn an attack with the table's dice typed in and its end, an attack
// that lands waiting for the target's reaction (a dodge with typed dice, then taking a hit), two
// rounds, an undo, the fight kept across a reload, and the export that `fray resolve --json`
// replays to exactly the panel's fight.
import { describe, expect, it } from 'vitest';
import { screenshotPath, stored, until } from './harness.js';
import { noSideScroll, startTable, tid, useSidePanel } from './table-harness.js';
import { expectExportReplays } from './table-export.js';

const sp = useSidePanel();

const attr = (name: string) => sp.panel.locator(tid('table-panel')).getAttribute(name);

const now = (prefix: string) => sp.panel.locator(`${tid('moves-now')} button[data-testid^="move-${prefix}"]`).first();

/**
 * One round: each turn the first member of the team up attacks its default target with typed test dice
 * and luck die (1 1 misses; the guard named by `hits` rolls 3 3, which can land) and ends its turn; the
 * target answers a landing attack with `answer`. Returns the clicks.
 */
async function playRound(hits: string, answer: (target: string) => Promise<number>): Promise<number> {
  let clicks = 0;
  await sp.play(sp.panel.locator(tid('move-start-round')));
  clicks++;
  for (let guard = 0; guard < 20 && (await attr('data-phase'))?.startsWith('round'); guard++) {
    const attack = now('attack-');
    const id = (await attack.getAttribute('data-testid'))!.slice('move-'.length);
    await sp.panel.fill(tid(`choice-${id}-rolls`), id.endsWith(`:${hits}`) ? '3 3' : '1 1');
    // The luck die too (a 19 or 20 would be a critical, which no dodge avoids).
    await sp.panel.fill(tid(`choice-${id}-action.attack.luck`), '5');
    await sp.play(attack);
    clicks += 3;
    const pending = (await stored(sp.b, 'table')).session.state.pending;
    if (pending) clicks += await answer(pending.spec.target);
    await sp.play(now('end-turn:'));
    clicks++;
  }
  expect(await attr('data-phase')).toBe('between');
  return clicks;
}

describe("the side panel runs a team-turns fight from the engine's moves", () => {
  it('alternates the teams one member at a time, answers an attack with a reaction, undoes, keeps the fight across a reload, and exports it for fray resolve', {
    timeout: 120_000,
  }, async () => {
    await startTable(sp.panel, 'team-turns', 'between');

    // Round 1: Guard 1's attack lands on Boudica (test 3 + 3 = 6 against her evasion 6); she dodges
    // with typed dice 6 6 and luck 1 (12 ≥ 6): the attack is avoided.
    const clicks = await playRound('guard-1', async (target) => {
      expect(target).toBe('boudica');
      await sp.panel.waitForSelector(tid('check-reaction'));
      await sp.panel.screenshot({ path: screenshotPath('table-team-turns-320-reaction.png'), fullPage: true });
      expect(await noSideScroll(sp.panel)).toBe(true);
      await sp.panel.fill(tid('choice-dodge:boudica-rolls'), '6 6 1');
      await sp.play(sp.panel.locator(tid('move-dodge:boudica')));
      return 2;
    });
    console.log(`team-turns: ${clicks} clicks (and typed dice) for one 4 v 4 round`);
    let fight = await stored(sp.b, 'table');
    const st = fight.session.state;
    expect({ round: st.round, phase: st.phase, ended: st.ended }).toEqual({ round: 1, phase: 'between', ended: false });
    const events = fight.session.events;
    // Teams alternated, one member at a time, the players (who started it) first.
    const turns = events.filter((e: any) => e.type === 'turn').map((e: any) => e.detail.team);
    expect(turns).toEqual(['players', 'guards', 'players', 'guards', 'players', 'guards', 'players', 'guards']);
    expect(events.find((e: any) => e.type === 'attack' && e.detail.reactions)?.detail.reactions[0]).toMatchObject({
      kind: 'dodge',
      by: 'boudica',
      avoided: true,
    });
    // Every attack after a character's first this round carries the penalty in its label.
    expect(fight.session.log.filter((a: any) => a.type === 'act').length).toBe(8);

    // Undo the dodge's turn end: Guard 1 is taking its turn again.
    const n = fight.session.log.length;
    await sp.panel.click(tid('table-undo'));
    await until(
      'the undo',
      () => stored(sp.b, 'table'),
      (t) => t.session.log.length === n - 1,
      5_000,
    );
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="round: guards"]`);
    await sp.play(now('end-turn:'));

    // A reload keeps the fight where it was.
    await sp.panel.reload();
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="1"][data-phase="between"]`);
    expect(await noSideScroll(sp.panel)).toBe(true);

    // Round 2: the hit lands and Boudica takes it.
    await playRound('guard-2', async (target) => {
      await sp.play(sp.panel.locator(tid(`move-take-hit:${target}`)));
      return 1;
    });
    fight = await stored(sp.b, 'table');
    expect(fight.session.state.round).toBe(2);
    const boudica = fight.session.state.combatants.find((c: any) => c.id === 'boudica');
    expect(boudica.endurance).toBeLessThan(boudica.maxEndurance);
    await sp.panel.waitForSelector(`${tid('track-boudica-endurance')}[data-value="${boudica.endurance}"]`);
    await sp.panel.screenshot({ path: screenshotPath('table-team-turns-320.png'), fullPage: true });

    // The fight exports as a scenario that `fray resolve --json` replays to exactly this state.
    const yaml = await expectExportReplays(sp.b, sp.panel);
    expect(yaml).toMatch(/\nactions:\n/);
  });
});
