// Spreadsheet card files: the same schema, did-you-mean and positioned problems as YAML, each at
// its cell as the spreadsheet numbers it (row, column), with a byte-order mark, `;` separators and
// line breaks inside quoted cells.
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.js';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { parseCardFile } from '../engine/catalog/card-file.js';

const parse = (text: string) => parseCardFile(text, 'w/cards.csv', undefined, readCsv);

describe('CSV card files', () => {
  it('types each cell by the schema: numbers, true/false, lists, nested fields, text as written', () => {
    const r = parse(
      'type,id,name,tags,init,attack,restore.poise,once_per_combat,on_hit.0.effect,on_hit.0.rounds,text\n' +
        'action,shove,Shove,"melee, push",2,5,,TRUE,stun,1,"Push, then ""strike"".\nTwo lines."\n' +
        'action,rest,Rest,,0,,5,,,,10\n',
    );
    expect(r.problems).toEqual([]);
    expect(r.cards.map((c) => c.card)).toEqual([
      expect.objectContaining({
        id: 'shove',
        tags: ['melee', 'push'],
        init: 2,
        attack: 5,
        once_per_combat: true,
        on_hit: [{ effect: 'stun', rounds: 1 }],
        text: 'Push, then "strike".\nTwo lines.',
      }),
      // A number in a text field stays text.
      expect.objectContaining({ id: 'rest', restore: { poise: 5 }, text: '10' }),
    ]);
  });

  it('reports file:row:column, the field and a hint, past a BOM, with ; separators and a quoted line break', () => {
    const text =
      '\uFEFFtype;id;name;text;init;target;atack\n' +
      'action;a;A;"one\nline more";1;chosen;\n' +
      'action;b;B;Fine;x;choosen;3\n';
    const lines = parse(text).problems.map(formatProblem);
    expect(lines).toEqual([
      'w/cards.csv:3:5  init  expected a whole number, got the text "x"',
      expect.stringMatching(
        /^w\/cards\.csv:3:6 {2}target {2}invalid target `choosen`\n {4}hint: did you mean `chosen`\?/,
      ),
      expect.stringMatching(/^w\/cards\.csv:3:7 {2}(atack {2})?.*`atack`[\s\S]*hint: .*`attack`/),
    ]);
  });

  it('names a missing field at the row, an unclosed quote, an empty sheet and a duplicate column', () => {
    expect(parse('type,id\naction,a\n').problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^w\/cards\.csv:2:1 {2}name {2}missing required field/),
    ]);
    expect(parse('type,id,name,text\naction,a,A,"never closed\n').problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^w\/cards\.csv:2:\d+ {2}a quoted cell is never closed[\s\S]*hint: close the quote/),
    ]);
    expect(parse('type,id,name\n').problems.map((p) => p.message)).toEqual(['the spreadsheet has no card rows']);
    expect(parse('type,id,id,name\naction,a,b,A\n').problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^w\/cards\.csv:1:3 {2}duplicate column `id` \(first in column 2\)/),
    ]);
  });

  it('is a problem, not a crash, where no CSV reader is given (the extension)', () => {
    expect(parseCardFile('type,id\n', 'w/cards.csv').problems.map((p) => p.message)).toEqual([
      'spreadsheet (CSV) card files are read by the fray command line',
    ]);
  });
});
