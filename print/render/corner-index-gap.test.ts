// The corner index has its own space: on the rendered card (through the production PDF writer,
// glyph boxes as preflight measures them) the name starts at least 2.5 mm after the index's
// last glyph, for the cards with the widest index of each bundled system and the long names
// that once read as one line with it ("A +10 OVERHEAD CLEAVE").
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/schema/card.js';
import { CARD_MM, cardContext } from '../../templates/card-context.js';
import { smartQuotes } from '../../templates/typography.js';
import { inspectPdf } from '../preflight/inspect-pdf.js';
import { renderCardSvg, type RenderContext } from './render-card.js';
import { contextFonts, useBundled, writeVectorPdf } from './test-kit.js';

/** The clear space a reader needs to see the index and the name as two things (card-context's NAME_GAP_MM). */
const MIN_GAP_MM = 2.5;
const kit = useBundled();
const CROWDED = ['overhead-cleave', 'desperate-strike', 'lunge'];
const dir = mkdtempSync(join(tmpdir(), 'fray-index-gap-'));

/** Characters in the index's longest row: the widest indexes have the most. */
const indexLength = (card: Card): number =>
  Math.max(...cardContext(card).index.map((r) => r.label.length + r.value.length));

/** The gap (mm) between the index's rightmost glyph and the name's leftmost one, as printed. */
async function nameGap(card: Card, ctx: RenderContext): Promise<number> {
  const r = await renderCardSvg(card, ctx);
  const file = join(dir, `${card.id}.pdf`);
  await writeVectorPdf(r.svg, contextFonts(ctx), file);
  const page = (await inspectPdf(new Uint8Array(readFileSync(file)))).pages[0]!;
  const [, , w, h] = page.mediaBox!;
  const unitsPerMm = w! / (CARD_MM.width + 2 * (ctx.bleedMm ?? 0));
  const texts = page.marks.flatMap((m) => (m.kind === 'text' && m.text.trim() ? [m] : []));
  // The name's runs: its words, in the header (the top 20 mm of the page).
  const top = h! - 20 * unitsPerMm;
  const words = new Set(smartQuotes(card.name).split(/\s+/));
  const name = texts.filter((t) => t.box.y0 > top && words.has(t.text.trim()));
  const nameX = Math.min(...name.map((t) => t.box.x0));
  // The index's runs: the header's text left of the name.
  const index = texts.filter((t) => t.box.y0 > top && t.box.x1 <= nameX && !words.has(t.text.trim()));
  expect(name.length, `${card.id}: the name's runs`).toBeGreaterThan(0);
  expect(index.length, `${card.id}: the index's runs`).toBeGreaterThan(0);
  return (nameX - Math.max(...index.map((t) => t.box.x1))) / unitsPerMm;
}

describe(`the name starts at least ${MIN_GAP_MM} mm after the corner index`, () => {
  it('on the widest indexes and the long names beside them', async () => {
    const gaps: string[] = [];
    let measured = 0;
    for (const s of kit.systems) {
      const headed = s.cards.filter((c) => cardContext(c).index.length > 0);
      const widest = Math.max(...headed.map(indexLength));
      // The longest names among the widest indexes, and the cards a reader found crowded.
      const longest = headed
        .filter((c) => indexLength(c) === widest)
        .sort((a, b) => b.name.length - a.name.length)
        .slice(0, 5);
      const named = headed.filter((c) => CROWDED.includes(c.id));
      for (const card of new Set([...longest, ...named])) {
        const gap = await nameGap(card, s.ctx);
        measured++;
        if (gap < MIN_GAP_MM) gaps.push(`${s.system}/${card.id}: ${gap.toFixed(2)} mm`);
      }
    }
    expect(measured).toBeGreaterThanOrEqual(kit.systems.length);
    expect(gaps).toEqual([]);
  }, 120_000);
});
