import {
  sha1
} from "./chunk-FHMUNCCG.mjs";
import {
  PdfFile,
  name,
  openFont,
  tagNumber,
  writeSfnt
} from "./chunk-SO5U4ORD.mjs";

// print/pdf/pdf-builder.ts
import { createHash as createHash2 } from "node:crypto";

// print/pdf/embed-font.ts
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";

// print/pdf/sfnt/subset.ts
var KEEP = ["head", "hhea", "maxp", "hmtx", "cmap", "cvt ", "fpgm", "prep"];
function subsetFont(font, gids) {
  const glyf = font.table("glyf");
  const loca = font.table("loca");
  if (!glyf || !loca) throw new Error("font has no glyf/loca tables");
  const long = font.indexToLocFormat === 1;
  const at = (gid) => long ? loca.readUInt32BE(gid * 4) : loca.readUInt16BE(gid * 2) * 2;
  const wanted = /* @__PURE__ */ new Set([0]);
  const queue = [...gids].filter((g) => g >= 0 && g < font.numGlyphs);
  while (queue.length) {
    const g = queue.pop();
    if (wanted.has(g) && g !== 0) continue;
    wanted.add(g);
    const start = at(g);
    const end = at(g + 1);
    if (end - start < 10 || glyf.readInt16BE(start) >= 0) continue;
    let p = start + 10;
    for (; ; ) {
      const flags = glyf.readUInt16BE(p);
      const comp = glyf.readUInt16BE(p + 2);
      if (!wanted.has(comp)) queue.push(comp);
      p += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 64 ? 4 : flags & 128 ? 8 : 0);
      if (!(flags & 32)) break;
    }
  }
  const n = font.numGlyphs;
  const offsets = new Uint32Array(n + 1);
  const parts = [];
  let size = 0;
  for (let g = 0; g < n; g++) {
    offsets[g] = size;
    if (!wanted.has(g)) continue;
    const data = glyf.subarray(at(g), at(g + 1));
    parts.push(data);
    size += data.length;
    if (size & 3) {
      const pad = 4 - (size & 3);
      parts.push(Buffer.alloc(pad));
      size += pad;
    }
  }
  offsets[n] = size;
  const newLoca = Buffer.alloc((n + 1) * 4);
  for (let g = 0; g <= n; g++) newLoca.writeUInt32BE(offsets[g], g * 4);
  const head = Buffer.from(font.table("head"));
  head.writeUInt32BE(0, 8);
  head.writeInt16BE(1, 50);
  const tables = [
    { tag: tagNumber("glyf"), data: Buffer.concat(parts, size) },
    { tag: tagNumber("loca"), data: newLoca },
    { tag: tagNumber("head"), data: head }
  ];
  for (const tag of KEEP) {
    if (tag === "head") continue;
    const t = font.table(tag);
    if (t) tables.push({ tag: tagNumber(tag), data: t });
  }
  const post = Buffer.alloc(32);
  post.writeUInt32BE(196608, 0);
  const origPost = font.table("post");
  if (origPost) origPost.copy(post, 4, 4, 32);
  tables.push({ tag: tagNumber("post"), data: post });
  return writeSfnt(65536, tables);
}

// print/pdf/embed-font.ts
function glyphSetKey(fontId, glyphs) {
  const gids = Object.keys(glyphs).map(Number).sort((a, b) => a - b);
  return createHash("sha1").update(`${fontId}:${gids.join(",")}`).digest("hex");
}
function embedFont(bytes, glyphs) {
  const font = openFont(bytes);
  const gids = Object.keys(glyphs).map(Number).sort((a, b) => a - b);
  const scale = 1e3 / font.unitsPerEm;
  const hash = createHash("sha1").update(gids.join(",")).update(font.postscriptName).digest();
  const tag = [...hash.subarray(0, 6)].map((b) => String.fromCharCode(65 + b % 26)).join("");
  const sub = subsetFont(font, gids);
  return {
    baseFont: `${tag}+${font.postscriptName}`,
    flags: 32 | (font.italicAngle !== 0 ? 64 : 0),
    bbox: font.bbox.map((v) => Math.round(v * scale)),
    italicAngle: font.italicAngle,
    ascent: Math.round(font.ascent * scale),
    descent: Math.round(font.descent * scale),
    capHeight: Math.round(font.capHeight * scale),
    widths: gids.map((g) => [g, Math.round(font.advance(g) * scale)]),
    fontFile: deflateSync(sub).toString("base64"),
    toUnicode: toUnicodeCMap(gids.map((g) => [g, glyphs[g]]))
  };
}
function toUnicodeCMap(entries) {
  const hex4 = (n) => n.toString(16).padStart(4, "0");
  const utf16 = (s) => {
    let out = "";
    for (let i = 0; i < s.length; i++) out += hex4(s.charCodeAt(i));
    return out;
  };
  let body = "";
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    body += `${chunk.length} beginbfchar
${chunk.map(([g, t]) => `<${hex4(g)}> <${utf16(t)}>`).join("\n")}
endbfchar
`;
  }
  return "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n" + body + "endcmap\nCMapName currentdict /CMapResource defineresource pop\nend\nend\n";
}

