// The `fray resolve` output for faction-turns: the JSON summary and the readable log lines.
import type { EngineEvent } from '../../core/index.js';
import type { Session } from '../../core/session.js';
import type { ScenarioSummary } from '../system-module.js';
import type { FtState } from './types.js';

export function summarize(session: Session<FtState>): ScenarioSummary {
  const order: Record<string, unknown>[] = [];
  for (const e of session.events) {
    const d = (e.detail ?? {}) as Record<string, unknown>;
    if (e.type === 'turn' || e.type === 'timer-expired' || e.type === 'reaction') {
      const kind = e.type === 'turn' ? 'turn' : e.type === 'timer-expired' ? 'timeout' : String(d.kind);
      order.push({ round: e.round, phase: d.phase, faction: d.faction, combatant: e.actor, kind });
    } else if (e.type === 'pass') {
      order.push({ round: e.round, phase: d.phase, faction: d.faction, kind: 'pass', forced: d.forced });
    }
  }
  const s = session.state;
  const combatants: Record<string, Record<string, unknown>> = {};
  for (const c of s.combatants) {
    combatants[c.id] = {
      faction: c.faction,
      group: c.group,
      health: c.health,
      max_health: c.maxHealth,
      armour: c.armour,
      status: c.status,
      incapacitated: c.status === 'incapacitated',
      dead: c.status === 'dead',
      spent: c.spent,
      morale: c.broken ? 'broken' : c.moraleExempt ? 'exempt' : null,
      conditions: c.conditions,
      zone: c.zone,
      range: c.range,
      shield: c.shield,
      gear: c.gear,
      used: c.used,
      concealed: c.concealed,
      ammo: c.ammo,
      wielding: c.wielding,
      carried: c.carried,
      dropped: c.dropped,
    };
  }
  return {
    order,
    combatants,
    initiative: s.initiative,
    players: s.players,
    round: s.round,
    phase: s.phase,
    fat: s.fat,
    pending_morale: s.moraleDue,
  } as ScenarioSummary;
}

const dice = (e: EngineEvent) =>
  e.rolls?.length ? ` [${e.rolls.map((r) => `${r.purpose ?? 'd'}: d${r.die}=${r.value}`).join(', ')}]` : '';

