import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bundledCatalogDir, loadCatalog } from '../../../catalog/load-catalog.js';
import { buildAction, defaultPicks, type Move } from '../../../engine/core/moves.js';
import { SYSTEMS } from '../../../engine/systems/index.js';
import type { SystemModule, TableSetup } from '../../../engine/systems/system-module.js';
import { fightJson } from '../../../scenario/table-fight.js';
import { resolveJson } from '../../../test/scenarios/system-fixtures.js';
import { memoryBackend } from '../storage-backend.js';
import { createStore } from '../store.js';
import { createTableRuntime } from './runtime.js';
import { SAMPLES } from './samples.js';
import { createTable } from './table.js';

const catalog = await loadCatalog(bundledCatalogDir());
const SYSTEM = 'declared-initiative';

// The test's own setup description, so this suite does not lean on any system's: stats as the
// scenario's combatant entries take them.
const weapon = z.strictObject({
  id: z.string(),
  speed: z.number().int(),
  damage: z.string(),
  crit: z.number().int(),
  type: z.string(),
});
const testTable: TableSetup = {
  stats: z.strictObject({
    agility: z.number().int(),
    strength: z.number().int().min(1),
    stress: z.number().int().min(0),
    armour: z.number().int().optional(),
    hd: z.number().int().optional(),
    weapons: z.array(weapon).optional(),
  }),
  quickAdd: [
    { key: 'agility', label: 'Agility', kind: 'number', default: 0 },
    { key: 'strength', label: 'Strength', kind: 'number', default: 10 },
    { key: 'stress', label: 'Stress', kind: 'number', default: 6 },
  ],
  entry: (stats, who) => ({
    id: who.id,
    name: who.name,
    side: who.side,
    ...(who.monster ? { monster: true } : {}),
    ...stats,
  }),
  options: [],
};
const systems: Record<string, SystemModule> = { ...SYSTEMS, [SYSTEM]: { ...SYSTEMS[SYSTEM]!, table: testTable } };
const club = { id: 'club', speed: 3, damage: '1d6', crit: 2, type: 'blunt' };
const data = {
  systems: {
    [SYSTEM]: {
      name: 'Declared Initiative',
      tables: catalog.tables[SYSTEM],
      combatants: [
        {
          id: 'alda',
          name: 'Alda the Bold',
          role: 'character' as const,
          side: 'party',
          stats: { agility: 2, strength: 12, stress: 8, weapons: [club] },
        },
        {
          id: 'goblin',
          name: 'Goblin',
          role: 'monster' as const,
          stats: { agility: 1, strength: 6, stress: 4, weapons: [club] },
        },
      ],
    },
  },
};

/** The move's default picks, with a typed total of 10 for every number the GM would type (an attack roll). */
const picksFor = (m: Move): Record<string, unknown> => ({
  ...Object.fromEntries(m.choices.filter((c) => c.kind === 'number').map((c) => [c.key, 10])),
  ...defaultPicks(m),
});

function setup() {
  const runtime = createTableRuntime(data, SAMPLES, systems);
  const store = createStore(memoryBackend());
  let t = 1000;
  const table = createTable({ store, runtime: async () => runtime, now: () => t++, newSeed: () => 7 });
  return { runtime, store, table };
}

