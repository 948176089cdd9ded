// Text runs joined into the lines a reader sees. A PDF may show one line as one run or as one run
// per word or per glyph (each placed by its own Tm or Td), so a finding that counted runs said
// "30 text runs" of one 30-character line; findings count and quote lines instead.
import type { Box, Mark } from './content-geometry.js';

type TextMark = Extract<Mark, { kind: 'text' }>;

export interface TextLine {
  readonly where: string;
  readonly text: string;
  /** The smallest size of its runs, in points. */
  readonly size: number;
  readonly box: Box;
  readonly runs: readonly TextMark[];
}

/**
 * Runs of one object on one baseline (within a tenth of the size), of about one size, each
 * starting no further than two sizes after the last one ended, make one line.
 */
export function textLines(runs: readonly TextMark[]): TextLine[] {
  const sorted = [...runs].sort((a, b) => b.box.y0 - a.box.y0 || a.box.x0 - b.box.x0);
  const lines: { where: string; runs: TextMark[]; box: Box; size: number; base: number }[] = [];
  for (const r of sorted) {
    const line = lines.find(
      (l) =>
        l.where === r.where &&
        Math.abs(l.base - r.box.y0) <= 0.1 * Math.max(l.size, r.size) &&
        Math.abs(l.size - r.size) <= 0.25 * Math.max(l.size, r.size) &&
        r.box.x0 >= l.box.x0 - 0.5 &&
        r.box.x0 - l.box.x1 <= 2 * Math.max(l.size, r.size),
    );
    if (!line) {
      lines.push({ where: r.where, runs: [r], box: r.box, size: r.size, base: r.box.y0 });
      continue;
    }
    // A gap wider than a third of the size is a word space the runs do not carry.
    const gap = r.box.x0 - line.box.x1 > r.size / 3;
    const prev = line.runs[line.runs.length - 1];
    if (gap && prev && !/\s$/.test(prev.text) && !/^\s/.test(r.text)) line.runs.push({ ...r, text: ` ${r.text}` });
    else line.runs.push(r);
    line.box = {
      x0: Math.min(line.box.x0, r.box.x0),
      y0: Math.min(line.box.y0, r.box.y0),
      x1: Math.max(line.box.x1, r.box.x1),
      y1: Math.max(line.box.y1, r.box.y1),
    };
    line.size = Math.min(line.size, r.size);
  }
  return lines.map((l) => ({
    where: l.where,
    text: l.runs.map((r) => r.text).join(''),
    size: l.size,
    box: l.box,
    runs: l.runs,
  }));
}

/** "1 line of text", "3 lines of text". */
export const linesOfText = (n: number): string => `${n} line${n === 1 ? '' : 's'} of text`;
