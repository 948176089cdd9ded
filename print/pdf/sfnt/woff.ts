// WOFF 1.0 → plain sfnt (TTF). @fontsource ships WOFF; PDF FontFile2 needs raw TrueType,
// and a WOFF table is just an sfnt table compressed with zlib, so the conversion is cheap.
import { inflateSync } from 'node:zlib';

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x77 && bytes[1] === 0x4f && bytes[2] === 0x46 && bytes[3] === 0x46;
}

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (!isWoff(src)) return woff;
  const flavor = src.readUInt32BE(4);
  const numTables = src.readUInt16BE(12);
  const tables: { tag: number; data: Buffer; checksum: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const tag = src.readUInt32BE(e);
    const offset = src.readUInt32BE(e + 4);
    const compLength = src.readUInt32BE(e + 8);
    const origLength = src.readUInt32BE(e + 12);
    const checksum = src.readUInt32BE(e + 16);
    const raw = src.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength)
      throw new Error(`woff: table ${i} inflates to ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, data, checksum });
  }
  return writeSfnt(flavor, tables);
}

/** Assemble an sfnt from tables (sorted by tag, 4-byte aligned). Checksums recomputed when absent. */
export function writeSfnt(flavor: number, tables: { tag: number; data: Uint8Array; checksum?: number }[]): Uint8Array {
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
  for (const t of sorted) total += (t.data.length + 3) & ~3;
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
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

export function tableChecksum(data: Uint8Array): number {
  let sum = 0;
  const padded =
    data.length & 3 ? Buffer.concat([Buffer.from(data), Buffer.alloc(4 - (data.length & 3))]) : Buffer.from(data);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

export function tagNumber(tag: string): number {
  return ((tag.charCodeAt(0) << 24) | (tag.charCodeAt(1) << 16) | (tag.charCodeAt(2) << 8) | tag.charCodeAt(3)) >>> 0;
}
