// What the report shows, as plain data for templates/simulate/report.hbs: text, tables (format.ts)
// and chart scenes (charts.ts). No HTML is built here: the template writes and escapes it all.
import type { Change } from '../baseline.js';
import { clearFindings, type PlayStats } from '../play-stats.js';
import type { PointResults, Results } from '../results.js';
import { healthChart, impactChart, rateBars, roundsChart, winByRound } from './charts.js';
import {
  diffCell,
  meanCell,
  pct,
  pointsRange,
  pointsText,
  rateCell,
  text,
  type Cell,
  type Section,
  type Table,
} from './format.js';
import { COLOURS } from './scene.js';
import { sweepModel, type SweepModel } from './sweep-model.js';
import { FOOTNOTES } from './footnotes.js';

export interface ReportModel {
  readonly title: string;
  readonly intro: string;
  readonly sides: readonly { name: string; detail: string }[];
  readonly findings: readonly string[];
  readonly sections: readonly Section[];
  readonly footnotes: readonly { term: string; text: string }[];
}

const status: Record<PlayStats['status'], string> = {
  ranked: '',
  'never played': 'never played',
  'always played': 'always played (nothing to compare)',
  'not enough data': 'not enough data',
};

function playTable(id: string, kind: string, rows: readonly PlayStats[]): Table {
  return {
    id,
    head: [
      'side',
      kind,
      'play rate',
      'plays / fight',
      'resolved',
      'skipped: stunned · down · no target · out of range',
      'hit rate',
      'damage / play',
      'damage / resolved play',
      'win when played',
      'win when not',
      'impact',
    ],
    rows: rows.map((c) => ({
      cls: c.status === 'never played' ? 'never' : c.status === 'ranked' ? (c.clear ? 'clear' : '') : 'thin',
      cells: [
        text(c.side),
        text(c.name, c.status === 'never played' ? `${c.id} · never played` : c.id),
        rateCell(c.play_rate),
        { v: c.plays_per_fight.toFixed(2), cls: 'n' },
        { v: String(c.resolved), sub: `of ${c.plays} plays`, cls: 'n' },
        {
          v: `${c.skipped.stunned} · ${c.skipped.down} · ${c.skipped.no_target} · ${c.skipped.out_of_range}`,
          cls: 'n',
        },
        rateCell(c.hit_rate),
        c.plays ? meanCell(c.damage_per_play) : { v: '—', cls: 'n' },
        { v: c.resolved ? c.damage_per_resolved.toFixed(2) : '—', cls: 'n' },
        c.play_rate.value > 0 ? rateCell(c.win_when_played) : { v: '—', cls: 'n' },
        c.win_when_not_played.n ? rateCell(c.win_when_not_played) : { v: '—', sub: 'always played', cls: 'n' },
        c.impact
          ? { ...diffCell(c.impact, ''), ...(c.clear ? {} : { sub: `${pointsRange(c.impact)} (includes 0)` }) }
          : { v: '—', sub: status[c.status], cls: 'n' },
      ],
    })),
  };
}

function findings(r: Results, p: PointResults): string[] {
  const out: string[] = [];
  const { strong, weak } = clearFindings(p);
  const say = (c: PlayStats): string =>
    `${c.name} (${c.side}): ${pointsText(c.impact!)}, 95 % interval ${pointsRange(c.impact!)}`;
  if (strong.length) out.push(`Clearly higher win rate when played: ${strong.slice(0, 3).map(say).join('; ')}.`);
  if (weak.length) out.push(`Clearly lower win rate when played: ${weak.slice(0, 3).map(say).join('; ')}.`);
  if (!strong.length && !weak.length)
    out.push(
      "No card's impact is statistically clear at this number of fights: run more fights, or remove a card with --ablate.",
    );
  const never = [...p.cards, ...p.stances].filter((c) => c.status === 'never played');
  if (never.length)
    out.push(`Never played (${never.length}): ${never.map((c) => `${c.name} (${c.side})`).join(', ')}.`);
  for (const a of r.ablations ?? [])
    out.push(
      `Without ${a.name}${a.side ? ` (${a.side})` : ''}, ${r.sides[0]!.name} wins ${pct(a.wins[0].value)}: ${pointsText(a.change[0])} (95 % ${pointsRange(a.change[0])})${a.clear[0] ? '' : ', not clearly different'}.`,
    );
  out.push(
    'Impact is an association: a card a policy plays when ahead scores high. "Remove this card" below measures cause.',
  );
  return out;
}

