/// <reference lib="dom" />
/// <reference types="chrome" />
// An initiative-cards fight run from the side panel with real clicks, drawn only from the engine's
// view and moves: the cards typed in from the table's deck, a players' swap at the start of the
// round, attacks with typed-in dice and the target's dodge and parry, the round ended, undone and
// ended again; a second round played on the engine's dice with the default picks (its clicks
// counted); a reload keeps the fight. Screenshots at 320 and 420 px.
import { describe, expect, it } from 'vitest';
import { screenshotPath, stored } from './harness.js';
import { expectExportReplays } from './table-export.js';
import { noSideScroll, startTable, tid, useSidePanel } from './table-harness.js';

const sp = useSidePanel();

const attr = (name: string) => sp.panel.locator(tid('table-panel')).getAttribute(name);

const move = (id: string) => sp.panel.locator(tid(`move-${id}`));
const choice = (moveId: string, key: string) => tid(`choice-${moveId}-${key}`);

/** A combatant's attack with typed-in faces, and optionally the target's reaction with its faces. */
async function attack(
  moveId: string,
  faces: string,
  opts: { target?: string; reaction?: string; reactionFaces?: string } = {},
): Promise<void> {
  if (opts.target) await sp.panel.selectOption(choice(moveId, 'target'), opts.target);
  await sp.panel.fill(choice(moveId, 'rolls'), faces);
  if (opts.reaction) {
    await sp.panel.selectOption(choice(moveId, 'reaction.maneuver'), opts.reaction);
    await sp.panel.fill(choice(moveId, 'reaction.rolls'), opts.reactionFaces!);
  }
  await sp.play(move(moveId));
}

/** One fighter's turn: an attack with its weapon (see attack()), then the end of its turn. */
async function turn(actor: string, weapon: string, faces: string, opts: Parameters<typeof attack>[2]): Promise<void> {
  await attack(`attack-${weapon}:${actor}`, faces, opts);
  await sp.play(move(`end-turn:${actor}`));
}

const state = async () => (await stored(sp.b, 'table')).session.state;

describe("the side panel runs an initiative-cards fight from the engine's moves", () => {
  it("deals typed-in cards, swaps, attacks with reactions, undoes, plays a round on the engine's dice and survives a reload", {
    timeout: 120_000,
  }, async () => {
    await startTable(sp.panel, 'initiative-cards', 'deal');
    await sp.panel.screenshot({ path: screenshotPath('table-initiative-cards-320-deal.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);

    // The cards drawn from the table's deck, typed in: one for each adventurer, one for the leader,
    // one for the three wolves together.
    const drawn: Record<string, string> = { sefa: '1', wolves: '2', elin: '3', bandit: '5', brom: '7', tove: '9' };
    for (const [holder, card] of Object.entries(drawn)) {
      await sp.panel.selectOption(choice(`deal:${holder}`, 'card'), card);
      await sp.play(move(`deal:${holder}`));
    }
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="start"]`);
    expect(
      Object.fromEntries(Object.entries((await state()).holders).map(([k, h]: [string, any]) => [k, h.cards[0]])),
    ).toEqual({ elin: 3, brom: 7, sefa: 1, tove: 9, bandit: 5, wolves: 2 });

    // Elin and Brom agree to swap before anyone acts (the move's default pair).
    await sp.panel.click(`${tid('moves-more')} summary`);
    await sp.play(move('swap'));
    expect((await state()).holders.brom.cards).toEqual([3]);

    // Sefa (card 1) shoots the bandit leader from the treeline: one 6, a hit for 1 Harm.
    await turn('sefa', 'bow', '6 2 3', { target: 'bandit' });
    // The wolves (card 2) act together: Elin dodges Wolf 1's bite (two 6s against one).
    await turn('wolf-1', 'bite', '6 1', { target: 'elin', reaction: 'dodge', reactionFaces: '6 6' });
    await turn('wolf-2', 'bite', '1 2', { target: 'tove' });
    await turn('wolf-3', 'bite', '6 5', { target: 'sefa' });
    // Brom (now card 3) hits the leader hard.
    await turn('brom', 'axe', '6 4', { target: 'bandit' });
    // The leader (card 5, three Harm points: three dice fewer) attacks Brom, who parries one 6 away.
    await turn('bandit', 'sword', '6 6', { target: 'brom', reaction: 'parry', reactionFaces: '6' });
    // Elin (now card 7) bites back at Wolf 1: two 6s, 2 + 1 Harm, out.
    await turn('elin', 'sword', '6 6 1', { target: 'wolf-1' });
    await sp.play(move('end-turn:tove'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-phase="end"]`);
    const st1 = await state();
    expect({ elinFast: st1.combatants.elin.fastUsed, bromFast: st1.combatants.brom.fastUsed }).toEqual({
      elinFast: 1,
      bromFast: 1,
    });
    expect({
      bandit: st1.combatants.bandit.physical,
      brom: st1.combatants.brom.physical,
      sefa: st1.combatants.sefa.physical,
      elin: st1.combatants.elin.physical,
      wolf1: st1.combatants['wolf-1'].out,
    }).toEqual({ bandit: 3, brom: 2, sefa: 1, elin: 0, wolf1: true });
    await sp.play(move('end-round'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="2"][data-phase="start"]`);

    // Undo the end of the round, then end it again.
    const n = (await stored(sp.b, 'table')).session.log.length;
    await sp.panel.click(tid('table-undo'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="1"][data-phase="end"]`);
    expect((await stored(sp.b, 'table')).session.log.length).toBe(n - 1);
    await sp.play(move('end-round'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-round="2"]`);

    // Round 2 on the engine's dice: each fighter attacks its default target, then ends its turn.
    let clicks = 0;
    for (let guard = 0; guard < 40; guard++) {
      if ((await attr('data-phase')) === 'end' || (await state()).ended) break;
      const now = sp.panel.locator(tid('moves-now'));
      const attackBtn = now.locator('button[data-testid^="move-attack-"]').first();
      await sp.play(
        (await attackBtn.count()) ? attackBtn : now.locator('button[data-testid^="move-end-turn:"]').first(),
      );
      clicks++;
    }
    if (!(await state()).ended) {
      await sp.play(move('end-round'));
      clicks++;
    }
    console.log(
      `initiative-cards: ${clicks} clicks for one 4 v 4 round on the engine's dice (plus one to deal all the cards from the shuffle)`,
    );
    const st2 = await state();
    expect(st2.round >= 3 || st2.ended).toBe(true);
    expect(
      (await stored(sp.b, 'table')).session.log.filter((a: any) => a.type === 'maneuver' && a.rolls === undefined)
        .length,
    ).toBeGreaterThan(0);

    // A reload keeps the fight where it was.
    const log = (await stored(sp.b, 'table')).session.log.length;
    await sp.panel.reload();
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-system="initiative-cards"]`);
    expect((await stored(sp.b, 'table')).session.log.length).toBe(log);
    expect(await attr('data-round')).toBe(String(st2.round));
    await sp.panel.screenshot({ path: screenshotPath('table-initiative-cards-320.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);
    // The fight exports as a scenario that `fray resolve --json` replays to exactly this state.
    await expectExportReplays(sp.b, sp.panel);
    await sp.panel.setViewportSize({ width: 420, height: 900 });
    await sp.panel.screenshot({ path: screenshotPath('table-initiative-cards-420.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);
  });
});
