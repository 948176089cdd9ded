// CSS colour values as Satori passes them through to SVG (hex, rgb[a](), hsl[a](), names).
import { UnsupportedSvgError } from './errors.js';

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

// CSS named colours, packed as name:hex pairs.
const NAMED_PACKED =
  'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 black:000000 ' +
  'blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 ' +
  'chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b ' +
  'darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b ' +
  'darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f ' +
  'darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 ' +
  'deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 ' +
  'fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f ' +
  'grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa ' +
  'lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff ' +
  'lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a ' +
  'lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 ' +
  'lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd ' +
  'mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a ' +
  'mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 ' +
  'navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 ' +
  'palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 ' +
  'peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f ' +
  'royalblue:4169e1 saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d ' +
  'silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa springgreen:00ff7f ' +
  'steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 violet:ee82ee wheat:f5deb3 ' +
  'white:ffffff whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32';
const NAMED = new Map(NAMED_PACKED.split(' ').map((p) => p.split(':') as [string, string]));

/** Parse a colour; `undefined` for `none`. `currentColor` resolves to `current`. */
export function parseColor(value: string, current: Rgba = { r: 0, g: 0, b: 0, a: 1 }): Rgba | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'none') return undefined;
  if (v === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (v === 'currentcolor') return current;
  if (v.startsWith('#')) return parseHex(v.slice(1), value);
  const named = NAMED.get(v);
  if (named) return parseHex(named, value);
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(v);
  if (fn) {
    const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean);
    if (parts.length < 3 || parts.length > 4) throw bad(value);
    const alpha = parts[3] === undefined ? 1 : pct(parts[3], 1);
    if (fn[1]!.startsWith('rgb'))
      return { r: pct(parts[0]!, 255) / 255, g: pct(parts[1]!, 255) / 255, b: pct(parts[2]!, 255) / 255, a: alpha };
    return hsl(Number.parseFloat(parts[0]!), pct(parts[1]!, 1), pct(parts[2]!, 1), alpha);
  }
  throw bad(value);
}

function bad(value: string): UnsupportedSvgError {
  return new UnsupportedSvgError(`unsupported colour '${value}'`);
}

function pct(s: string, scale: number): number {
  const n = Number.parseFloat(s);
  if (!Number.isFinite(n)) throw new UnsupportedSvgError(`bad colour component '${s}'`);
  return Math.min(scale, Math.max(0, s.endsWith('%') ? (n / 100) * scale : n));
}

function parseHex(h: string, original: string): Rgba {
  if (!/^[0-9a-f]+$/.test(h)) throw bad(original);
  const x = h.length === 3 || h.length === 4 ? [...h].map((c) => c + c).join('') : h;
  if (x.length !== 6 && x.length !== 8) throw bad(original);
  const n = (i: number): number => Number.parseInt(x.slice(i, i + 2), 16) / 255;
  return { r: n(0), g: n(2), b: n(4), a: x.length === 8 ? n(6) : 1 };
}

function hsl(hDeg: number, s: number, l: number, a: number): Rgba {
  const h = (((hDeg % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number): number => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    return u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
  };
  return { r: f(h + 1 / 3), g: f(h), b: f(h - 1 / 3), a };
}
