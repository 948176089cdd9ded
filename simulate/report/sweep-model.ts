// The report of a sweep. A card sweep shows, per point, the win rates, how often the swept card
// was played and what it dealt (points where it was never played marked), and for each combatant
// that plays it, which card it played most: the crossover is where the swept card takes over.
// A stance sweep is a heat map with every cell's interval and draws written in it, and a
// per-stance summary.
import type { PointResults, Results } from '../results.js';
import { rate } from '../stats.js';
import { heatMap, sweepCurve } from './charts.js';
import { meanCell, pct, rateCell, text, type Section, type Table } from './format.js';

export interface SweepModel {
  readonly findings: string[];
  readonly sections: Section[];
}

function cardSweep(r: Results, sw: { card: string; field: string }): SweepModel {
  const names = [r.sides[0]!.name, r.sides[1]!.name];
  const swept = (p: PointResults) => p.cards.find((c) => c.id === sw.card) ?? p.stances.find((c) => c.id === sw.card);
  const label = `${sw.card}.${sw.field}`;
  const rows: Table = {
    id: 'sweep',
    head: [
      'value',
      `${names[0]} wins`,
      `${names[1]} wins`,
      'draws',
      'rounds',
      `${sw.card}: play rate`,
      'plays / fight',
      'damage / play',
    ],
    rows: r.points.map((p) => {
      const c = swept(p);
      const never = !c || c.plays === 0;
      return {
        cls: never ? 'never' : '',
        cells: [
          { v: String(p.value), cls: 'n' },
          rateCell(p.wins[0]),
          rateCell(p.wins[1]),
          rateCell(p.draws),
          meanCell(p.rounds),
          never ? { v: 'never played', cls: 'n' } : rateCell(c.play_rate),
          { v: never ? '0' : c.plays_per_fight.toFixed(2), cls: 'n' },
          never ? { v: '—', cls: 'n' } : meanCell(c.damage_per_play),
        ],
      };
    }),
  };
  // Who plays the swept card, and from which value it is that combatant's most played card.
  const holders = [
    ...new Set(r.points.flatMap((p) => p.fighters.filter((f) => (f.plays[sw.card] ?? 0) > 0).map((f) => f.id))),
  ];
  const findings: string[] = [];
  const tables: Table[] = [rows];
  const cardName = (id: string): string => r.points[0]!.cards.find((c) => c.id === id)?.name ?? id;
  for (const id of holders) {
    const per = r.points.map((p) => p.fighters.find((f) => f.id === id)!);
    const cards = [...new Set(per.flatMap((f) => Object.keys(f.plays)))]
      .sort((a, b) => per.reduce((n, f) => n + (f.plays[b] ?? 0), 0) - per.reduce((n, f) => n + (f.plays[a] ?? 0), 0))
      .slice(0, 5);
    if (!cards.includes(sw.card)) cards.push(sw.card);
    const top = (f: (typeof per)[number]): string =>
      Object.entries(f.plays).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
    const who = per[0]!.name;
    tables.push({
      id: 'picks',
      head: ['value', ...cards.map((c) => `${cardName(c)}: share of ${who}'s plays`), 'most played'],
      rows: r.points.map((p, i) => {
        const f = per[i]!;
        const all = Object.values(f.plays).reduce((n, x) => n + x, 0);
        return {
          cls: top(f) === sw.card ? 'clear' : '',
          cells: [
            { v: String(p.value), cls: 'n' },
            ...cards.map((c) => ({ v: pct((f.plays[c] ?? 0) / Math.max(1, all)), cls: 'n' })),
            text(cardName(top(f))),
          ],
        };
      }),
    });
    const from = r.points.findIndex((_, i) => top(per[i]!) === sw.card);
    findings.push(
      from < 0
        ? `${who} never plays ${cardName(sw.card)} more than another card in this sweep.`
        : `${cardName(sw.card)} becomes ${who}'s most played card at ${label} = ${String(r.points[from]!.value)}${from > 0 ? ` (before: ${cardName(top(per[from - 1]!))})` : ''}.`,
    );
  }
  if (!holders.length)
    findings.push(`${cardName(sw.card)} is never played at any point of this sweep: no policy chooses it.`);
  const neverAt = r.points.filter((p) => !swept(p)?.plays).map((p) => String(p.value));
  if (neverAt.length && holders.length) findings.push(`Never played at ${label} = ${neverAt.join(', ')}.`);
  const curve = sweepCurve(
    label,
    r.points.map((p) => ({ x: Number(p.value), est: p.wins[0] })),
    `${names[0]} wins`,
  );
  return {
    findings,
    sections: [
      {
        id: 'sweep',
        title: `Sweep: ${label}`,
        notes: [
          'Every point replays the same fights (the same dice), so the differences between points come from the card.',
        ],
        charts: [curve],
        tables,
      },
    ],
  };
}