// print/pdf/pdf-builder.ts
var PdfBuilder = class {
  constructor(fonts, title = "Fray") {
    this.fonts = fonts;
    this.title = title;
  }
  fonts;
  title;
  file = new PdfFile();
  pagesRef = this.file.alloc();
  pages = [];
  fontRefs = /* @__PURE__ */ new Map();
  glyphs = /* @__PURE__ */ new Map();
  forms = /* @__PURE__ */ new Map();
  images = /* @__PURE__ */ new Map();
  /** The Form XObject for a drawing; `key` identifies identical drawings (e.g. a content hash). */
  form(drawing, key) {
    const hit = this.forms.get(key);
    if (hit) return hit;
    for (const [fontId, gl] of Object.entries(drawing.glyphs)) {
      const all = this.glyphs.get(fontId) ?? {};
      Object.assign(all, gl);
      this.glyphs.set(fontId, all);
    }
    const resources = this.resources(drawing.resources);
    const dict = { Type: name("XObject"), Subtype: name("Form"), BBox: [0, 0, drawing.width, drawing.height], Resources: resources };
    const ref = drawing.opsDeflated ? this.file.addStream(dict, Buffer.from(drawing.opsDeflated, "base64"), { compressed: true }) : this.file.addStream(dict, drawing.ops);
    this.forms.set(key, ref);
    return ref;
  }
  addPage(page) {
    const content = this.file.addStream({}, page.ops);
    const xobj = {};
    for (const [n, ref] of Object.entries(page.forms)) xobj[n] = ref;
    this.pages.push(
      this.file.add({
        Type: name("Page"),
        Parent: this.pagesRef,
        MediaBox: [...page.mediaBox],
        TrimBox: page.trimBox ? [...page.trimBox] : void 0,
        BleedBox: page.bleedBox ? [...page.bleedBox] : void 0,
        Resources: { XObject: xobj, Font: page.fonts ? { ...page.fonts } : void 0 },
        Contents: content
      })
    );
  }
  /** A non-embedded standard 14 font (e.g. Helvetica) for instructions on layout pages. */
  standardFont(base) {
    const key = `std:${base}`;
    let ref = this.forms.get(key);
    if (!ref) {
      ref = this.file.add({ Type: name("Font"), Subtype: name("Type1"), BaseFont: name(base), Encoding: name("WinAnsiEncoding") });
      this.forms.set(key, ref);
    }
    return ref;
  }
  toBuffer() {
    for (const [id, ref] of this.fontRefs) this.writeFont(id, ref, this.glyphs.get(id) ?? {});
    this.file.set(this.pagesRef, { Type: name("Pages"), Kids: this.pages, Count: this.pages.length });
    const root = this.file.add({ Type: name("Catalog"), Pages: this.pagesRef });
    const info = this.file.add({ Title: this.title, Producer: "Fray", Creator: "fray print" });
    return this.file.toBuffer(root, info);
  }
  resources(r) {
    const ref = this.file.alloc();
    const fonts = {};
    for (const [n, id] of Object.entries(r.fonts)) fonts[n] = this.fontRef(id);
    const xobj = {};
    for (const [n, img] of Object.entries(r.images)) {
      const key = createHash2("sha1").update(img.data).update(img.alpha ?? "").digest("hex");
      let iref = this.images.get(key);
      if (!iref) {
        const smask = img.alpha ? this.file.addStream({ Type: name("XObject"), Subtype: name("Image"), Width: img.width, Height: img.height, ColorSpace: name("DeviceGray"), BitsPerComponent: 8 }, Buffer.from(img.alpha, "base64"), { compressed: true }) : void 0;
        iref = this.file.addStream(
          {
            Type: name("XObject"),
            Subtype: name("Image"),
            Width: img.width,
            Height: img.height,
            ColorSpace: name(img.colors === 1 ? "DeviceGray" : "DeviceRGB"),
            BitsPerComponent: 8,
            Filter: name(img.encoding === "dct" ? "DCTDecode" : "FlateDecode"),
            SMask: smask
          },
          Buffer.from(img.data, "base64"),
          { compressed: true }
        );
        this.images.set(key, iref);
      }
      xobj[n] = iref;
    }
    const formRefs = {};
    for (const n of Object.keys(r.forms)) formRefs[n] = this.file.alloc();
    for (const [n, f] of Object.entries(r.forms)) {
      this.file.setStream(formRefs[n], {
        Type: name("XObject"),
        Subtype: name("Form"),
        BBox: [...f.bbox],
        Resources: ref,
        Group: { S: name("Transparency"), CS: name("DeviceRGB") }
      }, f.ops);
      xobj[n] = formRefs[n];
    }
    const gstates = {};
    for (const [n, g] of Object.entries(r.gstates)) {
      gstates[n] = {
        Type: name("ExtGState"),
        ca: g.ca,
        CA: g.CA,
        SMask: g.smask ? { Type: name("Mask"), S: name("Luminosity"), G: formRefs[g.smask] } : void 0
      };
    }
    const shadings = {};
    for (const [n, s] of Object.entries(r.shadings)) shadings[n] = this.file.add(shadingDict(s));
    this.file.set(ref, { Font: fonts, XObject: xobj, ExtGState: gstates, Shading: shadings });
    return ref;
  }
  fontRef(id) {
    let ref = this.fontRefs.get(id);
    if (!ref) {
      ref = this.file.alloc();
      this.fontRefs.set(id, ref);
    }
    return ref;
  }
  writeFont(id, ref, glyphs) {
    const key = glyphSetKey(id, glyphs);
    let f = this.fonts.cachedFont?.(key);
    if (!f) {
      f = embedFont(this.fonts.fontBytes(id), glyphs);
      this.fonts.storeFont?.(key, f);
    }
    const fontFile = this.file.addStream({}, Buffer.from(f.fontFile, "base64"), { compressed: true });
    const descriptor = this.file.add({
      Type: name("FontDescriptor"),
      FontName: name(f.baseFont),
      Flags: f.flags,
      FontBBox: [...f.bbox],
      ItalicAngle: f.italicAngle,
      Ascent: f.ascent,
      Descent: f.descent,
      CapHeight: f.capHeight,
      StemV: 80,
      FontFile2: fontFile
    });
    const w = [];
    for (const [g, width] of f.widths) w.push(g, [width]);
    const cid = this.file.add({
      Type: name("Font"),
      Subtype: name("CIDFontType2"),
      BaseFont: name(f.baseFont),
      CIDSystemInfo: { Registry: "Adobe", Ordering: "Identity", Supplement: 0 },
      FontDescriptor: descriptor,
      W: w,
      CIDToGIDMap: name("Identity")
    });
    const toUnicode = this.file.addStream({}, f.toUnicode);
    this.file.set(ref, { Type: name("Font"), Subtype: name("Type0"), BaseFont: name(f.baseFont), Encoding: name("Identity-H"), DescendantFonts: [cid], ToUnicode: toUnicode });
  }
};
function shadingDict(s) {
  const stops = [...s.stops];
  if (stops[0].offset > 0) stops.unshift({ ...stops[0], offset: 0 });
  if (stops[stops.length - 1].offset < 1) stops.push({ ...stops[stops.length - 1], offset: 1 });
  const fns = [];
  const bounds = [];
  const encode = [];
  for (let i = 0; i < stops.length - 1; i++) {
    fns.push({ FunctionType: 2, Domain: [0, 1], C0: [...stops[i].color], C1: [...stops[i + 1].color], N: 1 });
    if (i > 0) bounds.push(Math.min(1, Math.max(stops[i].offset, (bounds[bounds.length - 1] ?? 0) + 1e-5)));
    encode.push(0, 1);
  }
  const fn = fns.length === 1 ? fns[0] : { FunctionType: 3, Domain: [0, 1], Functions: fns, Bounds: bounds, Encode: encode };
  return {
    ShadingType: s.type,
    ColorSpace: name(s.gray ? "DeviceGray" : "DeviceRGB"),
    Coords: [...s.coords],
    Function: fn,
    Extend: [s.extend, s.extend]
  };
}

