/// <reference lib="dom" />
/// <reference types="chrome" />
// A faction-turns 4 v 4 run in the side panel with real mouse input, drawn only from the engine's
// view and moves: the initiative holder starts each round, factions alternate one character's
// attack at a time (the table's dice typed in), the panel asks the target for its reaction after
// the save to hit and one dodges (its AGI save), the bandits are
// halved and the morale phase asks for their group WIT save, a broken bandit may only surrender or
// flee; an undo, a reload, and the fight played to its end in round 2. Screenshots at 320 and 420 px.
import { describe, expect, it } from 'vitest';
import { screenshotPath, stored } from './harness.js';
import { expectExportReplays } from './table-export.js';
import { noSideScroll, startTable, tid, useSidePanel } from './table-harness.js';

const sp = useSidePanel();

const fightState = async () => (await stored(sp.b, 'table')).session.state;
const health = async (id: string) =>
  (await fightState()).combatants.find((c: { id: string }) => c.id === id).health as number;
let clicks = 0;

async function play(moveId: string): Promise<void> {
  await sp.play(sp.panel.locator(tid(`move-${moveId}`)), moveId);
  clicks++;
}

/** Types the table's dice into a move's dice box. */
const dice = (moveId: string, key: string, values: string) => sp.panel.fill(tid(`choice-${moveId}-${key}`), values);
/**
 * A character attacks an enemy with the table's damage die. When someone could react, the panel
 * asks after the save to hit (the damage die comes with the answer): here, no reaction.
 */
async function attack(actor: string, target: string, damage: string): Promise<void> {
  const id = `attack-${target}:${actor}`;
  const now = sp.panel.locator(tid(`choice-${id}-dice.damage`));
  if (await now.count()) await now.fill(damage);
  await play(id);
  if (!(await fightState()).pending) return;
  await dice('react-none', 'dice.damage', damage);
  await play('react-none');
}

describe("the side panel runs a faction-turns fight from the engine's moves", () => {
  it('plays two rounds with a dodge and the morale phase, undoes, and keeps the fight across a reload', {
    timeout: 120_000,
  }, async () => {
    await startTable(sp.panel, 'faction-turns', 'between');
    expect(await noSideScroll(sp.panel)).toBe(true);

    // Round 1: the players hold the initiative and go first (the default pick).
    await play('start-round');
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="main: players"]`);
    await sp.panel.screenshot({ path: screenshotPath('table-faction-turns-320-round.png'), fullPage: true });
    await attack('theobald', 'bandit-1', '8');
    expect(await health('bandit-1')).toBe(0);
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="main: bandits"]`);
    await attack('bandit-2', 'theobald', '1');
    await attack('balthasar', 'bandit-2', '8');
    // The leader strikes Hilde; the panel asks for her reaction and she dodges: her AGI save (a 1)
    // passes and the blow misses. Only Sybilla, of those beside her, has her turn left to guard.
    await play('attack-hilde:bandit-leader');
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="main: Hilde may react to Bandit Leader"]`);
    const offered = await sp.panel
      .locator(`${tid('moves-now')} button`)
      .evaluateAll((xs) => xs.map((x) => x.textContent));
    expect(offered).toEqual([
      'Hilde dodges (AGI save)',
      'Hilde counters',
      'Hilde hides behind Balthasar',
      'Hilde hides behind Sybilla',
      'Hilde hides behind Theobald',
      'Sybilla guards Hilde',
      'Hilde: no reaction (takes the blow, or is unaware)',
    ]);
    await sp.panel.screenshot({ path: screenshotPath('table-faction-turns-320-reaction.png'), fullPage: true });
    await dice('react-dodge:hilde', 'dice.dodge', '1');
    await dice('react-dodge:hilde', 'dice.damage', '8');
    await play('react-dodge:hilde');
    expect(await health('hilde')).toBe(7);
    expect((await fightState()).combatants.find((c: { id: string }) => c.id === 'hilde').spent).toBe('reaction');
    await attack('sybilla', 'bandit-leader', '1');
    await attack('bandit-archer', 'sybilla', '1');

    // Everyone has acted: both factions pass on their own and the morale phase asks the halved band.
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="morale"]`);
    expect(await sp.panel.locator(tid('check-morale')).textContent()).toMatch(/bandits: group WIT save/);
    const morale = sp.panel.locator(tid('move-morale'));
    expect(await morale.textContent()).toBe('Morale: group WIT save for Bandit Leader, Bandit Archer');
    await dice('morale', 'rolls', '1 20');
    await play('morale');
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="between"]`);
    const roundClicks = clicks;
    console.log(
      `faction-turns: ${roundClicks} clicks for one 4 v 4 round (start, six attacks, their reaction prompts, morale)`,
    );
    let st = await fightState();
    expect(st.combatants.filter((c: { broken: boolean }) => c.broken).map((c: { id: string }) => c.id)).toEqual([
      'bandit-archer',
    ]);
    expect(st.combatants.find((c: { id: string }) => c.id === 'bandit-leader').moraleExempt).toBe(true);

    // Undo the morale phase, and make it again.
    const n = (await stored(sp.b, 'table')).session.log.length;
    await sp.panel.click(tid('table-undo'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="morale"]`);
    expect((await stored(sp.b, 'table')).session.log.length).toBe(n - 1);
    await dice('morale', 'rolls', '1 20');
    await play('morale');

    // A reload keeps the fight where it was.
    await sp.panel.reload();
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="1"][data-phase="between"]`);
    expect(await noSideScroll(sp.panel)).toBe(true);

    // Round 2: the broken archer may only surrender or flee; the leader falls and the fight is over.
    await play('start-round');
    await attack('theobald', 'bandit-leader', '8');
    const archer = await sp.panel
      .locator(`${tid('moves-now')} button[data-testid$=":bandit-archer"]`)
      .evaluateAll((xs) => xs.map((x) => x.getAttribute('data-testid')));
    expect(archer).toEqual(['move-surrender:bandit-archer', 'move-flee:bandit-archer']);
    await sp.panel.screenshot({ path: screenshotPath('table-faction-turns-320.png'), fullPage: true });
    await play('flee:bandit-archer');
    await attack('balthasar', 'bandit-leader', '8');
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="ended"]`);
    st = await fightState();
    expect({ round: st.round, ended: st.ended }).toEqual({ round: 2, ended: true });
    expect(st.combatants.find((c: { id: string }) => c.id === 'bandit-archer').status).toBe('fled');

    // After the fight: the gear's durability rolls, one move.
    await play('gear-check');
    expect((await fightState()).gearChecked).toBe(true);
    // The finished fight exports as a scenario that `fray resolve --json` replays to exactly this state.
    await expectExportReplays(sp.b, sp.panel);
    await sp.panel.setViewportSize({ width: 420, height: 900 });
    await sp.panel.screenshot({ path: screenshotPath('table-faction-turns-420.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);
  });
});
