// What the GM can do now in a team-turns fight, as plain JSON (engine/core/moves.ts). Between
// rounds: start the next. In a round, a member of the team whose turn it is takes its turn one
// action at a time (`act`: an attack per weapon, labelled with the multiple-attack penalty, its
// test dice and luck die typed or rolled; a command, a resuscitation, a killing strike, readying an
// attack, any other action of the table) until it ends the turn, or lets it go at once; a
// character carrying an extended action carries it on or abandons it. An attack its target can
// still answer waits for the answer: dodge, parry, block, intercept, or taking the hit. Any time:
// a readied action's trigger, the GM's damage, waking someone, ending the round or the fight.
import type { ChoiceOption, DieAsked, Move, MoveChoice, MovesView } from '../../core/moves.js';
import { reactionsOpen } from './act.js';
import { able, mayReact, mayTakeTurn } from './rules.js';
import type { ActionRow } from './tables.js';
import type { TtCombatant, TtState } from './types.js';

const SPECIAL = new Set(['attack', 'command', 'resuscitate', 'ready']);

function affordable(c: TtCombatant, row: ActionRow): boolean {
  return (['stamina', 'focus'] as const).every((pool) => !row[pool] || c[pool] === null || c[pool]! >= row[pool]!);
}

const opt = (c: TtCombatant): ChoiceOption => ({
  id: c.id,
  label: c.name,
  ...(c.unconscious ? { note: 'unconscious' } : {}),
});
const testDice = (dice: readonly number[], purpose: string): DieAsked[] => dice.map((sides) => ({ sides, purpose }));

/** The fortify total typed for a consciousness check, if the damage calls for one. */
const fortifyChoice: MoveChoice = {
  kind: 'number',
  key: 'fortify',
  label: 'consciousness check total, if it comes to that (empty: roll)',
  optional: true,
  min: 0,
};

/** The luck die of a test against death, typed in case the damage calls for one. */
const deathLuck = (die: number): MoveChoice => ({
  kind: 'number',
  key: 'death_luck',
  label: `luck d${die} against death, if it comes to that (empty: roll)`,
  optional: true,
  min: 1,
  max: die,
});

