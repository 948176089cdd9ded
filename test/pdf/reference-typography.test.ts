// The typography rules a machine can check, over the text of every bundled rule reference as
// printed (pdftotext of the PDFs fray print writes): true minus signs, no list separator at a
// line's start or end, no word alone on a paragraph's last line, no process words, the credits
// line on every page, and document titles in title case.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCatalogDir } from '../../catalog/load-catalog.js';
import { buildPrint } from '../../print/pipeline/build.js';
import { loadBackend } from '../../print/pipeline/default-backend.js';
import { usePrintRun } from './fixtures/print-options.js';

/** Problems in one document's extracted text (pages split on form feeds). */
export function typographyProblems(text: string): string[] {
  const bad: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const l = line.trim();
    if (/(^|[\s(/])-\d/.test(l)) bad.push(`hyphen as a minus sign: "${l}"`);
    if (/[·,;]$/.test(l) && /·/.test(l) && !/\w/.test(l.slice(-1))) bad.push(`line ends with a separator: "${l}"`);
    if (/^[·]/.test(l)) bad.push(`line starts with a separator: "${l}"`);
    if (/\b(seeds?|stop \d+|issue \d+)\b/i.test(l)) bad.push(`process word: "${l}"`);
    // A lone word: one word ending a sentence, under a line of running text that did not end one.
    const prev = (lines[i - 1] ?? '').trim();
    if (/^\S+[.!?)]$/.test(l) && prev.split(/\s+/).length >= 6 && /[\p{L}\d,]$/u.test(prev))
      bad.push(`a word alone on a paragraph's last line: "…${prev.slice(-25)} / ${l}"`);
  });
  text
    .split('\f')
    .filter((p) => p.trim())
    .forEach((page, i) => {
      if (!page.includes('game-icons.net')) bad.push(`page ${i + 1} has no credits line`);
    });
  return bad;
}

describe('reference typography', () => {
  it('finds each kind of problem in a bad text', () => {
    const bad =
      'Full defense -1\nStances Aggressive ·\n· Wary\nnot in the seed’s list\nthe wounded target loses one and the attack\nmisses.\n\f';
    expect(typographyProblems(bad)).toHaveLength(6);
  });

  const options = usePrintRun(loadBackend, { papers: ['a4'], only: ['reference'] });
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fray-ref-'));
    const r = await buildPrint(options(bundledCatalogDir(), dir, mkdtempSync(join(tmpdir(), 'fray-cache-'))));
    expect(r.problems).toEqual([]);
  }, 180_000);

  it('every bundled reference passes the checkable rules and has a title-case title', () => {
    const files = readdirSync(join(dir, 'reference')).filter((f) => f.endsWith('.pdf'));
    expect(files.length).toBe(5);
    for (const f of files) {
      const path = join(dir, 'reference', f);
      expect(typographyProblems(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })), f).toEqual([]);
      const title = /Title:\s*(.*)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))![1]!.trim();
      expect(title, f).toMatch(/ Rule Reference$/);
      for (const word of title.split(/\s+/)) expect(word[0], `${f}: ${title}`).toMatch(/[A-Z]/);
    }
  });
});