// print/layout/geometry.ts
var MM = 72 / 25.4;
var PAPERS = {
  a4: { id: "a4", label: "A4", width: 210 * MM, height: 297 * MM },
  letter: { id: "letter", label: "US Letter", width: 612, height: 792 }
};
var CARD_W = 63 * MM;
var CARD_H = 88 * MM;
function placeMatrix(face, x, y, w, h, cover) {
  const { trim, drawing } = face;
  let s = w / trim.width;
  if (cover) {
    s = Math.max(w / trim.width, h / trim.height);
    const cx0 = x + w / 2;
    const cy0 = y + h / 2;
    const halfW = Math.max(cx0 - cover.x, cover.x + cover.width - cx0);
    const halfH = Math.max(cy0 - cover.y, cover.y + cover.height - cy0);
    const tcx = trim.x + trim.width / 2;
    const tcy = trim.y + trim.height / 2;
    s = Math.max(s, halfW / Math.min(tcx, drawing.width - tcx), halfH / Math.min(tcy, drawing.height - tcy));
  }
  const cx = x + w / 2;
  const cy = y + h / 2;
  const tx = cx - (trim.x + trim.width / 2) * s;
  const trimCentreFromBottom = drawing.height - (trim.y + trim.height / 2);
  const ty = cy - trimCentreFromBottom * s;
  return [s, 0, 0, s, tx, ty];
}
function fmt(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
}

