// Critical injuries, movement, threat ranges and spending Stress (declared-initiative rules), each
// worked by hand from the rules' sentences. Typed `dice:` are the d%, d20, d4 and attribute dice in
// the order the engine rolls them.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { system } from '../../../engine/systems/declared-initiative/index.js';
import { runDoc } from '../production-run.js';

// Brannoc: base 1 (typed d12 1, Agility 0); his halberd (speed 4) puts him at 5. The skeleton: base 2,
// club speed 4 → 6. So Brannoc acts first each round.
const doc = (rounds: string, extra = { brannoc: '', skeleton: '' }) =>
  parse(`system: declared-initiative
combatants:
  - { id: brannoc, side: party, agility: 0, strength: 14, stress: 20, initiative_die: 1, speed: 6, ${extra.brannoc}
      weapons: [{ id: halberd, speed: 4, damage: 5, crit: 2, type: [slashing, blunt] }] }
  - { id: skeleton, side: monsters, agility: 0, strength: 20, stress: 12, initiative_die: 2, speed: 6, ${extra.skeleton}
      weapons: [{ id: club, speed: 4, damage: 3, crit: 2, type: blunt, hand: off }, { id: bone, speed: 4, damage: 2, crit: 2, type: blunt }] }
rounds:
${rounds}`) as Record<string, unknown>;
const run = (rounds: string, extra?: { brannoc: string; skeleton: string }) =>
  runDoc(system, 'declared-initiative', doc(rounds, extra));

const critRound = (
  choice: string,
  dice: string,
  skeletonAct = '{ act: skeleton, attack: { target: brannoc, weapon: bone, roll: 5 } }',
) => `  - declare: { brannoc: { action: weapon_attack }, skeleton: { action: weapon_attack } }
    actions:
      - { act: brannoc, attack: { target: skeleton, hit: true, critical: true, ${choice} }, dice: ${dice} }
      - ${skeletonAct}
`;

describe('declared-initiative: the injury table of a critical with several damage types', () => {
  // Halberd 5 × 2 = 10 on Wound Points (the critical bypasses Stress): 20 → 10. d% 7 ≤ 10: an injury.
  it('the attacker must choose: without damage_type the injury is refused, and it names the choices', () => {
    const r = run(critRound('', '[7, 9, 3, 6]'));
    expect(r.error?.code).toBe('combat/choose-injury-table');
    expect(r.error?.message).toMatch(/the attacker chooses the table among slashing, blunt/);
  });

  it('blunt, d20 9: Broken Upper Arm; the d4 shows 3, the off arm; 1d10 shows 6 Strength damage', () => {
    const r = run(critRound('damage_type: blunt', '[7, 9, 3, 6]'));
    expect(r.error).toBeUndefined();
    const dmg = r.session.events.find((e) => e.type === 'damage' && e.target === 'skeleton')!.detail as any;
    expect(dmg.injury).toMatchObject({
      table: 'blunt',
      roll: 9,
      name: 'Broken Upper Arm',
      arm_roll: 3,
      arm: 'off',
      chosen_by: 'attacker',
      attribute_damage: { strength: 6 },
    });
    expect(r.summary.combatants.skeleton).toMatchObject({
      wp: 10,
      stress: 12,
      injury_effects: { no_attack: ['off'], attribute_damage: { strength: 6 } },
    });
  });

  it('…so the skeleton cannot attack with the club in its off arm (its bone, in the main arm, it can)', () => {
    const r = run(
      critRound(
        'damage_type: blunt',
        '[7, 9, 3, 6]',
        '{ act: skeleton, attack: { target: brannoc, weapon: club, roll: 5 } }',
      ),
    );
    expect(r.error?.code).toBe('combat/arm-injured');
  });

  it('a type the weapon does not deal is refused', () => {
    expect(run(critRound('damage_type: fire', '[7, 9, 3, 6]')).error?.code).toBe('combat/not-a-damage-type');
  });

  it('a monster’s choice is the Referee’s', () => {
    const d =
      doc(`  - declare: { brannoc: { action: weapon_attack }, skeleton: { action: weapon_attack, weapon: spear } }
    actions:
      - { act: brannoc }
      - { act: skeleton, attack: { target: brannoc, weapon: spear, hit: true, critical: true, damage: 3, damage_type: blunt }, dice: [5, 13, 4] }
`) as any;
    d.combatants[1].weapons = [{ id: 'spear', speed: 4, damage: 2, crit: 2, type: ['piercing', 'blunt'] }];
    const r = runDoc(system, 'declared-initiative', d);
    // 3 × 2 = 6 on WP (14 → 8); d% 5 ≤ 6: the blunt table, d20 13: Broken Finger, 1d8 4 Dexterity damage.
    expect(r.error).toBeUndefined();
    const dmg = r.session.events.find((e) => e.type === 'damage' && e.target === 'brannoc')!.detail as any;
    expect(dmg.injury).toMatchObject({ name: 'Broken Finger', chosen_by: 'referee' });
    expect(r.summary.combatants.brannoc).toMatchObject({
      wp: 8,
      injuries: ['Broken Finger (blunt 13)'],
      injury_effects: { attribute_damage: { dexterity: 4 } },
    });
  });
});

