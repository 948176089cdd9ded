// A hash of a campaign folder's files, for the print's build key: a changed character rebuilds.
// Light on purpose: the up-to-date path of `fray print` loads no validator.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readUserBytesResult } from '../../infra/read-user-file.js';
import { join } from 'node:path';

export function campaignHash(dir: string): string {
  const h = createHash('sha1');
  let names: string[] = [];
  try {
    names = readdirSync(join(dir, 'characters'))
      .filter((n) => n.endsWith('.yaml'))
      .sort();
  } catch {
    // No characters folder: loading the campaign reports it.
  }
  for (const f of ['campaign.yaml', ...names.map((n) => join('characters', n))]) {
    h.update(`${f}\0`);
    // The safe reader: a FIFO or a /dev/zero link in the campaign must not hang the build key
    // (loading the campaign reports it).
    const r = readUserBytesResult(join(dir, f), f === 'campaign.yaml' ? 'campaign' : 'character');
    h.update(r.ok ? r.bytes : `unreadable: ${r.problem.message}`);
  }
  return h.digest('hex');
}