// print/layout/crop-marks.ts
var GAP = 1 * MM;
var LENGTH = 5 * MM;
var PAGE_EDGE = 1 * MM;
function cropMarks(xs, ys, grid, page) {
  const marks = [];
  const top = grid.y + grid.height;
  const right = grid.x + grid.width;
  const upLen = Math.min(LENGTH, page.height - PAGE_EDGE - top - GAP);
  const downLen = Math.min(LENGTH, grid.y - PAGE_EDGE - GAP);
  const leftLen = Math.min(LENGTH, grid.x - PAGE_EDGE - GAP);
  const rightLen = Math.min(LENGTH, page.width - PAGE_EDGE - right - GAP);
  for (const x of xs) {
    if (upLen > 0) marks.push({ x1: x, y1: top + GAP, x2: x, y2: top + GAP + upLen });
    if (downLen > 0) marks.push({ x1: x, y1: grid.y - GAP, x2: x, y2: grid.y - GAP - downLen });
  }
  for (const y of ys) {
    if (leftLen > 0) marks.push({ x1: grid.x - GAP, y1: y, x2: grid.x - GAP - leftLen, y2: y });
    if (rightLen > 0) marks.push({ x1: right + GAP, y1: y, x2: right + GAP + rightLen, y2: y });
  }
  return marks;
}
function cropMarkOps(marks) {
  if (!marks.length) return "";
  let s = "q\n0 G 0.3 w 0 J\n";
  for (const m of marks) s += `${fmt(m.x1)} ${fmt(m.y1)} m ${fmt(m.x2)} ${fmt(m.y2)} l
`;
  return s + "S\nQ\n";
}