describe('declared-initiative: injuries that slow', () => {
  it('Broken Shin (d20 2): 1d8 Agility damage and half speed — 3 of its 6 yards', () => {
    const rounds = `${critRound('damage_type: blunt', '[7, 2, 5]', '{ act: skeleton, deeds: [ { move: 3 } ] }')}`;
    const r = run(rounds);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.skeleton).toMatchObject({
      injury_effects: { half_speed: true, attribute_damage: { agility: 5 } },
    });
    expect(r.session.events.find((e) => e.type === 'deed' && e.actor === 'skeleton')!.detail).toMatchObject({
      yards: 3,
      moved: 3,
      allowance: 3,
    });
    const far = run(`${critRound('damage_type: blunt', '[7, 2, 5]', '{ act: skeleton, deeds: [ { move: 4 } ] }')}`);
    expect(far.error?.code).toBe('combat/too-far');
    expect(far.error?.message).toMatch(/may move 3 yards this round \(speed 6, halved\)/);
  });

  it('Broken Rib (d20 6): 1 action per 2 turns — it attacks in round 1, only moves in round 2, attacks again in round 3', () => {
    const round = (
      skeleton: string,
    ) => `  - declare: { brannoc: { action: weapon_attack }, skeleton: { action: weapon_attack } }
    actions:
      - { act: brannoc }
      - ${skeleton}
`;
    // The injury lands at the end of Brannoc's initiative 5, before the skeleton's 6.
    const first = critRound(
      'damage_type: blunt',
      '[7, 6, 2, 1]',
      '{ act: skeleton, attack: { target: brannoc, weapon: bone, roll: 5 } }',
    );
    const ok = run(
      first +
        round('{ act: skeleton, deeds: [ { move: 2 } ] }') +
        round('{ act: skeleton, attack: { target: brannoc, weapon: bone, roll: 5 } }'),
    );
    expect(ok.error).toBeUndefined();
    expect(ok.summary.combatants.skeleton).toMatchObject({
      injury_effects: { action_every: 2, attribute_damage: { strength: 3 } },
    });
    const r2 = run(first + round('{ act: skeleton, attack: { target: brannoc, weapon: bone, roll: 5 } }'));
    expect(r2.error?.code).toBe('combat/injured-action');
    expect(r2.error?.message).toMatch(/1 action per 2 turns: it acted in round 1/);
  });
});

