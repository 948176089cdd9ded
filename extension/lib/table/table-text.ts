// A table fight as text for people: the Markdown export for the GM's notes and the lines posted to
// the VTT chat. Drawn from the engine's SystemView (who stands where, on which tracks) and the log
// in the system's own words with names (scenario/table-log.ts); no system is known here.
import type { SystemView } from '../../../engine/core/types.js';
import type { LogRound } from '../../../scenario/table-log.js';
import { mdEscape } from '../export-markdown.js';

const tracks = (c: SystemView['combatants'][number]): string =>
  c.tracks.map((t) => `${t.name} ${t.current}/${t.max}`).join(', ') || '—';

export function fightMarkdown(
  title: string,
  systemName: string,
  view: SystemView,
  log: readonly LogRound[],
  seed: unknown,
): string {
  const out: string[] = [`# ${mdEscape(title)}`, '', `_${mdEscape(systemName)}, round ${view.round}._`, ''];
  if (!view.combatants.length) return [...out, '_No combatants yet._', ''].join('\n');
  out.push('| Combatant | Side | Tracks | Status |', '|---|---|---|---|');
  for (const c of view.combatants)
    out.push(
      `| ${mdEscape(c.name)} | ${mdEscape(c.side)} | ${mdEscape(tracks(c))} | ${c.status.map(mdEscape).join(', ') || '—'} |`,
    );
  out.push('');
  for (const r of log) {
    out.push(`## Round ${r.round}`, '');
    // The systems indent a step's details under it: they become nested bullets.
    for (const line of r.lines) if (line.trim()) out.push(`${/^\s/.test(line) ? '  ' : ''}- ${mdEscape(line.trim())}`);
    out.push('');
  }
  out.push(`_Seed ${String(seed)}. Replay with \`fray resolve\` using the scenario export._`, '');
  return out.join('\n');
}

const nameOf = (view: SystemView, id: string): string => view.combatants.find((c) => c.id === id)?.name ?? id;

/** The round's order as the engine gives it, for the VTT chat. */
export function orderLines(view: SystemView): string[] {
  if (!view.order.length) return [`Fray · Round ${view.round}: no order yet.`];
  return [
    `Fray · Round ${view.round} order:`,
    ...view.order.map((o, i) => {
      const name = nameOf(view, o.combatant);
      return `${i + 1}. ${name}${o.label && o.label !== name && o.label !== o.combatant ? `: ${o.label}` : ''}${o.init !== undefined ? ` (${o.init})` : ''}${o.done ? ' ✓' : ''}`;
    }),
  ];
}

/** The latest round's log (the current one, or the last that has events), for the VTT chat. */
export function roundLines(view: SystemView, log: readonly LogRound[]): string[] {
  const r = [...log].reverse().find((x) => x.round === view.round) ?? log[log.length - 1];
  if (!r) return [`Fray · Round ${view.round}: nothing has happened yet.`];
  return [`Fray · Round ${r.round}:`, ...r.lines.map((l) => l.trim()).filter(Boolean)];
}
