// game-icons bodies, looked up in icons.json's bytes on demand. The file is 6 MB; parsing it
// whole cost every render worker ~50 ms at start, decoding it to a string and scanning it with
// regular expressions ~15 ms more, while a card set uses a dozen icons. Buffer.indexOf finds a
// key at memchr speed; only the few bytes around a hit are decoded.
const NAME = /^[a-z0-9][a-z0-9-]*$/;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

export interface IconIndex {
  /** SVG body of the icon (aliases resolved), or undefined when the set has no such icon. */
  body(name: string): string | undefined;
  readonly size: number;
}

/** Offset just past `"key": {` (whitespace allowed) at or after `from`, checking each hit. */
function objectKey(buf: Buffer, key: string, from: number, to: number, inner?: string): number {
  const needle = `"${key}"`;
  const shape = new RegExp(`^"${key}"\\s*:\\s*\\{${inner ? `\\s*"${inner}"\\s*:\\s*(?=")` : ''}`);
  for (let at = buf.indexOf(needle, from); at >= 0 && at < to; at = buf.indexOf(needle, at + 1)) {
    const m = shape.exec(buf.toString('utf8', at, Math.min(buf.length, at + needle.length + 64)));
    if (m) return at + Buffer.byteLength(m[0]);
  }
  return -1;
}

/** The JSON string literal whose opening quote is at `at`, decoded. */
function stringAt(buf: Buffer, at: number): string {
  if (buf[at] !== QUOTE) throw new Error(`icons.json: no string at offset ${at}`);
  for (let end = buf.indexOf(QUOTE, at + 1); end >= 0; end = buf.indexOf(QUOTE, end + 1)) {
    let slashes = 0;
    while (buf[end - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return JSON.parse(buf.toString('utf8', at, end + 1)) as string;
  }
  throw new Error(`icons.json: unterminated string at offset ${at}`);
}

export function iconIndex(json: string | Uint8Array): IconIndex {
  const buf = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  const icons = objectKey(buf, 'icons', 0, buf.length);
  if (icons < 0) throw new Error('icons.json: no "icons" object');
  const aliases = objectKey(buf, 'aliases', icons, buf.length);
  const iconsEnd = aliases > icons ? aliases : buf.length;
  const width = /"width"\s*:\s*(\d+)\s*,?\s*"height"\s*:\s*\d+\s*\}\s*$/.exec(
    buf.toString('utf8', Math.max(0, buf.length - 256)),
  );
  const memo = new Map<string, string | undefined>();
  const lookup = (name: string, depth: number): string | undefined => {
    if (!NAME.test(name) || depth > 4) return undefined;
    const body = objectKey(buf, name, icons, iconsEnd, 'body');
    if (body >= 0) return stringAt(buf, body);
    const parent = aliases < 0 ? -1 : objectKey(buf, name, aliases, buf.length, 'parent');
    return parent < 0 ? undefined : lookup(stringAt(buf, parent), depth + 1);
  };
  return {
    size: width ? Number(width[1]) : 512,
    body(name) {
      if (!memo.has(name)) memo.set(name, lookup(name, 0));
      return memo.get(name);
    },
  };
}
