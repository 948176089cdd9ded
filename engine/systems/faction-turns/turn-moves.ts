// A character's turn as moves (engine/core/moves.ts): an attack on each enemy it reaches (the
// target's reaction is asked after the WIT save to hit, before damage: reaction-moves.ts), moving a
// zone (the enemies left behind are asked whether they strike), moving then attacking, blasts on a zone,
// disarm/grapple, a final blow, bonus actions, weapons, hiding, shoving, surrendering and fleeing.
// Each move's choices are only what the engine accepts there: targets in reach, reactions the
// target (or a guard) may make. Dice are typed by what they are for (`dice.<purpose>`).
import type { ChoiceOption, DieAsked, Move, MoveChoice } from '../../core/moves.js';
import { RuleError } from '../../core/index.js';
import { damageDie } from './damage.js';
import { fighting, holder } from './rules.js';
import { reactorsTo, reacts } from './reaction-check.js';
import type { FtCombatant, FtState } from './types.js';
import { reach, zoneDistance } from './zones.js';

const NOT = (key: string) => ({ key, in: ['false', 'undefined'] });
const YES = (key: string) => ({ key, in: ['true'] });
const d = (sides: number, purpose: string): DieAsked => ({ sides, purpose });
const opt = (c: FtCombatant): ChoiceOption => ({ id: c.id, label: c.name });

/** Whether `c` reaches `zone` (the engine's own range rule) and whether a save to hit is needed. */
function canReach(s: FtState, c: FtCombatant, zone: string, moving: boolean): { save: string | null } | null {
  try {
    return reach(s, c, zone, c.range, { moving, path: [] });
  } catch (e) {
    if (e instanceof RuleError) return null;
    throw e;
  }
}

const armedRanged = (c: FtCombatant) => c.range > 0;
const outOfAmmo = (c: FtCombatant) => armedRanged(c) && c.ammo !== null && c.ammo <= 0;
const standing = (c: FtCombatant) => fighting(c) || c.status === 'surrendered';

/** Whether anyone could answer an attack on `t` with a reaction (then the attack asks: reaction-moves.ts). */
const askable = (s: FtState, a: FtCombatant, t: FtCombatant): boolean => reactorsTo(s, a, t).length > 0;

/**
 * The choices of one attack by `a` on `t`; `p` is the step's path (`steps.0.attack`). Attacks ask
 * (`ask`): when someone could react, the reaction and the damage die come in the prompt after the
 * save to hit (`ask` here); otherwise the damage die is typed with the attack. A choice comes after
 * the one its `when` looks at (a UI fills them in order).
 */
function attackChoices(
  s: FtState,
  a: FtCombatant,
  t: FtCombatant,
  save: string | null,
  p: string,
  ask: boolean,
): MoveChoice[] {
  const hit = s.tables.attack.hit_save.toUpperCase();
  const hitDie = [d(s.tables.saves.die, `${a.name}'s ${hit} save to hit`)];
  const weapon = damageDie(s, a, {});
  return [
    ...(save
      ? [{ kind: 'dice' as const, key: 'dice.hit-save', label: `${hit} save to hit (${save})`, dice: hitDie }]
      : []),
    // Challenging circumstances (a target not visible in melee…) call for the WIT save to hit.
    {
      kind: 'flag',
      key: `${p}.challenging`,
      label: save ? 'challenging circumstances too' : `challenging: ${hit} save to hit`,
      optional: true,
    },
    ...(save
      ? []
      : [
          {
            kind: 'dice' as const,
            key: 'dice.hit-save',
            label: `${hit} save to hit`,
            dice: hitDie,
            when: YES(`${p}.challenging`),
          },
        ]),
    { kind: 'flag', key: `${p}.cover`, label: `cover (+${s.tables.attack.cover_armour_bonus} armour)`, optional: true },
    { kind: 'flag', key: `${p}.penetrates`, label: 'penetrates the cover', optional: true, when: YES(`${p}.cover`) },
    { kind: 'flag', key: `${p}.impaired`, label: `impaired damage (d${s.tables.attack.impaired_die})`, optional: true },
    ...(ask
      ? []
      : [
          { kind: 'flag' as const, key: `${p}.unaware`, label: `${t.name} is unaware`, optional: true },
          {
            kind: 'dice' as const,
            key: 'dice.damage',
            label: 'damage',
            dice: [d(weapon, `${a.name}'s damage`)],
            when: NOT(`${p}.impaired`),
          },
          {
            kind: 'dice' as const,
            key: 'dice.damage',
            label: 'damage',
            dice: [d(s.tables.attack.impaired_die, `${a.name}'s impaired damage`)],
            when: YES(`${p}.impaired`),
          },
        ]),
  ];
}

function turnMove(
  c: FtCombatant,
  id: string,
  label: string,
  steps: readonly Record<string, unknown>[],
  choices: MoveChoice[],
  common = false,
): Move {
  return {
    id: `${id}:${c.id}`,
    label: `${c.name}: ${label}`,
    actor: c.id,
    ...(common ? { common } : {}),
    action: { type: 'turn', actor: c.id, steps },
    choices,
  };
}