function singlePoint(r: Results, p: PointResults, slug: string): Section[] {
  const names = [r.sides[0]!.name, r.sides[1]!.name] as const;
  const wins = rateBars('wins', 'Win rates (95 % intervals)', [
    { label: `${names[0]} wins`, est: p.wins[0] },
    { label: `${names[1]} wins`, est: p.wins[1] },
    { label: 'draws', est: p.draws, colour: '#7a7a7a' },
  ]);
  const figures: Table = {
    id: 'fight',
    head: ['per fight', 'value (95 %)'],
    rows: [
      { cells: [text('rounds'), meanCell(p.rounds)] },
      { cells: [text('afflictions'), meanCell(p.afflictions)] },
      ...p.sides.map((s) => ({ cells: [text(`deaths on ${s.name}`), meanCell(s.deaths)] })),
    ],
  };
  const sides: Table = {
    id: 'sides',
    head: ['side', 'damage dealt / fight', 'damage taken / fight', 'down at the end / fight', 'deaths / fight'],
    rows: p.sides.map((s) => ({
      cells: [text(s.name), meanCell(s.dealt), meanCell(s.taken), meanCell(s.downs), meanCell(s.deaths)],
    })),
  };
  const per = (n: number): string => (n / Math.max(1, p.fights)).toFixed(2);
  const fighters: Table = {
    id: 'combatants',
    head: [
      'side',
      'combatant',
      'damage dealt / fight',
      'damage taken / fight',
      'rounds standing / fight',
      'turns stunned / fight',
      'plays skipped / fight: down · no target · out of range',
      'went down',
      'dead at the end',
    ],
    rows: p.fighters.map((f) => ({
      cells: [
        text(f.side),
        text(f.name, f.id),
        meanCell(f.dealt),
        meanCell(f.taken),
        meanCell(f.rounds),
        { v: per(f.skipped.stunned), cls: 'n' },
        { v: `${per(f.skipped.down)} · ${per(f.skipped.no_target)} · ${per(f.skipped.out_of_range)}`, cls: 'n' },
        rateCell(f.down),
        rateCell(f.dead),
      ],
    })),
  };
  const ablate: Section = r.ablations?.length
    ? {
        id: 'remove',
        title: 'Remove this card',
        notes: [
          "The same fights (the same dice) with the card taken out of the named side's decks. The change is what the card causes, with its 95 % interval.",
        ],
        charts: [],
        tables: [
          {
            id: 'ablation',
            head: ['card removed', `${names[0]} wins without it`, 'change', `${names[1]} wins without it`, 'change'],
            rows: r.ablations.map((a) => ({
              cls: a.clear[0] ? 'clear' : '',
              cells: [
                text(a.name, a.side ? `${a.card}, from ${a.side}` : `${a.card}, from every side`),
                rateCell(a.wins[0]),
                diffCell(a.change[0], ''),
                rateCell(a.wins[1]),
                diffCell(a.change[1], ''),
              ],
            })),
          },
        ],
      }
    : {
        id: 'remove',
        title: 'Remove this card',
        notes: [
          `To measure what a card causes, run the same fights without it: fray simulate ${slug}.yaml --ablate <card> (several: --ablate a,b). Run with --ablate extremes for the highest and lowest card of this table.`,
        ],
        charts: [],
        tables: [],
      };
  const replays: Table = {
    id: 'replays',
    head: ['fight', 'why', 'rounds', 'winner', 'replay it'],
    rows: p.replays.map((x) => ({
      cells: [
        { v: `#${x.fight}`, cls: 'n' },
        text(x.why),
        { v: String(x.rounds), cls: 'n' },
        text(x.winner === null ? 'draw' : names[x.winner]),
        { v: `fray simulate ${slug}.yaml --seed ${r.seed} --replay ${x.fight}`, cls: 'cmd' },
      ],
    })),
  };
  return [
    { id: 'wins', title: 'Win rates', notes: [], charts: [wins], tables: [figures] },
    {
      id: 'sides',
      title: 'Sides and combatants',
      notes: [
        'Damage is Poise and Health lost to attacks (taken also counts bleeding wounds). A skipped play is a planned card that did not resolve: see the footnotes.',
      ],
      charts: [],
      tables: [sides, fighters],
    },
    {
      id: 'distributions',
      title: 'How fights go',
      notes: [],
      charts: [
        roundsChart(p.ends, names),
        winByRound(p.ends, p.fights, names),
        ...p.sides.map((s, i) => healthChart(s.name, s.health_left, p.fights, COLOURS[i]!)),
      ],
      tables: [],
    },
    {
      id: 'cards',
      title: 'Action cards',
      notes: [
        `Every action card each side holds. Rows: ranked cards by impact, then the rest. Impact is ranked only with at least 30 fights with and without the card; its interval is written under it.`,
      ],
      charts: [impactChart([...p.cards, ...p.stances])],
      tables: [playTable('card', 'card', p.cards)],
    },
    {
      id: 'stances',
      title: 'Stances',
      notes: ['Every stance each side holds.'],
      charts: [],
      tables: [playTable('stance', 'stance', p.stances)],
    },
    ablate,
    {
      id: 'replays',
      title: 'Fights to replay',
      notes: [
        'Each command writes the fight as a scenario and prints the fray resolve command that plays it again, round by round.',
      ],
      charts: [],
      tables: [replays],
    },
  ];
}

