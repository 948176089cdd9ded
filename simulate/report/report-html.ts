// report.html: one self-contained page (inline CSS and SVG, no script, no external resource) with
// the win rates, the per-fight figures, the card and stance tables sorted by impact, and the sweep.
import type { PlayStats, PointResults, Results } from '../results.js';
import type { Estimate } from '../stats.js';
import { heatMap, impactBar, rateBars, sweepCurve } from './charts.js';
import { esc, pct } from './svg.js';

const ci = (e: Estimate): string => `${pct(e.value)} <small>(${pct(e.low)}–${pct(e.high)})</small>`;
const ciN = (e: Estimate): string => `${e.value.toFixed(2)} <small>(${e.low.toFixed(2)}–${e.high.toFixed(2)})</small>`;

function playTable(kind: string, rows: readonly PlayStats[]): string {
  const body = rows
    .map((c) => `<tr><td>${esc(c.side)}</td><td>${esc(c.name)} <small>${esc(c.id)}</small></td><td class="n">${c.plays_per_fight.toFixed(2)}</td><td class="n">${c.hit_rate.n ? ci(c.hit_rate) : '—'}</td><td class="n">${ciN(c.damage_per_play)}</td><td class="n">${ci(c.win_when_played)}</td><td class="n">${c.win_when_not_played.n ? ci(c.win_when_not_played) : '<small>always played</small>'}</td><td>${impactBar(c.impact)} ${(c.impact * 100).toFixed(1)}</td></tr>`)
    .join('');
  return `<table data-table="${kind}"><thead><tr><th>side</th><th>${kind}</th><th>plays / fight</th><th>hit rate</th><th>damage / play</th><th>win when played</th><th>win when not</th><th>impact (points)</th></tr></thead><tbody>${body}</tbody></table>`;
}

function pointSection(r: Results, p: PointResults): string {
  const wins = rateBars('wins', [
    { label: `${r.sides[0]!.name} wins`, est: p.wins[0] },
    { label: `${r.sides[1]!.name} wins`, est: p.wins[1] },
    { label: 'draws', est: p.draws, colour: '#7a7a7a' },
  ]);
  const figures = `<table data-table="fight"><tbody><tr><th>rounds per fight</th><td class="n">${ciN(p.rounds)}</td></tr><tr><th>deaths per fight</th><td class="n">${ciN(p.deaths)}</td></tr><tr><th>afflictions per fight</th><td class="n">${ciN(p.afflictions)}</td></tr></tbody></table>`;
  return `<h2>Win rates</h2>${wins}${figures}<h2>Cards, by impact</h2><p class="note">Impact: the side's win rate in the fights where it played the card, minus its win rate in the fights where it did not (0 when it was played in every fight or in none). It measures association, not cause: a card a policy plays only when things go well scores high. For cause, sweep the card.</p>${playTable('card', p.cards)}<h2>Stances</h2>${playTable('stance', p.stances)}`;
}

function sweepSection(r: Results): string {
  const sw = r.sweep!;
  if (sw.kind === 'card') {
    const curve = sweepCurve(`${sw.card}.${sw.field}`, r.points.map((p) => ({ x: Number(p.value), est: p.wins[0] })), `${r.sides[0]!.name} wins`);
    const rows = r.points.map((p) => `<tr><td>${esc(String(p.value))}</td><td class="n">${ci(p.wins[0])}</td><td class="n">${ci(p.wins[1])}</td><td class="n">${ci(p.draws)}</td><td class="n">${ciN(p.rounds)}</td></tr>`).join('');
    return `<h2>Sweep: ${esc(sw.card)}.${esc(sw.field)}</h2>${curve}<table data-table="sweep"><thead><tr><th>value</th><th>${esc(r.sides[0]!.name)} wins</th><th>${esc(r.sides[1]!.name)} wins</th><th>draws</th><th>rounds</th></tr></thead><tbody>${rows}</tbody></table>`;
  }
  const [rows, cols] = sw.stances;
  const at = (i: number, j: number): Estimate => r.points[i * cols.length + j]!.wins[0];
  return `<h2>Sweep: every stance against every stance</h2><p class="note">Cell: how often ${esc(r.sides[0]!.name)} wins when it takes the row's stance and ${esc(r.sides[1]!.name)} the column's (each combatant that holds that stance plays it).</p>${heatMap(rows, cols, at, `${r.sides[0]!.name} stance`, `${r.sides[1]!.name} stance`)}`;
}

export function reportHtml(r: Results): string {
  const sides = r.sides.map((s) => `<li><b>${esc(s.name)}</b> (${esc(s.side)}, policy <code>${esc(s.policy)}</code>): ${s.combatants.map(esc).join(', ')}</li>`).join('');
  const body = r.sweep ? sweepSection(r) : pointSection(r, r.points[0]!);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(r.matchup)} — Fray balance lab</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 960px; padding: 0 16px; color: #1d1a16; }
h1 { font-size: 22px; margin-bottom: 4px; } h2 { font-size: 17px; margin-top: 28px; }
table { border-collapse: collapse; margin: 8px 0; } th, td { padding: 3px 10px; border-bottom: 1px solid #e4e0d8; text-align: left; vertical-align: middle; }
td.n { text-align: right; white-space: nowrap; } small { color: #6b655c; } .note { color: #4c463d; max-width: 70ch; } svg { display: block; margin: 6px 0; }
</style></head><body>
<h1>${esc(r.matchup)}</h1>
<p>${r.fights_per_point.toLocaleString('en')} fights${r.points.length > 1 ? ` at each of ${r.points.length} points` : ''}, seed ${r.seed}, at most ${r.max_rounds} rounds, timer misses ${pct(r.timer_miss)}${r.alternate_sides ? ', sides alternate between players and GM' : ''}. Intervals are 95 %.</p>
<ul>${sides}</ul>
${body}
<p class="note">Made by <code>fray simulate</code>. Rates use Wilson intervals; means the normal interval.</p>
</body></html>
`;
}
