// The extension's imports apply exactly the CLI's checks (engine/catalog/user-bytes.ts and the
// character schema): a 2.9 MB card file, a Latin-1 byte, Health out of range and a 5,000-character
// name were all imported before.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../engine/catalog/limits.js';
import { importCampaignCharacters } from './campaign-import.js';
import { importCatalog } from './import-catalog.js';
import { checkPicked } from './picked-files.js';
import { loadTestCatalogJson } from './test-catalog.js';

const SAMPLE = new URL('../../campaign/sample/characters/', import.meta.url).pathname;
const picked = (name: string, bytes: Uint8Array | string) => {
  const b = typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes);
  return {
    name,
    size: b.length,
    arrayBuffer: async () => b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer,
  };
};

describe("the extension's imports share the CLI's checks", () => {
  it('a 2.9 MB card file is refused at the 2 MB cap, before it is read', async () => {
    const f = await checkPicked({ ...picked('big.yaml', ''), size: 2.9 * 1024 * 1024 }, 'catalogFile');
    expect(f.problem?.message).toBe('file too large: 2.9 MB (the limit is 2.0 MB)');
    const r = importCatalog(loadTestCatalogJson().files, [f], 0);
    expect(r.ok).toBe(false);
  });

  it("the cap is the limit table's own, to the byte, and a file past it is never read", async () => {
    const cap = LIMITS.catalogFile.value;
    const read = vi.fn(async () => new ArrayBuffer(0));
    const over = await checkPicked({ name: 'big.yaml', size: cap + 1, arrayBuffer: read }, 'catalogFile');
    expect(over.problem).toMatchObject({ file: 'big.yaml', message: expect.stringMatching(/^file too large/) });
    expect(read).not.toHaveBeenCalled();
    const at = await checkPicked({ name: 'full.yaml', size: cap, arrayBuffer: read }, 'catalogFile');
    expect(at.problem).toBeUndefined();
  });

  it('a Latin-1 byte refuses the import, naming the file at its line:col', async () => {
    const f = await checkPicked(picked('my-monsters.yaml', Buffer.from('- name: Andr\xe9\n', 'latin1')), 'catalogFile');
    const r = importCatalog(loadTestCatalogJson().files, [f], 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toMatchObject([{ file: 'my-monsters.yaml', line: 1, col: 13 }]);
  });

  it('a Latin-1 byte is a problem at its line:col, not U+FFFD', async () => {
    const f = await checkPicked(
      picked('cards.yaml', Buffer.from('- type: stance\n  id: x\n  name: Andr\xe9\n', 'latin1')),
      'catalogFile',
    );
    expect(f.problem && `${f.problem.line}:${f.problem.col} ${f.problem.message}`).toBe(
      '3:13 invalid UTF-8: byte 0xE9 is not part of a UTF-8 character',
    );
  });

  it.each([
    ['health: -5', /health -5 is below 0/],
    ['health: 999', /health 999 is above max_health/],
    [`name: ${'x'.repeat(5000)}`, /name/],
  ])('a character with %s does not join the fight', async (line, message) => {
    const name = readdirSync(SAMPLE)[0]!;
    const text = `${readFileSync(join(SAMPLE, name), 'utf8').replace(/^name: .*$/m, '')}${line}\n`;
    const withName = line.startsWith('name') ? text : `${text}name: Someone\n`;
    const r = importCampaignCharacters(loadTestCatalogJson().files, [
      await checkPicked(picked(name, withName), 'character'),
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => `${p.field} ${p.message}`).join('\n')).toMatch(message);
  });
});
