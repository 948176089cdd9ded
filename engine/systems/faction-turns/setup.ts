// Setting up a faction-turns fight: combatants with their zone, weapon range and gear, the
// factions and who holds the initiative, the zone map, and which faction is the players'.
import { fail, roll, SCHEMA_VERSION, seedDice } from '../../core/index.js';
import type { FtCombatant, FtSetup, FtState } from './types.js';
import { zoneGraph } from './zones.js';

export function init(setup: FtSetup): FtState {
  const t = setup.tables;
  const seen = new Set<string>();
  const zones = zoneGraph(setup.zones);
  const zoneNames = Object.keys(zones);
  const combatants: FtCombatant[] = setup.combatants.map((c, i) => {
    if (c.zone !== undefined && !zones[c.zone])
      fail('setup/unknown-zone', `${c.id} stands in '${c.zone}', which is not a zone`, {
        path: ['combatants', i, 'zone'],
        hint: `zones: ${zoneNames.join(', ')}`,
      });
    const damaged = new Set(c.damaged ?? []);
    if (seen.has(c.id))
      fail('setup/duplicate-combatant', `combatant '${c.id}' is listed twice`, { path: ['combatants', i, 'id'] });
    seen.add(c.id);
    const maxHealth = c.maxHealth ?? c.health;
    // Listed weapons: the one in hand sets the damage and range; the others are carried.
    const ids = Object.keys(c.weapons ?? {});
    const wielding = c.weapons ? (c.wielding ?? ids[0] ?? null) : null;
    if (c.wielding !== undefined && !ids.includes(c.wielding))
      fail('setup/unknown-weapon', `${c.id} has no weapon '${c.wielding}'`, {
        path: ['combatants', i, 'wielding'],
        hint: `weapons: ${ids.join(', ')}`,
      });
    const inHand = wielding ? c.weapons![wielding]! : undefined;
    const carried = Object.fromEntries(
      ids
        .filter((w) => w !== wielding)
        .map((w) => [
          w,
          { damage: c.weapons![w]!.damage, range: c.weapons![w]!.range ?? 0, gear: 'sound' as const, used: false },
        ]),
    );
    if (c.health > maxHealth)
      fail('setup/bad-health', `${c.id} has more health than its maximum`, { path: ['combatants', i, 'health'] });
    return {
      id: c.id,
      name: c.name ?? c.id,
      faction: c.faction,
      group: c.group ?? c.faction,
      wit: c.wit,
      agi: c.agi,
      str: c.str,
      health: c.health,
      maxHealth,
      armour: c.armour ?? 0,
      damage: inHand?.damage ?? c.damage ?? t.attack.unarmed_die,
      immuneToFear: c.immuneToFear ?? false,
      concealed: c.concealed ?? false,
      status: c.health > 0 ? 'fighting' : 'incapacitated',
      spent: null,
      moraleExempt: false,
      broken: false,
      hurtThisRound: false,
      conditions: [],
      shieldDamage: c.shieldDamage ?? null,
      ammo: c.ammo ?? null,
      wielding,
      carried,
      dropped: {},
      zone: c.zone ?? zoneNames[0]!,
      range: inHand ? (inHand.range ?? 0) : (c.range ?? 0),
      shield: c.shield ?? 0,
      gear: {
        weapon: c.damage === undefined && !inHand ? 'none' : damaged.has('weapon') ? 'damaged' : 'sound',
        armour: !c.armour ? 'none' : damaged.has('armour') ? 'damaged' : 'sound',
        shield: !c.shield ? 'none' : damaged.has('shield') ? 'damaged' : 'sound',
      },
      used: [],
    };
  });
  const factions = setup.factions?.length ? [...setup.factions] : [...new Set(combatants.map((c) => c.faction))];
  for (const [i, c] of combatants.entries()) {
    if (!factions.includes(c.faction))
      fail('setup/unknown-faction', `${c.id}'s faction '${c.faction}' is not listed`, {
        path: ['combatants', i, 'faction'],
      });
  }
  if (factions.length < 2) fail('setup/one-faction', 'a fight needs at least two factions', { path: ['combatants'] });
  let dice = seedDice(setup.seed, setup.dice ?? []);
  let initiative = setup.initiative;
  let initiativeRoll = null;
  if (initiative === undefined) {
    // Nobody clearly started the fight: a die with one face per faction decides.
    const [d, r] = roll(dice, factions.length, 'initiative');
    dice = d;
    initiativeRoll = r;
    initiative = factions[r.value - 1]!;
  } else if (!factions.includes(initiative)) {
    fail('setup/unknown-faction', `initiative faction '${initiative}' has no combatants`, {
      path: ['initiative'],
      hint: `factions: ${factions.join(', ')}`,
    });
  }
  const players = setup.players ?? factions.find((f) => f === 'players' || f === 'party') ?? null;
  if (players !== null && !factions.includes(players))
    fail('setup/unknown-faction', `the players' faction '${players}' has no combatants`, {
      path: ['players'],
      hint: `factions: ${factions.join(', ')}`,
    });
  const groups: Record<string, number> = {};
  for (const c of combatants) groups[c.group] = (groups[c.group] ?? 0) + 1;
  return {
    schemaVersion: SCHEMA_VERSION,
    system: 'faction-turns',
    round: 0,
    dice,
    ended: false,
    tables: t,
    fastSlow: setup.fastSlow ?? false,
    declarationLimit: setup.declarationLimit ?? false,
    factions,
    initiative,
    initiativeRoll,
    groups,
    combatants,
    phase: 'between',
    rotation: factions,
    current: 0,
    passes: 0,
    fat: null,
    moraleDue: [],
    zones,
    players,
    slowFirst: null,
  };
}
