import {
  num,
  openFont
} from "./chunk-SO5U4ORD.mjs";

// print/pipeline/render-task.ts
import { deflateSync as deflateSync2 } from "node:zlib";

// print/pdf/font-set.ts
import { createHash } from "node:crypto";
var FontSet = class {
  faces;
  cache = /* @__PURE__ */ new Map();
  constructor(faces) {
    this.faces = faces.map((f) => ({
      id: fontId(f.data),
      family: f.family.toLowerCase(),
      weight: f.weight,
      style: f.style,
      file: openFont(f.data)
    }));
  }
  byId(id) {
    return this.faces.find((f) => f.id === id);
  }
  /** Faces in the order to try for one CSS font: the listed families first (closest weight/style), then all others. */
  candidates(familyAttr, weight, style) {
    const key = `${familyAttr}|${weight}|${style}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const families = familyAttr.split(",").map((f) => f.trim().replace(/^['"]|['"]$/g, "").toLowerCase()).filter(Boolean);
    const rank = (f) => {
      const fi = families.indexOf(f.family);
      return [fi < 0 ? families.length : fi, f.style === style ? 0 : 1, weightDistance(weight, f.weight)];
    };
    const sorted = [...this.faces].sort((a, b) => {
      const ra = rank(a);
      const rb = rank(b);
      for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i] - rb[i];
      return 0;
    });
    this.cache.set(key, sorted);
    return sorted;
  }
};
function fontId(data) {
  return createHash("sha1").update(data).digest("hex").slice(0, 16);
}
function weightDistance(want, have) {
  if (have === want) return 0;
  if (want >= 400 && want <= 500) {
    if (have > want && have <= 500) return have - want;
    if (have < want) return 1e3 + (want - have);
    return 2e3 + (have - want);
  }
  if (want < 400) return have < want ? want - have : 1e3 + (have - want);
  return have > want ? have - want : 1e3 + (want - have);
}
function parseWeight(v) {
  if (!v || v === "normal") return 400;
  if (v === "bold") return 700;
  const n = Number(v);
  return Number.isFinite(n) ? n : 400;
}

// print/pdf/errors.ts
var UnsupportedSvgError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UnsupportedSvgError";
  }
};

// print/pdf/color.ts
var NAMED_PACKED = "aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32";
var NAMED = new Map(NAMED_PACKED.split(" ").map((p) => p.split(":")));
function parseColor(value, current = { r: 0, g: 0, b: 0, a: 1 }) {
  const v = value.trim().toLowerCase();
  if (v === "none") return void 0;
  if (v === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  if (v === "currentcolor") return current;
  if (v.startsWith("#")) return parseHex(v.slice(1), value);
  const named = NAMED.get(v);
  if (named) return parseHex(named, value);
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(v);
  if (fn) {
    const parts = fn[2].split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3 || parts.length > 4) throw bad(value);
    const alpha = parts[3] === void 0 ? 1 : pct(parts[3], 1);
    if (fn[1].startsWith("rgb")) return { r: pct(parts[0], 255) / 255, g: pct(parts[1], 255) / 255, b: pct(parts[2], 255) / 255, a: alpha };
    return hsl(Number.parseFloat(parts[0]), pct(parts[1], 1), pct(parts[2], 1), alpha);
  }
  throw bad(value);
}
function bad(value) {
  return new UnsupportedSvgError(`unsupported colour '${value}'`);
}
function pct(s, scale) {
  const n = Number.parseFloat(s);
  if (!Number.isFinite(n)) throw new UnsupportedSvgError(`bad colour component '${s}'`);
  return Math.min(scale, Math.max(0, s.endsWith("%") ? n / 100 * scale : n));
}
function parseHex(h, original) {
  if (!/^[0-9a-f]+$/.test(h)) throw bad(original);
  const x = h.length === 3 || h.length === 4 ? [...h].map((c) => c + c).join("") : h;
  if (x.length !== 6 && x.length !== 8) throw bad(original);
  const n = (i) => Number.parseInt(x.slice(i, i + 2), 16) / 255;
  return { r: n(0), g: n(2), b: n(4), a: x.length === 8 ? n(6) : 1 };
}
function hsl(hDeg, s, l, a) {
  const h = (hDeg % 360 + 360) % 360 / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    return u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
  };
  return { r: f(h + 1 / 3), g: f(h), b: f(h - 1 / 3), a };
}

// print/pdf/drawing.ts
function emptyResources() {
  return { fonts: {}, gstates: {}, shadings: {}, images: {}, forms: {} };
}

// print/pdf/matrix.ts
var IDENTITY = [1, 0, 0, 1, 0, 0];
function multiply(m1, m2) {
  const [a, b, c, d, e, f] = m1;
  const [A, B, C, D, E, F] = m2;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}
function apply(m, x, y) {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}
function parseTransform(attr) {
  let m = IDENTITY;
  const re = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/gy;
  let pos = 0;
  let match;
  const list = [];
  while (match = re.exec(attr)) {
    pos = re.lastIndex;
    const args = match[2].trim().split(/[\s,]+/).filter(Boolean).map(Number);
    if (args.some((n) => !Number.isFinite(n))) throw new UnsupportedSvgError(`bad transform arguments in '${attr}'`);
    const [p = 0, q, r] = args;
    switch (match[1]) {
      case "matrix":
        if (args.length !== 6) throw new UnsupportedSvgError(`matrix() needs 6 numbers in '${attr}'`);
        list.push(args);
        break;
      case "translate":
        list.push([1, 0, 0, 1, p, q ?? 0]);
        break;
      case "scale":
        list.push([p, 0, 0, q ?? p, 0, 0]);
        break;
      case "rotate": {
        const rad = p * Math.PI / 180;
        const cos = Math.cos(rad);
        const sin = Math.sin(rad);
        const rot = [cos, sin, -sin, cos, 0, 0];
        if (q !== void 0) list.push(multiply(multiply([1, 0, 0, 1, -q, -(r ?? 0)], rot), [1, 0, 0, 1, q, r ?? 0]));
        else list.push(rot);
        break;
      }
      case "skewX":
        list.push([1, 0, Math.tan(p * Math.PI / 180), 1, 0, 0]);
        break;
      case "skewY":
        list.push([1, Math.tan(p * Math.PI / 180), 0, 1, 0, 0]);
        break;
    }
  }
  if (attr.slice(pos).trim()) throw new UnsupportedSvgError(`cannot parse transform '${attr}'`);
  for (let i = list.length - 1; i >= 0; i--) m = multiply(m, list[i]);
  return m;
}

// print/pdf/path-data.ts
var ARGS = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
function tokenize(d) {
  const out = [];
  const re = /([MmLlHhVvCcSsQqTtAaZz])|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|([\s,]+)|(.)/g;
  let m;
  while (m = re.exec(d)) {
    if (m[1]) out.push(m[1]);
    else if (m[2]) out.push(Number(m[2]));
    else if (m[4]) throw new UnsupportedSvgError(`bad character '${m[4]}' in path data`);
  }
  return out;
}
function parsePath(d) {
  const toks = tokenize(d);
  const segs = [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let lastCtrl;
  let lastQuad;
  let cmd = "";
  const nextNum = () => {
    const t = toks[i++];
    if (typeof t !== "number") throw new UnsupportedSvgError(`path data '${d.slice(0, 40)}\u2026' is missing a number`);
    return t;
  };
  while (i < toks.length) {
    if (typeof toks[i] === "string") cmd = toks[i++];
    else if (!cmd) throw new UnsupportedSvgError("path data must start with a command");
    const lower = cmd.toLowerCase();
    const rel = cmd === lower && lower !== "z";
    const ox = rel ? cx : 0;
    const oy = rel ? cy : 0;
    let ctrl;
    let quad;
    switch (lower) {
      case "m": {
        cx = ox + nextNum();
        cy = oy + nextNum();
        sx = cx;
        sy = cy;
        segs.push({ op: "M", x: cx, y: cy });
        cmd = rel ? "l" : "L";
        break;
      }
      case "l":
        cx = ox + nextNum();
        cy = oy + nextNum();
        segs.push({ op: "L", x: cx, y: cy });
        break;
      case "h":
        cx = ox + nextNum();
        segs.push({ op: "L", x: cx, y: cy });
        break;
      case "v":
        cy = oy + nextNum();
        segs.push({ op: "L", x: cx, y: cy });
        break;
      case "c": {
        const p = [ox + nextNum(), oy + nextNum(), ox + nextNum(), oy + nextNum(), ox + nextNum(), oy + nextNum()];
        segs.push({ op: "C", pts: p });
        ctrl = [p[2], p[3]];
        cx = p[4];
        cy = p[5];
        break;
      }
      case "s": {
        const [rx, ry] = lastCtrl ? [2 * cx - lastCtrl[0], 2 * cy - lastCtrl[1]] : [cx, cy];
        const p = [rx, ry, ox + nextNum(), oy + nextNum(), ox + nextNum(), oy + nextNum()];
        segs.push({ op: "C", pts: p });
        ctrl = [p[2], p[3]];
        cx = p[4];
        cy = p[5];
        break;
      }
      case "q":
      case "t": {
        const q1 = lower === "q" ? [ox + nextNum(), oy + nextNum()] : lastQuad ? [2 * cx - lastQuad[0], 2 * cy - lastQuad[1]] : [cx, cy];
        const x = ox + nextNum();
        const y = oy + nextNum();
        segs.push({ op: "C", pts: [cx + 2 / 3 * (q1[0] - cx), cy + 2 / 3 * (q1[1] - cy), x + 2 / 3 * (q1[0] - x), y + 2 / 3 * (q1[1] - y), x, y] });
        quad = q1;
        cx = x;
        cy = y;
        break;
      }
      case "a": {
        const rx = nextNum();
        const ry = nextNum();
        const rot = nextNum();
        const large = nextNum() !== 0;
        const sweep = nextNum() !== 0;
        const x = ox + nextNum();
        const y = oy + nextNum();
        for (const c of arcToCubics(cx, cy, rx, ry, rot, large, sweep, x, y)) segs.push({ op: "C", pts: c });
        if (rx === 0 || ry === 0) segs.push({ op: "L", x, y });
        cx = x;
        cy = y;
        break;
      }
      case "z":
        segs.push({ op: "Z" });
        cx = sx;
        cy = sy;
        break;
      default:
        throw new UnsupportedSvgError(`unknown path command '${cmd}'`);
    }
    lastCtrl = ctrl;
    lastQuad = quad;
    if (ARGS[lower] === 0 && typeof toks[i] === "number") throw new UnsupportedSvgError("numbers after Z in path data");
  }
  return segs;
}
function arcToCubics(x1, y1, rxIn, ryIn, angle, large, sweep, x2, y2) {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || x1 === x2 && y1 === y2) return [];
  const phi = angle * Math.PI / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = x1p * x1p / (rx * rx) + y1p * y1p / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num2 = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num2 / den));
  if (large === sweep) coef = -coef;
  const cxp = coef * rx * y1p / ry;
  const cyp = -coef * ry * x1p / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const ang = (ux, uy, vx, vy) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const t1 = ang(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = ang((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  else if (sweep && dt < 0) dt += 2 * Math.PI;
  const n = Math.max(1, Math.ceil(Math.abs(dt) / (Math.PI / 2) - 1e-9));
  const step = dt / n;
  const k = 4 / 3 * Math.tan(step / 4);
  const out = [];
  const pt = (t) => {
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    return [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy];
  };
  const deriv = (t) => {
    const ex = -rx * Math.sin(t);
    const ey = ry * Math.cos(t);
    return [cos * ex - sin * ey, sin * ex + cos * ey];
  };
  for (let s = 0; s < n; s++) {
    const a = t1 + s * step;
    const b = a + step;
    const p0 = pt(a);
    const p3 = s === n - 1 ? [x2, y2] : pt(b);
    const d0 = deriv(a);
    const d3 = deriv(b);
    out.push([p0[0] + k * d0[0], p0[1] + k * d0[1], p3[0] - k * d3[0], p3[1] - k * d3[1], p3[0], p3[1]]);
  }
  return out;
}
function pathBBox(segs) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (x, y) => {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  };
  for (const s of segs) {
    if (s.op === "M" || s.op === "L") add(s.x, s.y);
    else if (s.op === "C") {
      add(s.pts[4], s.pts[5]);
      add(s.pts[0], s.pts[1]);
      add(s.pts[2], s.pts[3]);
    }
  }
  if (x0 === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

// print/pdf/raster.ts
import { deflateSync, inflateSync } from "node:zlib";
function rasterFromBytes(bytes, mime) {
  if (mime === "image/png" || bytes.subarray(1, 4).toString("latin1") === "PNG") return decodePng(bytes);
  if (mime === "image/jpeg" || mime === "image/jpg" || bytes[0] === 255 && bytes[1] === 216) return jpeg(bytes);
  throw new UnsupportedSvgError(`unsupported image type '${mime}' (PNG, JPEG and SVG are handled)`);
}
function jpeg(bytes) {
  let p = 2;
  while (p < bytes.length) {
    if (bytes[p] !== 255) break;
    const marker = bytes[p + 1];
    const len = bytes.readUInt16BE(p + 2);
    if (marker >= 192 && marker <= 207 && marker !== 196 && marker !== 200 && marker !== 204) {
      const comps = bytes[p + 9];
      if (comps !== 1 && comps !== 3) throw new UnsupportedSvgError(`JPEG with ${comps} colour components (CMYK?) is not supported`);
      return { width: bytes.readUInt16BE(p + 7), height: bytes.readUInt16BE(p + 5), encoding: "dct", colors: comps, data: bytes.toString("base64") };
    }
    p += 2 + len;
  }
  throw new UnsupportedSvgError("JPEG without a frame header");
}
function decodePng(buf) {
  if (buf.readUInt32BE(0) !== 2303741511) throw new UnsupportedSvgError("not a PNG");
  let p = 8;
  let width = 0;
  let height = 0;
  let depth = 8;
  let type = 0;
  let palette;
  let trns;
  const idat = [];
  while (p < buf.length) {
    const len = buf.readUInt32BE(p);
    const kind = buf.toString("latin1", p + 4, p + 8);
    const data = buf.subarray(p + 8, p + 8 + len);
    if (kind === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      depth = data[8];
      type = data[9];
      if (data[12] !== 0) throw new UnsupportedSvgError("interlaced PNG images are not supported; save it non-interlaced");
    } else if (kind === "PLTE") palette = data;
    else if (kind === "tRNS") trns = data;
    else if (kind === "IDAT") idat.push(data);
    else if (kind === "IEND") break;
    p += 12 + len;
  }
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[type];
  if (!channels) throw new UnsupportedSvgError(`PNG colour type ${type} is not supported`);
  const bpp = Math.max(1, channels * depth >> 3);
  const stride = width * channels * depth + 7 >> 3;
  const raw = inflateSync(Buffer.concat(idat));
  const px = Buffer.alloc(stride * height);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = px.subarray(y * stride, (y + 1) * stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[x - bpp] : 0;
      const b = prev[x];
      const c = x >= bpp ? prev[x - bpp] : 0;
      let v = line[x];
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += a + b >> 1;
      else if (f === 4) {
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - 2 * c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[x] = v & 255;
    }
    prev = out;
  }
  const sample = (y, i) => {
    const row = px.subarray(y * stride);
    if (depth === 8) return row[i];
    if (depth === 16) return row[i * 2];
    const perByte = 8 / depth;
    const byte = row[Math.floor(i / perByte)];
    const shift = 8 - depth * (i % perByte + 1);
    const v = byte >> shift & (1 << depth) - 1;
    return type === 3 ? v : Math.round(v * 255 / ((1 << depth) - 1));
  };
  const colors = type === 0 || type === 4 ? 1 : 3;
  const color = Buffer.alloc(width * height * colors);
  const alpha = Buffer.alloc(width * height);
  let hasAlpha = false;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * width + x;
      let a = 255;
      if (type === 3) {
        const idx = sample(y, x);
        if (!palette) throw new UnsupportedSvgError("palette PNG without PLTE");
        color[o * 3] = palette[idx * 3];
        color[o * 3 + 1] = palette[idx * 3 + 1];
        color[o * 3 + 2] = palette[idx * 3 + 2];
        if (trns && idx < trns.length) a = trns[idx];
      } else {
        for (let c = 0; c < colors; c++) color[o * colors + c] = sample(y, x * channels + c);
        if (channels === 2 || channels === 4) a = sample(y, x * channels + channels - 1);
      }
      alpha[o] = a;
      if (a !== 255) hasAlpha = true;
    }
  }
  return {
    width,
    height,
    encoding: "flate",
    colors,
    data: deflateSync(color).toString("base64"),
    ...hasAlpha ? { alpha: deflateSync(alpha).toString("base64") } : {}
  };
}

// print/pdf/svg-paint.ts
var INHERITED = [
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "letter-spacing",
  "color",
  "clip-rule",
  "visibility"
];
function inherit(parent, node) {
  let out;
  for (const k of INHERITED) {
    const v = node.attrs[k];
    if (v !== void 0 && v !== "inherit") {
      out ??= { ...parent };
      out[k] = v;
    }
  }
  return out ?? parent;
}
function numAttr(node, name, fallback = 0) {
  const v = node.attrs[name];
  if (v === void 0 || v === "") return fallback;
  const n = Number.parseFloat(v);
  if (!Number.isFinite(n)) throw new UnsupportedSvgError(`<${node.name}> ${name}="${v}" is not a number`);
  if (/%$/.test(v.trim())) throw new UnsupportedSvgError(`<${node.name}> ${name}="${v}": percentages are not supported`);
  return n;
}
function shapeSegments(node) {
  switch (node.name) {
    case "path":
      return parsePath(node.attrs.d ?? "");
    case "rect": {
      const x = numAttr(node, "x");
      const y = numAttr(node, "y");
      const w = numAttr(node, "width");
      const h = numAttr(node, "height");
      if (w <= 0 || h <= 0) return [];
      let rx = node.attrs.rx !== void 0 ? numAttr(node, "rx") : void 0;
      let ry = node.attrs.ry !== void 0 ? numAttr(node, "ry") : void 0;
      rx ??= ry ?? 0;
      ry ??= rx;
      rx = Math.min(rx, w / 2);
      ry = Math.min(ry, h / 2);
      if (rx <= 0 || ry <= 0) return [{ op: "M", x, y }, { op: "L", x: x + w, y }, { op: "L", x: x + w, y: y + h }, { op: "L", x, y: y + h }, { op: "Z" }];
      return parsePath(`M${x + rx},${y} H${x + w - rx} A${rx},${ry} 0 0 1 ${x + w},${y + ry} V${y + h - ry} A${rx},${ry} 0 0 1 ${x + w - rx},${y + h} H${x + rx} A${rx},${ry} 0 0 1 ${x},${y + h - ry} V${y + ry} A${rx},${ry} 0 0 1 ${x + rx},${y} Z`);
    }
    case "circle":
    case "ellipse": {
      const cx = numAttr(node, "cx");
      const cy = numAttr(node, "cy");
      const rx = node.name === "circle" ? numAttr(node, "r") : numAttr(node, "rx");
      const ry = node.name === "circle" ? rx : numAttr(node, "ry");
      if (rx <= 0 || ry <= 0) return [];
      return parsePath(`M${cx + rx},${cy} A${rx},${ry} 0 0 1 ${cx},${cy + ry} A${rx},${ry} 0 0 1 ${cx - rx},${cy} A${rx},${ry} 0 0 1 ${cx},${cy - ry} A${rx},${ry} 0 0 1 ${cx + rx},${cy} Z`);
    }
    case "line":
      return [{ op: "M", x: numAttr(node, "x1"), y: numAttr(node, "y1") }, { op: "L", x: numAttr(node, "x2"), y: numAttr(node, "y2") }];
    case "polyline":
    case "polygon": {
      const nums = (node.attrs.points ?? "").trim().split(/[\s,]+/).filter(Boolean).map(Number);
      if (nums.length % 2 || nums.some((n) => !Number.isFinite(n))) throw new UnsupportedSvgError(`<${node.name}> has bad points`);
      const segs = [];
      for (let i = 0; i < nums.length; i += 2) segs.push({ op: i ? "L" : "M", x: nums[i], y: nums[i + 1] });
      if (node.name === "polygon" && segs.length) segs.push({ op: "Z" });
      return segs;
    }
    default:
      throw new UnsupportedSvgError(`<${node.name}> is not a shape`);
  }
}
function transformSegments(segs, m) {
  return segs.map((s) => {
    if (s.op === "Z") return s;
    if (s.op === "C") {
      const [a, b] = apply(m, s.pts[0], s.pts[1]);
      const [c, d] = apply(m, s.pts[2], s.pts[3]);
      const [e, f] = apply(m, s.pts[4], s.pts[5]);
      return { op: "C", pts: [a, b, c, d, e, f] };
    }
    const [x, y] = apply(m, s.x, s.y);
    return { op: s.op, x, y };
  });
}
function segmentsToOps(segs) {
  let out = "";
  for (const s of segs) {
    if (s.op === "M") out += `${num(s.x)} ${num(s.y)} m
`;
    else if (s.op === "L") out += `${num(s.x)} ${num(s.y)} l
`;
    else if (s.op === "C") out += `${s.pts.map(num).join(" ")} c
`;
    else out += "h\n";
  }
  return out;
}
function colorOps(c, stroke) {
  return `${num(c.r)} ${num(c.g)} ${num(c.b)} ${stroke ? "RG" : "rg"}
`;
}
function opacityValue(v) {
  if (v === void 0) return 1;
  const n = Number.parseFloat(v);
  if (!Number.isFinite(n)) throw new UnsupportedSvgError(`bad opacity '${v}'`);
  return Math.min(1, Math.max(0, v.trim().endsWith("%") ? n / 100 : n));
}
function currentColor(inh) {
  return inh.color && parseColor(inh.color) || { r: 0, g: 0, b: 0, a: 1 };
}
function urlRef(v) {
  if (!v) return void 0;
  const m = /^\s*url\(\s*['"]?#([^'")]+)['"]?\s*\)\s*$/.exec(v);
  return m ? m[1] : void 0;
}
function gradientStops(node, ids) {
  let src = node;
  const seen = /* @__PURE__ */ new Set();
  while (!src.children.some((c) => c.name === "stop")) {
    const href = (src.attrs.href ?? src.attrs["xlink:href"])?.replace(/^#/, "");
    const next = href ? ids.get(href) : void 0;
    if (!next || seen.has(next)) break;
    seen.add(next);
    src = next;
  }
  const stops = [];
  let last = 0;
  for (const s of src.children) {
    if (s.name !== "stop") throw new UnsupportedSvgError(`<${s.name}> inside a gradient`);
    const raw = s.attrs.offset ?? "0";
    let off = Number.parseFloat(raw);
    if (raw.trim().endsWith("%")) off /= 100;
    off = Math.max(last, Math.min(1, Math.max(0, Number.isFinite(off) ? off : 0)));
    last = off;
    const color = parseColor(s.attrs["stop-color"] ?? "black") ?? { r: 0, g: 0, b: 0, a: 0 };
    const a = color.a * opacityValue(s.attrs["stop-opacity"]);
    stops.push({ offset: off, color: { ...color, a } });
  }
  if (!stops.length) throw new UnsupportedSvgError(`gradient '${node.attrs.id}' has no stops`);
  return stops;
}

// print/pdf/svg-filter.ts
var BLUR_OPACITY = 0.5;
function filterLayers(filter) {
  const results = /* @__PURE__ */ new Map();
  let last = { kind: "source" };
  let output;
  const input = (name) => {
    if (!name) return last;
    if (name === "SourceGraphic" || name === "SourceAlpha") return { kind: "source" };
    const r = results.get(name);
    if (!r) throw new UnsupportedSvgError(`filter '${filter.attrs.id}' refers to unknown result '${name}'`);
    return r;
  };
  const toLayer = (r) => {
    if (r.kind === "source") return r;
    if (r.kind === "shadow") return r;
    throw new UnsupportedSvgError(`filter '${filter.attrs.id}': only shadows (blur + offset + flood + composite) are supported`);
  };
  for (const p of filter.children) {
    let r;
    const src = input(p.attrs.in);
    switch (p.name) {
      case "feGaussianBlur": {
        const base = src.kind === "alpha" ? src : src.kind === "source" ? { kind: "alpha", dx: 0, dy: 0, blur: 0 } : void 0;
        if (!base) throw new UnsupportedSvgError("feGaussianBlur of a non-source input");
        r = { ...base, blur: base.blur + Number.parseFloat(p.attrs.stdDeviation ?? "0") };
        break;
      }
      case "feOffset": {
        const base = src.kind === "alpha" ? src : src.kind === "source" ? { kind: "alpha", dx: 0, dy: 0, blur: 0 } : void 0;
        if (!base) throw new UnsupportedSvgError("feOffset of a non-source input");
        r = { ...base, dx: base.dx + Number.parseFloat(p.attrs.dx ?? "0"), dy: base.dy + Number.parseFloat(p.attrs.dy ?? "0") };
        break;
      }
      case "feFlood":
        r = { kind: "flood", color: parseColor(p.attrs["flood-color"] ?? "black") ?? { r: 0, g: 0, b: 0, a: 0 }, opacity: opacityValue(p.attrs["flood-opacity"]) };
        break;
      case "feComposite": {
        const a = src;
        const b = input(p.attrs.in2);
        if ((p.attrs.operator ?? "over") !== "in" || a.kind !== "flood" || b.kind !== "alpha" && b.kind !== "source") {
          throw new UnsupportedSvgError(`filter '${filter.attrs.id}': feComposite is supported only as flood 'in' a shape`);
        }
        const alpha = b.kind === "alpha" ? b : { dx: 0, dy: 0, blur: 0 };
        r = { kind: "shadow", dx: alpha.dx, dy: alpha.dy, color: a.color, opacity: a.opacity * a.color.a * (alpha.blur > 0 ? BLUR_OPACITY : 1) };
        break;
      }
      case "feMerge":
        output = p.children.map((n) => {
          if (n.name !== "feMergeNode") throw new UnsupportedSvgError(`<${n.name}> inside feMerge`);
          return toLayer(input(n.attrs.in));
        });
        r = last;
        break;
      default:
        throw new UnsupportedSvgError(`filter primitive <${p.name}> is not supported by the PDF writer`);
    }
    if (p.attrs.result) results.set(p.attrs.result, r);
    last = r;
  }
  return output ?? [toLayer(last)];
}

// print/pdf/svg-text.ts
var INVISIBLE = /[\u0000-\u001f\u007f\u00ad\u200b-\u200f\u2060\ufe00-\ufe0f\ufeff]/u;
function textOps(req, fonts, fontName, useGlyph) {
  const faces = fonts.candidates(req.family, parseWeight(req.weight), req.style === "italic" || req.style === "oblique" ? "italic" : "normal");
  if (!faces.length) throw new UnsupportedSvgError("no fonts were loaded, so text cannot be drawn");
  let out = `BT
${req.letterSpacing ? `${num(req.letterSpacing)} Tc
` : ""}1 0 0 -1 ${num(req.x)} ${num(req.y)} Tm
`;
  let current;
  let hex = "";
  const flush = () => {
    if (hex) out += `<${hex}> Tj
`;
    hex = "";
  };
  for (const ch of req.text) {
    const cp = ch.codePointAt(0);
    if (INVISIBLE.test(ch)) continue;
    let face = faces.find((f) => f.file.glyphId(cp) !== 0);
    if (!face) {
      if (/\s/u.test(ch)) face = faces.find((f) => f.file.glyphId(32) !== 0);
      if (!face) throw new UnsupportedSvgError(`no loaded font has a glyph for '${ch}' (U+${cp.toString(16).toUpperCase().padStart(4, "0")}); add a fallback font that covers it`);
    }
    const gid = face.file.glyphId(cp) || face.file.glyphId(32);
    if (face.id !== current) {
      flush();
      out += `/${fontName(face.id)} ${num(req.size)} Tf
`;
      current = face.id;
    }
    useGlyph(face.id, gid, ch);
    hex += gid.toString(16).padStart(4, "0");
  }
  flush();
  return out + "ET\n";
}

// print/pdf/svg-tree.ts
import { Parser } from "htmlparser2";
function parseSvg(svg) {
  const root = { name: "#root", attrs: {}, children: [], text: "" };
  const stack = [root];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const node = { name, attrs, children: [], text: "" };
        stack[stack.length - 1].children.push(node);
        stack.push(node);
      },
      ontext(text) {
        stack[stack.length - 1].text += text;
      },
      onclosetag() {
        stack.pop();
      }
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true }
  );
  parser.write(svg);
  parser.end();
  const top = root.children.find((c) => c.name === "svg");
  if (!top) throw new Error("not an SVG document: no <svg> element");
  return top;
}
function indexIds(node, map = /* @__PURE__ */ new Map()) {
  const id = node.attrs.id;
  if (id) map.set(id, node);
  for (const c of node.children) indexIds(c, map);
  return map;
}

// print/pdf/svg-support.ts
var SHAPES = /* @__PURE__ */ new Set(["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]);
var NOT_DRAWN = /* @__PURE__ */ new Set(["defs", "clipPath", "mask", "linearGradient", "radialGradient", "pattern", "filter", "title", "desc", "metadata"]);
var PRESENTATION = [
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "clip-rule",
  "visibility",
  "display",
  "transform",
  "clip-path",
  "mask",
  "filter"
];
var FONT = ["font-family", "font-size", "font-weight", "font-style", "letter-spacing"];
var INERT = ["id", "class", "xmlns", "xmlns:xlink", "version", "baseProfile", "data-name", "overflow", "shape-rendering", "image-rendering", "color-interpolation-filters"];
var GEOMETRY = {
  svg: ["x", "y", "width", "height", "viewBox", "preserveAspectRatio", ...FONT],
  g: [...FONT],
  a: [...FONT],
  path: ["d", "x", "y", "width", "height"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
  text: ["x", "y", "width", "height", ...FONT],
  image: ["x", "y", "width", "height", "href", "xlink:href", "preserveAspectRatio"],
  clipPath: ["clipPathUnits"],
  mask: ["x", "y", "width", "height", "maskUnits", "maskContentUnits"],
  pattern: ["x", "y", "width", "height", "patternUnits", "patternContentUnits", "patternTransform", "viewBox", "href", "xlink:href"],
  linearGradient: ["x1", "y1", "x2", "y2", "gradientUnits", "gradientTransform", "spreadMethod", "href", "xlink:href"],
  radialGradient: ["cx", "cy", "r", "fx", "fy", "fr", "gradientUnits", "gradientTransform", "spreadMethod", "href", "xlink:href"]
};
var ALLOWED = new Map(Object.entries(GEOMETRY).map(([k, v]) => [k, /* @__PURE__ */ new Set([...v, ...PRESENTATION, ...INERT])]));
var VALUE_CHECKS = {
  "text-anchor": (v) => v === "start",
  "dominant-baseline": (v) => v === "auto" || v === "alphabetic",
  style: (v) => v.trim() === "",
  "mix-blend-mode": (v) => v === "normal"
};
function checkAttributes(node) {
  const allowed = ALLOWED.get(node.name);
  if (!allowed) {
    if (node.name === "stop" || node.name.startsWith("fe")) return;
    throw new UnsupportedSvgError(`SVG element <${node.name}> is not supported by the PDF writer`);
  }
  for (const [k, v] of Object.entries(node.attrs)) {
    if (allowed.has(k)) continue;
    const check = VALUE_CHECKS[k];
    if (check && check(v)) continue;
    throw new UnsupportedSvgError(`SVG attribute ${k}="${v.slice(0, 40)}" on <${node.name}> is not supported by the PDF writer`);
  }
}

// print/pdf/svg-to-pdf.ts
var BIG_BOX = [-1e5, -1e5, 1e5, 1e5];
var MAX_DEPTH = 64;
function svgToDrawing(svg, fonts) {
  return new SvgToPdf(fonts).convert(svg);
}
var SvgToPdf = class {
  constructor(fonts) {
    this.fonts = fonts;
  }
  fonts;
  res = emptyResources();
  glyphs = {};
  fontNames = /* @__PURE__ */ new Map();
  gstateNames = /* @__PURE__ */ new Map();
  maskNames = /* @__PURE__ */ new Map();
  imageNames = /* @__PURE__ */ new Map();
  docCount = 0;
  depth = 0;
  convert(svg) {
    const root = parseSvg(svg);
    checkAttributes(root);
    const width = numAttr(root, "width", Number.NaN);
    const height = numAttr(root, "height", Number.NaN);
    if (!Number.isFinite(width) || !Number.isFinite(height)) throw new UnsupportedSvgError("the root <svg> needs numeric width and height");
    const doc = this.doc(root);
    let ops = `1 0 0 -1 0 ${num(height)} cm
`;
    ops += `0 0 ${num(width)} ${num(height)} re W n
`;
    ops += this.viewBoxOps(root, 0, 0, width, height, "none");
    ops += this.children(root, inherit({}, root), doc, 1);
    return { width, height, ops, resources: this.res, glyphs: this.glyphs };
  }
  doc(root) {
    return { ids: indexIds(root), key: `d${this.docCount++}` };
  }
  children(node, inh, doc, alpha) {
    let out = "";
    for (const c of node.children) out += this.node(c, inh, doc, alpha);
    return out;
  }
  node(node, parentInh, doc, alpha) {
    if (NOT_DRAWN.has(node.name)) return "";
    checkAttributes(node);
    if (node.attrs.display === "none" || node.attrs.visibility === "hidden") return "";
    if (++this.depth > MAX_DEPTH) throw new UnsupportedSvgError("SVG nesting too deep (a mask or pattern refers to itself?)");
    try {
      const inh = inherit(parentInh, node);
      let out = "q\n";
      const t = node.attrs.transform;
      if (t && t.trim()) out += matrixOps(parseTransform(t));
      const clip = urlRef(node.attrs["clip-path"]);
      if (clip) out += this.clipOps(clip, doc);
      else if (node.attrs["clip-path"] && node.attrs["clip-path"] !== "none") throw new UnsupportedSvgError(`clip-path '${node.attrs["clip-path"]}' is not supported`);
      const mask = urlRef(node.attrs.mask);
      if (mask) out += this.maskOps(mask, doc);
      const opacity = opacityValue(node.attrs.opacity);
      const filter = urlRef(node.attrs.filter);
      const body = (a, override) => this.body(node, override ? { ...inh, override: rgbString(override) } : inh, doc, a);
      const drawAll = (a) => {
        if (!filter) return body(a);
        const f = doc.ids.get(filter);
        if (!f || f.name !== "filter") throw new UnsupportedSvgError(`filter '#${filter}' not found`);
        let s = "";
        for (const layer of filterLayers(f)) {
          if (layer.kind === "source") s += body(a);
          else s += `q
1 0 0 1 ${num(layer.dx)} ${num(layer.dy)} cm
${body(a * layer.opacity, layer.color)}Q
`;
        }
        return s;
      };
      if (opacity < 1 && (node.children.length > 0 || filter) && node.name !== "text") {
        const form = this.addForm(drawAll(1));
        out += `/${this.gstate({ ca: opacity, CA: opacity })} gs
/${form} Do
`;
      } else {
        out += drawAll(alpha * opacity);
      }
      return out + "Q\n";
    } finally {
      this.depth--;
    }
  }
  body(node, inh, doc, alpha) {
    if (node.name === "g" || node.name === "a") return this.children(node, inh, doc, alpha);
    if (SHAPES.has(node.name)) return this.shape(node, inh, doc, alpha);
    if (node.name === "text") return this.text(node, inh, alpha);
    if (node.name === "image") return this.image(node, alpha);
    if (node.name === "svg") {
      const x = numAttr(node, "x");
      const y = numAttr(node, "y");
      const w = numAttr(node, "width", Number.NaN);
      const h = numAttr(node, "height", Number.NaN);
      if (!Number.isFinite(w) || !Number.isFinite(h)) throw new UnsupportedSvgError("nested <svg> needs width and height");
      return `${x} ${y} ${w} ${h} re W n
` + this.viewBoxOps(node, x, y, w, h, node.attrs.preserveAspectRatio) + this.children(node, inh, doc, alpha);
    }
    throw new UnsupportedSvgError(`SVG element <${node.name}> is not supported by the PDF writer`);
  }
  shape(node, inh, doc, alpha) {
    const segs = shapeSegments(node);
    if (!segs.length) return "";
    const path = segmentsToOps(segs);
    const cur = currentColor(inh);
    const rawFill = node.name === "line" ? "none" : inh.fill ?? "black";
    const rawStroke = inh.stroke ?? "none";
    const fillAttr = inh.override && rawFill !== "none" ? inh.override : rawFill;
    const strokeAttr = inh.override && rawStroke !== "none" ? inh.override : rawStroke;
    const evenodd = inh["fill-rule"] === "evenodd";
    let out = "";
    const strokeWidth = inh["stroke-width"] !== void 0 ? Number.parseFloat(inh["stroke-width"]) : 1;
    const fillRef = urlRef(fillAttr);
    const strokeRef = urlRef(strokeAttr);
    if (strokeRef) throw new UnsupportedSvgError(`<${node.name}> stroke="${strokeAttr}": gradient or pattern strokes are not supported`);
    const fillColor = fillRef ? void 0 : parseColor(fillAttr, cur);
    const strokeColor = strokeWidth > 0 ? parseColor(strokeAttr, cur) : void 0;
    const fillA = alpha * opacityValue(inh["fill-opacity"]);
    const strokeA = alpha * opacityValue(inh["stroke-opacity"]);
    if (fillRef) out += this.paintServer(fillRef, segs, path, evenodd, doc, fillA);
    else if (fillColor && fillColor.a * fillA > 0) {
      out += this.alphaOps(fillColor.a * fillA, void 0) + colorOps(fillColor, false) + path + (evenodd ? "f*\n" : "f\n");
    }
    if (strokeColor && strokeColor.a * strokeA > 0) {
      out += this.alphaOps(void 0, strokeColor.a * strokeA) + colorOps(strokeColor, true) + this.strokeStyle(inh, strokeWidth) + path + "S\n";
    }
    return out ? `q
${out}Q
` : "";
  }
  strokeStyle(inh, width) {
    let s = `${num(width)} w
`;
    const cap = { butt: 0, round: 1, square: 2 }[inh["stroke-linecap"] ?? "butt"];
    const join = { miter: 0, round: 1, bevel: 2 }[inh["stroke-linejoin"] ?? "miter"];
    if (cap === void 0 || join === void 0) throw new UnsupportedSvgError(`stroke-linecap/linejoin '${inh["stroke-linecap"]}/${inh["stroke-linejoin"]}'`);
    s += `${cap} J ${join} j
`;
    if (inh["stroke-miterlimit"]) s += `${num(Number.parseFloat(inh["stroke-miterlimit"]))} M
`;
    const dash = inh["stroke-dasharray"];
    if (dash && dash !== "none") {
      const parts = dash.split(/[\s,]+/).filter(Boolean).map(Number);
      if (parts.some((n) => !Number.isFinite(n) || n < 0)) throw new UnsupportedSvgError(`stroke-dasharray '${dash}'`);
      const arr = parts.length % 2 ? [...parts, ...parts] : parts;
      if (arr.some((n) => n > 0)) s += `[${arr.map(num).join(" ")}] ${num(Number.parseFloat(inh["stroke-dashoffset"] ?? "0"))} d
`;
    }
    return s;
  }
  /** Fill with a gradient or pattern: clip to the shape, then paint the server inside. */
  paintServer(id, segs, path, evenodd, doc, alpha) {
    const server = doc.ids.get(id);
    if (!server) throw new UnsupportedSvgError(`paint server '#${id}' not found`);
    const bbox = pathBBox(segs);
    let out = `q
${path}${evenodd ? "W*" : "W"} n
`;
    if (server.name === "linearGradient" || server.name === "radialGradient") out += this.gradientOps(server, bbox, doc, alpha);
    else if (server.name === "pattern") out += this.patternOps(server, bbox, doc, alpha);
    else throw new UnsupportedSvgError(`fill refers to <${server.name}>, which is not a paint server`);
    return out + "Q\n";
  }
  gradientOps(g, bbox, doc, alpha) {
    checkAttributes(g);
    const stops = gradientStops(g, doc.ids);
    const spread = g.attrs.spreadMethod ?? "pad";
    if (spread !== "pad") throw new UnsupportedSvgError(`gradient spreadMethod="${spread}" is not supported`);
    const userSpace = g.attrs.gradientUnits === "userSpaceOnUse";
    const unit = (name, dflt) => {
      const v = g.attrs[name];
      if (v === void 0) return dflt;
      const n = Number.parseFloat(v);
      if (v.trim().endsWith("%")) {
        if (userSpace) throw new UnsupportedSvgError(`gradient ${name}="${v}": percentages in userSpaceOnUse are not supported`);
        return n / 100;
      }
      return n;
    };
    let m = userSpace ? IDENTITY : [bbox.width, 0, 0, bbox.height, bbox.x, bbox.y];
    if (!userSpace && (bbox.width === 0 || bbox.height === 0)) return "";
    if (g.attrs.gradientTransform) m = multiply(parseTransform(g.attrs.gradientTransform), m);
    let coords;
    if (g.name === "linearGradient") coords = [unit("x1", 0), unit("y1", 0), unit("x2", 1), unit("y2", 0)];
    else {
      const cx = unit("cx", 0.5);
      const cy = unit("cy", 0.5);
      coords = [unit("fx", cx), unit("fy", cy), unit("fr", 0), cx, cy, unit("r", 0.5)];
    }
    const type = g.name === "linearGradient" ? 2 : 3;
    const shading = { type, coords, extend: true, stops: stops.map((s) => ({ offset: s.offset, color: [s.color.r, s.color.g, s.color.b] })) };
    const sh = this.add(this.res.shadings, "Sh", shading);
    const alphas = stops.map((s) => s.color.a * alpha);
    let out = "";
    if (alphas.every((a) => a === alphas[0])) {
      if (alphas[0] <= 0) return "";
      out += this.alphaOps(alphas[0], void 0);
    } else {
      const gray = { ...shading, gray: true, stops: stops.map((s, i) => ({ offset: s.offset, color: [alphas[i]] })) };
      const gsh = this.add(this.res.shadings, "Sh", gray);
      const form = this.addForm(`${matrixOps(m)}/${gsh} sh
`);
      out += `/${this.gstate({ smask: form })} gs
`;
    }
    return out + matrixOps(m) + `/${sh} sh
`;
  }
  patternOps(p, bbox, doc, alpha) {
    checkAttributes(p);
    if (p.attrs.viewBox) throw new UnsupportedSvgError("pattern viewBox is not supported");
    if (p.attrs.patternContentUnits === "objectBoundingBox") throw new UnsupportedSvgError('patternContentUnits="objectBoundingBox" is not supported');
    const obb = (p.attrs.patternUnits ?? "objectBoundingBox") === "objectBoundingBox";
    const frac = (name) => {
      const v = p.attrs[name] ?? "0";
      const n = Number.parseFloat(v);
      return v.trim().endsWith("%") ? n / 100 : n;
    };
    const tx = obb ? bbox.x + frac("x") * bbox.width : frac("x");
    const ty = obb ? bbox.y + frac("y") * bbox.height : frac("y");
    const tw = obb ? frac("width") * bbox.width : frac("width");
    const th = obb ? frac("height") * bbox.height : frac("height");
    if (tw <= 0 || th <= 0) return "";
    let out = p.attrs.patternTransform ? matrixOps(parseTransform(p.attrs.patternTransform)) : "";
    const inh = inherit({}, p);
    const tile = this.children(p, inh, doc, alpha);
    const i0 = Math.floor((bbox.x - tx) / tw);
    const i1 = Math.ceil((bbox.x + bbox.width - tx) / tw);
    const j0 = Math.floor((bbox.y - ty) / th);
    const j1 = Math.ceil((bbox.y + bbox.height - ty) / th);
    if ((i1 - i0) * (j1 - j0) > 2500) throw new UnsupportedSvgError("pattern needs more than 2500 tiles");
    for (let i = i0; i < Math.max(i1, i0 + 1); i++) {
      for (let j = j0; j < Math.max(j1, j0 + 1); j++) {
        out += `q
${num(tx + i * tw)} ${num(ty + j * th)} ${num(tw)} ${num(th)} re W n
1 0 0 1 ${num(tx + i * tw)} ${num(ty + j * th)} cm
${tile}Q
`;
      }
    }
    return out;
  }
  text(node, inh, alpha) {
    if (node.children.length) throw new UnsupportedSvgError(`<${node.children[0].name}> inside <text> is not supported`);
    if (!node.text) return "";
    const fillAttr = inh.override ?? inh.fill ?? "black";
    if (urlRef(fillAttr)) throw new UnsupportedSvgError("text filled with a gradient or pattern is not supported");
    if (inh.stroke && inh.stroke !== "none") throw new UnsupportedSvgError("stroked text is not supported");
    const color = parseColor(fillAttr, currentColor(inh));
    if (!color) return "";
    const a = color.a * alpha * opacityValue(inh["fill-opacity"]);
    if (a <= 0) return "";
    const size = Number.parseFloat(inh["font-size"] ?? "16");
    const text = textOps(
      {
        text: node.text,
        x: numAttr(node, "x"),
        y: numAttr(node, "y"),
        size,
        family: inh["font-family"] ?? "",
        weight: inh["font-weight"],
        style: inh["font-style"],
        letterSpacing: inh["letter-spacing"] ? Number.parseFloat(inh["letter-spacing"]) || 0 : 0
      },
      this.fonts,
      (id) => this.fontName(id),
      (id, gid, ch) => {
        const g = this.glyphs[id] ??= {};
        if (!(gid in g)) g[gid] = ch;
      }
    );
    return `q
${this.alphaOps(a, void 0)}${colorOps(color, false)}${text}Q
`;
  }
  image(node, alpha) {
    const href = node.attrs.href ?? node.attrs["xlink:href"] ?? "";
    const m = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s.exec(href);
    if (!m) throw new UnsupportedSvgError(`<image> href must be a data: URI (got '${href.slice(0, 40)}')`);
    const mime = m[1].toLowerCase();
    const base64 = /;base64/i.test(m[2]);
    const x = numAttr(node, "x");
    const y = numAttr(node, "y");
    const w = numAttr(node, "width");
    const h = numAttr(node, "height");
    if (w <= 0 || h <= 0) return "";
    const par = node.attrs.preserveAspectRatio ?? "xMidYMid meet";
    let out = alpha < 1 ? this.alphaOps(alpha, alpha) : "";
    if (mime === "image/svg+xml") {
      const text = base64 ? Buffer.from(m[3], "base64").toString("utf8") : decodeURIComponent(m[3]);
      const root = parseSvg(text);
      checkAttributes(root);
      const doc = this.doc(root);
      out += `${num(x)} ${num(y)} ${num(w)} ${num(h)} re W n
`;
      out += this.viewBoxOps(root, x, y, w, h, par);
      if (alpha < 1) return `q
/${this.gstate({ ca: alpha, CA: alpha })} gs
/${this.addForm(out.replace(/^.*gs\n/, "") + this.children(root, inherit({}, root), doc, 1))} Do
Q
`;
      return `q
${out}${this.children(root, inherit({}, root), doc, 1)}Q
`;
    }
    let name = this.imageNames.get(href);
    const bytes = base64 ? Buffer.from(m[3], "base64") : Buffer.from(decodeURIComponent(m[3]), "latin1");
    if (!name) {
      name = this.add(this.res.images, "Im", rasterFromBytes(bytes, mime));
      this.imageNames.set(href, name);
    }
    const img = this.res.images[name];
    const box = fit(img.width, img.height, x, y, w, h, par);
    out += box.clip ? `${num(x)} ${num(y)} ${num(w)} ${num(h)} re W n
` : "";
    out += `${num(box.w)} 0 0 ${num(-box.h)} ${num(box.x)} ${num(box.y + box.h)} cm
/${name} Do
`;
    return `q
${out}Q
`;
  }
  /** Map a nested svg's viewBox (or its width/height) into the viewport x,y,w,h. */
  viewBoxOps(svg, x, y, w, h, par) {
    const vb = svg.attrs.viewBox?.trim().split(/[\s,]+/).map(Number);
    let vx = 0;
    let vy = 0;
    let vw = numAttr(svg, "width", w);
    let vh = numAttr(svg, "height", h);
    if (vb) {
      if (vb.length !== 4 || vb.some((n) => !Number.isFinite(n))) throw new UnsupportedSvgError(`bad viewBox '${svg.attrs.viewBox}'`);
      [vx, vy, vw, vh] = vb;
    }
    if (vw <= 0 || vh <= 0) return "";
    const box = fit(vw, vh, x, y, w, h, vb ? par ?? "xMidYMid meet" : "none");
    const m = [box.w / vw, 0, 0, box.h / vh, box.x - vx * box.w / vw, box.y - vy * box.h / vh];
    return matrixOps(m);
  }
  clipOps(id, doc, depth = 0) {
    const clip = doc.ids.get(id);
    if (!clip || clip.name !== "clipPath") throw new UnsupportedSvgError(`clip-path '#${id}' not found`);
    if (depth > 16) throw new UnsupportedSvgError("clip-path chain too deep");
    checkAttributes(clip);
    if (clip.attrs.clipPathUnits === "objectBoundingBox") throw new UnsupportedSvgError('clipPathUnits="objectBoundingBox" is not supported');
    let out = "";
    const parent = urlRef(clip.attrs["clip-path"]);
    if (parent) out += this.clipOps(parent, doc, depth + 1);
    const base = clip.attrs.transform ? parseTransform(clip.attrs.transform) : IDENTITY;
    const segs = [];
    let evenodd = false;
    for (const c of clip.children) {
      if (NOT_DRAWN.has(c.name) && c.name !== "defs") continue;
      checkAttributes(c);
      if (!SHAPES.has(c.name)) throw new UnsupportedSvgError(`<${c.name}> inside <clipPath> is not supported`);
      if (c.attrs["clip-path"] || c.attrs.mask) throw new UnsupportedSvgError("clip-path or mask on a clipPath child is not supported");
      const t = c.attrs.transform?.trim() ? multiply(parseTransform(c.attrs.transform), base) : base;
      segs.push(...transformSegments(shapeSegments(c), t));
      if ((c.attrs["clip-rule"] ?? clip.attrs["clip-rule"]) === "evenodd") evenodd = true;
    }
    if (evenodd && clip.children.length > 1) throw new UnsupportedSvgError('clip-rule="evenodd" with several clip shapes is not supported');
    if (!segs.length) return out + "0 0 0 0 re W n\n";
    return out + segmentsToOps(segs) + (evenodd ? "W* n\n" : "W n\n");
  }
  maskOps(id, doc) {
    const mask = doc.ids.get(id);
    if (!mask || mask.name !== "mask") throw new UnsupportedSvgError(`mask '#${id}' not found`);
    checkAttributes(mask);
    if (mask.attrs.maskContentUnits === "objectBoundingBox") throw new UnsupportedSvgError('maskContentUnits="objectBoundingBox" is not supported');
    const only = mask.children.length === 1 ? mask.children[0] : void 0;
    if (only && only.name === "rect" && isWhite(only.attrs.fill) && !only.attrs.stroke && !only.attrs.opacity && !only.attrs["fill-opacity"] && !only.attrs.filter) {
      checkAttributes(only);
      let out = "";
      const t = only.attrs.transform?.trim() ? parseTransform(only.attrs.transform) : IDENTITY;
      const clip = urlRef(only.attrs["clip-path"]);
      if (clip) out += this.clipOps(clip, doc);
      out += segmentsToOps(transformSegments(shapeSegments(only), t)) + "W n\n";
      const nested = urlRef(only.attrs.mask);
      if (nested) out += this.maskOps(nested, doc);
      return out;
    }
    const key = `${doc.key}#${id}`;
    let gs = this.maskNames.get(key);
    if (!gs) {
      const form = this.addForm(this.children(mask, inherit({}, mask), doc, 1));
      gs = this.gstate({ smask: form });
      this.maskNames.set(key, gs);
    }
    return `/${gs} gs
`;
  }
  alphaOps(fill, stroke) {
    const g = {};
    if (fill !== void 0 && fill < 1) g.ca = round(fill);
    if (stroke !== void 0 && stroke < 1) g.CA = round(stroke);
    if (g.ca === void 0 && g.CA === void 0) return "";
    return `/${this.gstate(g)} gs
`;
  }
  gstate(g) {
    const key = JSON.stringify(g);
    let name = this.gstateNames.get(key);
    if (!name) {
      name = this.add(this.res.gstates, "G", g);
      this.gstateNames.set(key, name);
    }
    return name;
  }
  addForm(ops) {
    return this.add(this.res.forms, "Fm", { bbox: BIG_BOX, ops });
  }
  fontName(id) {
    let name = this.fontNames.get(id);
    if (!name) {
      name = this.add(this.res.fonts, "F", id);
      this.fontNames.set(id, name);
    }
    return name;
  }
  add(dict, prefix, value) {
    const name = `${prefix}${Object.keys(dict).length + 1}`;
    dict[name] = value;
    return name;
  }
};
function matrixOps(m) {
  return `${m.map(num).join(" ")} cm
`;
}
function round(n) {
  return Math.round(n * 1e3) / 1e3;
}
function rgbString(c) {
  return `rgba(${c.r * 255},${c.g * 255},${c.b * 255},${c.a})`;
}
function isWhite(v) {
  if (!v) return false;
  const c = parseColor(v);
  return !!c && c.r === 1 && c.g === 1 && c.b === 1 && c.a === 1;
}
function fit(iw, ih, x, y, w, h, par) {
  const [align = "xMidYMid", mode = "meet"] = par.trim().split(/\s+/);
  if (align === "none") return { x, y, w, h, clip: false };
  const m = /^x(Min|Mid|Max)Y(Min|Mid|Max)$/.exec(align);
  if (!m || mode !== "meet" && mode !== "slice") throw new UnsupportedSvgError(`preserveAspectRatio="${par}"`);
  const s = mode === "meet" ? Math.min(w / iw, h / ih) : Math.max(w / iw, h / ih);
  const fw = iw * s;
  const fh = ih * s;
  const k = { Min: 0, Mid: 0.5, Max: 1 };
  return { x: x + (w - fw) * k[m[1]], y: y + (h - fh) * k[m[2]], w: fw, h: fh, clip: mode === "slice" };
}

