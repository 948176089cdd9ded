// The duplex calibration sheet: a front page with a cross and millimetre rulers, and a back page
// with a cross at the same spot (shifted by the current --back-offset). Printed duplex and held
// against the light, the back cross shows how far the printer shifts the back side.
import { PdfBuilder, type FontProvider } from '../pdf/pdf-builder.js';
import { fmt, MM, type Paper } from './geometry.js';
import { backShift, type Duplex } from './sheets.js';

const RULER_MM = 10;

function pdfString(s: string): string {
  return '(' + s.replace(/[\\()]/g, (c) => '\\' + c) + ')';
}

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

export function writeCalibration(paper: Paper, duplex: Duplex, offset: readonly [number, number] | undefined, fonts: FontProvider): Buffer {
  const pdf = new PdfBuilder(fonts, `Fray duplex calibration (${paper.label})`);
  const c = calibrationCrosses(paper, duplex === 'none' ? 'long' : duplex, offset);
  const media = [0, 0, paper.width, paper.height] as const;
  const helv = { H: pdf.standardFont('Helvetica') };
  const [ox, oy] = offset ?? [0, 0];
  const lines = [
    `Fray duplex calibration - ${paper.label}, ${duplex === 'short' ? 'short' : 'long'}-edge duplex, current --back-offset ${ox},${oy} mm`,
    'Print this page and the next one on the two sides of one sheet, with the same settings as your cards.',
    'Hold the sheet against the light. The small ruler marks are 1 mm apart.',
    'If the back cross shows R mm right and U mm up of the front cross (left or down: negative),',
    `print again with --back-offset ${ox}-R,${oy}-U, i.e. subtract what you measured. Centred crosses: done.`,
  ];
  let text = 'BT\n/H 10 Tf\n';
  lines.forEach((l, i) => {
    text += `1 0 0 1 ${fmt(20 * MM)} ${fmt(paper.height - 20 * MM - i * 14)} Tm\n${pdfString(l)} Tj\n`;
  });
  text += 'ET\n';
  pdf.addPage({ mediaBox: media, ops: crossOps(c.front.x, c.front.y, true) + text, forms: {}, fonts: helv });
  pdf.addPage({ mediaBox: media, ops: crossOps(c.back.x, c.back.y, false), forms: {} });
  return pdf.toBuffer();
}
