// A sample 4-versus-4 team-turns fight for trying the system at the table until the catalog holds
// its combatant cards: the rules' own people (Boudica, Clementine with her danger sense, Petra and
// her crossbow, Roland) against the guards they alerted. Stats only; every rule number comes from
// the system's tables.
import type { TtCombatantSetup, Weapon } from '../../../engine/systems/team-turns/types.js';

const spear: Weapon = {
  damage: 4,
  critical: 8,
  threshold: 19,
  type: 'piercing',
  test: { dice: [6, 6], bonus: 1 },
  ranged: false,
  nonlethal: false,
  material: 'metal',
};
const sword: Weapon = {
  damage: 5,
  critical: 9,
  threshold: 19,
  type: 'slashing',
  test: { dice: [6, 6], bonus: 0 },
  ranged: false,
  nonlethal: false,
  material: 'metal',
};
const crossbow: Weapon = {
  damage: 6,
  critical: 10,
  threshold: 20,
  type: 'piercing',
  test: { dice: [6, 4], bonus: 1 },
  ranged: true,
  nonlethal: false,
};
const club: Weapon = {
  damage: 3,
  critical: 6,
  threshold: 20,
  type: 'bludgeoning',
  test: { dice: [6, 4], bonus: 0 },
  ranged: false,
  nonlethal: true,
};
const dodge = { dice: [6, 6], bonus: 0 };
const fortify = { dice: [6, 4], bonus: 1 };

const hero = (
  id: string,
  name: string,
  weapons: Record<string, Weapon>,
  extra: Partial<TtCombatantSetup> = {},
): TtCombatantSetup => ({
  id,
  name,
  team: 'players',
  endurance: 12,
  health: 12,
  constitution: 4,
  evasion: 6,
  reduction: { physical: 2 },
  stamina: 3,
  focus: 2,
  weapons,
  dodge,
  fortify,
  ...extra,
});
const guard = (id: string, name: string, extra: Partial<TtCombatantSetup> = {}): TtCombatantSetup => ({
  id,
  name,
  team: 'guards',
  endurance: 8,
  health: 8,
  constitution: 3,
  evasion: 5,
  reduction: { physical: 3 },
  stamina: 2,
  focus: 0,
  weapons: { sword },
  shield: { block: 4, material: 'metal' },
  dodge: { dice: [6], bonus: 0 },
  fortify: { dice: [6], bonus: 0 },
  ...extra,
});

export const sampleTeamTurns: readonly TtCombatantSetup[] = [
  hero('boudica', 'Boudica', { spear }),
  hero('clementine', 'Clementine', { sword }, { unsurprisable: true }),
  hero('petra', 'Petra', { crossbow }, { evasion: 7, reduction: {} }),
  hero('roland', 'Roland', { club }, { endurance: 14, constitution: 5 }),
  guard('captain', 'Guard Captain', { endurance: 12, health: 10, constitution: 4, focus: 4 }),
  guard('guard-1', 'Guard 1'),
  guard('guard-2', 'Guard 2'),
  guard('guard-3', 'Guard 3'),
];