describe('the table: setup from the catalog, a fight, encounters and exports', () => {
  it('lists only systems it can run, with their setup fields as plain JSON', () => {
    const { runtime } = setup();
    const info = runtime.systems();
    expect(info.map((s) => s.id)).toEqual([SYSTEM]);
    expect(info[0]).toMatchObject({
      setup: true,
      sample: true,
      sideKey: 'side',
      cards: [
        { id: 'alda', role: 'character', side: 'party' },
        { id: 'goblin', role: 'monster' },
      ],
    });
    expect(JSON.parse(JSON.stringify(info))).toEqual(info);
  });

  it('adds catalog combatants with numbered copies, quick-adds, refuses bad stats, and starts the fight', async () => {
    const { store, table } = setup();
    expect(await table.newDraft(SYSTEM)).toEqual({ ok: true });
    await table.addCard('alda');
    await table.addCard('goblin', { copies: 3 });
    await table.addCard('goblin', { copies: 2 });
    expect(
      await table.quickAdd(
        { agility: 1, strength: 9, stress: 5 },
        { name: 'Ogre Brute', side: 'monsters', monster: true },
      ),
    ).toEqual({ ok: true });
    const bad = await table.quickAdd(
      { agility: 1, strength: 0, stress: 5 },
      { name: 'Ghost', side: 'monsters', monster: true },
    );
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'setup/bad-stats', message: expect.stringMatching(/^strength: /) },
    });
    expect(await table.addCard('nobody')).toMatchObject({ ok: false, error: { code: 'setup/unknown-card' } });
    const doc = (await store.get('tableDraft'))!.doc as { combatants: { id: string; name: string; side: string }[] };
    expect(doc.combatants.map((c) => [c.id, c.name, c.side])).toEqual([
      ['alda', 'Alda the Bold', 'party'],
      ['goblin-1', 'Goblin 1', 'monsters'],
      ['goblin-2', 'Goblin 2', 'monsters'],
      ['goblin-3', 'Goblin 3', 'monsters'],
      ['goblin-4', 'Goblin 4', 'monsters'],
      ['goblin-5', 'Goblin 5', 'monsters'],
      ['ogre-brute', 'Ogre Brute', 'monsters'],
    ]);
    await table.remove('goblin-5');
    const draft = (await store.get('tableDraft'))!;
    expect(await table.startDraft()).toEqual({ ok: true });
    const fight = (await store.get('table'))!;
    expect(fight.system).toBe(SYSTEM);
    expect(fight.doc).toEqual(draft.doc);
    expect(await store.get('tableDraft')).toBeNull();
    expect(fight.session.state.round).toBe(1);
  });

  it('plays, undoes, saves and loads a fight, and its export replays to exactly the panel state', async () => {
    const { runtime, store, table } = setup();
    await table.newDraft(SYSTEM);
    await table.addCard('alda');
    await table.addCard('goblin', { copies: 2 });
    await table.startDraft();
    for (let i = 0; i < 12; i++) {
      const f = (await store.get('table'))!;
      const m = runtime.moves(f).moves[0];
      if (!m) break;
      expect(await table.play(m, picksFor(m))).toEqual({ ok: true });
    }
    const n = (await store.get('table'))!.session.log.length;
    expect(n).toBeGreaterThan(6);
    await table.undo(2);
    expect((await store.get('table'))!.session.log).toHaveLength(n - 2);
    // A refused move stores nothing.
    const f = (await store.get('table'))!;
    const refused = await table.play({ id: 'x', label: 'x', action: { type: 'no-such-move' }, choices: [] }, {});
    expect(refused.ok).toBe(false);
    expect(await store.get('table')).toEqual(f);

    expect(await table.save('Ford ambush')).toEqual({ ok: true });
    await table.close();
    expect(await store.get('table')).toBeNull();
    expect(await table.load('Ford ambush')).toEqual({ ok: true });
    const back = (await store.get('table'))!;
    expect(back.session.state).toEqual(f.session.state);
    expect(back.session.log).toEqual(f.session.log);
    expect((await table.listSaved()).map((s) => [s.name, s.started])).toEqual([['Ford ambush', true]]);

    const yaml = await table.exportYaml();
    expect(yaml).toMatch(/^system: declared-initiative\n/);
    expect(resolveJson(yaml)).toEqual(JSON.parse(JSON.stringify(runtime.json(back))));
    expect(runtime.json(back)).toEqual(fightJson(SYSTEMS[SYSTEM]!, back.session));
  });

  it('a setup saved before the fight loads back as the setup', async () => {
    const { store, table } = setup();
    await table.newDraft(SYSTEM);
    await table.addCard('goblin', { copies: 2 });
    await table.save('Two goblins');
    await table.newDraft(SYSTEM);
    expect(await table.load('Two goblins')).toEqual({ ok: true });
    expect(((await store.get('tableDraft'))!.doc.combatants as unknown[]).length).toBe(2);
    expect(await store.get('table')).toBeNull();
    expect(await table.load('nothing')).toMatchObject({ ok: false, error: { code: 'setup/unknown-encounter' } });
  });

  it('the log, the Markdown and the chat lines name combatants, never ids', async () => {
    const { runtime, store, table } = setup();
    await table.start(SYSTEM);
    // The sample writes declarations down: the first move that is not a take-back writes every
    // action down, then reveals them and plays on in order.
    for (let i = 0; i < 12; i++) {
      const f = (await store.get('table'))!;
      const m = runtime.moves(f).moves.find((x) => !x.id.startsWith('undeclare'))!;
      await store.set('table', runtime.play(f, m, picksFor(m)).fight);
    }
    const f = (await store.get('table'))!;
    const text = [
      ...runtime.log(f).flatMap((r) => r.lines),
      await table.exportMarkdown('Goblin ford'),
      ...(await table.chatLines('order')),
      ...(await table.chatLines('round')),
    ].join('\n');
    expect(text).toContain('Alda the Bold');
    for (const id of ['alda', 'brom', 'cass', 'goblin-1', 'goblin-chief'])
      expect(text, id).not.toMatch(new RegExp(`(?<![\\w-])${id}(?![\\w-])`));
    expect(await table.exportMarkdown('Goblin ford')).toMatch(
      /^# Goblin ford\n[\s\S]*\| Alda the Bold \| party \|[\s\S]*## Round 1\n/,
    );
    expect((await table.chatLines('order'))[0]).toMatch(/^Fray · Round 1 order:/);
    // Plays through buildAction, the move's own action.
    const m = runtime.moves(f).moves[0]!;
    expect(runtime.play(f, m, picksFor(m)).fight.session.log.at(-1)).toEqual(buildAction(m, picksFor(m)));
  });
});