/** What a broken character may still do: surrender, or retreat (move away, flee). */
function brokenMoves(s: FtState, c: FtCombatant): Move[] {
  const next = holder(s, c) ? [] : (s.zones[c.zone] ?? []);
  return [
    turnMove(c, 'surrender', 'surrenders', [{ kind: 'surrender' }], [], true),
    turnMove(c, 'flee', 'flees the fight', [{ kind: 'flee' }], [], true),
    ...(next.length
      ? [
          turnMove(
            c,
            'move',
            'retreats a zone',
            [{ kind: 'move', ask: true }],
            [{ kind: 'zone', key: 'steps.0.to', label: 'to', options: next.map((z) => ({ id: z, label: z })) }],
          ),
        ]
      : []),
  ];
}

/** Every move of a character who may take its turn now. */
export function characterMoves(s: FtState, c: FtCombatant): Move[] {
  if (c.broken) return brokenMoves(s, c);
  const out: Move[] = [];
  // Enemies first; the rules do not forbid striking one's own side (not a common move).
  const enemies = s.combatants
    .filter((o) => o.id !== c.id && standing(o))
    .sort((a, b) => Number(a.faction === c.faction) - Number(b.faction === c.faction));
  // Attack each one in reach from here: one move (one click) per target.
  if (!outOfAmmo(c)) {
    for (const t of enemies) {
      const r = canReach(s, c, t.zone, false);
      const ally = t.faction === c.faction;
      const ask = askable(s, c, t);
      if (r)
        out.push(
          turnMove(
            c,
            `attack-${t.id}`,
            `attack ${t.name}${ally ? ' (own side)' : ''}`,
            [{ kind: 'attack', attack: { target: t.id, ask: true } }],
            attackChoices(s, c, t, r.save, 'steps.0.attack', ask),
            !ally,
          ),
        );
    }
  }
  // A grabbed character is entangled: it does not move away on its own.
  const next = holder(s, c) ? [] : (s.zones[c.zone] ?? []);
  if (next.length) {
    const zones = next.map((z) => ({ id: z, label: z }));
    // Enemies left behind are asked, after the move is declared, whether they strike (reaction-moves.ts).
    out.push(
      turnMove(
        c,
        'move',
        'moves a zone',
        [{ kind: 'move', ask: true }],
        [{ kind: 'zone', key: 'steps.0.to', label: 'to', options: zones }],
      ),
    );
    // Move, then attack: from the new zone, under the moving rules (a save, or out of reach).
    if (!outOfAmmo(c)) {
      for (const z of next) {
        for (const t of enemies) {
          const r = canReach(s, { ...c, zone: z }, t.zone, true);
          if (!r) continue;
          const ask = askable(s, c, t);
          const choices = attackChoices(s, { ...c, zone: z }, t, r.save, 'steps.1.attack', ask);
          out.push(
            turnMove(
              c,
              `move-attack-${z}-${t.id}`,
              `moves to ${z} and attacks ${t.name}`,
              [
                { kind: 'move', to: z, ask: true },
                { kind: 'attack', attack: { target: t.id, ask: true } },
              ],
              choices,
            ),
          );
        }
      }
    }
  }
  out.push(...otherMoves(s, c));
  return out;
}

