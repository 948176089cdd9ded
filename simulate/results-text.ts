// The text views of results: cards.csv (one row per point, side and card) and the summary
// printed on stdout, which leads with what is statistically clear.
import { clearFindings, type PlayStats } from './play-stats.js';
import type { PointResults, Results } from './results.js';
import type { Estimate, Interval } from './stats.js';
import { baselineFinding } from './report/report-model.js';
import { sweepModel } from './report/sweep-model.js';

const pct = (e: Estimate): string =>
  `${(e.value * 100).toFixed(1)} % [${(e.low * 100).toFixed(1)}–${(e.high * 100).toFixed(1)}]`;
const num = (e: Estimate): string => `${e.value.toFixed(2)} [${e.low.toFixed(2)}–${e.high.toFixed(2)}]`;
const sgn = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
/** An interval of a difference in percentage points: `+12.3 pts [+8.1, +16.5]`. */
export const pts = (i: Interval): string => `${sgn(i.value)} pts [${sgn(i.low)}, ${sgn(i.high)}]`;

/**
 * A spreadsheet cell. Text that a spreadsheet would run as a formula (leading `=`, `+`, `-`, `@`,
 * tab or carriage return; OWASP "CSV injection") gets a leading `'`, then CSV quoting.
 */
export function csvCell(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const CSV_HEAD = [
  'point',
  'side',
  'kind',
  'card',
  'name',
  'status',
  'plays',
  'resolved',
  'skipped_stunned',
  'skipped_down',
  'skipped_no_target',
  'skipped_out_of_range',
  'plays_per_fight',
  'play_rate',
  'hit_rate',
  'hit_low',
  'hit_high',
  'damage_per_play',
  'damage_low',
  'damage_high',
  'damage_per_resolved',
  'win_when_played',
  'win_low',
  'win_high',
  'win_when_not_played',
  'fights_not_played',
  'impact',
  'impact_low',
  'impact_high',
];

function csvRow(p: PointResults, kind: string, c: PlayStats): string {
  return [
    p.label,
    c.side,
    kind,
    c.id,
    c.name,
    c.status,
    c.plays,
    c.resolved,
    c.skipped.stunned,
    c.skipped.down,
    c.skipped.no_target,
    c.skipped.out_of_range,
    c.plays_per_fight,
    c.play_rate.value,
    c.hit_rate.value,
    c.hit_rate.low,
    c.hit_rate.high,
    c.damage_per_play.value,
    c.damage_per_play.low,
    c.damage_per_play.high,
    c.damage_per_resolved,
    c.win_when_played.value,
    c.win_when_played.low,
    c.win_when_played.high,
    c.win_when_not_played.value,
    c.win_when_not_played.n,
    c.impact?.value ?? null,
    c.impact?.low ?? null,
    c.impact?.high ?? null,
  ]
    .map(csvCell)
    .join(',');
}

/** One row per (point, side, card or stance): the spreadsheet view. */
export function cardsCsv(r: Results): string {
  const rows = r.points.flatMap((p) => [
    ...p.cards.map((c) => csvRow(p, 'action', c)),
    ...p.stances.map((c) => csvRow(p, 'stance', c)),
  ]);
  return `${[CSV_HEAD.join(','), ...rows].join('\n')}\n`;
}

function findings(r: Results, p: PointResults): string[] {
  const lines: string[] = [];
  const { strong, weak } = clearFindings(p);
  const show = (c: PlayStats): string => `${c.side}/${c.id} ${pts(c.impact!)}`;
  if (strong.length || weak.length) {
    lines.push("  clear impacts (side's win rate when the card was played minus when not, 95 %):");
    if (strong.length) lines.push(`    highest: ${strong.slice(0, 3).map(show).join(', ')}`);
    if (weak.length) lines.push(`    lowest:  ${weak.slice(0, 3).map(show).join(', ')}`);
  } else lines.push("  no card's impact is statistically clear at this number of fights");
  const never = [...p.cards, ...p.stances].filter((c) => c.status === 'never played');
  if (never.length) lines.push(`  never played (${never.length}): ${never.map((c) => `${c.side}/${c.id}`).join(', ')}`);
  const thin = [...p.cards, ...p.stances].filter((c) => c.status === 'not enough data').length;
  const unclear = [...p.cards, ...p.stances].filter((c) => c.status === 'ranked' && !c.clear).length;
  if (thin || unclear)
    lines.push(`  not ranked: ${thin} with too few fights on one side, ${unclear} whose interval includes 0`);
  for (const a of r.ablations ?? [])
    lines.push(
      `  without ${a.side ? `${a.side}/` : ''}${a.card}: ${r.sides[0]!.name} wins ${pts(a.change[0])}${a.clear[0] ? ' (clear)' : ' (not clear)'}`,
    );
  return lines;
}

/** The text printed on stdout. */
export function summaryText(r: Results): string {
  const lines = [
    `${r.matchup}: ${r.fights_per_point} fights${r.points.length > 1 ? ` × ${r.points.length} points` : ''}, seed ${r.seed} (95 % intervals)`,
  ];
  for (const p of r.points) {
    if (r.points.length > 1) lines.push(`— ${p.label}`);
    lines.push(
      `  ${r.sides[0]!.name} wins ${pct(p.wins[0])}, ${r.sides[1]!.name} wins ${pct(p.wins[1])}, draws ${pct(p.draws)}`,
    );
    if (r.points.length === 1) lines.push(...findings(r, p));
    lines.push(
      `  rounds ${num(p.rounds)}; deaths per fight: ${p.sides.map((s) => `${s.name} ${num(s.deaths)}`).join(', ')}; afflictions ${num(p.afflictions)}`,
    );
  }
  if (r.sweep) for (const f of sweepModel(r).findings) lines.push(`  ${f}`);
  for (const f of baselineFinding(r)) lines.push(`  ${f}`);
  return lines.join('\n');
}