// print/layout/place.ts
var PageForms = class {
  constructor(pdf) {
    this.pdf = pdf;
  }
  pdf;
  forms = {};
  names = /* @__PURE__ */ new Map();
  /** Ops drawing `face` with its trim on `slot`; `clip` limits it (e.g. to the trim for butted cards). */
  place(face, slot, opts = {}) {
    let n = this.names.get(face.key);
    if (!n) {
      n = `C${this.names.size + 1}`;
      this.names.set(face.key, n);
      this.forms[n] = this.pdf.form(face.drawing, face.key);
    }
    const m = placeMatrix(face, slot.x, slot.y, slot.width, slot.height, opts.cover);
    const clip = opts.clip ? `${fmt(opts.clip.x)} ${fmt(opts.clip.y)} ${fmt(opts.clip.width)} ${fmt(opts.clip.height)} re W n
` : "";
    return `q
${clip}${m.map(fmt).join(" ")} cm
/${n} Do
Q
`;
  }
};

// print/layout/sheets.ts
var COLS = 3;
var ROWS = 3;
var PER_PAGE = COLS * ROWS;
function sheetSlots(paper) {
  const x0 = (paper.width - COLS * CARD_W) / 2;
  const yTop = (paper.height + ROWS * CARD_H) / 2;
  const slots = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) slots.push({ x: x0 + c * CARD_W, y: yTop - (r + 1) * CARD_H, width: CARD_W, height: CARD_H });
  return slots;
}
function backSlotIndex(i, duplex) {
  const r = Math.floor(i / COLS);
  const c = i % COLS;
  if (duplex === "long") return r * COLS + (COLS - 1 - c);
  if (duplex === "short") return (ROWS - 1 - r) * COLS + c;
  return i;
}
function backShift(offsetMm, duplex) {
  const [x, y] = offsetMm ?? [0, 0];
  if (duplex === "long") return [-x * MM, y * MM];
  if (duplex === "short") return [x * MM, -y * MM];
  return [x * MM, y * MM];
}
function gridRect(paper) {
  return { x: (paper.width - COLS * CARD_W) / 2, y: (paper.height - ROWS * CARD_H) / 2, width: COLS * CARD_W, height: ROWS * CARD_H };
}
function sheetCropMarks(paper) {
  const g = gridRect(paper);
  const xs = Array.from({ length: COLS + 1 }, (_, i) => g.x + i * CARD_W);
  const ys = Array.from({ length: ROWS + 1 }, (_, i) => g.y + i * CARD_H);
  return cropMarks(xs, ys, g, paper);
}
function addSheets(pdf, cards, opts) {
  const { paper, duplex } = opts;
  const slots = sheetSlots(paper);
  const media = [0, 0, paper.width, paper.height];
  const marks = cropMarkOps(sheetCropMarks(paper));
  const [dx, dy] = backShift(opts.backOffset, duplex);
  for (let start = 0; start < cards.length; start += PER_PAGE) {
    const page = cards.slice(start, start + PER_PAGE);
    const fronts = new PageForms(pdf);
    let ops = "";
    page.forEach((card, i) => {
      ops += fronts.place(card.front, slots[i], { clip: slots[i] });
    });
    pdf.addPage({ mediaBox: media, ops: ops + marks, forms: fronts.forms });
    if (duplex === "none" || !page.some((c) => c.back)) continue;
    const backs = new PageForms(pdf);
    let bops = dx || dy ? `1 0 0 1 ${dx} ${dy} cm
` : "";
    page.forEach((card, i) => {
      if (!card.back) return;
      const slot = slots[backSlotIndex(i, duplex)];
      bops += backs.place(card.back, slot, { clip: slot });
    });
    pdf.addPage({ mediaBox: media, ops: `q
${bops}Q
`, forms: backs.forms });
  }
}

