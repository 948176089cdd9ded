// Number ranges and names in fight and character files: bad data refused at the field, not stored.
import { describe, expect, it } from 'vitest';
import { characterFile } from './character-schema.js';
import { canonicalFightId, parseFight } from './fight-file.js';

const fight = (combatant: Record<string, unknown>, id = 'mara') =>
  JSON.stringify({
    system: 'witchhammer',
    combatants: {
      [id]: { side: 'players', health: 5, max_health: 14, dead: false, wounds: 9, afflictions: [], ...combatant },
    },
    events: [{ type: 'attack', round: 1 }],
  });

describe('a fight file is checked before it changes anything', () => {
  it.each([
    [{ health: 999 }, /combatants\.mara\.health: health is above max_health/],
    [{ health: 3.5 }, /combatants\.mara\.health: .*int/i],
    [{ wounds: -3 }, /combatants\.mara\.wounds: .*>=0/],
    [{ max_health: 1e20 }, /combatants\.mara\.max_health: Too big/],
    [{ max_health: 200000, health: 5 }, /combatants\.mara\.max_health: .*<=100000/],
  ])('%j is refused at its field', (c, message) => {
    expect(() => parseFight(fight(c), 'f.json')).toThrow(message);
  });

  it('an affliction the rules do not know is refused, naming the known ones', () => {
    expect(() =>
      parseFight(fight({ afflictions: ['Eye scar', 'Cursed by bees'] }), 'f.json', ['Eye scar', 'Limp']),
    ).toThrow(/unknown affliction `Cursed by bees`/);
    expect(
      parseFight(fight({ afflictions: ['Eye scar'] }), 'f.json', ['Eye scar']).combatants.mara!.afflictions,
    ).toEqual(['Eye scar']);
  });

  it('a `__proto__` combatant is refused, not dropped without a word', () => {
    expect(() => parseFight(fight({}, '__proto__'), 'f.json')).toThrow(/`__proto__` is not a combatant id/);
  });

  it('the same fight with its keys reordered (jq -S) or a field added has the same id', () => {
    const a = JSON.parse(fight({})) as {
      combatants: Record<string, Record<string, unknown>>;
      events: Record<string, unknown>[];
    };
    const sorted = JSON.parse(
      JSON.stringify(a, (_, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? 1 : -1)))
          : v,
      ),
    ) as typeof a;
    expect(Object.keys(sorted.combatants.mara!)).not.toEqual(Object.keys(a.combatants.mara!));
    expect(canonicalFightId(sorted)).toBe(canonicalFightId(a));
    const added = { ...a, note: 'by the GM', combatants: { mara: { ...a.combatants.mara, mood: 'grim' } } };
    expect(canonicalFightId(added)).toBe(canonicalFightId(a));
    const other = { ...a, combatants: { mara: { ...a.combatants.mara, health: 4 } } };
    expect(canonicalFightId(other)).not.toBe(canonicalFightId(a));
  });
});

describe('a character file gives every number a range and every text a cap', () => {
  const base = { id: 'mara', name: 'Mara', poise: 5, max_health: 14 };
  const problem = (extra: Record<string, unknown>): string => {
    const r = characterFile.safeParse({ ...base, ...extra });
    return r.success ? 'ok' : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
  };
  it.each([
    [{ health: -5 }, /^health: health -5 is below 0, but the character is not dead$/],
    [{ health: 999 }, /^health: health 999 is above max_health 14$/],
    [{ health: 3.5 }, /^health: .*int/i],
    [{ wounds: -3 }, /^wounds: /],
    [{ name: 'x'.repeat(5000) }, /^name: .*<=100/],
    [{ rewards: [{ kind: 'hunt', note: 'n'.repeat(100_000) }] }, /^rewards\.0\.note: .*<=1000/],
  ])('%# refused', (extra, message) => {
    expect(problem(extra)).toMatch(message);
  });
  it('a dead character may stand below 0 Health', () => {
    expect(problem({ health: -3, dead: true })).toBe('ok');
    expect(problem({ health: 14 })).toBe('ok');
  });
});