export function describe(e: EngineEvent): string {
  const d = (e.detail ?? {}) as Record<string, any>;
  switch (e.type) {
    case 'round-start':
      return `— round ${e.round}: ${d.first} acts first (initiative: ${d.initiative})${d.fat !== undefined ? `, FAT ${d.fat}` : ''}${dice(e)}`;
    case 'turn':
      return `${d.faction}: ${e.actor} takes a turn (${d.phase})`;
    case 'timer-expired':
      return `${d.faction}: ${e.actor} did not declare in ${d.seconds}s and does nothing`;
    case 'reaction':
      return `  ${e.actor} reacts (${d.kind}), spending its turn this round`;
    case 'pass':
      return `${d.faction} passes${d.forced ? ' (nobody can act)' : ''}`;
    case 'phase-end':
      return `— ${d.phase} phase ends; next: ${d.next}`;
    case 'morale-due':
      return d.checks.length
        ? `— morale due: ${d.checks.map((c: any) => `${c.group} (${c.members.join(', ')})`).join('; ')}`
        : '— no morale checks due';
    case 'morale':
      return d.group === null
        ? '  morale: nothing to check'
        : `  morale ${d.group}: ${Object.entries(d.results)
            .map(([k, v]) => `${k} ${v ? 'holds (exempt)' : 'breaks'}`)
            .join(', ')}${dice(e)}`;
    case 'area-attack': {
      const where = d.blast
        ? `blast on ${d.zone}${d.deviatedTo ? ` (aimed at ${d.aimed}, deviated)` : ''}`
        : 'several targets';
      const save = d.hitSave
        ? `, ${d.hitSave.attribute.toUpperCase()} save to hit (${d.hitSave.for}) ${d.hitSave.pass ? 'passed' : 'failed'}`
        : '';
      return d.hit
        ? `  ${e.actor}: ${where}${save}; damage roll ${d.roll}${d.weaponBroken ? ' (the damaged weapon breaks)' : ''} against ${d.targets.join(', ') || 'nobody'}${dice(e)}`
        : `  ${e.actor}: ${where}${save} — miss${dice(e)}`;
    }
    case 'chase':
      return `  chase (${d.pace}): ${d.results.map((r: any) => `${r.combatant} ${r.escaped ? 'escapes' : 'is reached'}`).join(', ')}${dice(e)}`;
    case 'gear-check':
      return `  gear: ${d.results.length ? d.results.map((r: any) => `${r.combatant}'s ${r.item} ${r.roll}${r.damaged ? ' damaged' : ''}`).join(', ') : 'nothing was used'}${dice(e)}`;
    case 'attack': {
      if (d.stuntAccepted) return `  ${e.actor} → ${e.target}: stunt accepted — ${d.stunt.effect}`;
      if (d.nonlethal)
        return `  ${e.actor} → ${e.target}: ${d.nonlethal}${d.counterDamage ? ` (countered for ${d.counterDamage.dealt})` : ''}${d.save ? `, ${d.save.attribute.toUpperCase()} save ${d.save.pass ? 'resists' : 'fails'}` : ''}${d.missedBy ? ` — miss (${d.missedBy})` : ''}${dice(e)}`;
      if (d.hit === false && !d.counterDamage) return `  ${e.actor} → ${e.target}: miss (${d.missedBy})${dice(e)}`;
      const wear = d.damage?.weaponBroken
        ? ' (the damaged weapon breaks)'
        : d.damage?.destroyed
          ? ` (${e.target}'s damaged ${d.damage.destroyed} is destroyed)`
          : '';
      const dmg = d.damage
        ? `${d.saveFor ? `save to hit (${d.saveFor}) passed; ` : ''}${d.stunt ? `stunt "${d.stunt.effect}" refused; ` : ''}${d.damage.roll} − armour ${d.damage.armour} = ${d.damage.dealt}${wear}`
        : '';
      const first =
        d.hitFirst === 'both' ? 'both hit at once' : `${d.hitFirst === 'target' ? e.target : e.actor} is hit first`;
      const c = d.counterDamage
        ? `; counter ${d.counterDamage.roll} − armour ${d.counterDamage.armour} = ${d.counterDamage.dealt}; ${first}${d.hit ? '' : `, ${e.actor}'s blow never lands`}${d.counterLanded === false ? `, the counter never lands` : ''}`
        : '';
      const ch = e.changes
        ? ` {${Object.entries(e.changes)
            .map(([k, [a, b]]) => `${k} ${a}→${b}`)
            .join(', ')}}`
        : '';
      return `  ${e.actor} → ${e.target}${d.opportunity ? ' (opportunity)' : ''}: ${dmg}${c}${dice(e)}${ch}`;
    }
    case 'reaction-asked':
      return `  ${e.actor} → ${e.target}: ${d.saveFor ? `save to hit (${d.saveFor}) passed; ` : ''}${e.target} may react${dice(e)}`;
    case 'move':
      return `  ${e.actor} moves${
        e.changes
          ? ` ${Object.values(e.changes)
              .map(([a, b]) => `${a} → ${b}`)
              .join('')}`
          : ' (within its zone)'
      }`;
    case 'turn-interrupted':
      return `  ${e.actor}'s turn ends: it is ${d.status}`;
    case 'surrender':
      return `  ${e.actor} surrenders`;
    case 'flee':
      return `  ${e.actor} flees the fight`;
    case 'bonus-action':
      return `  ${e.actor}: ${d.what}`;
    case 'final-blow':
      return `  ${e.actor} deals a final blow: ${e.target} dies`;
    case 'fight-end':
      return `— the fight is over${d.winner ? `: ${d.winner} holds the field` : ''}`;
    default:
      return `  ${e.type}${e.actor ? ` ${e.actor}` : ''}${d.what ? `: ${d.what}` : ''}`;
  }
}
