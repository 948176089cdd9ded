import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { init } from '../../../engine/core/step.js';
import { apply, startSession } from '../../../engine/core/session.js';
import { plugin } from '../../../engine/systems/witchhammer/plugin.js';
import type { PlayCard, WhAction, WhSetup, WhState } from '../../../engine/systems/witchhammer/types.js';
import { orderLines, stepLines, timerEndLines } from '../chat/lines.js';
import type { Encounter, WhSession } from '../encounter.js';
import { modelFromEncounter } from './model-from-encounter.js';
import { roundTitle } from './model.js';
import { describeEvent } from '../export-markdown.js';

const tables = parse(readFileSync(new URL('../../../cards/witchhammer/system.yaml', import.meta.url), 'utf8'));
const card = (c: Partial<PlayCard> & Pick<PlayCard, 'id' | 'type' | 'name'>): PlayCard => ({
  init: 0,
  attack: 0,
  defense: 0,
  once_per_combat: false,
  poise_only: false,
  ...c,
});
const XSS = '<img src=x onerror=alert(1)>';

function encounter(actions: WhAction[], tweak: (s: WhSetup) => WhSetup = (s) => s): Encounter {
  const setup: WhSetup = tweak({
    tables,
    cards: [
      card({ id: 'focus', type: 'action', name: 'Focus', defense: 1, restore: { poise: 5 } }),
      card({ id: 'stab', type: 'action', name: 'Stab', init: 3, attack: 8, target: 'chosen' }),
      card({ id: 'brace', type: 'stance', name: 'Brace', init: 1 }),
    ],
    combatants: [
      { id: 'alda', name: 'Alda', side: 'players', maxPoise: 30, maxHealth: 14, init: 1 },
      { id: 'brom', name: 'Brom', side: 'players', maxPoise: 20, maxHealth: 12 },
      { id: 'xss', name: XSS, side: 'gm', maxPoise: 20, maxHealth: 16 },
    ],
    seed: 1,
  });
  const r = init(plugin, setup);
  let session: WhSession = startSession<WhState, WhAction>(r.state!);
  for (const a of actions) {
    const next = apply(plugin, session, a);
    if (next.error) throw new Error(`${a.type}: ${next.error.message}`);
    session = next.session;
  }
  return { system: 'witchhammer', name: 't', roster: [], cards: [], seed: 1, session };
}

