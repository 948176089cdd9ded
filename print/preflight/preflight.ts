// `fray preflight`: checks a PDF the way a print shop's preflight does, each finding naming the page
// and the object, with a fix hint. Targets: `dtc` (DriveThruCards: PDF/X-1a:2003 — CMYK or gray
// only, no transparency, every font embedded, a 2.5×3.5 in trim with 0.125 in bleed) and `pnp`
// (print-and-play at home: A4 or Letter pages, RGB fine, fonts embedded).
// Type size, image resolution and the safe area are in geometry-checks.ts, colour in
// colour-checks.ts; the file as a whole (version, object streams, PDF/X identification) here.
// A finding repeated on many pages is reported once with its pages, and a file with any PDF/X-1a
// error gets one line saying it is not PDF/X-1a, and why, before the details.
import { colourFindings } from './colour-checks.js';
import { geometryFindings } from './geometry-checks.js';
import type { Finding, PreflightTarget } from './finding.js';
import type { FileFacts, PageObjects } from './inspect-pdf.js';

export type { Finding, PreflightTarget };

const IN = 72;
const DTC_TRIM = [2.5 * IN, 3.5 * IN] as const;
const DTC_BLEED = 0.125 * IN;
const PAPERS = [
  [595.28, 841.89, 'A4'],
  [612, 792, 'Letter'],
] as const;
const TOL = 0.6;
/** Paper sizes are matched within 1.5 pt (0.5 mm): Chromium writes A4 as 595.9×842.9 pt. */
const PAPER_TOL = 1.5;
/** Annotations a press file may carry (outside the printed area, but these are print furniture). */
const PRINT_ANNOTATIONS = new Set(['PrinterMark', 'TrapNet']);

const size = (b: readonly number[] | undefined): [number, number] | undefined =>
  b && b.length === 4 ? [Math.abs(b[2]! - b[0]!), Math.abs(b[3]! - b[1]!)] : undefined;
const near = (a: number, b: number, tol = TOL) => Math.abs(a - b) <= tol;

export function preflightPage(p: PageObjects, target: PreflightTarget): Finding[] {
  return [
    ...structureFindings(p, target),
    ...(target === 'dtc' ? colourFindings(p) : []),
    ...geometryFindings(p, target),
  ];
}