/** The actions a character may still take in its turn (its first one starts the turn). */
function actionMoves(s: TtState, c: TtCombatant, left: number, taken: readonly string[]): Move[] {
  const out: Move[] = [];
  const t = s.tables;
  const act = (
    id: string,
    label: string,
    action: Readonly<Record<string, unknown>>,
    choices: MoveChoice[],
    common = false,
  ): Move => ({
    id: `${id}:${c.id}`,
    label: `${c.name}: ${label}`,
    actor: c.id,
    ...(common ? { common } : {}),
    action: { type: 'act', actor: c.id, action },
    choices,
  });
  const others = s.combatants.filter((o) => o.id !== c.id && !o.dead);
  // Enemies first, the standing before the unconscious; then allies.
  const rank = (o: TtCombatant) => (o.team !== c.team ? (o.unconscious ? 1 : 0) : 2);
  const targets = [...others].sort((a, b) => rank(a) - rank(b)).map(opt);
  const open = (row: ActionRow) =>
    affordable(c, row) &&
    (!row.requires || taken.includes(row.requires)) &&
    !(row.once_per_turn && taken.includes(row.id)) &&
    (row.cost === 0 || left > 0);
  const weapons = Object.entries(c.weapons);
  const luck: MoveChoice = {
    kind: 'number',
    key: 'action.attack.luck',
    label: `luck die d${t.luck.die} (empty: roll)`,
    optional: true,
    min: 1,
    max: t.luck.die,
  };
  for (const row of [...t.actions, ...t.free_actions].filter(open)) {
    if (row.id === 'attack') {
      if (!targets.length) continue;
      const penalty = c.attacksThisRound * t.attack.multiple_attack_penalty;
      for (const [wid, w] of weapons) {
        out.push(
          act(
            `attack-${wid}`,
            `attack with ${wid}${penalty ? ` (−${penalty} multiple-attack penalty)` : ''}`,
            { kind: 'attack', attack: { weapon: wid } },
            [
              {
                kind: 'combatant',
                key: 'action.attack.target',
                label: 'target',
                options: targets,
                default: targets[0]!.id,
              },
              ...(w.test.dice.length
                ? [
                    {
                      kind: 'dice' as const,
                      key: 'rolls',
                      label: `test (${w.test.dice.map((d) => `d${d}`).join(' + ')}${w.test.bonus ? ` + ${w.test.bonus}` : ''})`,
                      dice: testDice(w.test.dice, 'attack test'),
                    },
                  ]
                : []),
              luck,
              { kind: 'flag', key: 'action.attack.sneak', label: 'sneak attack (unseen): advantage', optional: true },
              { kind: 'flag', key: 'action.attack.flanking', label: 'flanking: advantage', optional: true },
              {
                kind: 'number',
                key: 'action.attack.advantage',
                label: 'other advantage (+) or disadvantage (−)',
                optional: true,
                min: -2,
                max: 2,
              },
            ],
            true,
          ),
        );
      }
    } else if (row.id === 'command') {
      // An able ally of the actor's own team, never oneself, once per turn each.
      const whom = s.combatants.filter(
        (o) => o.id !== c.id && o.team === c.team && able(o) && !taken.includes(`command:${o.id}`),
      );
      if (whom.length)
        out.push(
          act('command', row.name, { kind: 'command' }, [
            { kind: 'combatant', key: 'action.target', label: 'ally', options: whom.map(opt), default: whom[0]!.id },
          ]),
        );
      // The action given can be the ally's attack, made now (its target may answer it, as any attack).
      for (const ally of whom) {
        const w = Object.keys(ally.weapons)[0];
        const on = s.combatants
          .filter((o) => o.id !== ally.id && !o.dead)
          .sort((a, b) => (a.team === ally.team ? 1 : 0) - (b.team === ally.team ? 1 : 0));
        if (w === undefined || !on.length) continue;
        out.push(
          act(
            `command-attack-${ally.id}`,
            `${row.name}: ${ally.name} attacks with ${w}`,
            { kind: 'command', target: ally.id, action: { kind: 'attack', attack: { weapon: w } } },
            [
              {
                kind: 'combatant',
                key: 'action.action.attack.target',
                label: 'target',
                options: on.map(opt),
                default: on[0]!.id,
              },
            ],
          ),
        );
      }
    } else if (row.id === 'resuscitate') {
      const down = others.filter((o) => o.unconscious);
      if (down.length) {
        out.push(
          act('resuscitate', row.name, { kind: 'resuscitate' }, [
            { kind: 'combatant', key: 'action.target', label: 'who', options: down.map(opt) },
          ]),
        );
        // The test is the table's: a failed one still costs the actions and leaves the resuscitator prone.
        if (row.cost <= left)
          out.push(
            act('resuscitate-fails', `${row.name}: the test fails`, { kind: 'resuscitate', success: false }, [
              { kind: 'combatant', key: 'action.target', label: 'who', options: down.map(opt) },
            ]),
          );
      }
    } else if (row.id === 'ready') {
      // Ready an attack: the trigger (the GM's call) takes it as a reaction, on whoever it names then.
      if (weapons.length && targets.length) {
        out.push(
          act('ready', `${row.name} (an attack)`, { kind: 'ready', action: { kind: 'attack', attack: {} } }, [
            {
              kind: 'combatant',
              key: 'action.action.attack.target',
              label: 'target',
              options: targets,
              default: targets[0]!.id,
            },
            {
              kind: 'option',
              key: 'action.action.attack.weapon',
              label: 'weapon',
              options: weapons.map(([w]) => ({ id: w, label: w })),
              default: weapons[0]![0],
            },
            { kind: 'text', key: 'action.trigger', label: 'trigger', optional: true },
          ]),
        );
      }
    } else if (!SPECIAL.has(row.id)) {
      out.push(
        act(
          `action-${row.id}`,
          row.cost > left ? `${row.name} (${row.cost} actions: carries over)` : row.name,
          { kind: 'other', id: row.id },
          [],
        ),
      );
    }
  }
  // The killing strike: the activity action, on an unconscious character; a failed test is a sneak attack.
  const helpless = others.filter((o) => o.unconscious);
  if (helpless.length && left > 0) {
    for (const [wid, w] of weapons) {
      out.push(
        act(
          `killing-strike-${wid}`,
          `killing strike with ${wid}${t.killing_strike.cost > left ? ' (carries over)' : ''}`,
          { kind: 'killing-strike', weapon: wid },
          [
            { kind: 'combatant', key: 'action.target', label: 'target', options: helpless.map(opt) },
            // Carried over, the strike is rolled when it completes: no dice to type now.
            ...(w.test.dice.length && t.killing_strike.cost <= left
              ? [
                  {
                    kind: 'dice' as const,
                    key: 'rolls',
                    label: `test (${w.test.dice.map((d) => `d${d}`).join(' + ')})`,
                    dice: testDice(w.test.dice, 'killing strike test'),
                  },
                ]
              : []),
            ...(t.killing_strike.cost <= left
              ? [
                  {
                    kind: 'number' as const,
                    key: 'action.luck',
                    label: `luck die d${t.luck.die} (empty: roll)`,
                    optional: true,
                    min: 1,
                    max: t.luck.die,
                  },
                ]
              : []),
          ],
        ),
      );
    }
  }
  return out;
}

