// The duplex calibration sheet. The front page has three targets (A near the top left, B in the
// centre, C near the bottom right), each a cross on two millimetre rulers numbered at the long
// ticks (every 5 mm: a 6 pt "−10" is wider than 2 mm, so numbering every 2 mm ran together), and
// a 100 mm scale bar; the back page has a cross behind each target (shifted by the current
// --back-offset). Printed duplex and held against the light: B gives the shift to correct, A and C
// against B show whether the back is turned (rotation), and the bar shows whether the print dialogue
// scaled the page. Everything stays inside the 6.35 mm printable margin.
import { FontSet, fontId, type FontFace } from '../pdf/font-set.js';
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import { openFont } from '../pdf/sfnt/font-file.js';
import { svgToDrawing } from '../pdf/svg-to-pdf.js';
import { fmt, MM, type Paper } from './geometry.js';
import { backShift, type Duplex } from './sheets.js';

const RULER_MM = 10;
const ARM_MM = 25;
/** Targets A and C: this far from the page's left/right edges and from the top/bottom. */
const INSET_X_MM = 40;
const INSET_Y_MM = 95;
const BAR_MM = 100;
/** The long ruler ticks reach this far from the axis; they are the ones numbered. */
const LONG_TICK_MM = 3;
const NUMBER_EVERY_MM = 5;
/** Clearance between a ruler number and the ticks it names. */
const LABEL_CLEAR_MM = 0.6;
const RULER_TEXT = 6;

export interface Point {
  readonly x: number;
  readonly y: number;
}

function crossOps(cx: number, cy: number, rulers: boolean): string {
  const arm = ARM_MM * MM;
  let s = `q\n0 G 0.4 w\n${fmt(cx - arm)} ${fmt(cy)} m ${fmt(cx + arm)} ${fmt(cy)} l S\n${fmt(cx)} ${fmt(cy - arm)} m ${fmt(cx)} ${fmt(cy + arm)} l S\n`;
  s += `${circle(cx, cy, 4 * MM)}\n`;
  if (rulers) {
    s += '0.25 w\n';
    for (let i = -RULER_MM; i <= RULER_MM; i++) {
      const len = (i % NUMBER_EVERY_MM === 0 ? LONG_TICK_MM : i % 2 === 0 ? 2 : 1.2) * MM;
      s += `${fmt(cx + i * MM)} ${fmt(cy - len)} m ${fmt(cx + i * MM)} ${fmt(cy + len)} l\n`;
      s += `${fmt(cx - len)} ${fmt(cy + i * MM)} m ${fmt(cx + len)} ${fmt(cy + i * MM)} l\n`;
    }
    s += 'S\n';
  }
  return `${s}Q\n`;
}

function circle(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return `${fmt(cx + r)} ${fmt(cy)} m ${fmt(cx + r)} ${fmt(cy + k)} ${fmt(cx + k)} ${fmt(cy + r)} ${fmt(cx)} ${fmt(cy + r)} c ${fmt(cx - k)} ${fmt(cy + r)} ${fmt(cx - r)} ${fmt(cy + k)} ${fmt(cx - r)} ${fmt(cy)} c ${fmt(cx - r)} ${fmt(cy - k)} ${fmt(cx - k)} ${fmt(cy - r)} ${fmt(cx)} ${fmt(cy - r)} c ${fmt(cx + k)} ${fmt(cy - r)} ${fmt(cx + r)} ${fmt(cy - k)} ${fmt(cx + r)} ${fmt(cy)} c S`;
}

function barOps(x: number, y: number): string {
  let s = `q\n0 G 0.4 w\n${fmt(x)} ${fmt(y)} m ${fmt(x + BAR_MM * MM)} ${fmt(y)} l S\n0.25 w\n`;
  for (let i = 0; i <= BAR_MM; i++) {
    const len = (i % 10 === 0 ? 4 : i % 5 === 0 ? 2.5 : 1.2) * MM;
    s += `${fmt(x + i * MM)} ${fmt(y)} m ${fmt(x + i * MM)} ${fmt(y + len)} l\n`;
  }
  return `${s}S\nQ\n`;
}

/** Where a point of the front page lies on the back page after the sheet is turned over. */
function behind(p: Point, paper: Paper, duplex: Duplex): Point {
  return duplex === 'short' ? { x: p.x, y: paper.height - p.y } : { x: paper.width - p.x, y: p.y };
}

