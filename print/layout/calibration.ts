// The duplex calibration sheet: a front page with a cross and millimetre rulers, and a back page
// with a cross at the same spot (shifted by the current --back-offset). Printed duplex and held
// against the light, the back cross shows how far the printer shifts the back side.
import { FontSet, fontId, type FontFace } from '../pdf/font-set.js';
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import { svgToDrawing } from '../pdf/svg-to-pdf.js';
import { fmt, MM, type Paper } from './geometry.js';
import { backShift, type Duplex } from './sheets.js';

const RULER_MM = 10;

function crossOps(cx: number, cy: number, rulers: boolean): string {
  let s = `q\n0 G 0.4 w\n${fmt(cx - 40 * MM)} ${fmt(cy)} m ${fmt(cx + 40 * MM)} ${fmt(cy)} l S\n${fmt(cx)} ${fmt(cy - 40 * MM)} m ${fmt(cx)} ${fmt(cy + 40 * MM)} l S\n`;
  s += circle(cx, cy, 5 * MM) + "\n";
  if (rulers) {
    s += '0.25 w\n';
    for (let i = -RULER_MM; i <= RULER_MM; i++) {
      const len = (i % 5 === 0 ? 3 : 1.5) * MM;
      s += `${fmt(cx + i * MM)} ${fmt(cy - len)} m ${fmt(cx + i * MM)} ${fmt(cy + len)} l\n`;
      s += `${fmt(cx - len)} ${fmt(cy + i * MM)} m ${fmt(cx + len)} ${fmt(cy + i * MM)} l\n`;
    }
    s += 'S\n';
  }
  return s + 'Q\n';
}

function circle(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return `${fmt(cx + r)} ${fmt(cy)} m ${fmt(cx + r)} ${fmt(cy + k)} ${fmt(cx + k)} ${fmt(cy + r)} ${fmt(cx)} ${fmt(cy + r)} c ${fmt(cx - k)} ${fmt(cy + r)} ${fmt(cx - r)} ${fmt(cy + k)} ${fmt(cx - r)} ${fmt(cy)} c ${fmt(cx - r)} ${fmt(cy - k)} ${fmt(cx - k)} ${fmt(cy - r)} ${fmt(cx)} ${fmt(cy - r)} c ${fmt(cx + k)} ${fmt(cy - r)} ${fmt(cx + r)} ${fmt(cy - k)} ${fmt(cx + r)} ${fmt(cy)} c S`;
}

/** The centre cross of the front page and where the back page draws its own. */
export function calibrationCrosses(paper: Paper, duplex: Duplex, offset: readonly [number, number] | undefined) {
  const cx = paper.width / 2;
  const cy = paper.height / 2;
  const [dx, dy] = backShift(offset, duplex);
  return { front: { x: cx, y: cy }, back: { x: cx + dx, y: cy + dy } };
}

const xml = (s: string): string => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The instructions as real text in an embedded font (`face`, shipped with the print fonts), drawn
 * through the same SVG → PDF path as the cards: the README promises every font is embedded, and
 * a standard-14 Helvetica is not.
 */
function instructions(lines: readonly string[], width: number, face: FontFace) {
  const lead = 14;
  const height = lines.length * lead + 6;
  const texts = lines.map((l, i) => `<text x="0" y="${10 + i * lead}" font-family="${xml(face.family)}" font-size="10">${xml(l)}</text>`).join('');
  return svgToDrawing(`<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${height}">${texts}</svg>`, new FontSet([face]));
}

export function writeCalibration(paper: Paper, duplex: Duplex, offset: readonly [number, number] | undefined, fonts: FontProvider, face: FontFace): Promise<Buffer> {
  // The instruction face may be one no card used: its bytes come from here, the rest as usual.
  const id = fontId(face.data);
  const provider: FontProvider = { ...fonts, fontBytes: (want) => (want === id ? face.data : fonts.fontBytes(want)) };
  const pdf = new PdfBuilder(provider, `Duplex Calibration (${paper.label})`);
  const c = calibrationCrosses(paper, duplex === 'none' ? 'long' : duplex, offset);
  const media = [0, 0, paper.width, paper.height] as const;
  const [ox, oy] = offset ?? [0, 0];
  const lines = [
    `Fray duplex calibration - ${paper.label}, ${duplex === 'short' ? 'short' : 'long'}-edge duplex, current --back-offset ${ox},${oy} mm`,
    'Print this page and the next one on the two sides of one sheet, with the same settings as your cards.',
    'Hold the sheet against the light. The small ruler marks are 1 mm apart.',
    'If the back cross shows R mm right and U mm up of the front cross (left or down: negative),',
    `print again with --back-offset ${ox}-R,${oy}-U, i.e. subtract what you measured. Centred crosses: done.`,
  ];
  const text = instructions(lines, paper.width - 40 * MM, face);
  const place = `q\n1 0 0 1 ${fmt(20 * MM)} ${fmt(paper.height - 20 * MM - text.height + 10)} cm\n/T Do\nQ\n`;
  pdf.addPage({ mediaBox: media, ops: crossOps(c.front.x, c.front.y, true) + place, forms: { T: pdf.form(text, `calibration-text:${id}:${lines.join('|')}`) } });
  pdf.addPage({ mediaBox: media, ops: crossOps(c.back.x, c.back.y, false), forms: {} });
  return pdf.toBuffer();
}