function otherMoves(s: FtState, c: FtCombatant): Move[] {
  const out: Move[] = [];
  const here = s.combatants.filter((o) => o.zone === c.zone && o.id !== c.id);
  const saveDie = s.tables.saves.die;
  const nl = s.tables.attack.nonlethal_save.toUpperCase();
  // Blasts: the attacker's own zone (melee), or any zone in range (ranged).
  const inZone = (z: string) => s.combatants.filter((o) => o.zone === z && standing(o));
  const blastReactions = (z: string): MoveChoice[] =>
    inZone(z)
      .filter((t) => t.id !== c.id && reacts(t) && !c.concealed)
      .map((t) => {
        const counters = t.range === 0 ? z === c.zone : zoneDistance(s, t.zone, c.zone) <= t.range;
        return {
          kind: 'option',
          key: `steps.0.attack.reactions.${t.id}.kind`,
          label: `${t.name}'s reaction`,
          optional: true,
          pool: 'counter',
          options: [{ id: 'dodge', label: 'dodge' }, ...(counters ? [{ id: 'counter', label: 'counter' }] : [])],
        };
      });
  const pools = { counter: { counter: 1 } };
  out.push({
    ...turnMove(
      c,
      'blast-here',
      'blast attack on this zone',
      [{ kind: 'area-attack', blast: true, attack: {} }],
      [
        ...blastReactions(c.zone),
        { kind: 'dice', key: 'dice.damage', label: 'damage', dice: [d(damageDie(s, c, {}), `${c.name}'s damage`)] },
      ],
    ),
    pools,
  });
  // A blast aimed at a zone (its own included, the attacker then hit too) within the weapon's reach.
  if (!outOfAmmo(c)) {
    for (const z of Object.keys(s.zones)) {
      const r = canReach(s, c, z, false);
      if (!r) continue;
      const next = [...(s.zones[z] ?? [])];
      const saveDice: MoveChoice[] = r.save
        ? [
            {
              kind: 'dice',
              key: 'dice.hit-save',
              label: `save to hit (${r.save})`,
              dice: [d(saveDie, `${c.name}'s save to hit`)],
            },
            ...(s.tables.blast.deviates && next.length
              ? [
                  {
                    kind: 'dice' as const,
                    key: 'dice.deviation',
                    label: 'where a miss lands',
                    dice: [d(next.length, `neighbouring zone (${next.sort().join(', ')})`)],
                  },
                ]
              : []),
          ]
        : [];
      out.push({
        ...turnMove(
          c,
          `blast-${z}`,
          `blast attack aimed at ${z}${z === c.zone ? ' (hits itself too)' : ''}`,
          [{ kind: 'area-attack', blast: true, attack: { zone: z } }],
          [
            ...saveDice,
            ...blastReactions(z),
            { kind: 'dice', key: 'dice.damage', label: 'damage', dice: [d(damageDie(s, c, {}), `${c.name}'s damage`)] },
          ],
        ),
        pools,
      });
    }
  }
  const foesHere = here
    .filter(standing)
    .sort((a, b) => Number(a.faction === c.faction) - Number(b.faction === c.faction));
  if (foesHere.length) {
    out.push(
      turnMove(
        c,
        'nonlethal',
        'disarms or grapples',
        [{ kind: 'attack' }],
        [
          { kind: 'combatant', key: 'steps.0.attack.target', label: 'whom', options: foesHere.map(opt) },
          {
            kind: 'option',
            key: 'steps.0.attack.nonlethal',
            label: 'how',
            options: [
              { id: 'disarm', label: 'disarm' },
              { id: 'grapple', label: 'grapple' },
            ],
          },
          {
            kind: 'dice',
            key: 'dice.disarm',
            label: `${nl} save against the disarm`,
            dice: [d(saveDie, `the target's ${nl} save`)],
            when: { key: 'steps.0.attack.nonlethal', in: ['disarm'] },
          },
          {
            kind: 'dice',
            key: 'dice.grapple',
            label: `${nl} save against the grapple`,
            dice: [d(saveDie, `the target's ${nl} save`)],
            when: { key: 'steps.0.attack.nonlethal', in: ['grapple'] },
          },
        ],
      ),
    );
  }
  const down = here.filter((o) => o.status === 'incapacitated');
  if (down.length)
    out.push(
      turnMove(
        c,
        'final-blow',
        'final blow',
        [{ kind: 'final-blow' }],
        [{ kind: 'combatant', key: 'steps.0.target', label: 'on', options: down.map(opt) }],
      ),
    );
  const grabbed = s.combatants.filter((o) => o.conditions.includes(`grabbed by ${c.id}`));
  if (grabbed.length)
    out.push(
      turnMove(
        c,
        'shove',
        'shoves',
        [{ kind: 'shove' }],
        [
          { kind: 'combatant', key: 'steps.0.target', label: 'whom', options: grabbed.map(opt) },
          { kind: 'text', key: 'steps.0.hazard', label: 'into', optional: true },
        ],
      ),
    );
  out.push(
    turnMove(
      c,
      'bonus',
      'bonus action',
      [{ kind: 'bonus' }],
      [
        {
          kind: 'option',
          key: 'steps.0.what',
          label: 'what',
          options: s.tables.bonus_actions.map((b) => ({ id: b, label: b })),
        },
      ],
    ),
  );
  const carried = Object.keys(c.carried);
  if (carried.length)
    out.push(
      turnMove(
        c,
        'equip',
        c.wielding ? 'swaps weapons' : 'takes up a weapon',
        [{ kind: 'equip' }],
        [
          {
            kind: 'option',
            key: 'steps.0.weapon',
            label: 'weapon',
            options: carried.map((w) => ({ id: w, label: w })),
          },
        ],
      ),
    );
  if (c.wielding)
    out.push(
      turnMove(c, 'unequip', `puts away the ${c.wielding}`, [{ kind: 'unequip' }], []),
      turnMove(c, 'drop', `drops the ${c.wielding}`, [{ kind: 'drop' }], []),
    );
  const dropped = Object.keys(c.dropped);
  if (dropped.length && !c.wielding)
    out.push(
      turnMove(
        c,
        'pick-up',
        'picks up a weapon',
        [{ kind: 'pick-up' }],
        [
          {
            kind: 'option',
            key: 'steps.0.weapon',
            label: 'weapon',
            options: dropped.map((w) => ({ id: w, label: w })),
          },
        ],
      ),
    );
  if (!c.concealed) out.push(turnMove(c, 'hide', 'hides', [{ kind: 'hide', how: 'out of sight' }], []));
  out.push(turnMove(c, 'idle', 'does nothing', [], []));
  out.push(
    turnMove(c, 'surrender', 'surrenders', [{ kind: 'surrender' }], []),
    turnMove(c, 'flee', 'flees the fight', [{ kind: 'flee' }], []),
  );
  return out;
}
