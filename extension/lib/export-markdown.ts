// The fight's log as Markdown, for the GM's session notes: the roster, then round by round
// the engine's own description of each event, then where everyone stands.
import { withNames } from './overlay/model-from-encounter.js';
import type { EngineEvent } from '../../engine/core/types.js';
import { plugin } from '../../engine/systems/witchhammer/plugin.js';
import { describe } from '../../engine/systems/witchhammer/scenario-summary.js';
import type { Encounter } from './encounter.js';
import { logRounds } from './log-rounds.js';

/**
 * The engine's words for an event; '' when it has nothing new to say (an effects tick where
 * nothing wore off): such an event gets no line, never its raw kind and ids.
 */
export function describeEvent(e: EngineEvent): string {
  return describe(e);
}

/** Card and combatant names are the GM's text: keep them from being read as Markdown. */
export function mdEscape(s: string): string {
  return s.replace(/([\\`*_[\]<>|~])/g, '\\$1').replace(/\n/g, ' ');
}

export function encounterMarkdown(enc: Encounter): string {
  const out: string[] = [`# ${mdEscape(enc.name ?? 'Encounter')}`, ''];
  const state = enc.session?.state;
  if (!state) return [...out, '_No combatants yet._', ''].join('\n');
  out.push('| Combatant | Side | Poise | Health | Penalty | Status |', '|---|---|---|---|---|---|');
  const view = plugin.view(state);
  for (const c of state.combatants) {
    const v = view.combatants.find((x) => x.id === c.id);
    const penalty = v?.modifiers.penalty ?? 0;
    const status = [...(v?.status ?? []), ...c.afflictions].map(mdEscape).join(', ') || '—';
    out.push(
      `| ${mdEscape(c.name)} | ${c.side} | ${c.poise}/${c.maxPoise} | ${c.health}/${c.maxHealth} | ${penalty} | ${status} |`,
    );
  }
  out.push('');
  // The engine's sentences carry ids; the GM reads names.
  const named = withNames(state);
  for (const r of logRounds(enc.session!)) {
    out.push(`## Round ${r.round}`, '');
    for (const step of r.steps) {
      for (const e of step.events) {
        const line = named(describeEvent(e));
        // The engine indents the details of a turn: they become nested bullets.
        if (line.trim()) out.push(`${/^\s/.test(line) ? '  ' : ''}- ${mdEscape(line.trim())}`);
      }
    }
    out.push('');
  }
  out.push(`_Seed ${enc.seed}. Replay with \`fray resolve\` using the JSON export._`, '');
  return out.join('\n');
}