describe('quick-add checks the form fields before the stat block', () => {
  it("refuses a number under the field's minimum, a missing required field, and a fraction, naming the field", async () => {
    const minTable: TableSetup = {
      ...testTable,
      quickAdd: [
        { key: 'strength', label: 'Strength', kind: 'number', min: 3 },
        { key: 'agility', label: 'Agility', kind: 'number' },
        { key: 'stress', label: 'Stress', kind: 'number', optional: true },
      ],
    };
    const runtime = createTableRuntime(data, SAMPLES, {
      ...systems,
      [SYSTEM]: { ...systems[SYSTEM]!, table: minTable },
    });
    const doc = runtime.newDoc(SYSTEM, 1);
    const who = { name: 'Imp', side: 'monsters', monster: true };
    expect(runtime.quickAdd(doc, { strength: 2, agility: 0, stress: 1 }, who)).toMatchObject({
      ok: false,
      error: { code: 'setup/bad-stats', message: 'Strength must be at least 3', path: ['strength'] },
    });
    expect(runtime.quickAdd(doc, { strength: 4, stress: 1 }, who)).toMatchObject({
      ok: false,
      error: { message: 'Agility is needed' },
    });
    expect(runtime.quickAdd(doc, { strength: 4.5, agility: 0, stress: 1 }, who)).toMatchObject({
      ok: false,
      error: { message: 'Strength must be a whole number' },
    });
    expect(runtime.quickAdd(doc, { strength: 4, agility: 0, stress: 1 }, who)).toMatchObject({ ok: true });
  });
});

describe('samples', () => {
  it('every sample fight compiles and starts with the real systems, 4 v 4', () => {
    const runtime = createTableRuntime(
      {
        systems: Object.fromEntries(
          Object.keys(SAMPLES).map((id) => [id, { name: id, tables: catalog.tables[id], combatants: [] }]),
        ),
      },
      SAMPLES,
    );
    expect(Object.keys(SAMPLES).length).toBeGreaterThan(0);
    for (const id of Object.keys(SAMPLES)) {
      const r = runtime.start(runtime.sampleDoc(id, 3));
      if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.error)}`);
      expect(runtime.view(r.fight).combatants.length, id).toBe(8);
      expect(runtime.moves(r.fight).moves.length, id).toBeGreaterThan(0);
    }
  });
});
