import { describe, expect, it } from 'vitest';
import {
  calibrationCrosses,
  calibrationLabels,
  calibrationTargets,
  faceMetrics,
  labelBox,
  writeCalibration,
} from '../../print/layout/calibration.js';
import { writeCardPages } from '../../print/layout/deck-pages.js';
import { writeDtcDecks } from '../../print/layout/dtc.js';
import { CARD_H, CARD_W, MM, PAPERS, type CardFace } from '../../print/layout/geometry.js';
import { gutterfoldSlots } from '../../print/layout/gutterfold.js';
import {
  backSlotIndex,
  cutLines,
  DEFAULT_GAP_MM,
  gridRect,
  MIN_BLEED_MM,
  PRINTABLE_MARGIN,
  sheetGrid,
  sheetCropMarks,
  sheetSlots,
  slotClip,
  writeSheets,
  type Duplex,
} from '../../print/layout/sheets.js';
import { PdfBuilder } from '../../print/pdf/pdf-builder.js';
import { apply, type Matrix } from '../../print/pdf/matrix.js';
import { addGutterfold } from '../../print/layout/gutterfold.js';
import { FontSet } from '../../print/pdf/font-set.js';
import { svgToDrawing } from '../../print/pdf/svg-to-pdf.js';
import { objects, pages, pdftotext, placements } from './fixtures/pdf-inspect.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadNoteFace } from '../../print/render/assets.js';

// A 63×88 mm card with 3 mm bleed at 96 px/in.
const PX = 96 / 25.4;
const W = 69 * PX;
const H = 94 * PX;
const noteFace = await loadNoteFace();
const noFonts = {
  fontBytes: (): Uint8Array => {
    throw new Error('no text here');
  },
};
function face(key: string, colour: string): CardFace {
  const svg = `<svg width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg"><rect width="${W}" height="${H}" fill="${colour}"/></svg>`;
  return {
    key,
    label: key,
    drawing: svgToDrawing(svg, new FontSet([])),
    trim: { x: 3 * PX, y: 3 * PX, width: 63 * PX, height: 88 * PX },
  };
}
const back = face('back', '#333');
const cards = Array.from({ length: 10 }, (_, i) => ({ front: face(`c${i}`, '#a00'), back }));
// Where a point of the card drawing (SVG px from the top-left) lands on the page, turned or not.
const at = (m: number[], x: number, y: number): [number, number] => apply(m as unknown as Matrix, x, H - y);
const centre = (m: number[]): [number, number] => at(m, W / 2, H / 2);
const close = (a: number, b: number): void => expect(Math.abs(a - b)).toBeLessThan(0.01);
const cardsOn = (paper: { width: number; height: number }, gapMm: number): number => {
  const { cols, rows } = sheetGrid(paper, gapMm);
  return cols * rows;
};