describe('overlay model', () => {
  it('says what to do when there is no encounter', () => {
    expect(modelFromEncounter(null)).toMatchObject({ round: null, order: [], note: expect.stringContaining('popup') });
  });

  it('lists who has not played while planning', () => {
    const m = modelFromEncounter(
      encounter([{ type: 'play', combatant: 'alda', action: 'stab', stance: 'brace', target: 'xss' }]),
    );
    expect(m).toMatchObject({ round: 1, phase: 'plan', order: [] });
    expect(m.note).toContain('Brom');
    expect(m.note).not.toContain('Alda');
    expect(m.combatants.map((c) => c.tracks.map((t) => `${t.name} ${t.current}/${t.max}`))).toEqual([
      ['poise 30/30', 'health 14/14'],
      ['poise 20/20', 'health 12/12'],
      ['poise 20/20', 'health 16/16'],
    ]);
  });

  it('offers a planning row only to whom the engine offers a play: no stance left in hand, no row', () => {
    // Alda's only stance is once per combat: after round 1 she has no play, only the timer's Focus.
    const once = (s: WhSetup): WhSetup => ({
      ...s,
      cards: [
        ...(s.cards as readonly PlayCard[]),
        card({ id: 'last-stand', type: 'stance', name: 'Last Stand', once_per_combat: true }),
      ],
      combatants: s.combatants.map((c) => (c.id === 'alda' ? { ...c, actions: ['stab'], stances: ['last-stand'] } : c)),
    });
    const round1 = modelFromEncounter(encounter([], once));
    expect(round1.planning?.find((r) => r.id === 'alda')?.stances.map((k) => k.id)).toEqual(['last-stand']);
    const round2 = modelFromEncounter(
      encounter(
        [
          { type: 'play', combatant: 'alda', action: 'stab', stance: 'last-stand', target: 'xss' },
          { type: 'reveal' },
          { type: 'resolve-round' },
        ],
        once,
      ),
    );
    expect(round2.round).toBe(2);
    expect(round2.planning?.map((r) => r.id)).toEqual(['brom', 'xss']);
  });

  it('follows the engine order and highlights the next play, then shows its math', () => {
    const planned: WhAction[] = [
      { type: 'play', combatant: 'alda', action: 'stab', stance: 'brace', target: 'xss' },
      { type: 'play', combatant: 'xss', action: 'stab', stance: 'brace', target: 'brom' },
      { type: 'timer-expired', at: 5 },
      { type: 'reveal' },
    ];
    const revealed = modelFromEncounter(encounter(planned));
    expect(revealed.phase).toBe('resolve');
    expect(revealed.order.map((o) => [o.label, o.init, o.active])).toEqual([
      ['Alda: Stab + Brace', 5, true],
      [`${XSS}: Stab + Brace`, 4, false],
      ['Brom: Focus', 0, false],
    ]);
    const after = modelFromEncounter(encounter([...planned, { type: 'resolve-next', dice: [12] }]));
    expect(after.order.map((o) => [o.done, o.active])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    // Stab 8 + Alda's 0 vs defense 0, d20 12: total 20, 10 damage, the tens digit (1) to Health.
    expect(after.step?.title).toBe('Alda: Stab + Brace');
    expect(after.step?.lines).toEqual([
      `Alda → ${XSS}: Stab`,
      'Attack 8 (action 8)',
      'Defense 0',
      'd20 12 → total 20 vs 10: HIT, 10 damage',
      `${XSS}: 9 to Poise, 1 to Health (1 penetrated)`,
    ]);
    expect(orderLines(after)[0]).toBe('Fray · Round 1 order:');
    expect(orderLines(after)[2]).toBe(`2. ${XSS}: Stab + Brace (init 4)`);
    expect(stepLines(after)[0]).toBe('Fray · Round 1 · Alda: Stab + Brace');
  });

  it('names who the timer gave the default action', () => {
    const enc = encounter([
      { type: 'play', combatant: 'alda', action: 'stab', stance: 'brace', target: 'xss' },
      { type: 'timer-expired', at: 1 },
    ]);
    expect(timerEndLines(enc)).toEqual([`Fray · Time is up! Focus for: Brom, ${XSS}`]);
  });
});

describe('withNames', () => {
  it('turns whole ids into names, longest first, and leaves other words alone', async () => {
    const { withNames } = await import('./model-from-encounter.js');
    const state = {
      cards: {
        'ghoul-claws': { id: 'ghoul-claws', name: 'Grave Claws' },
        frenzied: { id: 'frenzied', name: 'Frenzied' },
      },
      combatants: [
        { id: 'grave-ghoul', name: 'Grave Ghoul' },
        { id: 'grave', name: 'Grave' },
      ],
    } as never;
    expect(withNames(state)('grave-ghoul: ghoul-claws + frenzied (init 6), grave waits; frenzied-ish stays')).toBe(
      'Grave Ghoul: Grave Claws + Frenzied (init 6), Grave waits; frenzied-ish stays',
    );
  });
});

describe('words on screen', () => {
  it("titles an ended combat once, in the GM's words", () => {
    expect(roundTitle({ round: 6, phase: 'ended', ended: true })).toBe('Round 6 · combat over');
    expect(roundTitle({ round: 6, phase: 'resolve', ended: true })).toBe('Round 6 · combat over');
    expect(roundTitle({ round: 2, phase: 'plan' })).toBe('Round 2 · planning');
    expect(roundTitle({ round: 2, phase: 'resolve' })).toBe('Round 2 · resolving');
    expect(roundTitle({ round: null, phase: 'none' })).toBe('');
  });

  it("describes a withdrawn play in words, not the action's name", () => {
    const enc = encounter([
      { type: 'play', combatant: 'alda', action: 'stab', stance: 'brace', target: 'xss' },
      { type: 'unplay', combatant: 'alda' },
    ]);
    const last = enc.session!.events.at(-1)!;
    const line = describeEvent(last);
    expect(line).not.toMatch(/unplay/);
    expect(line).toContain('alda');
  });
});
