import { describe, expect, it } from 'vitest';
import { init } from '../../engine/core/step.js';
import { replay } from '../../engine/core/session.js';
import { system } from '../../engine/systems/witchhammer/index.js';
import { plugin } from '../../engine/systems/witchhammer/plugin.js';
import type { WhAction, WhState } from '../../engine/systems/witchhammer/types.js';
import { memoryBackend } from './storage-backend.js';
import { createStore } from './store.js';
import { createResolver } from './resolver.js';
import { loadTestCatalog } from './test-catalog.js';

const catalog = loadTestCatalog();

function setup() {
  const store = createStore(memoryBackend());
  const r = createResolver({ store, catalog: () => catalog, newSeed: () => 7, now: () => 1_000 });
  return { store, r };
}

async function state(r: ReturnType<typeof setup>['r']): Promise<WhState> {
  const s = (await r.current())?.session?.state;
  if (!s) throw new Error('no session');
  return s;
}

function who(s: WhState, id: string) {
  const c = s.combatants.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
}

describe('resolver', () => {
  it('sets up from catalog cards, copies and quick-adds', async () => {
    const { r } = setup();
    expect((await r.addCharacter('mara-voss')).ok).toBe(true);
    expect((await r.addCopies('grave-ghoul', 2)).ok).toBe(true);
    const q = await r.quickAdd({ name: 'Bandit <b>', side: 'gm', poise: 12, health: 9, attack: 1 });
    expect(q.ok).toBe(true);
    const s = await state(r);
    expect(s.combatants.map((c) => [c.id, c.name, c.side])).toEqual([
      ['mara-voss', 'Mara Voss', 'players'],
      ['grave-ghoul', 'Grave Ghoul', 'gm'],
      ['grave-ghoul-2', 'Grave Ghoul 2', 'gm'],
      ['bandit-b', 'Bandit <b>', 'gm'],
    ]);
    expect(who(s, 'bandit-b')).toMatchObject({ maxPoise: 12, maxHealth: 9, attack: 1 });
    // No cards given: Focus and the GM side's monster cards, not every action in the game.
    const deck = who(s, 'bandit-b').actions;
    expect(deck[0]).toBe('focus');
    expect(deck).toContain('ghoul-claws');
    expect(deck).not.toContain('aimed-shot');
    expect(deck).not.toContain('sword-swing');
    const bad = await r.addCharacter('mara-vos');
    expect(bad).toMatchObject({ ok: false, error: { code: 'setup/unknown-character' } });
    expect((await r.quickAdd({ name: 'x', side: 'gm', poise: 5, health: 0 })).ok).toBe(false);
  });

  it('runs a round through the engine: plan, timer, reveal, typed dice, undo', async () => {
    const { r } = setup();
    await r.addCharacter('mara-voss');
    await r.addCopies('grave-ghoul', 2);
    expect(
      (await r.plan({ combatant: 'mara-voss', action: 'sword-swing', stance: 'aggressive', target: 'grave-ghoul' })).ok,
    ).toBe(true);
    expect(
      (await r.plan({ combatant: 'grave-ghoul', action: 'ghoul-claws', stance: 'frenzied', target: 'mara-voss' })).ok,
    ).toBe(true);
    // A card not in the ghoul's deck is refused by the engine; nothing is written.
    const refused = await r.plan({
      combatant: 'grave-ghoul-2',
      action: 'sword-swing',
      stance: 'frenzied',
      target: 'mara-voss',
    });
    expect(refused.ok).toBe(false);
    const timer = await r.timerExpired();
    expect(timer.ok && timer.events.some((e) => e.type === 'default-action' && e.actor === 'grave-ghoul-2')).toBe(true);
    expect((await r.reveal()).ok).toBe(true);
    const order = (await state(r)).order.map((o) => [o.combatant, o.init]);
    // ghoul 3+2+1 = 6 before Mara 3+1+1 = 5
    expect(order.slice(0, 2)).toEqual([
      ['grave-ghoul', 6],
      ['mara-voss', 5],
    ]);
    const before = await state(r);

    const g = await r.resolveNext([3]);
    expect(g.ok).toBe(true);
    const m = await r.resolveNext([15]);
    expect(m.ok).toBe(true);
    const attack = m.ok ? m.events.find((e) => e.type === 'attack') : undefined;
    // 8 + 3 + 2 = 13 against −2 (frenzied): 13 + 2 + 15 = 30 → 20 damage, 2 straight to Health.
    expect(attack?.detail).toMatchObject({ d20: 15, total: 30, hit: true, damage: 20 });
    let s = await state(r);
    expect(who(s, 'grave-ghoul')).toMatchObject({ poise: 2, health: 14 });
    // Claws: 6 + 4 + 2 = 12 − 1 + 3 = 14 → 4 Poise; then the bleed fires at Mara's turn: 1 wound.
    expect(who(s, 'mara-voss')).toMatchObject({ poise: 26, health: 13 });

    expect((await r.undo(2)).ok).toBe(true);
    s = await state(r);
    expect(s).toEqual(before);
    expect((await r.undo(100)).ok).toBe(true);
    expect((await r.current())?.session?.log).toEqual([]);
    expect((await r.undo(1)).ok).toBe(false);
  });

  it('exports a scenario that `fray resolve` replays to the same state', async () => {
    const { r } = setup();
    await r.addCharacter('mara-voss');
    await r.addCopies('grave-ghoul', 2);
    await r.quickAdd({
      name: 'Bandit',
      side: 'gm',
      poise: 12,
      health: 9,
      actions: ['focus', 'sword-swing'],
      stances: ['aggressive'],
    });
    await r.plan({ combatant: 'mara-voss', action: 'sword-swing', stance: 'aggressive', target: 'grave-ghoul' });
    await r.plan({ combatant: 'bandit', action: 'sword-swing', stance: 'aggressive', target: 'mara-voss' });
    await r.timerExpired();
    await r.reveal();
    await r.resolveNext([20]);
    await r.resolveRound();
    await r.plan({ combatant: 'mara-voss', action: 'sword-swing', stance: 'aggressive', target: 'grave-ghoul-2' });
    await r.plan({ combatant: 'grave-ghoul', action: 'ghoul-claws', stance: 'frenzied', target: 'mara-voss' });
    await r.reveal();
    await r.resolveRound([19, 2]);
    await r.endCombat();
    const final = await state(r);

    const doc = JSON.parse(await r.exportScenario()) as Record<string, unknown>;
    expect(doc.system).toBe('witchhammer');
    expect((doc.rounds as unknown[]).length).toBe(2);
    const cards = new Map(catalog.cards);
    for (const c of (doc.cards as { id: string }[]) ?? []) cards.set(c.id, c as never);
    const compiled = system.scenario.compile(doc, { tables: catalog.tables, cards });
    const started = init(plugin, compiled.setup as never);
    const replayed = replay<WhState, WhAction>(
      plugin,
      started.state as WhState,
      compiled.actions.map((a) => a.action as WhAction),
    );
    const pick = (s: WhState) => s.combatants.map((c) => [c.id, c.poise, c.health, c.dead, c.afflictions, c.effects]);
    expect(pick(replayed.state)).toEqual(pick(final));
    expect(replayed.state.ended).toBe(true);

    // The fight for `fray campaign record`: the `fray resolve --json` shape of the same fight.
    const fight = JSON.parse(await r.exportFight()) as {
      system: string;
      combatants: Record<string, { health: number }>;
      events: { type: string }[];
    };
    expect(fight.system).toBe('witchhammer');
    expect(Object.fromEntries(Object.entries(fight.combatants).map(([id, c]) => [id, c.health]))).toEqual(
      Object.fromEntries(final.combatants.map((c) => [c.id, c.health])),
    );
    expect(fight.events.at(-1)!.type).toBe('combat-end');

    const md = await r.exportMarkdown();
    expect(md).toContain('## Round 1');
    expect(md).toContain('## Round 2');
    expect(md).toContain('Mara Voss');
    // Turn details are nested bullets, and no event leaves an empty bullet.
    expect(md).toMatch(/\n {2}- Mara Voss → Grave Ghoul: attack /);
    expect(md).not.toMatch(/mara-voss|grave-ghoul/);
    expect(md).not.toMatch(/^\s*-\s*$/m);
  });

  it("plays a GM creature's extra action after every primary play", async () => {
    const { r } = setup();
    await r.addCharacter('mara-voss');
    await r.addCharacter('moss-troll');
    await r.plan({ combatant: 'mara-voss', action: 'focus', stance: 'defensive' });
    const p = await r.plan({
      combatant: 'moss-troll',
      action: 'troll-sweep',
      stance: 'frenzied',
      target: 'mara-voss',
      extra: [{ action: 'troll-rock', target: 'mara-voss' }],
    });
    expect(p.ok).toBe(true);
    // A second extra action is more than the card allows.
    const tooMany = await r.plan({
      combatant: 'moss-troll',
      action: 'troll-sweep',
      stance: 'frenzied',
      target: 'mara-voss',
      extra: [
        { action: 'troll-rock', target: 'mara-voss' },
        { action: 'troll-rock', target: 'mara-voss' },
      ],
    });
    expect(tooMany.ok).toBe(false);
    await r.reveal();
    const order = (await state(r)).order;
    expect(order.map((o) => o.key)).toEqual(['moss-troll', 'mara-voss', 'moss-troll#1']);
    expect(order[2]).toMatchObject({ combatant: 'moss-troll', extra: 1, action: 'troll-rock', stance: 'frenzied' });
  });

  it('saves and loads named encounters', async () => {
    const { r } = setup();
    await r.addCharacter('mara-voss');
    expect((await r.save('  ')).ok).toBe(false);
    expect((await r.save('Crypt')).ok).toBe(true);
    await r.newEncounter();
    expect((await r.current())?.roster).toEqual([]);
    const loaded = await r.load('Crypt');
    expect(loaded.ok).toBe(true);
    expect((await r.current())?.roster.map((x) => x.id)).toEqual(['mara-voss']);
    expect((await r.current())?.name).toBe('Crypt');
    expect((await r.listSaved()).map((s) => s.name)).toEqual(['Crypt']);
    await r.deleteSaved('Crypt');
    expect(await r.listSaved()).toEqual([]);
    expect((await r.load('Crypt')).ok).toBe(false);
  });
});