/** Boxes, colour spaces, transparency and fonts: what a file is made of, not what it shows. */
export function structureFindings(p: PageObjects, target: PreflightTarget): Finding[] {
  const out: Finding[] = [];
  const add = (object: string, severity: Finding['severity'], message: string, hint: string) =>
    out.push({ page: p.page, object, severity, message, hint });
  // What could not be read is an error: "0 errors" must mean the page was checked.
  for (const pr of p.problems ?? []) add(pr.object, 'error', pr.message, pr.hint);
  // One finding per font, however many resource dictionaries (the page's, each form's) name it.
  const missing = new Map<string, string[]>();
  for (const f of p.fonts)
    if (!f.embedded)
      missing.set(f.baseFont || '(unnamed)', [...(missing.get(f.baseFont || '(unnamed)') ?? []), f.where]);
  for (const [name, wheres] of missing)
    add(
      wheres[0]!,
      'error',
      `font ${name} is not embedded${wheres.length > 1 ? ` (also named by ${wheres.slice(1).join(', ')})` : ''}`,
      'embed every font (a printer substitutes a missing one)',
    );
  const media = size(p.mediaBox);
  if (target === 'pnp') {
    if (
      media &&
      !PAPERS.some(
        ([w, h]) =>
          (near(media[0], w, PAPER_TOL) && near(media[1], h, PAPER_TOL)) ||
          (near(media[0], h, PAPER_TOL) && near(media[1], w, PAPER_TOL)),
      )
    ) {
      add(
        'page MediaBox',
        'warning',
        `page is ${media[0].toFixed(1)}×${media[1].toFixed(1)} pt, neither A4 nor Letter`,
        'print-and-play sheets are A4 or Letter',
      );
    }
    return out;
  }
  // dtc: PDF/X-1a — transparency, annotations, boxes (colour: colour-checks.ts).
  for (const im of p.images)
    if (im.smask)
      add(im.where, 'error', 'image with a soft mask (transparency)', 'flatten the image onto what lies beneath it');
  for (const g of p.gstates) {
    if (g.smask) add(g.where, 'error', 'soft mask in a graphics state (transparency)', 'flatten the transparency');
    for (const k of ['ca', 'CA'] as const)
      if (g[k] !== undefined && g[k]! < 1)
        add(g.where, 'error', `${k} ${g[k]} (transparency)`, 'PDF/X-1a allows no transparency: use opaque colours');
    if (g.blend && g.blend !== 'Normal' && g.blend !== 'Compatible')
      add(
        g.where,
        'error',
        `blend mode /${g.blend} (transparency)`,
        'PDF/X-1a allows only the Normal blend mode: flatten the transparency',
      );
  }
  for (const g of p.groups)
    add(
      `${g.where} Group`,
      'error',
      'transparency group',
      'PDF/X-1a allows no transparency: flatten it (the page or form must not be a /Transparency group)',
    );
  const printed = p.trimBox ?? p.mediaBox;
  for (const a of p.annotations) {
    if (PRINT_ANNOTATIONS.has(a.subtype) || !a.rect || !printed) continue;
    const [x0, y0, x1, y1] = [
      Math.min(a.rect[0]!, a.rect[2]!),
      Math.min(a.rect[1]!, a.rect[3]!),
      Math.max(a.rect[0]!, a.rect[2]!),
      Math.max(a.rect[1]!, a.rect[3]!),
    ];
    const [tx0, ty0, tx1, ty1] = [
      Math.min(printed[0]!, printed[2]!),
      Math.min(printed[1]!, printed[3]!),
      Math.max(printed[0]!, printed[2]!),
      Math.max(printed[1]!, printed[3]!),
    ];
    if (x1 > tx0 && x0 < tx1 && y1 > ty0 && y0 < ty1)
      add(
        `page annotation /${a.subtype || '?'}`,
        'error',
        `annotation inside the trim (at ${x0.toFixed(0)},${y0.toFixed(0)})`,
        'PDF/X-1a allows no annotations (links, comments, form fields) on the printed area: remove them or flatten forms',
      );
  }
  const trim = size(p.trimBox);
  const bleed = size(p.bleedBox) ?? media;
  if (!trim) add('page TrimBox', 'error', 'no TrimBox', 'give every page its TrimBox (the cut line)');
  else if (!(near(trim[0], DTC_TRIM[0]) && near(trim[1], DTC_TRIM[1])))
    add(
      'page TrimBox',
      'error',
      `trim is ${(trim[0] / IN).toFixed(3)}×${(trim[1] / IN).toFixed(3)} in, not 2.5×3.5 in`,
      'DriveThruCards poker cards are 2.5×3.5 in',
    );
  if (trim && bleed && !(near(bleed[0], trim[0] + 2 * DTC_BLEED) && near(bleed[1], trim[1] + 2 * DTC_BLEED))) {
    add(
      'page BleedBox',
      'error',
      `bleed is ${((bleed[0] - trim[0]) / 2 / IN).toFixed(3)} in, not 0.125 in per side`,
      'extend the art 0.125 in past the trim on every side',
    );
  }
  return out;
}

/** What makes a file as a whole not PDF/X-1a:2003 (DriveThruCards). */
export function fileFindings(f: FileFacts): Finding[] {
  const out: Finding[] = [];
  const add = (object: string, message: string, hint: string) =>
    out.push({ page: 0, object, severity: 'error', message, hint });
  if (f.version !== '1.3' && f.version !== '1.4')
    add(
      'header',
      `PDF version ${f.version}, above 1.4`,
      'PDF/X-1a:2003 files are PDF 1.4 or lower: export as PDF/X-1a:2003 or save with "Acrobat 5 (PDF 1.4)" compatibility',
    );
  if (f.objectStreams)
    add(
      'cross-reference',
      'object streams or a cross-reference stream (PDF 1.5 features)',
      'save with a classic cross-reference table and no object streams (e.g. qpdf --object-streams=disable in.pdf out.pdf)',
    );
  const x = f.outputIntents.find((o) => o.subtype === 'GTS_PDFX');
  if (!x)
    add(
      'catalog OutputIntents',
      'no PDF/X output intent',
      'PDF/X-1a needs an OutputIntent (/S /GTS_PDFX) naming the press condition, e.g. CGATS TR 001 (US Web Coated SWOP)',
    );
  if (!f.pdfxVersion)
    add(
      'Info GTS_PDFXVersion',
      'no GTS_PDFXVersion',
      'a PDF/X-1a file says so: Info /GTS_PDFXVersion (PDF/X-1:2003); export as PDF/X-1a:2003',
    );
  else if (/^PDF\/X-3/.test(f.pdfxVersion))
    add(
      'Info GTS_PDFXVersion',
      `a ${f.pdfxVersion} file, not PDF/X-1a`,
      'PDF/X-3 allows RGB and ICC-based colour, which PDF/X-1a does not: export as PDF/X-1a:2003 (all colour converted to CMYK)',
    );
  else if (!/^PDF\/X-1/.test(f.pdfxVersion))
    add('Info GTS_PDFXVersion', `GTS_PDFXVersion is ${f.pdfxVersion}, not PDF/X-1a`, 'export as PDF/X-1a:2003');
  return out;
}

