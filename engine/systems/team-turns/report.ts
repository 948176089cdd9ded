// The `fray resolve` output for team-turns: the JSON summary and the readable log lines.
import type { EngineEvent } from '../../core/index.js';
import type { Session } from '../../core/session.js';
import type { ScenarioSummary } from '../system-module.js';
import { bloodied, harmed } from './rules.js';
import type { TtState } from './types.js';

export function summarize(session: Session<TtState>): ScenarioSummary {
  const order: Record<string, unknown>[] = [];
  for (const e of session.events) {
    const d = (e.detail ?? {}) as Record<string, unknown>;
    if (e.type === 'turn')
      order.push({ round: e.round, team: d.team, combatant: e.actor, ...(d.surprise ? { surprise: true } : {}) });
    if (e.type === 'turn-skipped') order.push({ round: e.round, team: d.team, combatant: e.actor, skipped: true });
  }
  const s = session.state;
  const combatants: Record<string, Record<string, unknown>> = {};
  for (const c of s.combatants) {
    combatants[c.id] = {
      team: c.team,
      endurance: c.endurance,
      max_endurance: c.maxEndurance,
      health: c.health,
      max_health: c.maxHealth,
      missing_health: c.maxHealth - c.health,
      harmed: harmed(s, c),
      bloodied: bloodied(c),
      unconscious: c.unconscious,
      dead: c.dead,
      death_difficulty: c.deathDifficulty,
      stamina: c.stamina,
      reactions: c.reactionsLeft,
      extended: c.extended,
      size: c.size,
      prone: c.prone,
      in_cover: c.inCover,
      shield: c.shield
        ? {
            block: c.shield.block,
            durability: c.shield.durability,
            broken: c.shield.durability! <= 0,
            ...(c.shield.effects?.length ? { effects: c.shield.effects } : {}),
          }
        : null,
      items: Object.fromEntries(
        Object.entries(c.weapons).map(([k, w]) => [k, { durability: w.durability, broken: w.durability! <= 0 }]),
      ),
      effects: c.effects,
      readied: c.readied
        ? {
            action: c.readied.action.kind === 'other' ? c.readied.action.id : c.readied.action.kind,
            ...(c.readied.trigger ? { trigger: c.readied.trigger } : {}),
          }
        : null,
    };
  }
  return { order, combatants, round: s.round, phase: s.phase } as ScenarioSummary;
}

const dice = (e: EngineEvent) =>
  e.rolls?.length ? ` [${e.rolls.map((r) => `${r.purpose ?? 'd'}: d${r.die}=${r.value}`).join(', ')}]` : '';
const ch = (e: EngineEvent) =>
  e.changes && Object.keys(e.changes).length
    ? ` {${Object.entries(e.changes)
        .map(([k, [a, b]]) => `${k} ${a}→${b}`)
        .join(', ')}}`
    : '';

export function describe(e: EngineEvent): string {
  const d = (e.detail ?? {}) as Record<string, any>;
  switch (e.type) {
    case 'round-start':
      return `— round ${e.round}${d.surprise ? ` (surprise round: ${d.surprise})` : ''}: ${d.teams.join(' → ')}`;
    case 'round-end':
      return `— round ${e.round} ends`;
    case 'turn':
      return `${d.team}: ${e.actor} takes a turn`;
    case 'turn-skipped':
      return `${d.team}: ${e.actor} lets its turn go`;
    case 'action':
      return `  ${e.actor}: ${d.name}${e.target ? ` → ${e.target}` : ''}`;
    case 'attack': {
      const mods = `${d.modifier ? ` ${d.modifier >= 0 ? '+' : '−'} ${Math.abs(d.modifier)}` : ''}${d.penalty ? ` − ${d.penalty} (multiple attacks)` : ''}`;
      const adv = d.advantage
        ? ` (${d.advantage > 0 ? 'advantage' : 'disadvantage'} ${Math.abs(d.advantage)}: ${d.advantage_sources.join(', ')}; tests ${d.tests.join('/')}, kept)`
        : '';
      const size = d.size_steps ? `; size ${d.size_steps > 0 ? '+' : ''}${d.size_steps}` : '';
      const head = `  ${e.actor} → ${e.target}${d.strayFrom ? ` (stray shot meant for ${d.strayFrom})` : ''}: test ${d.base}${adv}${mods ? `${mods} = ${d.test}` : ''}, luck ${d.luck}${d.critical ? ' (critical)' : ''}${size}`;
      if (d.missedBy === 'dodge') return `${head}: dodged${dice(e)}`;
      if (!d.hit) return `${head} vs evasion ${d.evasion}: miss${dice(e)}`;
      const dmg = d.block
        ? `blocked: ${d.block.toItem} to the shield, ${d.block.through} through`
        : `${d.damage.raw} − ${d.damage.reduction} ${d.damage.category} = ${d.damage.dealt} damage`;
      return `${head} vs evasion ${d.evasion}: hit, ${dmg}${dice(e)}`;
    }
    case 'damage': {
      const typed = d.type ? ` (${d.raw} ${d.type} − ${d.reduction} ${d.category} reduction)` : '';
      const parts = [
        `  ${e.target} takes ${d.amount}${d.nonlethal ? ' nonlethal' : ''}${typed}: ${d.toEndurance} to Endurance, ${d.toHealth} to Health`,
      ];
      if (d.consciousness)
        parts.push(
          d.consciousness.total !== undefined
            ? `fortify ${d.consciousness.total} vs ${d.consciousness.difficulty}: ${d.consciousness.fortified ? 'stays conscious' : 'falls unconscious'}`
            : `falls unconscious (${d.consciousness.reason})`,
        );
      if (d.death)
        parts.push(`luck ${d.death.total} vs ${d.death.difficulty}: ${d.death.cheated ? 'cheats death' : 'dies'}`);
      return parts.join('; ') + dice(e) + ch(e);
    }
    case 'killing-strike':
      return `  ${e.actor} killing strike on ${e.target}: tests ${d.tests.join('/')} (advantage) → ${d.kept}, luck ${d.luck} = ${d.total} vs Constitution ${d.constitution}: ${d.killed ? 'killed' : 'fails — a sneak attack instead'}${dice(e)}`;
    case 'resuscitate':
      return `  ${e.actor} resuscitates ${e.target}: ${d.woke ? 'wakes' : 'no effect'}`;
    case 'wake':
      return `  ${e.target} regains consciousness`;
    case 'extended-start':
      return `  ${e.actor} starts ${d.action} (${d.remaining} action(s) to go next turn)`;
    case 'extended-progress':
      return `  ${e.actor} continues ${d.action}: ${d.remaining ? `${d.remaining} to go` : 'done'}`;
    case 'extended-abandoned':
      return `  ${e.actor} abandons ${d.action}`;
    case 'fight-end':
      return `— the fight is over${d.winner ? `: ${d.winner} stands` : ''}`;
    default:
      return `  ${e.type}`;
  }
}
