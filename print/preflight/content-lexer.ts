// A PDF content-stream lexer (ISO 32000-1 §7.2, §8.9.7): turns a decoded stream into operators
// with their operands. Only what a preflight needs to follow geometry: numbers, names, strings as
// bytes, arrays, dictionaries (inline images, marked content) and operators. An inline image
// yields its dictionary (a /DecodeParms dictionary and a /Decode array of numbers included) and
// its data bytes, for the ink check. Malformed input never throws: a preflight reads
// publishers' files, and a broken token is skipped rather than ending the check.

export type Operand = number | string | Uint8Array | boolean | null | Operand[] | { readonly [k: string]: Operand };
export interface Op {
  readonly op: string;
  readonly args: readonly Operand[];
}

const WS = new Set([0, 9, 10, 12, 13, 32]);
const DELIM = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (b: number) => !WS.has(b) && !DELIM.has(b);
/** A name: `/Foo`, returned as `/Foo` so names and operators stay apart. */
const isName = (o: Operand): o is string => typeof o === 'string' && o.startsWith('/');

export function* lexContent(src: Uint8Array): Generator<Op> {
  let i = 0;
  const n = src.length;
  const stack: Operand[][] = [[]]; // operand lists; arrays and dicts push a level
  const kinds: ('op' | 'array' | 'dict')[] = ['op'];
  const top = () => stack[stack.length - 1]!;

  const skipWs = () => {
    while (i < n) {
      if (WS.has(src[i]!)) i++;
      else if (src[i] === 37 /* % */) while (i < n && src[i] !== 10 && src[i] !== 13) i++;
      else break;
    }
  };
  const regular = (): string => {
    const s = i;
    while (i < n && isRegular(src[i]!)) i++;
    return String.fromCharCode(...src.subarray(s, i));
  };
  const literal = (): Uint8Array => {
    const out: number[] = [];
    let depth = 1;
    i++;
    while (i < n) {
      const b = src[i++]!;
      if (b === 92 /* \ */) {
        const e = src[i++];
        if (e === undefined) break;
        const map: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
        if (map[e] !== undefined) out.push(map[e]!);
        else if (e >= 48 && e <= 55) {
          let v = e - 48;
          for (let k = 0; k < 2 && i < n && src[i]! >= 48 && src[i]! <= 55; k++) v = v * 8 + src[i++]! - 48;
          out.push(v & 255);
        } else if (e === 13) {
          if (src[i] === 10) i++;
        } // line continuation
        else if (e !== 10) out.push(e);
      } else if (b === 40) {
        depth++;
        out.push(b);
      } else if (b === 41) {
        if (--depth === 0) break;
        out.push(b);
      } else out.push(b);
    }
    return Uint8Array.from(out);
  };
  const hex = (): Uint8Array => {
    i++;
    let digits = '';
    while (i < n && src[i] !== 62) {
      const c = String.fromCharCode(src[i++]!);
      if (/[0-9a-fA-F]/.test(c)) digits += c;
    }
    i++;
    if (digits.length % 2) digits += '0';
    return Uint8Array.from(digits.match(/../g) ?? [], (h) => parseInt(h, 16));
  };
  const toDict = (items: Operand[]): Record<string, Operand> => {
    const d: Record<string, Operand> = {};
    for (let k = 0; k + 1 < items.length; k += 2)
      if (isName(items[k]!)) d[(items[k] as string).slice(1)] = items[k + 1]!;
    return d;
  };

  while (true) {
    skipWs();
    if (i >= n) return;
    const b = src[i]!;
    if (b === 40) top().push(literal());
    else if (b === 60 && src[i + 1] === 60) {
      i += 2;
      stack.push([]);
      kinds.push('dict');
    } else if (b === 62 && src[i + 1] === 62) {
      i += 2;
      if (kinds.length > 1 && kinds[kinds.length - 1] === 'dict') {
        kinds.pop();
        const items = stack.pop()!;
        top().push(toDict(items));
      }
    } else if (b === 60) top().push(hex());
    else if (b === 91) {
      i++;
      stack.push([]);
      kinds.push('array');
    } else if (b === 93) {
      i++;
      if (kinds.length > 1 && kinds[kinds.length - 1] === 'array') {
        kinds.pop();
        const items = stack.pop()!;
        top().push(items);
      }
    } else if (b === 47) {
      i++;
      top().push(`/${regular()}`);
    } else if (DELIM.has(b))
      i++; // stray delimiter: `)`, `{`, `}`, a lone `>`
    else {
      const word = regular();
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) top().push(Number(word));
      else if (word === 'true' || word === 'false') top().push(word === 'true');
      else if (word === 'null') top().push(null);
      else if (kinds.length > 1)
        top().push(word); // an operator inside an array is junk; keep going
      else if (word === 'BI') {
        // Inline image: key/value pairs up to ID, then binary data up to EI.
        const items: Operand[] = [];
        while (true) {
          skipWs();
          if (i >= n) break;
          if (src[i] === 47) {
            i++;
            items.push(`/${regular()}`);
            continue;
          }
          if (src[i] === 40) {
            items.push(literal());
            continue;
          }
          if (src[i] === 60 && src[i + 1] === 60) {
            // A /DecodeParms dictionary: its names and numbers (a predictor's, LZW's EarlyChange).
            const end = indexOf(src, '>>', i + 2);
            const text = Buffer.from(src.subarray(i + 2, end < 0 ? n : end)).toString('latin1');
            const d: Record<string, Operand> = {};
            for (const m of text.matchAll(/\/([^\s/<>[\]()]+)\s*([+-]?(?:\d+\.?\d*|\.\d+))/g)) d[m[1]!] = Number(m[2]);
            i = end < 0 ? n : end + 2;
            items.push(d);
            continue;
          }
          if (src[i] === 60) {
            items.push(hex());
            continue;
          }
          if (src[i] === 91) {
            // An array value (/Decode [1 0 …], /Filter [/A85 /Fl]): its numbers and names.
            const end = src.indexOf(93, i);
            const text = Buffer.from(src.subarray(i + 1, end < 0 ? n : end)).toString('latin1');
            i = end < 0 ? n : end + 1;
            items.push(
              text
                .split(/\s+|(?=\/)/)
                .filter(Boolean)
                .map((w) => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w) ? Number(w) : w)),
            );
            continue;
          }
          const w = regular();
          if (w === 'ID') break;
          if (!w) {
            i++;
            continue;
          }
          items.push(/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w) ? Number(w) : w);
        }
        i++; // the single white-space byte after ID
        const dataStart = i;
        while (
          i < n &&
          !(
            src[i] === 69 &&
            src[i + 1] === 73 &&
            (i === 0 || WS.has(src[i - 1]!)) &&
            (i + 2 >= n || WS.has(src[i + 2]!))
          )
        )
          i++;
        const data = src.subarray(dataStart, Math.max(dataStart, i - 1));
        i += 2;
        yield { op: 'BI', args: [toDict(items), data] };
        stack[0] = [];
      } else {
        yield { op: word, args: stack[0]! };
        stack[0] = [];
      }
    }
  }
}

export const num = (o: Operand | undefined, fallback = 0): number =>
  typeof o === 'number' && Number.isFinite(o) ? o : fallback;
export const nameArg = (o: Operand | undefined): string =>
  typeof o === 'string' && o.startsWith('/') ? o.slice(1) : '';

/** The offset of an ASCII `needle` in `src` from `from`, or -1. */
function indexOf(src: Uint8Array, needle: string, from: number): number {
  return Buffer.from(src.buffer, src.byteOffset, src.byteLength).indexOf(needle, from, 'latin1');
}