/** What PDF/X-1a itself forbids, as a short reason for the verdict line; undefined for the shop's own rules (sizes, DPI, ink). */
function reason(f: Finding): string | undefined {
  if (f.page === 0) return f.message;
  if (/RGB colour/.test(f.message)) return 'RGB colour';
  if (/device-independent/.test(f.message)) return 'ICC-based or Lab colour';
  if (/transparency/.test(f.message)) return 'transparency';
  if (/not embedded/.test(f.message)) return 'fonts not embedded';
  if (/annotation/.test(f.message)) return 'annotations on the printed area';
  if (/^no TrimBox/.test(f.message)) return 'no TrimBox';
  return undefined;
}

/** `1–3, 5` */
export function pageList(pages: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < pages.length; i++) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j++;
    out.push(j > i ? `${pages[i]}–${pages[j]}` : String(pages[i]));
    i = j;
  }
  return out.join(', ');
}

/**
 * Every finding of a document: the same finding on several pages once, with its pages; for a
 * DriveThruCards file, what is wrong with the file as a whole, and — when anything PDF/X-1a
 * forbids was found — one line first saying the file is not PDF/X-1a, and why.
 */
export function preflightDocument(
  doc: { pages: readonly PageObjects[]; file: FileFacts },
  target: PreflightTarget,
): Finding[] {
  const merged = new Map<string, { f: Finding; pages: number[] }>();
  for (const p of doc.pages) {
    for (const f of preflightPage(p, target)) {
      const key = [f.object, f.severity, f.message, f.hint].join('\u0000');
      const m = merged.get(key);
      if (m) m.pages.push(f.page);
      else merged.set(key, { f, pages: [f.page] });
    }
  }
  const pageFindings = [...merged.values()].map(({ f, pages }) => (pages.length > 1 ? { ...f, pages } : f));
  if (target !== 'dtc') return pageFindings;
  const file = fileFindings(doc.file);
  const why = new Map<string, Set<number>>();
  for (const f of [...file, ...pageFindings]) {
    const r = f.severity === 'error' ? reason(f) : undefined;
    if (!r) continue;
    const set = why.get(r) ?? new Set<number>();
    for (const pg of f.pages ?? [f.page]) if (pg) set.add(pg);
    why.set(r, set);
  }
  if (!why.size) return pageFindings;
  const text = [...why]
    .map(([r, pages]) =>
      pages.size ? `${r} (page${pages.size > 1 ? 's' : ''} ${pageList([...pages].sort((a, b) => a - b))})` : r,
    )
    .join('; ');
  const verdict: Finding = {
    page: 0,
    // The line already starts `file:` (formatFinding): the verdict names no other object.
    object: '',
    severity: 'error',
    message: `this file is not PDF/X-1a: ${text}`,
    hint: "DriveThruCards asks for PDF/X-1a:2003: export to it from your layout program (or `fray export --target dtc` for fray's own cards); the lines below say what to change",
  };
  return [verdict, ...file, ...pageFindings];
}

export function formatFinding(file: string, f: Finding): string {
  const where = f.page === 0 ? 'file' : f.pages ? `pages ${pageList(f.pages)}` : `page ${f.page}`;
  return `${file}: ${where}  ${f.object ? `${f.object}  ` : ''}${f.severity}: ${f.message}\n    hint: ${f.hint}`;
}