// print/layout/calibration.ts
var RULER_MM = 10;
function pdfString(s) {
  return "(" + s.replace(/[\\()]/g, (c) => "\\" + c) + ")";
}
function crossOps(cx, cy, rulers) {
  let s = `q
0 G 0.4 w
${fmt(cx - 40 * MM)} ${fmt(cy)} m ${fmt(cx + 40 * MM)} ${fmt(cy)} l S
${fmt(cx)} ${fmt(cy - 40 * MM)} m ${fmt(cx)} ${fmt(cy + 40 * MM)} l S
`;
  s += circle(cx, cy, 5 * MM) + "\n";
  if (rulers) {
    s += "0.25 w\n";
    for (let i = -RULER_MM; i <= RULER_MM; i++) {
      const len = (i % 5 === 0 ? 3 : 1.5) * MM;
      s += `${fmt(cx + i * MM)} ${fmt(cy - len)} m ${fmt(cx + i * MM)} ${fmt(cy + len)} l
`;
      s += `${fmt(cx - len)} ${fmt(cy + i * MM)} m ${fmt(cx + len)} ${fmt(cy + i * MM)} l
`;
    }
    s += "S\n";
  }
  return s + "Q\n";
}
function circle(cx, cy, r) {
  const k = 0.5523 * r;
  return `${fmt(cx + r)} ${fmt(cy)} m ${fmt(cx + r)} ${fmt(cy + k)} ${fmt(cx + k)} ${fmt(cy + r)} ${fmt(cx)} ${fmt(cy + r)} c ${fmt(cx - k)} ${fmt(cy + r)} ${fmt(cx - r)} ${fmt(cy + k)} ${fmt(cx - r)} ${fmt(cy)} c ${fmt(cx - r)} ${fmt(cy - k)} ${fmt(cx - k)} ${fmt(cy - r)} ${fmt(cx)} ${fmt(cy - r)} c ${fmt(cx + k)} ${fmt(cy - r)} ${fmt(cx + r)} ${fmt(cy - k)} ${fmt(cx + r)} ${fmt(cy)} c S`;
}
function calibrationCrosses(paper, duplex, offset) {
  const cx = paper.width / 2;
  const cy = paper.height / 2;
  const [dx, dy] = backShift(offset, duplex);
  return { front: { x: cx, y: cy }, back: { x: cx + dx, y: cy + dy } };
}
function writeCalibration(paper, duplex, offset, fonts) {
  const pdf = new PdfBuilder(fonts, `Fray duplex calibration (${paper.label})`);
  const c = calibrationCrosses(paper, duplex === "none" ? "long" : duplex, offset);
  const media = [0, 0, paper.width, paper.height];
  const helv = { H: pdf.standardFont("Helvetica") };
  const [ox, oy] = offset ?? [0, 0];
  const lines = [
    `Fray duplex calibration - ${paper.label}, ${duplex === "short" ? "short" : "long"}-edge duplex, current --back-offset ${ox},${oy} mm`,
    "Print this page and the next one on the two sides of one sheet, with the same settings as your cards.",
    "Hold the sheet against the light. The small ruler marks are 1 mm apart.",
    "If the back cross shows R mm right and U mm up of the front cross (left or down: negative),",
    `print again with --back-offset ${ox}-R,${oy}-U, i.e. subtract what you measured. Centred crosses: done.`
  ];
  let text = "BT\n/H 10 Tf\n";
  lines.forEach((l, i) => {
    text += `1 0 0 1 ${fmt(20 * MM)} ${fmt(paper.height - 20 * MM - i * 14)} Tm
${pdfString(l)} Tj
`;
  });
  text += "ET\n";
  pdf.addPage({ mediaBox: media, ops: crossOps(c.front.x, c.front.y, true) + text, forms: {}, fonts: helv });
  pdf.addPage({ mediaBox: media, ops: crossOps(c.back.x, c.back.y, false), forms: {} });
  return pdf.toBuffer();
}

// print/layout/deck-pages.ts
function cardPageBoxes(face) {
  const s = CARD_W / face.trim.width;
  const w = face.drawing.width * s;
  const h = face.drawing.height * s;
  const tx = face.trim.x * s;
  const ty = h - (face.trim.y + face.trim.height) * s;
  return { media: [0, 0, w, h], trim: [tx, ty, tx + face.trim.width * s, ty + face.trim.height * s] };
}
function addCardPages(pdf, faces) {
  for (const face of faces) {
    const { media, trim } = cardPageBoxes(face);
    const forms = new PageForms(pdf);
    const ops = forms.place(face, { x: trim[0], y: trim[1], width: trim[2] - trim[0], height: trim[3] - trim[1] });
    const bleed = media[2] - (trim[2] - trim[0]) > 0.01 || media[3] - (trim[3] - trim[1]) > 0.01;
    pdf.addPage({ mediaBox: media, trimBox: bleed ? trim : void 0, bleedBox: bleed ? media : void 0, ops, forms: forms.forms });
  }
}
function writeCardPages(faces, title, fonts) {
  const pdf = new PdfBuilder(fonts, title);
  addCardPages(pdf, faces);
  return pdf.toBuffer();
}