/** The three targets of the front page, and where the back page draws the cross behind each. */
export function calibrationTargets(paper: Paper, duplex: Duplex, offset: readonly [number, number] | undefined) {
  const [dx, dy] = backShift(offset, duplex);
  const front: Record<'A' | 'B' | 'C', Point> = {
    A: { x: INSET_X_MM * MM, y: paper.height - INSET_Y_MM * MM },
    B: { x: paper.width / 2, y: paper.height / 2 },
    C: { x: paper.width - INSET_X_MM * MM, y: INSET_Y_MM * MM },
  };
  const back = Object.fromEntries(
    Object.entries(front).map(([k, p]) => {
      const b = behind(p, paper, duplex);
      return [k, { x: b.x + dx, y: b.y + dy }];
    }),
  ) as Record<'A' | 'B' | 'C', Point>;
  return { front, back };
}

/** The centre target (B) of the front page and where the back page draws its cross. */
export function calibrationCrosses(
  paper: Paper,
  duplex: Duplex,
  offset: readonly [number, number] | undefined,
): { front: Point; back: Point } {
  const t = calibrationTargets(paper, duplex, offset);
  return { front: t.front.B, back: t.back.B };
}

const xml = (s: string): string => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Label {
  readonly x: number;
  /** The baseline, from the top of the page (SVG). */
  readonly y: number;
  readonly text: string;
  readonly size: number;
  /** Where `x` is: the text's start, centre or end (measured with the face's advance widths). */
  readonly anchor?: 'start' | 'middle' | 'end';
}

/** Advance widths and vertical extent of the instruction face, in points at a given size. */
export interface TextMetrics {
  width(text: string, size: number): number;
  /** Above and below the baseline, per point of size. */
  readonly ascent: number;
  readonly descent: number;
}

export function faceMetrics(face: FontFace): TextMetrics {
  const file = openFont(face.data);
  const em = file.unitsPerEm;
  return {
    width: (text, size) =>
      ([...text].reduce((w, ch) => w + file.advance(file.glyphId(ch.codePointAt(0) ?? 0)), 0) / em) * size,
    ascent: file.ascent / em,
    descent: Math.abs(file.descent) / em,
  };
}

/** A label's box in page coordinates from the top (x, y = top edge), from the font's own metrics. */
export function labelBox(l: Label, m: TextMetrics): { x: number; y: number; width: number; height: number } {
  const width = m.width(l.text, l.size);
  const x = l.anchor === 'middle' ? l.x - width / 2 : l.anchor === 'end' ? l.x - width : l.x;
  return { x, y: l.y - m.ascent * l.size, width, height: (m.ascent + m.descent) * l.size };
}

/**
 * Every word of the page as real text in an embedded font (`face`, shipped with the print fonts),
 * drawn through the same SVG → PDF path as the cards: a full-page drawing placed at the origin.
 */
function labelsDrawing(labels: readonly Label[], paper: Paper, face: FontFace, m: TextMetrics) {
  // The PDF writer draws no text-anchor: a centred or end-anchored label starts where its box does.
  const texts = labels
    .map(
      (l) =>
        `<text x="${fmt(labelBox(l, m).x)}" y="${fmt(l.y)}" font-family="${xml(face.family)}" font-size="${l.size}">${xml(l.text)}</text>`,
    )
    .join('');
  return svgToDrawing(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(paper.width)}" height="${fmt(paper.height)}">${texts}</svg>`,
    new FontSet([face]),
  );
}

const signedMm = (n: number): string => (n === 0 ? '0' : n > 0 ? `+${n}` : `\u2212${-n}`);

