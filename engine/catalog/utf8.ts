// Strict UTF-8 decoding with the position of the first bad byte: a card file with a stray
// Latin-1 byte must be a positioned error, not `Sw�ng` printed on a card.
export type Utf8Result = { ok: true; text: string } | { ok: false; line: number; col: number; byte: number };

// TextDecoder is in every host the engine runs in (Node, browsers, workers) but not in the ES
// library: the engine's tsconfig has no DOM or Node types on purpose, so this names the one
// constructor it needs instead of pulling either in.
interface StrictDecoder {
  decode(bytes: Uint8Array): string;
}
type DecoderClass = new (label: 'utf-8', opts: { fatal: true; ignoreBOM: false }) => StrictDecoder;
const strict = new (globalThis as unknown as { TextDecoder: DecoderClass }).TextDecoder('utf-8', {
  fatal: true,
  ignoreBOM: false,
});

/** Byte offset of the first invalid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const x = b[i]!;
    if (x < 0x80) {
      i++;
      continue;
    }
    // Lead byte → sequence length and the allowed range of the second byte (no overlongs, no surrogates, ≤ U+10FFFF).
    let n: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (x >= 0xc2 && x <= 0xdf) n = 1;
    else if (x >= 0xe0 && x <= 0xef) {
      n = 2;
      if (x === 0xe0) lo = 0xa0;
      if (x === 0xed) hi = 0x9f;
    } else if (x >= 0xf0 && x <= 0xf4) {
      n = 3;
      if (x === 0xf0) lo = 0x90;
      if (x === 0xf4) hi = 0x8f;
    } else return i;
    const second = b[i + 1];
    if (second === undefined || second < lo || second > hi) return i;
    for (let k = 2; k <= n; k++) {
      const c = b[i + k];
      if (c === undefined || c < 0x80 || c > 0xbf) return i;
    }
    i += n + 1;
  }
  return -1;
}

export function decodeUtf8(bytes: Uint8Array): Utf8Result {
  try {
    return { ok: true, text: strict.decode(bytes) };
  } catch {
    const at = firstInvalidUtf8(bytes);
    const before = strict.decode(bytes.subarray(0, Math.max(0, at)));
    const lineStart = before.lastIndexOf('\n') + 1;
    let line = 1;
    for (let i = 0; i < lineStart; i++) if (before.charCodeAt(i) === 10) line++;
    // Columns count UTF-16 units, as the YAML library's positions do.
    return { ok: false, line, col: before.length - lineStart + 1, byte: bytes[at] ?? 0 };
  }
}
