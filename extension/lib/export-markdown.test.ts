// The Markdown log gives every kind of engine event player-facing words: none reaches the GM's
// notes as its raw kind and ids (`- effects-tick Wren Ashdown`).
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../engine/core/types.js';
import { WH_EVENT_TYPES, type WhEventType } from '../../engine/systems/witchhammer/event-types.js';
import { describeEvent } from './export-markdown.js';
import { memoryBackend } from './storage-backend.js';
import { createStore } from './store.js';
import { createResolver } from './resolver.js';
import { loadTestCatalog } from './test-catalog.js';

const ev = (type: WhEventType, more: Partial<EngineEvent> = {}): EngineEvent => ({ type, round: 1, ...more });
const side = { action: 2, stance: 1, character: 1, penalty: 0, flanking: 0, attacksTaken: 0, total: 4 };

/** One event of each kind, shaped as the engine emits it (a Record: a new kind must be added here). */
const SAMPLES: Record<WhEventType, EngineEvent> = {
  play: ev('play', { actor: 'mara', card: 'sword-swing', detail: { stance: 'aggressive', target: 'ghoul' } }),
  unplay: ev('unplay', { actor: 'mara' }),
  'timer-expired': ev('timer-expired', { detail: { at: 15 } }),
  'default-action': ev('default-action', { actor: 'mara', card: 'focus' }),
  reveal: ev('reveal', { detail: { order: [{ key: 'mara', action: 'sword-swing', stance: 'wary', init: 3 }] } }),
  discard: ev('discard', { actor: 'mara', card: 'lunge' }),
  reorder: ev('reorder', { detail: { order: ['ghoul', 'mara'] } }),
  turn: ev('turn', { actor: 'mara', card: 'sword-swing', detail: { stance: 'wary', init: 3 } }),
  skip: ev('skip', { actor: 'mara', detail: { reason: 'stunned' } }),
  effect: ev('effect', { actor: 'mara', detail: { effect: 'bleed', wounds: 1, roundsLeft: 1 } }),
  'effects-tick': ev('effects-tick', {
    actor: 'mara',
    changes: {
      'mara.effects': [
        [
          { effect: 'bleed', wounds: 1, roundsLeft: 1 },
          { effect: 'stun', roundsLeft: 1 },
        ],
        [],
      ],
    },
  }),
  move: ev('move', {
    actor: 'mara',
    changes: {
      'mara.position': [
        [0, 0],
        [1, 1],
      ],
    },
    detail: { direction: 'toward-nearest-enemy', spaces: 2 },
  }),
  'move-blocked': ev('move-blocked', { actor: 'mara', detail: { to: [1, 1], reason: 'occupied' } }),
  'breaking-contact': ev('breaking-contact', { actor: 'mara', detail: { from: ['ghoul'] } }),
  'no-target': ev('no-target', { actor: 'mara', detail: { reason: 'no enemy in range' } }),
  'out-of-range': ev('out-of-range', {
    actor: 'mara',
    target: 'ghoul',
    detail: { range: 'close', distance: 3, max: 1 },
  }),
  attack: ev('attack', {
    actor: 'mara',
    target: 'ghoul',
    detail: { attack: side, defense: side, d20: 14, adjustment: 0, total: 14, hit: true, damage: 4, threshold: 10 },
  }),
  damage: ev('damage', {
    target: 'ghoul',
    changes: { 'ghoul.poise': [10, 6] },
    detail: { damage: 4, penetrated: 0, toPoise: 4, toHealth: 0 },
  }),
  wounds: ev('wounds', {
    actor: 'ghoul',
    target: 'mara',
    card: 'ghoul-claws',
    changes: { 'mara.health': [14, 13] },
    detail: { source: 'bleed', wounds: 1 },
  }),
  down: ev('down', { actor: 'ghoul', message: 'Ghoul is down (0 Health)' }),
  affliction: ev('affliction', {
    actor: 'mara',
    detail: { roll: 12, wounds: 6, value: 18, result: 'Giant back scar' },
  }),
  'effect-applied': ev('effect-applied', { target: 'mara', detail: { effect: 'bleed', wounds: 1, rounds: 2 } }),
  restore: ev('restore', { actor: 'mara', detail: { poise: 3 } }),
  'round-end': ev('round-end'),
  'death-save': ev('death-save', {
    actor: 'mara',
    detail: { roll: 12, adjustment: 0, skill: 2, health: -1, total: 13, target: 10, pass: true },
  }),
  'fight-over': ev('fight-over', { detail: { skipped: [] } }),
  'combat-end': ev('combat-end'),
  check: ev('check', {
    actor: 'mara',
    detail: {
      skill: 'con',
      roll: 11,
      adjustment: 0,
      skillBonus: 2,
      bonus: 0,
      penalty: 0,
      armour: 0,
      total: 13,
      target: 10,
      pass: true,
    },
  }),
};

const RAW = new RegExp(`^\\s*-\\s*(?:${WH_EVENT_TYPES.join('|')})\\b`, 'm');

describe('the Markdown log in words', () => {
  it.each(WH_EVENT_TYPES)('gives %s player-facing words, never its raw kind', (type) => {
    const e = SAMPLES[type];
    const line = describeEvent(e).trim();
    const raw = [e.type, e.actor, e.card, e.target].filter(Boolean).join(' ');
    expect(line).not.toBe('');
    expect(line).not.toBe(raw);
    // A kind's id (`effects-tick`, `default-action`) is never a word of the sentence.
    if (type.includes('-')) expect(line).not.toContain(type);
  });

  it('says nothing of an effects tick where nothing wore off (the effect line told it)', () => {
    const still = ev('effects-tick', {
      actor: 'mara',
      changes: {
        'mara.effects': [
          [{ effect: 'bleed', wounds: 1, roundsLeft: 2 }],
          [{ effect: 'bleed', wounds: 1, roundsLeft: 1 }],
        ],
      },
    });
    expect(describeEvent(still)).toBe('');
    expect(describeEvent(SAMPLES['effects-tick'])).toBe('  mara stops bleeding and is no longer stunned');
  });

  it('exports a bleeding fight with no raw event line', async () => {
    const store = createStore(memoryBackend());
    const catalog = loadTestCatalog();
    const r = createResolver({ store, catalog: () => catalog, newSeed: () => 7, now: () => 1_000 });
    await r.addCharacter('mara-voss');
    await r.addCharacter('grave-ghoul');
    const ok = (res: { ok: boolean }) => expect(res.ok).toBe(true);
    ok(await r.plan({ combatant: 'mara-voss', action: 'focus', stance: 'defensive' }));
    ok(await r.plan({ combatant: 'grave-ghoul', action: 'ghoul-claws', stance: 'frenzied', target: 'mara-voss' }));
    ok(await r.reveal());
    ok(await r.resolveRound([20, 1]));
    for (let round = 2; round <= 3; round++) {
      ok(await r.plan({ combatant: 'mara-voss', action: 'focus', stance: 'defensive' }));
      ok(await r.plan({ combatant: 'grave-ghoul', action: 'focus', stance: 'lurking' }));
      ok(await r.reveal());
      ok(await r.resolveRound());
    }
    const md = await r.exportMarkdown();
    expect(md).toContain('Mara Voss bleeds 1');
    expect(md).toContain('- Mara Voss stops bleeding');
    expect(md).not.toMatch(RAW);
  });
});