// print/layout/dtc.ts
var DTC_PAGE = { width: 198, height: 270 };
var DTC_TRIM = [9, 9, 189, 261];
function writeDtcDeck(deck, fonts) {
  const pdf = new PdfBuilder(fonts, `${deck.title} (DriveThruCards)`);
  const media = [0, 0, DTC_PAGE.width, DTC_PAGE.height];
  const trim = { x: DTC_TRIM[0], y: DTC_TRIM[1], width: DTC_TRIM[2] - DTC_TRIM[0], height: DTC_TRIM[3] - DTC_TRIM[1] };
  for (const card of deck.cards) {
    for (const face of [card.front, card.back]) {
      const forms = new PageForms(pdf);
      const page = { x: 0, y: 0, ...DTC_PAGE };
      const ops = forms.place(face, trim, { cover: page, clip: page });
      pdf.addPage({ mediaBox: media, trimBox: DTC_TRIM, bleedBox: media, ops, forms: forms.forms });
    }
  }
  return pdf.toBuffer();
}

// print/layout/gutterfold.ts
var GUTTER = 10 * MM;
var GF_ROWS = 2;
var GF_PER_PAGE = GF_ROWS * 2;
function gutterfoldPage(paper) {
  return { width: paper.height, height: paper.width };
}
function gutterfoldSlots(paper) {
  const page = gutterfoldPage(paper);
  const gridW = 4 * CARD_W + GUTTER;
  const gridH = GF_ROWS * CARD_H;
  const x0 = (page.width - gridW) / 2;
  const y0 = (page.height - gridH) / 2;
  const fold = page.width / 2;
  const fronts = [];
  const backs = [];
  for (let r = 0; r < GF_ROWS; r++) {
    const y = y0 + (GF_ROWS - 1 - r) * CARD_H;
    for (let c = 0; c < 2; c++) {
      const fx = x0 + c * CARD_W;
      fronts.push({ x: fx, y, width: CARD_W, height: CARD_H });
      backs.push({ x: 2 * fold - fx - CARD_W, y, width: CARD_W, height: CARD_H });
    }
  }
  return { fronts, backs, fold, grid: { x: x0, y: y0, width: gridW, height: gridH } };
}
function addGutterfold(pdf, cards, paper) {
  const page = gutterfoldPage(paper);
  const { fronts, backs, fold, grid } = gutterfoldSlots(paper);
  const xs = [grid.x, grid.x + CARD_W, grid.x + 2 * CARD_W, fold + GUTTER / 2, fold + GUTTER / 2 + CARD_W, grid.x + grid.width];
  const ys = Array.from({ length: GF_ROWS + 1 }, (_, i) => grid.y + i * CARD_H);
  const marks = cropMarkOps(cropMarks(xs, ys, grid, page));
  const foldLine = `q
0.5 G 0.5 w [3 3] 0 d
${fmt(fold)} ${fmt(grid.y - 4 * MM)} m ${fmt(fold)} ${fmt(grid.y + grid.height + 4 * MM)} l S
Q
`;
  for (let start = 0; start < cards.length; start += GF_PER_PAGE) {
    const forms = new PageForms(pdf);
    let ops = "";
    cards.slice(start, start + GF_PER_PAGE).forEach((card, i) => {
      ops += forms.place(card.front, fronts[i], { clip: fronts[i] });
      if (card.back) ops += forms.place(card.back, backs[i], { clip: backs[i] });
    });
    pdf.addPage({ mediaBox: [0, 0, page.width, page.height], ops: ops + marks + foldLine, forms: forms.forms });
  }
}