/** The attacked character's answers to a pending attack. */
function reactionMoves(s: TtState): Move[] {
  const p = s.pending!;
  const target = s.combatants.find((c) => c.id === p.spec.target)!;
  const r = reactionsOpen(s, target, p.attacker);
  const luckDie = { sides: s.tables.luck.die, purpose: 'luck' };
  const vs = `${p.critical ? 'critical: cannot miss' : `test ${p.test} vs evasion ${p.evasion}`}`;
  const react = (id: string, label: string, action: Record<string, unknown>, choices: MoveChoice[]): Move => ({
    id: `${id}:${target.id}`,
    label: `${target.name}: ${label}`,
    actor: target.id,
    common: true,
    action: { type: 'react', ...action },
    choices: [...choices, deathLuck(s.tables.luck.die)],
  });
  // Taking the hit keeps the reaction for the consciousness check (itself a reaction), typed or rolled.
  const out: Move[] = [
    react('take-hit', `takes the hit (${vs})`, {}, mayReact(s, target, 'fortify') ? [fortifyChoice] : []),
  ];
  if (r.dodge) {
    out.push(
      react(
        'dodge',
        `dodges (${vs})`,
        { reaction: { kind: 'dodge' } },
        target.dodge
          ? [
              {
                kind: 'dice',
                key: 'rolls',
                label: 'dodge test and luck die',
                dice: [...testDice(target.dodge.dice, 'dodge test'), luckDie],
              },
            ]
          : [{ kind: 'number', key: 'reaction.result', label: 'dodge test total', min: 0, default: 0 }],
      ),
    );
  }
  if (r.parry.length)
    out.push(
      react('parry', 'parries', { reaction: { kind: 'parry' } }, [
        {
          kind: 'option',
          key: 'reaction.with',
          label: 'with',
          options: r.parry.map((k) => ({ id: k, label: k })),
          default: r.parry[0]!,
        },
      ]),
    );
  if (r.block) out.push(react('block', 'blocks with the shield', { reaction: { kind: 'block' } }, []));
  for (const by of r.intercept) {
    const ally = s.combatants.find((c) => c.id === by)!;
    // Then a defensive action as a free reaction: what this ally has the means for, its stamina
    // paid after the intercept's (a free reaction is free of the reaction limit, not of its cost).
    const parryItem =
      Object.keys(ally.weapons)[0] !== undefined ? ally.weapons[Object.keys(ally.weapons)[0]!] : ally.shield;
    const cost = (id: string) => s.tables.reactions.find((x) => x.id === id)?.stamina ?? 0;
    const afford = (id: string) => ally.stamina === null || ally.stamina >= cost('intercept') + cost(id);
    const then = [
      ...(ally.dodge ? ['dodge'] : []),
      ...(parryItem && (parryItem.durability ?? 1) > 0 ? ['parry'] : []),
      ...(ally.shield && (ally.shield.durability ?? 1) > 0 ? ['block'] : []),
    ].filter(afford);
    out.push(
      react(
        `intercept-${by}`,
        `${ally.name} intercepts`,
        { reaction: { kind: 'intercept', by } },
        then.length
          ? [
              {
                kind: 'option',
                key: 'reaction.then.kind',
                label: `then (free)`,
                optional: true,
                options: then.map((k) => ({ id: k, label: k })),
              },
            ]
          : [],
      ),
    );
  }
  return out;
}

