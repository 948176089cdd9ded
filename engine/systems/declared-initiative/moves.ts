// What the GM can do now in a declared-initiative fight, as plain JSON (engine/core/moves.ts):
// while declaring, each creature's declaration (the system's actions, its weapon, a spell's TN,
// an overridable modifier) or no action; while resolving, each creature of the current initiative
// acts (an attack with its total, a Heal check to stabilise the dying, intimidating a monster, a
// crawl, anything else) or is skipped, and a full-defense creature ripostes an attacker; any time,
// newcomers arrive, creatures leave the fight, and the round ends.
//
// The attack asks for its total (the GM's roll at the table) and, optionally, the damage dice's sum
// rolled at the table: a typed number rather than typed dice, which a miss would leave unused for
// the next roll (a morale d6 would get a d8's face). Left empty, the engine rolls the damage.
import type { ChoiceOption, DieAsked, Move, MoveChoice, MovesView } from '../../core/moves.js';
import { moveAllowance } from './act.js';
import { isIncapacitated } from './damage.js';
import { awaitingDeclaration, nextDeclarer } from './declare.js';
import { moraleDue } from './round.js';
import { currentTick } from './ticks.js';
import type { Combatant, DiState, Weapon } from './types.js';
import { canAct } from './combatants.js';

/** The dice of a damage expression (`2d6+1` → two d6), for the GM to type in or leave to the engine. */
export function damageDice(expr: string | number | undefined): DieAsked[] {
  if (typeof expr !== 'string') return [];
  const out: DieAsked[] = [];
  for (const m of expr.matchAll(/(\d*)d(\d+)/g))
    for (let i = 0; i < Number(m[1] || 1); i++) out.push({ sides: Number(m[2]), purpose: 'damage' });
  return out;
}

/** Asked while the arrival's `surprised` flag is unticked (false, or left out). */
const NOT_SURPRISED = { key: 'surprised', in: ['false', 'undefined'] } as const;

const weaponOption = (w: Weapon): ChoiceOption => ({ id: w.id, label: `${w.id} (${w.damage}, ×${w.crit})` });

/** Who can be attacked: in the fight, not the attacker; its enemies first, then the rest. */
function targets(s: DiState, me: Combatant): ChoiceOption[] {
  const all = s.ids
    .map((id) => s.combatants[id]!)
    .filter((o) => o.id !== me.id && o.present && !o.dead && !o.withdrawn);
  const rank = (o: Combatant) => (o.side !== me.side ? (isIncapacitated(s, o) ? 1 : 0) : 2);
  return all
    .sort((a, b) => rank(a) - rank(b))
    .map((o) => ({ id: o.id, label: o.name, ...(isIncapacitated(s, o) ? { note: 'incapacitated' } : {}) }));
}

function declareChoices(s: DiState, c: Combatant, type: 'declare' | 'arrive'): MoveChoice[] {
  const acts = Object.entries(s.tables.actions);
  const bySpeed = (plus: string) => acts.filter(([, a]) => a.plus === plus).map(([id]) => id);
  const overridable = acts.filter(([, a]) => a.overridable).map(([id]) => id);
  const prefix = type === 'arrive' ? 'declare.' : '';
  // Without a weapon, a weapon-speed action is declared with none (speed 0).
  const weapons = [...c.weapons.map(weaponOption), { id: 'none', label: 'no weapon' }];
  // The likely declaration first: with a weapon, the weapon action of the smallest modifier (not
  // the table's key order: stored state comes back with its keys sorted).
  const armed = acts.filter(([, a]) => a.plus === 'weapon speed').sort((a, b) => a[1].modifier - b[1].modifier)[0];
  const likely = (c.weapons.length && armed ? armed : (acts.find(([, a]) => !a.plus) ?? acts[0]!))[0];
  return [
    {
      kind: 'option',
      key: `${prefix}action`,
      label: 'action',
      options: acts.map(([id, a]) => ({ id, label: a.label })),
      default: likely,
    },
    ...(bySpeed('weapon speed').length
      ? [
          {
            kind: 'option' as const,
            key: `${prefix}weapon`,
            label: 'weapon',
            optional: c.weapons.length > 0,
            options: weapons,
            default: weapons[0]!.id,
            when: { key: `${prefix}action`, in: bySpeed('weapon speed') },
          },
        ]
      : []),
    ...(bySpeed('spell speed').length
      ? [
          {
            kind: 'number' as const,
            key: `${prefix}tn`,
            label: 'casting TN',
            min: 0,
            default: 10,
            when: { key: `${prefix}action`, in: bySpeed('spell speed') },
          },
        ]
      : []),
    ...(overridable.length
      ? [
          {
            kind: 'number' as const,
            key: `${prefix}modifier`,
            label: 'modifier (if the item says)',
            optional: true,
            when: { key: `${prefix}action`, in: overridable },
          },
        ]
      : []),
  ];
}