function stanceSweep(r: Results, stances: readonly [readonly string[], readonly string[]]): SweepModel {
  const [rows, cols] = stances;
  const names = [r.sides[0]!.name, r.sides[1]!.name];
  const at = (i: number, j: number): PointResults => r.points[i * cols.length + j]!;
  const map = heatMap(
    rows,
    cols,
    (i, j) => ({ win: at(i, j).wins[0], draws: at(i, j).draws }),
    `${names[0]} stance`,
    `${names[1]} stance`,
  );
  const pooled = (ps: PointResults[]) =>
    rate(
      ps.reduce((n, p) => n + Math.round(p.wins[0].value * p.fights), 0),
      ps.reduce((n, p) => n + p.fights, 0),
    );
  const pooledDraws = (ps: PointResults[]) =>
    rate(
      ps.reduce((n, p) => n + Math.round(p.draws.value * p.fights), 0),
      ps.reduce((n, p) => n + p.fights, 0),
    );
  const summary: Table = {
    id: 'stance-summary',
    head: ['side', 'stance', `${names[0]} wins, over the other side's stances`, 'draws'],
    rows: [
      ...rows.map((s, i) => {
        const ps = cols.map((_, j) => at(i, j));
        return { cells: [text(names[0]!), text(s), rateCell(pooled(ps)), rateCell(pooledDraws(ps))] };
      }),
      ...cols.map((s, j) => {
        const ps = rows.map((_, i) => at(i, j));
        return { cells: [text(names[1]!), text(s), rateCell(pooled(ps)), rateCell(pooledDraws(ps))] };
      }),
    ],
  };
  const cells: Table = {
    id: 'stance-pairs',
    head: [`${names[0]} stance`, `${names[1]} stance`, `${names[0]} wins`, `${names[1]} wins`, 'draws'],
    rows: r.points.map((p, k) => ({
      cells: [
        text(rows[Math.floor(k / cols.length)]!),
        text(cols[k % cols.length]!),
        rateCell(p.wins[0]),
        rateCell(p.wins[1]),
        rateCell(p.draws),
      ],
    })),
  };
  const best = [...r.points].sort((a, b) => b.wins[0].value - a.wins[0].value)[0]!;
  return {
    findings: [
      `${names[0]} does best with ${best.label}: ${pct(best.wins[0].value)} (95 % ${pct(best.wins[0].low)}–${pct(best.wins[0].high)}).`,
    ],
    sections: [
      {
        id: 'sweep',
        title: 'Sweep: every stance against every stance',
        notes: [
          `Cell: how often ${names[0]} wins when it takes the row's stance and ${names[1]} the column's (each combatant that holds that stance plays it), with the 95 % interval and the draws.`,
        ],
        charts: [map],
        tables: [summary, cells],
      },
    ],
  };
}

export function sweepModel(r: Results): SweepModel {
  const sw = r.sweep!;
  return sw.kind === 'card' ? cardSweep(r, sw) : stanceSweep(r, sw.stances);
}
