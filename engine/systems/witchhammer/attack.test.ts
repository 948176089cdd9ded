import { describe, expect, it } from 'vitest';
import { fighter, get, ofType, run, setup } from '../../../test/scenarios/witchhammer/kit.js';

describe('the attack', () => {
  it("the seed's sword: +8/+3 against defense 4 with a 15 → 22 → 12 damage, 1 penetrates", () => {
    // target plays block (+1) and guard (+3) = defense 4
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { dice: [15] });
    const { state, events } = run(s, [
      { type: 'play', combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
      { type: 'play', combatant: 'b', action: 'block', stance: 'guard' },
      { type: 'reveal' },
      { type: 'resolve-next' },
    ]);
    const atk = ofType(events, 'attack')[0]!;
    expect(atk.detail).toMatchObject({ total: 22, damage: 12, hit: true, adjustment: 0 });
    expect(atk.detail!.attack).toMatchObject({ total: 11 });
    expect(atk.detail!.defense).toMatchObject({ total: 4 });
    const b = get(state, 'b');
    expect(b.health).toBe(13);
    expect(b.poise).toBe(30 - 11);
  });
  it('a total of exactly 10 misses; adjustments apply on 20/19/2/1', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { dice: [3, 20] });
    const { events } = run(s, [
      { type: 'play', combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
      { type: 'play', combatant: 'b', action: 'block', stance: 'guard' },
      { type: 'reveal' },
      { type: 'resolve-next' },
      { type: 'resolve-next' },
      { type: 'play', combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
      { type: 'reveal' },
      { type: 'resolve-next' },
    ]);
    const [first, second] = ofType(events, 'attack');
    // 11 − 4 + 3 = 10: a miss
    expect(first!.detail).toMatchObject({ total: 10, hit: false, damage: 0 });
    // round 2: b played nothing → defense 0 (character) ; 11 − 0 + 20 + 10 = 41
    expect(second!.detail).toMatchObject({ total: 41, adjustment: 10, hit: true, damage: 31 });
  });
});
