import { describe, expect, it } from 'vitest';
import { buildAction, defaultPicks } from '../../../engine/core/moves.js';
import { apply, startSession } from '../../../engine/core/session.js';
import { bundledCatalogDir, loadCatalog } from '../../../catalog/load-catalog.js';
import { SYSTEMS } from '../../../engine/systems/index.js';
import type { DiState } from '../../../engine/systems/declared-initiative/types.js';
import { createTableRuntime } from '../table/runtime.js';
import { SAMPLES } from '../table/samples.js';
import { commonNow, modelFromTable } from './model-from-table.js';

const ID = 'declared-initiative';
const catalog = await loadCatalog(bundledCatalogDir());
const runtime = createTableRuntime(
  { systems: { [ID]: { name: 'Declared Initiative', tables: catalog.tables[ID], combatants: [] } } },
  SAMPLES,
);
const mod = SYSTEMS[ID]!;
/** The system as the table runs it: the engine's plugin and moves, and the sample fight compiled from its document. */
const sys = {
  name: 'Declared Initiative',
  plugin: mod.plugin,
  moves: mod.moves!,
  sample(seed: number): DiState {
    const r = runtime.start(runtime.sampleDoc(ID, seed));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.fight.session.state as DiState;
  },
};

/** Plays the first common move of the overlay's model with its default picks. */
function playFirst(session: ReturnType<typeof startSession>) {
  const s = session.state;
  const move = commonNow(sys.plugin.view(s), sys.moves(s))[0]!;
  const r = apply(sys.plugin, session, buildAction(move, defaultPicks(move)));
  expect(r.error).toBeUndefined();
  return r.session;
}

describe('the overlay model of a table fight', () => {
  it('shows the common moves of whoever acts now, and counts the rest for the side panel', () => {
    const state = sys.sample(7);
    const view = sys.plugin.view(state);
    const moves = sys.moves(state);
    const m = modelFromTable(sys.name, view, moves, 0);
    expect(m.round).toBe(view.round);
    expect(m.table!.moves.length).toBeGreaterThan(0);
    for (const move of m.table!.moves) {
      expect(move.common).toBe(true);
      if (move.actor) expect(view.actingNow).toContain(move.actor);
    }
    expect(m.table!.more).toBe(moves.moves.length - m.table!.moves.length);
    expect(m.table!.more).toBeGreaterThan(0);
    expect(m.combatants.map((c) => c.name)).toEqual(view.combatants.map((c) => c.name));
    expect(m.combatants[0]!.tracks.length).toBeGreaterThan(0);
    // Plain JSON: it crosses from the worker to the page's overlay.
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });

  it('names the order, marks who acts, and follows the fight through its common moves', () => {
    let session = startSession(sys.sample(3));
    // Everyone declares through the overlay's buttons (default picks) until the order is known.
    for (let i = 0; i < 20 && sys.plugin.view(session.state).phase === 'declare'; i++) session = playFirst(session);
    const view = sys.plugin.view(session.state);
    expect(view.phase).not.toBe('declare');
    const m = modelFromTable(sys.name, view, sys.moves(session.state), session.log.length);
    expect(m.order.length).toBe(view.order.length);
    const names = new Set(view.combatants.map((c) => c.name));
    for (const o of m.order) expect([...names].some((n) => o.label.startsWith(n))).toBe(true);
    expect(m.order.filter((o) => o.active).every((o) => !o.done)).toBe(true);
    expect(m.order.some((o) => o.active)).toBe(true);
    expect(m.table!.steps).toBe(session.log.length);
  });

  it('says when the fight is over and offers no move then', () => {
    const state = sys.sample(1);
    const view = { ...sys.plugin.view(state), phase: 'ended' };
    const m = modelFromTable(sys.name, view, { ...sys.moves(state), moves: [] }, 5);
    expect(m.ended).toBe(true);
    expect(m.note).toMatch(/over/);
    expect(m.table!.moves).toEqual([]);
  });

  it('carries a timer length only when the moves ask for one', () => {
    const state = sys.sample(1);
    const view = sys.plugin.view(state);
    expect(modelFromTable(sys.name, view, sys.moves(state), 0).table!.timerSeconds).toBeUndefined();
    const timed = { ...sys.moves(state), timer: { seconds: 15, purpose: 'the faction declares a turn' } };
    expect(modelFromTable(sys.name, view, timed, 0).table).toMatchObject({
      timerSeconds: 15,
      timerPurpose: 'the faction declares a turn',
    });
  });
});