describe('declared-initiative: movement distances', () => {
  const round = (
    brannoc: string,
    declared = 'weapon_attack',
  ) => `  - declare: { brannoc: { action: ${declared} }, skeleton: pass }
    actions:
      - ${brannoc}
`;
  it('speed 6: two moves of 3 fit a round, a third yard does not', () => {
    expect(run(round('{ act: brannoc, deeds: [ { move: 3 }, { move: 3 } ] }')).error).toBeUndefined();
    expect(run(round('{ act: brannoc, deeds: [ { move: 3 }, { move: 3 }, { move: 1 } ] }')).error?.code).toBe(
      'combat/too-far',
    );
  });
  it('full defense: half speed, 3 yards', () => {
    expect(run(round('{ act: brannoc, deeds: [ { move: 3 } ] }', 'full_defense')).error).toBeUndefined();
    expect(run(round('{ act: brannoc, deeds: [ { move: 4 } ] }', 'full_defense')).error?.message).toMatch(
      /may move 3 yards/,
    );
  });
  it('incapacitated (0 WP): a crawl of 1 yard a turn, at no WP cost', () => {
    const extra = { brannoc: 'current_wp: 0,', skeleton: '' };
    const r = run(round('{ act: brannoc, deeds: [ { move: 1 } ] }'), extra);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.brannoc).toMatchObject({ wp: 0 });
    expect(run(round('{ act: brannoc, deeds: [ { move: 2 } ] }'), extra).error?.message).toMatch(
      /can only crawl 1 yard/,
    );
  });
  it('stabilised: half speed', () => {
    // The skeleton's Heal check (its `other` action at 2, before Brannoc's 5): 10 vs TN 10 + no wound.
    const extra = { brannoc: 'current_wp: 0,', skeleton: '' };
    const r = run(
      `  - declare: { brannoc: { action: weapon_attack }, skeleton: { action: other } }
    actions:
      - { act: skeleton, heal: { target: brannoc, roll: 10 } }
      - { act: brannoc, deeds: [ { move: 3 } ] }
`,
      extra,
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.brannoc).toMatchObject({ stabilized: true });
    expect(r.session.events.find((e) => e.type === 'deed' && e.actor === 'brannoc')!.detail).toMatchObject({
      yards: 3,
      allowance: 3,
    });
    const far = run(
      `  - declare: { brannoc: { action: weapon_attack }, skeleton: { action: other } }
    actions:
      - { act: skeleton, heal: { target: brannoc, roll: 10 } }
      - { act: brannoc, deeds: [ { move: 4 } ] }
`,
      extra,
    );
    expect(far.error?.message).toMatch(/may move 3 yards/);
  });
});

describe('declared-initiative: threat range and the defensive attack', () => {
  // "a character using the Defensive Attack action does not provoke a Reposte when entering a
  // creature's threat range."
  const fight = (declared: string) =>
    // Brannoc holds back (an `other` action at 1 + 10 = 11): the skeleton (6, or 7 defensively) comes first.
    run(`  - declare: { brannoc: { action: other, modifier: 10 }, skeleton: { action: ${declared}, weapon: bone } }
    actions:
      - { act: skeleton, deeds: [ { move: 2, enters: [brannoc] }, { attack: { target: brannoc, roll: 5 } } ] }
      - { riposte: brannoc, target: skeleton, roll: 15, damage: 4 }
      - { act: brannoc }
`);
  it('entering Brannoc’s threat range provokes his riposte: 4 off the skeleton’s Stress', () => {
    const r = fight('weapon_attack');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.skeleton).toMatchObject({ stress: 8 });
  });
  it('a defensive attack provokes none', () => {
    const r = fight('defensive_attack');
    expect(r.error?.code).toBe('combat/no-riposte');
    expect(r.error?.message).toMatch(/defensive attack provokes none/);
  });
});

describe('declared-initiative: spending Stress', () => {
  // "a creature may also spend Stress as a resource … any creature may spend Stress in place of Mana on a 1:1 basis."
  const fight = (n: number) =>
    run(`  - declare: { brannoc: { action: spell, tn: 14 }, skeleton: pass }
    actions:
      - { act: brannoc, spend_stress: ${n}, note: casts Bless with Stress for Mana }
`);
  it('5 of his 20 Stress', () => {
    const r = fight(5);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.brannoc).toMatchObject({ stress: 15, wp: 14 });
  });
  it('no more than he has', () => expect(fight(21).error?.code).toBe('combat/not-enough-stress'));
});