function attackChoices(s: DiState, me: Combatant, prefix: string, list: ChoiceOption[]): MoveChoice[] {
  const standing = list.find((o) => !o.note);
  // The declared weapon (or the first); `none` declared means bare damage the GM gives.
  const declared = s.declarations[me.id]?.weapon;
  const weapon = declared === 'none' ? undefined : (me.weapons.find((w) => w.id === declared) ?? me.weapons[0]);
  return [
    {
      kind: 'combatant',
      key: `${prefix}target`,
      label: 'target',
      options: list,
      ...((standing ?? list[0]) ? { default: (standing ?? list[0])!.id } : {}),
    },
    ...(weapon && me.weapons.length > 1
      ? [
          {
            kind: 'option' as const,
            key: `${prefix}weapon`,
            label: 'weapon',
            optional: true,
            options: me.weapons.map(weaponOption),
          },
        ]
      : []),
    { kind: 'number', key: `${prefix}roll`, label: 'attack total (hits at ≥ Defense)', min: 0 },
    ...(weapon
      ? [
          { kind: 'flag' as const, key: `${prefix}critical`, label: `critical (×${weapon.crit})`, optional: true },
          // The table's damage dice, summed (a typed number, so a miss leaves nothing behind).
          {
            kind: 'number' as const,
            key: `${prefix}damage`,
            label: `damage ${weapon.damage} from the table (empty: roll)`,
            optional: true,
            min: 0,
          },
        ]
      : [{ kind: 'number' as const, key: `${prefix}damage`, label: 'damage', min: 0 }]),
  ];
}