export function moves(s: TtState): MovesView {
  const out: Move[] = [];
  const view = (): MovesView => ({
    system: s.system,
    round: s.round,
    phase: s.pending ? 'reaction' : s.phase,
    moves: out,
  });
  if (s.ended) return view();
  if (s.pending) {
    out.push(...reactionMoves(s));
    out.push({ id: 'end-fight', label: 'End the fight', action: { type: 'end-fight' }, choices: [] });
    return view();
  }
  if (s.phase === 'between')
    out.push({
      id: 'start-round',
      label: s.round === 0 && s.surprise ? `Start the surprise round (${s.surprise})` : 'Start the round',
      common: true,
      action: { type: 'start-round' },
      choices: [],
    });
  if (s.phase === 'round' || s.phase === 'surprise') {
    const active = s.active ? s.combatants.find((c) => c.id === s.active!.actor) : undefined;
    if (active && s.active) {
      out.push(...actionMoves(s, active, s.active.left, s.active.taken));
      out.push({
        id: `end-turn:${active.id}`,
        label: `${active.name}: end the turn (${s.active.left} action${s.active.left === 1 ? '' : 's'} left)`,
        actor: active.id,
        common: true,
        action: { type: 'end-turn' },
        choices: [],
      });
    } else {
      const team = s.teams[s.current];
      for (const c of s.combatants) {
        if (c.team !== team || !mayTakeTurn(s, c)) continue;
        if (c.extended) {
          out.push({
            id: `carry-on:${c.id}`,
            label: `${c.name}: carries on ${c.extended.name} (${c.extended.remaining} action(s) to go)`,
            actor: c.id,
            common: true,
            action: { type: 'act', actor: c.id },
            choices: [],
          });
          out.push({
            id: `abandon:${c.id}`,
            label: `${c.name}: abandons ${c.extended.name}`,
            actor: c.id,
            action: { type: 'act', actor: c.id, abandon: true },
            choices: [],
          });
        } else out.push(...actionMoves(s, c, s.tables.turn.actions, []));
        out.push({
          id: `pass:${c.id}`,
          label: `${c.name}: lets the turn go`,
          actor: c.id,
          common: true,
          action: { type: 'turn', actor: c.id, actions: [] },
          choices: [],
        });
      }
    }
    out.push({
      id: 'end-round',
      label: 'End the round (the rest let their turns go)',
      common: true,
      action: { type: 'end-round' },
      choices: [],
    });
  }
  // A readied action's trigger: the GM's call, any time, as the character's reaction.
  for (const c of s.combatants) {
    if (!c.readied || !able(c) || c.reactionsLeft < 1) continue;
    const a = c.readied.action;
    const hasTarget = a.kind === 'attack' || a.kind === 'resuscitate' || a.kind === 'killing-strike';
    const who =
      a.kind === 'attack'
        ? s.combatants.filter((o) => o.id !== c.id && !o.dead)
        : s.combatants.filter((o) => o.id !== c.id && o.unconscious && !o.dead);
    if (a.kind === 'attack' && !who.some((o) => o.id === a.attack.target)) continue;
    out.push({
      id: `trigger:${c.id}`,
      label: `${c.name}: the readied ${a.kind === 'other' ? a.id : a.kind} goes off${c.readied.trigger ? ` (${c.readied.trigger})` : ''}`,
      actor: c.id,
      common: true,
      action: { type: 'trigger', actor: c.id },
      choices:
        hasTarget && a.kind === 'attack'
          ? [
              { kind: 'combatant', key: 'target', label: 'on', optional: true, options: who.map(opt) },
              { kind: 'flag', key: 'ask', label: 'the target may react', optional: true, default: true },
            ]
          : [],
    });
  }
  const living = s.combatants.filter((c) => !c.dead);
  if (living.length) {
    out.push({
      id: 'damage',
      label: 'Damage (trap, fall, the GM)',
      action: { type: 'damage' },
      choices: [
        { kind: 'combatant', key: 'target', label: 'who', options: living.map(opt) },
        { kind: 'number', key: 'amount', label: 'amount', min: 0, default: 1 },
        {
          kind: 'option',
          key: 'damage_type',
          label: 'type (reduced by the matching reduction)',
          optional: true,
          options: Object.keys(s.tables.damage.types).map((k) => ({ id: k, label: k })),
        },
        deathLuck(s.tables.luck.die),
      ],
    });
  }
  // Waking someone is a move of the fight: after its end the engine refuses it (combat/ended).
  const asleep = s.combatants.filter((c) => c.unconscious && !c.dead);
  if (asleep.length)
    out.push({
      id: 'wake',
      label: 'Wake',
      action: { type: 'wake' },
      choices: [{ kind: 'combatant', key: 'target', label: 'who', options: asleep.map(opt) }],
    });
  out.push({ id: 'end-fight', label: 'End the fight', action: { type: 'end-fight' }, choices: [] });
  return view();
}