// print/pipeline/decks.ts
function copies(card) {
  return card.copies ?? 1;
}
function expand(deck) {
  return deck.cards.flatMap((c) => Array.from({ length: copies(c) }, () => c));
}
function buildDecks(systems, cardsBySystem, cards, systemName) {
  const decks = [];
  const usedIds = /* @__PURE__ */ new Set();
  for (const system of systems) {
    const own = cardsBySystem[system] ?? [];
    const inDecks = /* @__PURE__ */ new Set();
    for (const card of own) {
      if (card.type !== "character") continue;
      const list = [card];
      for (const id of [...card.actions, ...card.stances]) {
        const c = cards.get(id);
        if (c) list.push(c);
      }
      list.forEach((c) => inDecks.add(c.id));
      decks.push({ id: uniqueId(card.id, usedIds), title: card.name, system, kind: "character", character: card, cards: list });
    }
    const rest = own.filter((c) => !inDecks.has(c.id));
    if (rest.length) decks.push({ id: uniqueId(system, usedIds), title: `${systemName(system)} cards`, system, kind: "system", cards: rest });
  }
  return decks;
}
function uniqueId(id, used) {
  let out = id;
  for (let i = 2; used.has(out); i++) out = `${id}-${i}`;
  used.add(out);
  return out;
}

// print/pipeline/outputs.ts
var OUTPUT_KINDS = ["pnp", "decks", "reference", "dtc"];
function planOutputs(decks, systems, only, opts, src, version) {
  const out = [];
  const keyOf = (...parts) => sha1(version, JSON.stringify(opts), ...parts);
  for (const deck of decks) {
    const cards = expand(deck);
    const faceKeys = cards.map((c) => src.cardKey(c));
    const back = src.backKey(deck);
    const sheetCards = () => {
      const b = src.face(back);
      return cards.map((c) => ({ front: src.face(src.cardKey(c)), back: b }));
    };
    if (only.has("pnp")) {
      for (const paperId of opts.papers) {
        const paper = PAPERS[paperId];
        const gutter = opts.layout === "gutterfold";
        out.push({
          path: `pnp/${deck.id}${gutter ? "-gutterfold" : ""}-${paperId}.pdf`,
          kind: "pnp",
          key: keyOf("pnp", paperId, back, ...faceKeys),
          build(fonts) {
            const pdf = new PdfBuilder(fonts, `${deck.title} - print and play (${paper.label})`);
            if (gutter) addGutterfold(pdf, sheetCards(), paper);
            else addSheets(pdf, sheetCards(), { paper, duplex: opts.duplex, backOffset: opts.backOffset });
            return pdf.toBuffer();
          }
        });
      }
    }
    if (only.has("decks")) {
      out.push({
        path: `decks/${deck.id}.pdf`,
        kind: "decks",
        key: keyOf("deck", back, ...deck.cards.map((c) => src.cardKey(c))),
        build: (fonts) => writeCardPages([...deck.cards.map((c) => src.face(src.cardKey(c))), src.face(back)], deck.title, fonts)
      });
    }
    if (only.has("dtc")) {
      out.push({
        path: `print-shop/dtc/${deck.id}.pdf`,
        kind: "dtc",
        key: keyOf("dtc", back, ...faceKeys),
        build: (fonts) => writeDtcDeck({ id: deck.id, title: deck.title, cards: sheetCards().map((c) => ({ front: c.front, back: c.back })) }, fonts)
      });
    }
  }
  if (only.has("pnp") && opts.layout === "sheets" && opts.duplex !== "none") {
    for (const paperId of opts.papers) {
      out.push({
        path: `pnp/calibration-${paperId}.pdf`,
        kind: "pnp",
        key: keyOf("calibration", paperId),
        build: (fonts) => writeCalibration(PAPERS[paperId], opts.duplex, opts.backOffset, fonts)
      });
    }
  }
  if (only.has("reference")) {
    for (const system of systems) {
      out.push({
        path: `reference/${system}.pdf`,
        kind: "reference",
        key: keyOf("reference", src.referenceKey(system)),
        build(fonts) {
          const pdf = new PdfBuilder(fonts, `${system} rule reference`);
          for (const page of src.reference(system)) {
            const scale = PAPERS.a4.width / page.drawing.width;
            const h = page.drawing.height * scale;
            pdf.addPage({ mediaBox: [0, 0, PAPERS.a4.width, h], ops: `q
${scale} 0 0 ${scale} 0 0 cm
/P Do
Q
`, forms: { P: pdf.form(page.drawing, page.key) } });
          }
          return pdf.toBuffer();
        }
      });
    }
  }
  return out;
}

export {
  buildDecks,
  OUTPUT_KINDS,
  planOutputs
};
