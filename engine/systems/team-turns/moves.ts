// What the GM can do now in a team-turns fight, as plain JSON (engine/core/moves.ts): between
// rounds, start the next; in a round, each able member of the team whose turn it is takes a turn
// of one table action (an attack with its weapon and, if typed, its test; a command, a
// resuscitation, a killing strike; any other action of the table) or lets it go, and carries on
// or abandons an extended action; any time, the GM's damage, waking someone, ending the round or
// the fight (nothing once it has ended).
//
// A turn holds up to the table's actions; a turn of several actions is not offered here yet (its
// legality couples the actions: costs, once-per-turn, requires, ends-turn, stamina and focus).
import type { ChoiceOption, Move, MoveChoice, MovesView } from '../../core/moves.js';
import { mayTakeTurn } from './rules.js';
import type { ActionRow } from './tables.js';
import type { TtCombatant, TtState } from './types.js';

const SPECIAL = new Set(['attack', 'command', 'resuscitate']);

function affordable(c: TtCombatant, row: ActionRow): boolean {
  return (['stamina', 'focus'] as const).every((pool) => !row[pool] || c[pool] === null || c[pool]! >= row[pool]!);
}

const opt = (c: TtCombatant): ChoiceOption => ({ id: c.id, label: c.name, ...(c.unconscious ? { note: 'unconscious' } : {}) });

function turnMoves(s: TtState, c: TtCombatant): Move[] {
  const out: Move[] = [];
  const base = { type: 'turn', actor: c.id };
  const turn = (id: string, label: string, action: Readonly<Record<string, unknown>>, choices: MoveChoice[], common = false): Move => ({
    id: `${id}:${c.id}`, label: `${c.name}: ${label}`, actor: c.id, ...(common ? { common } : {}), action: { ...base, ...action }, choices,
  });
  const others = s.combatants.filter((o) => o.id !== c.id && !o.dead);
  // Enemies first, the standing before the unconscious; then allies.
  const rank = (o: TtCombatant) => (o.team !== c.team ? (o.unconscious ? 1 : 0) : 2);
  const targets = [...others].sort((a, b) => rank(a) - rank(b)).map(opt);
  const rows = [...s.tables.actions, ...s.tables.free_actions].filter((r) => !r.requires && affordable(c, r));
  for (const row of rows) {
    if (row.id === 'attack') {
      const weapons = Object.keys(c.weapons);
      if (!weapons.length || !targets.length) continue;
      out.push(turn('attack', 'attack', { actions: [{ kind: 'attack' }] }, [
        { kind: 'combatant', key: 'actions.0.attack.target', label: 'target', options: targets, default: targets[0]!.id },
        { kind: 'option', key: 'actions.0.attack.weapon', label: 'weapon', options: weapons.map((w) => ({ id: w, label: w })), default: weapons[0]! },
        { kind: 'number', key: 'actions.0.attack.test', label: 'test total (empty: roll)', optional: true, min: 0 },
      ], true));
    } else if (row.id === 'command') {
      // An able ally of the actor's own team, never oneself (target/not-ally, combat/cannot-act).
      const whom = s.combatants.filter((o) => o.id !== c.id && o.team === c.team && !o.dead && !o.unconscious);
      if (whom.length) out.push(turn('command', row.name, { actions: [{ kind: 'command' }] }, [{ kind: 'combatant', key: 'actions.0.target', label: 'ally', options: whom.map(opt), default: whom[0]!.id }]));
    } else if (row.id === 'resuscitate') {
      const down = others.filter((o) => o.unconscious);
      if (down.length) out.push(turn('resuscitate', row.name, { actions: [{ kind: 'resuscitate' }] }, [{ kind: 'combatant', key: 'actions.0.target', label: 'who', options: down.map(opt) }]));
    } else if (!SPECIAL.has(row.id)) {
      out.push(turn(`action-${row.id}`, row.name, { actions: [{ kind: 'other', id: row.id }] }, []));
    }
  }
  const helpless = others.filter((o) => o.unconscious);
  const weapons = Object.keys(c.weapons);
  if (helpless.length && weapons.length) {
    out.push(turn('killing-strike', 'killing strike', { actions: [{ kind: 'killing-strike' }] }, [
      { kind: 'combatant', key: 'actions.0.target', label: 'target', options: helpless.map(opt) },
      { kind: 'option', key: 'actions.0.weapon', label: 'weapon', optional: true, options: weapons.map((w) => ({ id: w, label: w })) },
    ]));
  }
  out.push(turn('pass', 'lets the turn go', { actions: [] }, [], true));
  if (c.extended) out.push(turn('abandon', `abandons ${c.extended.name}`, { actions: [], abandon: true }, []));
  return out;
}

export function moves(s: TtState): MovesView {
  const out: Move[] = [];
  if (!s.ended) {
    if (s.phase === 'between') out.push({ id: 'start-round', label: 'Start the round', common: true, action: { type: 'start-round' }, choices: [] });
    if (s.phase === 'round' || s.phase === 'surprise') {
      const team = s.teams[s.current];
      for (const c of s.combatants) if (c.team === team && mayTakeTurn(s, c)) out.push(...turnMoves(s, c));
      out.push({ id: 'end-round', label: 'End the round', action: { type: 'end-round' }, choices: [] });
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
        ],
      });
    }
    // Waking someone is a move of the fight: after its end the engine refuses it (combat/ended).
    const asleep = s.combatants.filter((c) => c.unconscious && !c.dead);
    if (asleep.length) out.push({ id: 'wake', label: 'Wake', action: { type: 'wake' }, choices: [{ kind: 'combatant', key: 'target', label: 'who', options: asleep.map(opt) }] });
    out.push({ id: 'end-fight', label: 'End the fight', action: { type: 'end-fight' }, choices: [] });
  }
  return { system: s.system, round: s.round, phase: s.phase, moves: out };
}
