import { describe, expect, it } from 'vitest';
import { buildAction, defaultPicks } from '../engine/core/moves.js';
import { getSystem, SYSTEM_IDS } from '../engine/systems/index.js';
import { fixtureDoc, resolveJson, setupOf, tableContext } from '../test/scenarios/system-fixtures.js';
import { toYaml } from './scenario-yaml.js';
import { exportDoc, fightJson, playAction, startFight, undoFight, type TableFight } from './table-fight.js';

/** A table fight of `system`: its fixture's setup, then the GM's moves (or, without moves, the fixture's own actions). */
function playedFight(system: string, steps: number): TableFight {
  const mod = getSystem(system)!;
  const doc = fixtureDoc(system);
  const setup = setupOf(doc);
  const started = startFight(mod, setup, tableContext(system, doc));
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  let fight = started.fight;
  if (mod.moves) {
    // A varied but repeatable walk: the k-th offered move each time (the first one accepted).
    for (let i = 0; i < steps && !fight.session.state.ended; i++) {
      const offered = mod.moves(fight.session.state).moves;
      if (!offered.length) break;
      // The fight goes on where it can: a move that ends it (a chase, the end of the fight) only when nothing else is accepted.
      let next: TableFight | undefined;
      let ending: TableFight | undefined;
      for (let j = 0; j < offered.length && !next; j++) {
        const m = offered[(i * 7 + j) % offered.length]!;
        const r = playAction(mod, fight, buildAction(m, defaultPicks(m)));
        if (r.error) continue;
        if (r.fight.session.state.ended) ending ??= r.fight;
        else next = r.fight;
      }
      if (!next && !ending) break;
      fight = next ?? ending!;
    }
  } else {
    const full = startFight(mod, doc, tableContext(system, doc));
    if (!full.ok) throw new Error(JSON.stringify(full.error));
    for (const a of full.fight.session.log.slice(0, steps)) fight = playAction(mod, fight, a).fight;
  }
  return fight;
}

describe('a table fight exports as a scenario that `fray resolve --json` replays to exactly the table state', () => {
  for (const system of SYSTEM_IDS) {
    it(system, () => {
      const fight = playedFight(system, 30);
      expect(fight.session.log.length).toBeGreaterThan(3);
      const text = toYaml(exportDoc(fight));
      const mod = getSystem(system)!;
      expect(resolveJson(text)).toEqual(JSON.parse(JSON.stringify(fightJson(mod, fight.session))));
      // ...and an ongoing fight too: after an undo, the export follows.
      const back = undoFight(mod, fight, 2);
      expect(back.session.log.length).toBe(fight.session.log.length - 2);
      expect(resolveJson(toYaml(exportDoc(back)))).toEqual(JSON.parse(JSON.stringify(fightJson(mod, back.session))));
    });
  }
});

describe('startFight', () => {
  it('a bad document is an engine error with its place, not a throw', () => {
    const r = startFight(
      getSystem('team-turns')!,
      { system: 'team-turns', combatants: [{ id: 'x' }] },
      tableContext('team-turns'),
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({ code: expect.stringMatching(/^scenario\//), path: ['combatants', 0, 'team'] });
  });

  it('an imported export keeps its played actions undoable and exports them again; the document never holds actions', () => {
    const mod = getSystem('declared-initiative')!;
    const fight = playedFight('declared-initiative', 12);
    const again = startFight(mod, exportDoc(fight), tableContext('declared-initiative'));
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    expect(again.fight.doc).not.toHaveProperty('actions');
    expect(again.fight.session.state).toEqual(fight.session.state);
    expect(exportDoc(again.fight)).toEqual(exportDoc(fight));
    expect(undoFight(mod, again.fight, 1).session.log.length).toBe(fight.session.log.length - 1);
  });

  it("exports in the order a person reads, even after a browser's storage sorted the keys", () => {
    const fight = playedFight('declared-initiative', 6);
    const sorted = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
    const doc = sorted({ ...fight.doc, combatants: (fight.doc.combatants as Record<string, unknown>[]).map(sorted) });
    const out = exportDoc({
      ...fight,
      doc,
      session: { ...fight.session, log: fight.session.log.map((a) => sorted(a) as typeof a) },
    });
    expect(Object.keys(out)[0]).toBe('system');
    expect(Object.keys(out).slice(-2)).toEqual(['combatants', 'actions']);
    expect(Object.keys((out.combatants as Record<string, unknown>[])[0]!).slice(0, 2)).toEqual(['id', 'name']);
    expect((out.actions as Record<string, unknown>[]).every((a) => Object.keys(a)[0] === 'type')).toBe(true);
  });

  it('undo never takes back what the document itself scripted', () => {
    const mod = getSystem('team-turns')!;
    const full = startFight(mod, fixtureDoc('team-turns'), tableContext('team-turns'));
    if (!full.ok) throw new Error(JSON.stringify(full.error));
    expect(full.fight.scripted).toBe(full.fight.session.log.length);
    expect(undoFight(mod, full.fight, 3)).toBe(full.fight);
    expect(exportDoc(full.fight).actions).toEqual([]);
  });
});