describe('print-and-play sheets', () => {
  it('puts nine cards per page with a back page after each front page', async () => {
    const pdf = writeSheets(cards, { paper: PAPERS.a4, duplex: 'long' }, noFonts);
    const ps = await pages(pdf);
    expect(ps).toHaveLength(4);
    for (const p of ps) expect(p.mediaBox).toEqual([0, 0, 595.2756, 841.8898]);
    expect(placements(ps[0]!.content)).toHaveLength(9);
    expect(placements(ps[2]!.content)).toHaveLength(1);
    expect(placements(ps[3]!.content)).toHaveLength(1);
    expect(await pages(writeSheets(cards, { paper: PAPERS.letter, duplex: 'none' }, noFonts))).toHaveLength(2);
  });

  it('stores a repeated back once as a Form XObject', async () => {
    const pdf = writeSheets(cards, { paper: PAPERS.letter, duplex: 'long' }, noFonts);
    const forms = [...(await objects(pdf)).values()].filter(
      (o) => /\/Subtype \/Form/.test(o.dict) && /\/BBox \[\s*0 0 /.test(o.dict),
    );
    expect(forms).toHaveLength(11);
  });

  for (const [duplex, paper] of [
    ['long', PAPERS.letter],
    ['short', PAPERS.letter],
    ['long', PAPERS.a4],
    ['short', PAPERS.a4],
  ] as const) {
    it(`registers each back behind its front for ${duplex}-edge duplex on ${paper.label}`, async () => {
      const distinct = Array.from({ length: 9 }, (_, i) => ({
        front: face(`f${i}`, '#a00'),
        back: face(`b${i}`, '#00a'),
      }));
      const [front, backs] = await pages(writeSheets(distinct, { paper, duplex }, noFonts));
      const f = placements(front!.content);
      const b = placements(backs!.content);
      const n = cardsOn(paper, DEFAULT_GAP_MM);
      expect(f).toHaveLength(n);
      for (let i = 0; i < n; i++) {
        const [fx, fy] = centre(f[i]!.m);
        const [bx, by] = centre(b[i]!.m);
        // Flipping the sheet maps (x, y) on the front to (W - x, y) [long] or (x, H - y) [short] on the back.
        if (duplex === 'long') {
          close(bx, paper.width - fx);
          close(by, fy);
        } else {
          close(bx, fx);
          close(by, paper.height - fy);
        }
      }
    });
  }

  it('prints the calibration instructions in an embedded font, never a standard-14 one', async () => {
    const pdf = [...(await objects(writeCalibration(PAPERS.letter, 'short', undefined, noFonts, noteFace))).values()]
      .map((o) => o.dict)
      .join('\n');
    expect(pdf).not.toMatch(/\/BaseFont\s*\/Helvetica/);
    expect(pdf).toMatch(/\/FontFile2/);
    const fontDicts = [...pdf.matchAll(/\/Type\s*\/Font\b[\s\S]*?>>/g)].map((m) => m[0]);
    expect(fontDicts.length).toBeGreaterThan(0);
    for (const f of fontDicts) expect(f).not.toMatch(/\/Subtype\s*\/Type1/);
  });

  it('the calibration sheet measures shift, rotation and scale: three targets with numbered rulers, a 100 mm bar, crosses behind them', async () => {
    for (const paper of [PAPERS.a4, PAPERS.letter]) {
      for (const duplex of ['long', 'short'] as Duplex[]) {
        const t = calibrationTargets(paper, duplex, [0, 0]);
        expect(Object.keys(t.front)).toEqual(['A', 'B', 'C']);
        for (const k of ['A', 'B', 'C'] as const) {
          // turned over, each back cross lies exactly behind its front target
          const f = t.front[k];
          const b = t.back[k];
          if (duplex === 'long') {
            close(b.x, paper.width - f.x);
            close(b.y, f.y);
          } else {
            close(b.x, f.x);
            close(b.y, paper.height - f.y);
          }
          // target and its 25 mm arms inside the printable margin
          expect(f.x - 25 * MM).toBeGreaterThan(PRINTABLE_MARGIN);
          expect(f.y - 25 * MM).toBeGreaterThan(PRINTABLE_MARGIN);
          expect(f.x + 25 * MM).toBeLessThan(paper.width - PRINTABLE_MARGIN);
          expect(f.y + 25 * MM).toBeLessThan(paper.height - PRINTABLE_MARGIN);
        }
        // A and C far apart in both directions, so a turned back shows as different readings
        expect(Math.abs(t.front.A.x - t.front.C.x)).toBeGreaterThan(100 * MM);
        expect(Math.abs(t.front.A.y - t.front.C.y)).toBeGreaterThan(80 * MM);
      }
    }
    const file = join(mkdtempSync(join(tmpdir(), 'fray-cal-')), 'cal.pdf');
    writeFileSync(file, await writeCalibration(PAPERS.a4, 'long', [0.5, -1], noFonts, noteFace));
    const text = pdftotext(file);
    for (const word of [
      'A',
      'B',
      'C',
      '+10',
      '\u221210',
      '100',
      'mm',
      '--back-offset',
      'Rotation',
      'Scale',
      '\u22121 minus U',
    ])
      expect(text).toContain(word);
    expect(text).not.toMatch(/0-R|0-U/);
  });

  it("the calibration sheet's labels never meet: the rulers' numbers clear of each other, of the other ruler's ticks and of every other word", () => {
    const m = faceMetrics(noteFace);
    for (const paper of [PAPERS.a4, PAPERS.letter])
      for (const duplex of ['long', 'short'] as Duplex[]) {
        const { labels } = calibrationLabels(paper, duplex, [0.5, -1], m);
        const boxes = labels.map((l) => ({ l, b: labelBox(l, m) }));
        // the centred numbers of the horizontal ruler, and some to the side of the vertical one: both rulers are numbered
        expect(labels.filter((l) => l.text === '\u221210').length).toBe(6);
        for (let i = 0; i < boxes.length; i++) {
          const { l, b } = boxes[i]!;
          expect(b.x, `${paper.id} ${l.text}`).toBeGreaterThanOrEqual(PRINTABLE_MARGIN);
          expect(b.x + b.width, `${paper.id} ${l.text}`).toBeLessThanOrEqual(paper.width - PRINTABLE_MARGIN);
          for (let j = i + 1; j < boxes.length; j++) {
            const o = boxes[j]!;
            const apart =
              b.x + b.width <= o.b.x ||
              o.b.x + o.b.width <= b.x ||
              b.y + b.height <= o.b.y ||
              o.b.y + o.b.height <= b.y;
            expect(apart, `${paper.id} ${duplex}: "${l.text}" meets "${o.l.text}"`).toBe(true);
          }
        }
        // and no number lies on a ruler's ticks (10 mm each way, the long ones 3 mm either side of the axis)
        const t = calibrationTargets(paper, duplex, [0.5, -1]);
        for (const p of Object.values(t.front)) {
          const cy = paper.height - p.y;
          const bands = [
            { x: p.x - 10 * MM, y: cy - 3 * MM, width: 20 * MM, height: 6 * MM },
            { x: p.x - 3 * MM, y: cy - 10 * MM, width: 6 * MM, height: 20 * MM },
          ];
          for (const { l, b } of boxes)
            for (const band of bands)
              expect(
                b.x + b.width <= band.x ||
                  band.x + band.width <= b.x ||
                  b.y + b.height <= band.y ||
                  band.y + band.height <= b.y,
                `${paper.id} ${duplex}: "${l.text}" on the ticks`,
              ).toBe(true);
        }
      }
  });

  it('the calibration instructions quote with typographic quotes, like the rest of the printed text', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fray-cal-')), 'cal.pdf');
    writeFileSync(file, await writeCalibration(PAPERS.letter, 'long', undefined, noFonts, noteFace));
    const text = pdftotext(file);
    expect(text).toContain('\u201cActual size\u201d');
    expect(text).toContain('\u201cFit to page\u201d');
    expect(text).not.toMatch(/["']/);
  });

  it('shifts the back pages by --back-offset as seen from the front', async () => {
    const ps = await pages(
      writeSheets(cards.slice(0, 1), { paper: PAPERS.a4, duplex: 'long', backOffset: [1, 2] }, noFonts),
    );
    expect(ps[1]!.content.startsWith(`q\n1 0 0 1 ${-MM} ${2 * MM} cm`)).toBe(true);
    const c = calibrationCrosses(PAPERS.a4, 'long', [1, 2]);
    close(c.back.x, c.front.x - MM);
    expect(await pages(writeCalibration(PAPERS.a4, 'long', [1, 2], noFonts, noteFace))).toHaveLength(2);
  });

  for (const gap of [0, undefined]) {
    it(`marks every cut line at least twice, inside the ¼ in printable margin, never over a card (gap ${gap ?? 'default'})`, async () => {
      for (const paper of [PAPERS.a4, PAPERS.letter]) {
        const g = gap ?? DEFAULT_GAP_MM;
        const grid = gridRect(paper, g);
        const slots = sheetSlots(paper, g);
        const marks = sheetCropMarks(paper, g);
        const { xs, ys } = cutLines(paper, g);
        const { cols, rows } = sheetGrid(paper, g);
        expect(xs).toHaveLength(g ? 2 * cols : cols + 1);
        expect(ys).toHaveLength(g ? 2 * rows : rows + 1);
        for (const x of xs)
          expect(
            marks.filter((m) => m.x1 === m.x2 && Math.abs(m.x1 - x) < 1e-3).length,
            `${paper.id} x ${x}`,
          ).toBeGreaterThanOrEqual(2);
        for (const y of ys)
          expect(
            marks.filter((m) => m.y1 === m.y2 && Math.abs(m.y1 - y) < 1e-3).length,
            `${paper.id} y ${y}`,
          ).toBeGreaterThanOrEqual(2);
        for (const m of marks) {
          for (const [x, y] of [
            [m.x1, m.y1],
            [m.x2, m.y2],
          ] as const) {
            expect(
              x >= PRINTABLE_MARGIN - 1e-6 &&
                x <= paper.width - PRINTABLE_MARGIN + 1e-6 &&
                y >= PRINTABLE_MARGIN - 1e-6 &&
                y <= paper.height - PRINTABLE_MARGIN + 1e-6,
              `${paper.id}: mark at ${x},${y}`,
            ).toBe(true);
          }
          // never inside a card's trim
          const mx = (m.x1 + m.x2) / 2;
          const my = (m.y1 + m.y2) / 2;
          for (const sl of slots)
            expect(
              mx > sl.x + 0.01 && mx < sl.x + sl.width - 0.01 && my > sl.y + 0.01 && my < sl.y + sl.height - 0.01,
            ).toBe(false);
          expect(Math.hypot(m.x2 - m.x1, m.y2 - m.y1)).toBeGreaterThan(0.8 * MM);
        }
        // every card inside the printable margin
        expect(grid.x).toBeGreaterThanOrEqual(PRINTABLE_MARGIN - 1e-6);
        expect(grid.y).toBeGreaterThanOrEqual(PRINTABLE_MARGIN - 1e-6);
        const content = (await pages(writeSheets(cards, { paper, duplex: 'long', gapMm: g }, noFonts)))[0]!.content;
        expect(content).toMatch(/0 G 0\.3 w/);
        expect(slots[0]!.y + slots[0]!.height).toBeCloseTo(grid.y + grid.height, 6);
      }
    });
  }

  it("with a gap, each card draws its own bleed to the middle of the gap: a cut off the line shows the card's own frame", async () => {
    const paper = PAPERS.a4;
    const { cols } = sheetGrid(paper, 3);
    const clips = Array.from({ length: cardsOn(paper, 3) }, (_, i) => slotClip(paper, 3, i));
    const slots = sheetSlots(paper, 3);
    // the top-left card reaches 1.5 mm into the gaps on its right and below it, and its neighbours' clips start there
    close(clips[0]!.x + clips[0]!.width, slots[0]!.x + slots[0]!.width + 1.5 * MM);
    close(clips[1]!.x, clips[0]!.x + clips[0]!.width);
    close(clips[cols]!.y + clips[cols]!.height, clips[0]!.y);
    for (let i = 0; i < clips.length; i++)
      for (let j = i + 1; j < clips.length; j++) {
        const a = clips[i]!;
        const b = clips[j]!;
        const overlap =
          Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.01 &&
          Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.01;
        expect(overlap).toBe(false);
      }
    const ps = await pages(writeSheets(cards, { paper, duplex: 'long', gapMm: 3 }, noFonts));
    expect(ps[0]!.content).toContain(`${Number(clips[0]!.x.toFixed(3))} `);
  });

  it('gives every cut edge of every card the same bleed on every paper, and marks both ends of every cut line past the bleed', () => {
    const grids: string[] = [];
    // the default gap, and wider ones asked with --gap: the rule holds for each, with fewer cards
    for (const paper of Object.values(PAPERS))
      for (const g of [DEFAULT_GAP_MM, 2, 3, 6]) {
        const slots = sheetSlots(paper, g);
        const { cols, rows, bleed, turned } = sheetGrid(paper, g);
        grids.push(`${paper.id} ${g} ${cols}x${rows}${turned ? ' turned' : ''}`);
        expect(slots).toHaveLength(cols * rows);
        const bleeds = slots.map((s, i) => {
          const c = slotClip(paper, g, i);
          return [s.x - c.x, c.x + c.width - (s.x + s.width), s.y - c.y, c.y + c.height - (s.y + s.height)];
        });
        const first = bleeds[0]![0]!;
        for (const [i, sides] of bleeds.entries())
          for (const side of sides) {
            expect(
              Math.abs(side - first),
              `${paper.id} card ${i}: ${sides.map((v) => (v / MM).toFixed(2))}`,
            ).toBeLessThan(1e-6);
          }
        expect(first).toBeGreaterThanOrEqual(Math.max(MIN_BLEED_MM, g / 2) * MM - 1e-9);
        close(first, bleed);
        // every bled card, and so every mark, inside the printable margin
        for (const [i] of slots.entries()) {
          const c = slotClip(paper, g, i);
          expect(c.x).toBeGreaterThanOrEqual(PRINTABLE_MARGIN - 1e-6);
          expect(c.y).toBeGreaterThanOrEqual(PRINTABLE_MARGIN - 1e-6);
          expect(c.x + c.width).toBeLessThanOrEqual(paper.width - PRINTABLE_MARGIN + 1e-6);
          expect(c.y + c.height).toBeLessThanOrEqual(paper.height - PRINTABLE_MARGIN + 1e-6);
        }
        const grid = gridRect(paper, g);
        const marks = sheetCropMarks(paper, g);
        const { xs, ys } = cutLines(paper, g);
        const inside = (v: number, lo: number, hi: number): boolean => v >= lo - 1e-6 && v <= hi + 1e-6;
        const printable = (m: (typeof marks)[number]): boolean =>
          [m.x1, m.x2].every((x) => inside(x, PRINTABLE_MARGIN, paper.width - PRINTABLE_MARGIN)) &&
          [m.y1, m.y2].every((y) => inside(y, PRINTABLE_MARGIN, paper.height - PRINTABLE_MARGIN));
        const long = (m: (typeof marks)[number]): boolean => Math.hypot(m.x2 - m.x1, m.y2 - m.y1) >= 2 * MM - 1e-6;
        for (const x of xs) {
          const on = marks.filter((m) => m.x1 === m.x2 && Math.abs(m.x1 - x) < 1e-3 && printable(m) && long(m));
          // above the top bleed and below the bottom bleed: outside the cards, not on their art
          expect(
            on.some((m) => Math.min(m.y1, m.y2) > grid.y + grid.height + bleed),
            `${paper.id} x ${x} top`,
          ).toBe(true);
          expect(
            on.some((m) => Math.max(m.y1, m.y2) < grid.y - bleed),
            `${paper.id} x ${x} bottom`,
          ).toBe(true);
        }
        for (const y of ys) {
          const on = marks.filter((m) => m.y1 === m.y2 && Math.abs(m.y1 - y) < 1e-3 && printable(m) && long(m));
          expect(
            on.some((m) => Math.max(m.x1, m.x2) < grid.x - bleed),
            `${paper.id} y ${y} left`,
          ).toBe(true);
          expect(
            on.some((m) => Math.min(m.x1, m.x2) > grid.x + grid.width + bleed),
            `${paper.id} y ${y} right`,
          ).toBe(true);
        }
      }
    // what the layout gives up for that (docs/print.md): by default nine cards on A4 upright, eight
    // on US Letter on their side; wider gaps turn the cards wherever that holds more of them
    expect(grids).toEqual([
      'a4 1 3x3',
      'a4 2 2x4 turned',
      'a4 3 2x4 turned',
      'a4 6 2x4 turned',
      'letter 1 2x4 turned',
      'letter 2 2x4 turned',
      'letter 3 3x2',
      'letter 6 2x3 turned',
    ]);
  });

  it('turns the cards only when that fits more of them: A4 stays 3×3 upright, Letter holds 2×4 on their side, a tie stays upright', () => {
    expect(sheetGrid(PAPERS.a4)).toMatchObject({ cols: 3, rows: 3, turned: false });
    expect(sheetGrid(PAPERS.letter)).toMatchObject({ cols: 2, rows: 4, turned: true });
    // --gap 3 on Letter: 3×2 upright or 2×3 turned, six either way
    expect(sheetGrid(PAPERS.letter, 3)).toMatchObject({ cols: 3, rows: 2, turned: false });
    const slots = sheetSlots(PAPERS.letter);
    expect(slots).toHaveLength(8);
    for (const sl of slots) {
      close(sl.width, CARD_H);
      close(sl.height, CARD_W);
    }
  });

  it('draws a turned card a quarter anticlockwise with its trim exactly on the slot, clipped to its bleed', async () => {
    const paper = PAPERS.letter;
    const slots = sheetSlots(paper);
    const ps = await pages(writeSheets(cards.slice(0, 8), { paper, duplex: 'long' }, noFonts));
    const f = placements(ps[0]!.content);
    expect(f).toHaveLength(8);
    const t = { x0: 3 * PX, y0: 3 * PX, x1: 66 * PX, y1: 91 * PX };
    for (const [i, p] of f.entries()) {
      const sl = slots[i]!;
      // the card's top edge lies on the slot's left, its right edge on the slot's top
      const [tlx, tly] = at(p.m, t.x0, t.y0);
      const [brx, bry] = at(p.m, t.x1, t.y1);
      close(tlx, sl.x);
      close(tly, sl.y);
      close(brx, sl.x + sl.width);
      close(bry, sl.y + sl.height);
      const c = slotClip(paper, DEFAULT_GAP_MM, i);
      expect(p.clip).toEqual([c.x, c.y, c.width, c.height].map((v) => Number(v.toFixed(3))));
    }
  });

  it('maps each front slot of a 2×4 sheet to the back slot behind it', () => {
    const grid = sheetGrid(PAPERS.letter);
    const map = (d: Duplex): number[] => Array.from({ length: 8 }, (_, i) => backSlotIndex(i, d, grid));
    expect(map('long')).toEqual([1, 0, 3, 2, 5, 4, 7, 6]);
    expect(map('short')).toEqual([6, 7, 4, 5, 2, 3, 0, 1]);
    expect(map('none')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  for (const duplex of ['long', 'short'] as Duplex[])
    it(`puts each back's top behind the same edge of its front on A4 and Letter (${duplex}-edge)`, async () => {
      const edge = async (paper: (typeof PAPERS)[keyof typeof PAPERS]): Promise<[number, number]> => {
        const [front, backs] = await pages(writeSheets(cards.slice(0, 1), { paper, duplex }, noFonts));
        const f = placements(front!.content)[0]!.m;
        const b = placements(backs!.content)[0]!.m;
        // the direction of each card's top on its page, the back's seen through the sheet from the front
        const up = (m: number[]): [number, number] => {
          const [x0, y0] = centre(m);
          const [x1, y1] = at(m, W / 2, 0);
          return [Math.sign(Math.round(x1 - x0)), Math.sign(Math.round(y1 - y0))];
        };
        const [fx, fy] = up(f);
        const [bx, by] = up(b);
        const seen: [number, number] = duplex === 'long' ? [-bx, by] : [bx, -by];
        // +1 when the back's top is behind the front's top, −1 when behind its bottom
        return [seen[0] * fx + seen[1] * fy, Math.abs(fx) + Math.abs(fy)];
      };
      const a4 = await edge(PAPERS.a4);
      const letter = await edge(PAPERS.letter);
      expect(a4[1]).toBe(1);
      expect(letter).toEqual(a4);
      expect(a4[0]).toBe(duplex === 'long' ? 1 : -1);
    });
});

describe('gutterfold', () => {
  it('mirrors each back across the fold line', async () => {
    const { fronts, backs, fold } = gutterfoldSlots(PAPERS.a4);
    fronts.forEach((f, i) => {
      close(backs[i]!.x + backs[i]!.width / 2 - fold, fold - (f.x + f.width / 2));
      close(backs[i]!.y, f.y);
    });
    const pdf = new PdfBuilder(noFonts);
    addGutterfold(pdf, cards, PAPERS.a4);
    const ps = await pages(pdf.toBuffer());
    expect(ps).toHaveLength(3);
    expect(ps[0]!.mediaBox).toEqual([0, 0, 841.8898, 595.2756]);
  });
});

describe('DriveThruCards decks', () => {
  it('writes 2.75×3.75 in pages, trim 2.5×3.5 in centred, front and back alternating', async () => {
    const files = await writeDtcDecks(
      [{ id: 'mara', title: 'Mara', cards: cards.slice(0, 3).map((c) => ({ front: c.front, back: c.back })) }],
      noFonts,
    );
    const ps = await pages(files.get('mara.pdf')!);
    expect(ps).toHaveLength(6);
    for (const p of ps) {
      expect(p.mediaBox).toEqual([0, 0, 198, 270]);
      expect(p.trimBox).toEqual([9, 9, 189, 261]);
      expect(p.bleedBox).toEqual(p.mediaBox);
      // The card's bleed covers the whole page.
      const m = placements(p.content)[0]!.m;
      expect(m[4]!).toBeLessThanOrEqual(0.001);
      expect(m[5]!).toBeLessThanOrEqual(0.001);
      expect(m[4]! + W * m[0]!).toBeGreaterThanOrEqual(198);
      expect(m[5]! + H * m[3]!).toBeGreaterThanOrEqual(270);
    }
    const names = ps.map((p) => p.xobjects[0]);
    const forms = [...(await objects(files.get('mara.pdf')!)).values()].filter((o) =>
      /\/Subtype \/Form/.test(o.dict),
    ).length;
    expect(forms).toBe(4);
    expect(names).toHaveLength(6);
  });
});

describe('card-per-page decks', () => {
  it('sets TrimBox to the 63×88 mm cut and BleedBox to the page', async () => {
    const ps = await pages(writeCardPages([cards[0]!.front, back], 'deck', noFonts));
    expect(ps).toHaveLength(2);
    const p = ps[0]!;
    close(p.mediaBox[2]!, 69 * MM);
    close(p.trimBox![0]!, 3 * MM);
    close(p.trimBox![2]! - p.trimBox![0]!, 63 * MM);
    close(p.trimBox![3]! - p.trimBox![1]!, 88 * MM);
    expect(p.bleedBox).toEqual(p.mediaBox);
  });

  it('centres the trim: the same bleed on all four sides although Satori rounds the drawing up to whole pixels', async () => {
    // What Satori gives: a 260.79 × 355.28 px card drawn on a 261 × 356 px canvas.
    const svg = `<svg width="261" height="356" xmlns="http://www.w3.org/2000/svg"><rect width="261" height="356" fill="#a00"/></svg>`;
    const rounded: CardFace = {
      key: 'r',
      label: 'r',
      drawing: svgToDrawing(svg, new FontSet([])),
      trim: { x: 3 * PX, y: 3 * PX, width: 63 * PX, height: 88 * PX },
    };
    const p = (await pages(writeCardPages([rounded], 'deck', noFonts)))[0]!;
    const [x0, y0, x1, y1] = p.trimBox!;
    for (const side of [x0!, y0!, p.mediaBox[2]! - x1!, p.mediaBox[3]! - y1!]) close(side, 3 * MM);
  });
});