function baselineSection(r: Results): Section | undefined {
  const b = r.baseline;
  if (!b) return undefined;
  const show = (c: Change) => (c.kind === 'rate' ? rateCell(c.before) : meanCell(c.before));
  const after = (c: Change) => (c.kind === 'rate' ? rateCell(c.after) : meanCell(c.after));
  const delta = (c: Change): Cell =>
    c.kind === 'rate'
      ? {
          v: pointsText(c.change),
          sub: `${pointsRange(c.change)}${c.clear ? '' : ' (includes 0)'}`,
          cls: 'n',
          sortKey: String(c.change.value),
        }
      : {
          v: `${c.change.value >= 0 ? '+' : '−'}${Math.abs(c.change.value).toFixed(2)}`,
          sub: `${c.change.low.toFixed(2)} to ${c.change.high.toFixed(2)}${c.clear ? '' : ' (includes 0)'}`,
          cls: 'n',
          sortKey: String(c.change.value),
        };
  const rows = [...b.changes].sort((x, y) => Number(y.clear) - Number(x.clear));
  return {
    id: 'baseline',
    title: 'Changes since the baseline',
    notes: [`Compared with ${b.file}. A change is clear when its 95 % interval excludes 0; clear changes come first.`],
    charts: [],
    tables: [
      {
        id: 'baseline',
        head: ['point', 'figure', 'before', 'now', 'change'],
        rows: rows.map((c) => ({
          cls: c.clear ? 'clear' : '',
          cells: [text(c.point), text(c.what), show(c), after(c), delta(c)],
        })),
      },
    ],
  };
}

/** The findings line about the baseline, when there is one. */
export function baselineFinding(r: Results): string[] {
  if (!r.baseline) return [];
  const clear = r.baseline.changes.filter((c) => c.clear);
  const say = (c: Change): string =>
    `${c.what}${r.points.length > 1 ? ` at ${c.point}` : ''} ${c.kind === 'rate' ? pointsText(c.change) : `${c.change.value >= 0 ? '+' : '−'}${Math.abs(c.change.value).toFixed(2)}`}`;
  return [
    clear.length
      ? `Since the baseline, ${clear.length} clear change${clear.length > 1 ? 's' : ''}: ${clear.slice(0, 4).map(say).join('; ')}${clear.length > 4 ? '; …' : ''}.`
      : `No clear change since the baseline (${r.baseline.changes.length} figures compared).`,
  ];
}

export function reportModel(r: Results, slug: string): ReportModel {
  const p = r.points[0]!;
  const sweep: SweepModel | undefined = r.sweep ? sweepModel(r) : undefined;
  const intro = `${r.fights_per_point.toLocaleString('en')} fights${r.points.length > 1 ? ` at each of ${r.points.length} points` : ''}, seed ${r.seed}, at most ${r.max_rounds} rounds, timer misses ${pct(r.timer_miss)}${r.alternate_sides ? ', sides alternate between players and GM' : ''}. Intervals are 95 %.`;
  return {
    title: r.matchup,
    intro,
    sides: r.sides.map((s) => ({ name: s.name, detail: `${s.side}, policy ${s.policy}: ${s.combatants.join(', ')}` })),
    findings: [...baselineFinding(r), ...(sweep ? sweep.findings : findings(r, p))],
    sections: [...(sweep ? sweep.sections : singlePoint(r, p, slug)), ...(r.baseline ? [baselineSection(r)!] : [])],
    footnotes: FOOTNOTES,
  };
}

export type { Cell };