export function moves(s: DiState): MovesView {
  const out: Move[] = [];
  const present = s.ids.map((id) => s.combatants[id]!);
  if (s.ended) return { system: s.system, round: s.round, phase: s.phase, moves: out };
  if (s.phase === 'declare') {
    // Declaring in turn (round-robin, by Agility): only the one whose turn it is to declare.
    const next = nextDeclarer(s);
    const hidden = s.declaring === 'hidden';
    for (const c of present) {
      if (s.declarations[c.id]) {
        if (hidden)
          out.push({
            id: `undeclare:${c.id}`,
            label: `Take back ${c.name}'s written action`,
            actor: c.id,
            action: { type: 'undeclare', combatant: c.id },
            choices: [],
          });
        continue;
      }
      if (!c.present || !canAct(c, s.round)) continue;
      if (next !== undefined && next !== c.id) continue;
      out.push({
        id: `declare:${c.id}`,
        label: hidden ? `${c.name} writes an action down` : `${c.name} declares`,
        actor: c.id,
        common: true,
        action: { type: 'declare', combatant: c.id },
        choices: declareChoices(s, c, 'declare'),
      });
      out.push({
        id: `pass-declare:${c.id}`,
        label: `${c.name}: no action`,
        actor: c.id,
        action: { type: 'pass-declare', combatant: c.id },
        choices: [],
      });
    }
    if (hidden && !awaitingDeclaration(s).length)
      out.push({
        id: 'reveal',
        label: 'Reveal the declarations',
        common: true,
        action: { type: 'reveal' },
        choices: [],
      });
  }
  if (s.phase === 'resolve') {
    for (const slot of currentTick(s)) {
      const c = s.combatants[slot.combatant]!;
      const list = targets(s, c);
      const act = (
        id: string,
        label: string,
        extra: Record<string, unknown>,
        choices: MoveChoice[],
        common = false,
      ): Move => ({
        id: `${id}:${c.id}`,
        label: `${c.name}: ${label}`,
        actor: c.id,
        ...(common ? { common } : {}),
        action: { type: 'act', combatant: c.id, ...extra },
        choices,
      });
      if (list.length) out.push(act('attack', 'attack', {}, attackChoices(s, c, 'attack.', list), true));
      // Moving before attacking (not for the incapacitated, who crawl): yards within what is left of
      // its allowance this round, and whose threat range it enters (that creature may riposte).
      const allowance = moveAllowance(s, c);
      const left = allowance === undefined ? 0 : allowance - c.moved;
      if (list.length && left > 0 && !isIncapacitated(s, c)) {
        out.push(
          act('move-attack', 'move, then attack', {}, [
            {
              kind: 'number',
              key: 'deeds.0.move',
              label: `yards (${left} left this round)`,
              min: 0,
              max: left,
              default: left,
            },
            {
              kind: 'combatant',
              key: 'deeds.0.enters.0',
              label: 'into the threat range of',
              optional: true,
              options: list,
            },
            ...attackChoices(s, c, 'deeds.1.attack.', list),
          ]),
        );
      }
      const dying = present.filter((o) => o.present && isIncapacitated(s, o));
      if (dying.length)
        out.push(
          act('heal', 'Heal check to stabilise', {}, [
            {
              kind: 'combatant',
              key: 'heal.target',
              label: 'who',
              options: dying.map((o) => ({ id: o.id, label: o.name })),
            },
            { kind: 'number', key: 'heal.roll', label: 'Heal check total', min: 0 },
          ]),
        );
      const monsters = present.filter((o) => o.monster);
      if (monsters.length)
        out.push(
          act('intimidate', 'intimidate', {}, [
            {
              kind: 'combatant',
              key: 'intimidate.target',
              label: 'monster',
              options: monsters.map((o) => ({ id: o.id, label: o.name })),
            },
            { kind: 'number', key: 'intimidate.result', label: 'Intimidation result', min: 0 },
          ]),
        );
      out.push(act('crawl', 'crawl (moves only)', { crawl: true }, []));
      out.push(
        act('other', 'acts (anything else)', {}, [{ kind: 'text', key: 'note', label: 'what', optional: true }], true),
      );
      out.push({
        id: `skip:${c.id}`,
        label: `${c.name}: does nothing`,
        actor: c.id,
        common: true,
        action: { type: 'skip', combatant: c.id },
        choices: [],
      });
    }
  }
  if (s.phase === 'resolve' || s.phase === 'end') {
    // The offered reaction, one a round (also to the round's last attack, before the round ends): a
    // full-defense creature answers an attack made on it this round; anyone answers a creature that
    // entered its threat range.
    for (const c of present) {
      if (
        !c.present ||
        c.dead ||
        c.withdrawn ||
        c.surprisedRound === s.round ||
        c.reactionsThisRound >= s.tables.turn.reactions
      )
        continue;
      const decl = s.declarations[c.id];
      const answers = [...(decl && s.tables.actions[decl.action]?.riposte ? c.attackedBy : []), ...c.entered];
      const by = [...new Set(answers)]
        .map((id) => s.combatants[id]!)
        .filter((o) => o.present && !o.dead && !o.withdrawn && o.id !== c.id);
      if (!by.length) continue;
      const choices = attackChoices(
        s,
        c,
        '',
        by.map((o) => ({ id: o.id, label: o.name })),
      );
      out.push({
        id: `riposte:${c.id}`,
        label: `${c.name}: riposte`,
        actor: c.id,
        common: true,
        action: { type: 'riposte', combatant: c.id },
        choices,
      });
    }
  }
  for (const c of present) {
    if (!c.present) {
      out.push({
        id: `arrive:${c.id}`,
        label: `${c.name} arrives`,
        actor: c.id,
        action: { type: 'arrive', combatant: c.id },
        // A surprised arrival declares nothing (combat/surprised): one the scenario already marks
        // surprised is offered no declaration; otherwise the declaration is asked only while the
        // surprised flag is left unticked. Mid-round a newcomer must declare (unless surprised);
        // before the round it may.
        choices: [
          // It rolls its Base Initiative as it arrives (unless it shares its group's): the table's d12 or the engine's.
          ...(c.initiativeDie === undefined && !(c.group && s.groupBase[c.group] !== undefined)
            ? [
                {
                  kind: 'dice' as const,
                  key: 'dice',
                  label: 'Base Initiative',
                  dice: [{ sides: s.tables.initiative.die, purpose: 'initiative' }],
                },
              ]
            : []),
          ...(c.surprisedOnArrival
            ? []
            : [
                { kind: 'flag' as const, key: 'surprised', label: 'surprised', optional: true, default: false },
                ...declareChoices(s, c, 'arrive').map((x, i) =>
                  i > 0 ? x : { ...x, when: NOT_SURPRISED, ...(s.phase === 'resolve' ? {} : { optional: true }) },
                ),
              ]),
        ],
      });
    } else if (!c.withdrawn && !c.dead) {
      out.push({
        id: `withdraw:${c.id}`,
        label: `${c.name} leaves the fight`,
        actor: c.id,
        action: { type: 'withdraw', combatant: c.id },
        choices: [],
      });
    }
  }
  if (s.phase !== 'declare') {
    // The monster morale checks the round's end rolls, with their numbers; once every slot has
    // resolved (no damage left to land) their 3d6 each may be the table's dice.
    const due = s.ids.map((id) => [s.combatants[id]!, moraleDue(s, s.combatants[id]!)] as const).filter(([, m]) => m);
    const settled = s.phase === 'end' && !s.pending.length;
    const { morale } = s.tables;
    const label =
      due.length && settled
        ? `End the round — morale: ${due.map(([c, m]) => `${c.name} ${morale.dice}d${morale.die} + ${c.insight} + ${c.hd} + ${m!.allies} vs ${m!.tn}`).join('; ')}`
        : 'End the round';
    const dice = due.flatMap(([c]) =>
      Array.from({ length: morale.dice }, () => ({ sides: morale.die, purpose: `morale: ${c.name}` })),
    );
    out.push({
      id: 'end-round',
      label,
      common: true,
      action: { type: 'end-round' },
      choices: settled && dice.length ? [{ kind: 'dice', key: 'dice', label: 'morale dice', dice }] : [],
    });
  }
  // The Base Initiative, once per combat: the table's d12 may replace the engine's before anyone declares.
  if (s.round === 1 && s.phase === 'declare' && !Object.keys(s.declarations).length) {
    for (const c of present) {
      if (!c.present || c.base === undefined) continue;
      out.push({
        id: `initiative:${c.id}`,
        label: `${c.name}: Base Initiative d${s.tables.initiative.die} from the table (now ${c.base})`,
        actor: c.id,
        action: { type: 'initiative', combatant: c.id },
        choices: [
          {
            kind: 'number',
            key: 'die',
            label: `d${s.tables.initiative.die}`,
            min: 1,
            max: s.tables.initiative.die,
            default: c.baseRoll?.value ?? 1,
          },
        ],
      });
    }
  }
  return { system: s.system, round: s.round, phase: s.phase, moves: out };
}