/** The front page's words and numbers, placed so no two boxes meet (test/pdf/layout.test.ts checks it). */
export function calibrationLabels(
  paper: Paper,
  duplex: Duplex,
  offset: readonly [number, number] | undefined,
  m: TextMetrics,
): { labels: Label[]; bar: { x: number; y: number }; targets: ReturnType<typeof calibrationTargets> } {
  const side = duplex === 'none' ? 'long' : duplex;
  const t = calibrationTargets(paper, side, offset);
  const [ox, oy] = offset ?? [0, 0];
  const num = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));
  const top = (y: number): number => paper.height - y;
  const margin = 14 * MM;
  const lines = [
    `Duplex calibration, ${paper.label}, ${side}-edge duplex, printed with --back-offset ${ox},${oy}`,
    '1. Print this page and the next on the two sides of one sheet, with the settings you use for cards,',
    '    at 100 % (\u201cActual size\u201d), not \u201cFit to page\u201d.',
    '2. Scale: measure the 100 mm bar with a ruler. If it is not 100 mm, the print dialogue scaled the page:',
    '    choose 100 % and print again.',
    '3. Shift: hold the sheet against the light. At target B, read the back cross on the front rulers:',
    '    R mm to the right and U mm up (left and down are negative numbers).',
    `4. Print your cards with --back-offset X,Y where X = ${num(ox)} minus R and Y = ${num(oy)} minus U.`,
    `    Example: R = 1.5 and U = \u22120.5 give --back-offset ${Math.round((ox - 1.5) * 10) / 10},${Math.round((oy + 0.5) * 10) / 10}.`,
    '5. Rotation: read targets A and C the same way. If they differ from B by more than 0.5 mm, the back',
    '    is turned: straighten the paper guides and print again. --back-offset corrects a shift only.',
  ];
  const labels: Label[] = lines.map((text, i) => ({ x: margin, y: margin + 4 * MM + i * 13, text, size: 9.5 }));
  // The two rulers' numbers sit in a pinwheel, one quadrant each: the horizontal ruler's below the
  // axis on the left and above it on the right, the vertical ruler's left of it going up and right
  // of it going down. Side by side in one quadrant, "−5" of one ruler would sit on "+5" of the other.
  const off = (LONG_TICK_MM + LABEL_CLEAR_MM) * MM;
  const midline = ((m.ascent - m.descent) / 2) * RULER_TEXT; // baseline to the middle of the box
  for (const [name, p] of Object.entries(t.front)) {
    labels.push({ x: p.x - (ARM_MM + 4) * MM, y: top(p.y) - 2 * MM, text: name, size: 16 });
    for (let i = -RULER_MM; i <= RULER_MM; i += NUMBER_EVERY_MM) {
      if (i === 0) continue; // the centre ring
      const text = signedMm(i);
      labels.push({
        x: p.x + i * MM,
        y: i < 0 ? top(p.y) + off + m.ascent * RULER_TEXT : top(p.y) - off - m.descent * RULER_TEXT,
        text,
        size: RULER_TEXT,
        anchor: 'middle',
      });
      labels.push({
        x: i > 0 ? p.x - off : p.x + off,
        y: top(p.y + i * MM) + midline,
        text,
        size: RULER_TEXT,
        anchor: i > 0 ? 'end' : 'start',
      });
    }
    labels.push({ x: p.x + (RULER_MM + 2) * MM, y: top(p.y) - 1 * MM, text: 'right', size: RULER_TEXT });
    labels.push({ x: p.x + 1 * MM, y: top(p.y + (RULER_MM + 3) * MM), text: 'up', size: RULER_TEXT });
  }
  const bar = { x: (paper.width - BAR_MM * MM) / 2, y: margin + 6 * MM };
  for (let i = 0; i <= BAR_MM; i += 10)
    labels.push({ x: bar.x + i * MM, y: top(bar.y) - 5 * MM, text: String(i), size: 6, anchor: 'middle' });
  labels.push({ x: bar.x + BAR_MM * MM + 3 * MM, y: top(bar.y) + 0.5 * MM, text: 'mm', size: 7 });
  return { labels, bar, targets: t };
}

export function writeCalibration(
  paper: Paper,
  duplex: Duplex,
  offset: readonly [number, number] | undefined,
  fonts: FontProvider,
  face: FontFace,
): Promise<Buffer> {
  // The instruction face may be one no card used: its bytes come from here, the rest as usual.
  const id = fontId(face.data);
  const provider: FontProvider = { ...fonts, fontBytes: (want) => (want === id ? face.data : fonts.fontBytes(want)) };
  const pdf = new PdfBuilder(provider, `Duplex Calibration (${paper.label})`);
  const side = duplex === 'none' ? 'long' : duplex;
  const media = [0, 0, paper.width, paper.height] as const;
  const [ox, oy] = offset ?? [0, 0];
  const top = (y: number): number => paper.height - y;
  const metrics = faceMetrics(face);
  const { labels, bar, targets: t } = calibrationLabels(paper, duplex, offset, metrics);
  const text = labelsDrawing(labels, paper, face, metrics);
  const targets = Object.values(t.front)
    .map((p) => crossOps(p.x, p.y, true))
    .join('');
  const place = `q\n/T Do\nQ\n`;
  pdf.addPage({
    mediaBox: media,
    ops: targets + barOps(bar.x, bar.y) + place,
    forms: { T: pdf.form(text, `calibration-text:${id}:${paper.id}:${side}:${ox},${oy}`) },
  });
  // The back: a plain cross behind each target, its letter beside it (mirrored sides read normally).
  const backLabels = labelsDrawing(
    Object.entries(t.back).map(([name, p]) => ({
      x: p.x + 6 * MM,
      y: top(p.y) - 6 * MM,
      text: `${name} (back)`,
      size: 9,
    })),
    paper,
    face,
    metrics,
  );
  pdf.addPage({
    mediaBox: media,
    ops:
      Object.values(t.back)
        .map((p) => crossOps(p.x, p.y, false))
        .join('') + place,
    forms: { T: pdf.form(backLabels, `calibration-back:${id}:${paper.id}:${side}:${ox},${oy}`) },
  });
  return pdf.toBuffer();
}
