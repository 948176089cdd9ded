import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs build script without types
import { zipDir } from './zip-dir.mjs';

const dir = mkdtempSync(join(tmpdir(), 'fray-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every entry of a ZIP, read back through its central directory as an unzip tool does. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const at = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    expect(zip.readUInt32LE(at)).toBe(0x04034b50);
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const body = zip.subarray(start, start + size);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(crc32(data) >>> 0).toBe(crc);
    out.set(name, data);
    p += 46 + nameLen;
  }
  return out;
}

describe('the extension zip', () => {
  it('holds every file but source maps, byte for byte, and is the same zip for the same files', () => {
    const src = join(dir, 'build');
    mkdirSync(join(src, 'js/chunks'), { recursive: true });
    const text = 'const x = 1;\n'.repeat(500);
    const noise = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));
    writeFileSync(join(src, 'manifest.json'), '{"manifest_version":3}');
    writeFileSync(join(src, 'js/chunks/a.js'), text);
    writeFileSync(join(src, 'js/chunks/a.js.map'), '{}');
    writeFileSync(join(src, 'font.woff2'), noise);
    writeFileSync(join(src, 'Ünïcode.html'), '<p>é</p>');
    const zipA = join(dir, 'a.zip');
    const zipB = join(dir, 'b.zip');
    zipDir(src, zipA);
    zipDir(src, zipB);
    const zip = readFileSync(zipA);
    expect(zip.equals(readFileSync(zipB))).toBe(true);
    const entries = readZip(zip);
    expect([...entries.keys()]).toEqual(['font.woff2', 'js/chunks/a.js', 'manifest.json', 'Ünïcode.html'].sort());
    expect(entries.get('js/chunks/a.js')!.toString()).toBe(text);
    expect(entries.get('font.woff2')!.equals(noise)).toBe(true);
    // The repetitive script is deflated far below its size.
    expect(zip.length).toBeLessThan(text.length / 4 + noise.length + 1000);
  });
});