// print/pipeline/render-task.ts
function taskRunner(backend) {
  let fonts;
  const sent = /* @__PURE__ */ new Set();
  const toFace = (r, key, label) => {
    fonts ??= new FontSet(backend.fonts);
    const drawing = svgToDrawing(r.svg, fonts);
    return { key, label, trim: r.trimBox, drawing: { ...drawing, opsDeflated: deflateSync2(drawing.ops).toString("base64") } };
  };
  const faces = async (task) => {
    switch (task.kind) {
      case "card":
        return [toFace(await backend.card(task.card, task.scope), task.key, `card ${task.card.id}`)];
      case "back":
        return [toFace(await backend.back(task.deck, task.scope), task.key, `back of deck ${task.deck.id}`)];
      case "reference":
        return (await backend.reference(task.scope)).map((r, i) => toFace(r, `${task.key}:${i}`, `${task.scope.system} reference page ${i + 1}`));
    }
  };
  return {
    async run(task) {
      const out = await faces(task);
      const newFonts = {};
      for (const f of out) {
        for (const id of Object.keys(f.drawing.glyphs)) {
          if (sent.has(id)) continue;
          sent.add(id);
          newFonts[id] = fonts.byId(id).file.bytes;
        }
      }
      return { faces: out, fonts: newFonts };
    }
  };
}
function toFailure(e) {
  if (e instanceof Error) {
    const hint = e.hint;
    return { name: e.name, message: e.message, ...typeof hint === "string" ? { hint } : {}, ...e.stack ? { stack: e.stack } : {} };
  }
  return { name: "Error", message: String(e) };
}

export {
  taskRunner,
  toFailure
};
