// print/pdf/sfnt/woff.ts
import { inflateSync } from "node:zlib";
function isWoff(bytes) {
  return bytes.length > 4 && bytes[0] === 119 && bytes[1] === 79 && bytes[2] === 70 && bytes[3] === 70;
}
function woffToSfnt(woff) {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (!isWoff(src)) return woff;
  const flavor = src.readUInt32BE(4);
  const numTables = src.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const tag = src.readUInt32BE(e);
    const offset = src.readUInt32BE(e + 4);
    const compLength = src.readUInt32BE(e + 8);
    const origLength = src.readUInt32BE(e + 12);
    const checksum = src.readUInt32BE(e + 16);
    const raw = src.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error(`woff: table ${i} inflates to ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, data, checksum });
  }
  return writeSfnt(flavor, tables);
}
function writeSfnt(flavor, tables) {
  const sorted = [...tables].sort((a, b) => a.tag - b.tag);
  const n = sorted.length;
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= n) {
    searchRange *= 2;
    entrySelector++;
  }
  const headerLen = 12 + n * 16;
  let total = headerLen;
  for (const t of sorted) total += t.data.length + 3 & ~3;
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(n, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(n * 16 - searchRange * 16, 10);
  let offset = headerLen;
  sorted.forEach((t, i) => {
    const e = 12 + i * 16;
    out.writeUInt32BE(t.tag, e);
    out.writeUInt32BE(t.checksum ?? tableChecksum(t.data), e + 4);
    out.writeUInt32BE(offset, e + 8);
    out.writeUInt32BE(t.data.length, e + 12);
    out.set(t.data, offset);
    offset += t.data.length + 3 & ~3;
  });
  return out;
}
function tableChecksum(data) {
  let sum = 0;
  const padded = data.length & 3 ? Buffer.concat([Buffer.from(data), Buffer.alloc(4 - (data.length & 3))]) : Buffer.from(data);
  for (let i = 0; i < padded.length; i += 4) sum = sum + padded.readUInt32BE(i) >>> 0;
  return sum;
}
function tagNumber(tag) {
  return (tag.charCodeAt(0) << 24 | tag.charCodeAt(1) << 16 | tag.charCodeAt(2) << 8 | tag.charCodeAt(3)) >>> 0;
}

// print/pdf/sfnt/font-file.ts
function openFont(input) {
  const raw = isWoff(input) ? woffToSfnt(input) : input;
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const version = bytes.readUInt32BE(0);
  if (version !== 65536 && version !== 1953658213) {
    throw new Error("only TrueType-outline fonts (glyf) can be embedded; this font has CFF outlines or is not a font");
  }
  const tables = /* @__PURE__ */ new Map();
  const n = bytes.readUInt16BE(4);
  for (let i = 0; i < n; i++) {
    const e = 12 + i * 16;
    tables.set(bytes.toString("latin1", e, e + 4), { offset: bytes.readUInt32BE(e + 8), length: bytes.readUInt32BE(e + 12) });
  }
  const table = (tag) => {
    const t = tables.get(tag);
    return t ? bytes.subarray(t.offset, t.offset + t.length) : void 0;
  };
  const need = (tag) => {
    const t = table(tag);
    if (!t) throw new Error(`font has no '${tag}' table`);
    return t;
  };
  const head = need("head");
  const hhea = need("hhea");
  const maxp = need("maxp");
  const hmtx = need("hmtx");
  const os2 = table("OS/2");
  const post = table("post");
  const unitsPerEm = head.readUInt16BE(18);
  const numGlyphs = maxp.readUInt16BE(4);
  const numHMetrics = hhea.readUInt16BE(34);
  const cmap = readCmap(need("cmap"));
  return {
    bytes,
    tables,
    unitsPerEm,
    numGlyphs,
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    capHeight: os2 && os2.length >= 90 ? os2.readInt16BE(88) : hhea.readInt16BE(4),
    bbox: [head.readInt16BE(36), head.readInt16BE(38), head.readInt16BE(40), head.readInt16BE(42)],
    italicAngle: post ? post.readInt32BE(4) / 65536 : 0,
    weightClass: os2 ? os2.readUInt16BE(4) : 400,
    postscriptName: readPostscriptName(table("name")) ?? "Font",
    indexToLocFormat: head.readInt16BE(50),
    glyphId: (cp) => cmap(cp),
    advance: (gid) => hmtx.readUInt16BE(4 * Math.min(gid, numHMetrics - 1)),
    table
  };
}
function readCmap(cmap) {
  const n = cmap.readUInt16BE(2);
  let best;
  for (let i = 0; i < n; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const off2 = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(off2);
    const unicode = platform === 0 || platform === 3 && (encoding === 1 || encoding === 10);
    if (!unicode) continue;
    if (format === 12 && (!best || best.format !== 12)) best = { format, off: off2 };
    else if (format === 4 && !best) best = { format, off: off2 };
  }
  if (!best) return () => 0;
  const { off } = best;
  if (best.format === 12) {
    const groups = cmap.readUInt32BE(off + 12);
    return (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = lo + hi >> 1;
        const g = off + 16 + mid * 12;
        const start = cmap.readUInt32BE(g);
        const end = cmap.readUInt32BE(g + 4);
        if (cp < start) hi = mid - 1;
        else if (cp > end) lo = mid + 1;
        else return cmap.readUInt32BE(g + 8) + (cp - start);
      }
      return 0;
    };
  }
  const segX2 = cmap.readUInt16BE(off + 6);
  const ends = off + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffs = deltas + segX2;
  return (cp) => {
    if (cp > 65535) return 0;
    for (let i = 0; i < segX2; i += 2) {
      if (cmap.readUInt16BE(ends + i) < cp) continue;
      const start = cmap.readUInt16BE(starts + i);
      if (start > cp) return 0;
      const delta = cmap.readUInt16BE(deltas + i);
      const ro = cmap.readUInt16BE(rangeOffs + i);
      if (ro === 0) return cp + delta & 65535;
      const gid = cmap.readUInt16BE(rangeOffs + i + ro + 2 * (cp - start));
      return gid === 0 ? 0 : gid + delta & 65535;
    }
    return 0;
  };
}
function readPostscriptName(name2) {
  if (!name2) return void 0;
  const count = name2.readUInt16BE(2);
  const strings = name2.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const r = 6 + i * 12;
    if (name2.readUInt16BE(r + 6) !== 6) continue;
    const platform = name2.readUInt16BE(r);
    const len = name2.readUInt16BE(r + 8);
    const at = strings + name2.readUInt16BE(r + 10);
    const raw = name2.subarray(at, at + len);
    const s = platform === 3 || platform === 0 ? Buffer.from(raw.subarray(0, len & ~1)).swap16().toString("utf16le") : raw.toString("latin1");
    const clean = s.replace(/[^A-Za-z0-9-]/g, "");
    if (clean) return clean;
  }
  return void 0;
}

// print/pdf/pdf-file.ts
import { deflateSync } from "node:zlib";
var PdfRef = class {
  constructor(num2) {
    this.num = num2;
  }
  num;
  toString() {
    return `${this.num} 0 R`;
  }
};
var PdfName = class {
  constructor(name2) {
    this.name = name2;
  }
  name;
  toString() {
    return "/" + this.name.replace(/[^!-~]|[#()<>[\]{}/%]/g, (c) => "#" + c.charCodeAt(0).toString(16).padStart(2, "0"));
  }
};
var PdfRaw = class {
  constructor(text) {
    this.text = text;
  }
  text;
  toString() {
    return this.text;
  }
};
var name = (n) => new PdfName(n);
function num(n) {
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(4).replace(/0+$/, "").replace(/\.$/, "");
  return s === "-0" ? "0" : s;
}
function serialize(v) {
  if (v === null || v === void 0) return "null";
  if (typeof v === "number") return num(v);
  if (typeof v === "boolean") return String(v);
  if (typeof v === "string") return "(" + v.replace(/[\\()]/g, (c) => "\\" + c).replace(/[^\x20-\x7e]/g, (c) => "\\" + c.charCodeAt(0).toString(8).padStart(3, "0")) + ")";
  if (v instanceof PdfRef || v instanceof PdfName || v instanceof PdfRaw) return v.toString();
  if (Array.isArray(v)) return "[" + v.map(serialize).join(" ") + "]";
  let out = "<<";
  for (const [k, val] of Object.entries(v)) if (val !== void 0) out += `${new PdfName(k)} ${serialize(val)} `;
  return out + ">>";
}
var PdfFile = class {
  objects = [];
  /** Reserve an object number now, fill it later (for forward references). */
  alloc() {
    this.objects.push(void 0);
    return new PdfRef(this.objects.length);
  }
  set(ref, value) {
    this.objects[ref.num - 1] = Buffer.from(serialize(value), "latin1");
    return ref;
  }
  add(value) {
    return this.set(this.alloc(), value);
  }
  /** A stream object; `data` is deflated unless `compressed` says it already is. */
  setStream(ref, dict, data, opts = {}) {
    let bytes = typeof data === "string" ? Buffer.from(data, "latin1") : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const d = { ...dict };
    if (!opts.raw) {
      if (!opts.compressed) bytes = deflateSync(bytes, { level: 6 });
      d.Filter = d.Filter ?? name("FlateDecode");
    }
    d.Length = bytes.length;
    this.objects[ref.num - 1] = Buffer.concat([Buffer.from(serialize(d) + "\nstream\n", "latin1"), bytes, Buffer.from("\nendstream", "latin1")]);
    return ref;
  }
  addStream(dict, data, opts = {}) {
    return this.setStream(this.alloc(), dict, data, opts);
  }
  toBuffer(root, info) {
    const parts = [Buffer.from("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n", "latin1")];
    let offset = parts[0].length;
    const offsets = [];
    this.objects.forEach((body, i) => {
      if (!body) throw new Error(`pdf: object ${i + 1} was reserved but never written`);
      const head = Buffer.from(`${i + 1} 0 obj
`, "latin1");
      const tail = Buffer.from("\nendobj\n", "latin1");
      offsets.push(offset);
      parts.push(head, body, tail);
      offset += head.length + body.length + tail.length;
    });
    let xref = `xref
0 ${this.objects.length + 1}
0000000000 65535 f 
`;
    for (const o of offsets) xref += `${String(o).padStart(10, "0")} 00000 n 
`;
    const trailer = serialize({ Size: this.objects.length + 1, Root: root, Info: info });
    parts.push(Buffer.from(`${xref}trailer
${trailer}
startxref
${offset}
%%EOF
`, "latin1"));
    return Buffer.concat(parts);
  }
};

export {
  writeSfnt,
  tagNumber,
  openFont,
  name,
  num,
  PdfFile
};
