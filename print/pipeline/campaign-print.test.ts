// fray print --campaign: a character file that campaign.yaml does not list is not printed, and said so.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../catalog/load-catalog.js';
import { formatProblem } from '../../engine/diagnostics/problem.js';
import { campaignPrint } from './campaign-print.js';

describe('campaign print', () => {
  it('warns of a character file campaign.yaml does not list, and prints the listed ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-campaign-print-'));
    cpSync(new URL('../../campaign/sample', import.meta.url).pathname, dir, { recursive: true });
    const mara = readFileSync(join(dir, 'characters/mara-voss.yaml'), 'utf8');
    writeFileSync(join(dir, 'characters/wren-ashdown.yaml'), mara.replace('id: mara-voss', 'id: wren-ashdown'));
    const r = campaignPrint(dir, await loadCatalog(new URL('../../cards', import.meta.url).pathname), true);
    expect(r.problems).toEqual([]);
    expect(r.warnings.map(formatProblem)).toEqual([
      `${join(dir, 'characters/wren-ashdown.yaml')}:1:1  warning: not printed: ${join(dir, 'campaign.yaml')} does not list \`wren-ashdown\`\n    hint: \`fray campaign add ${dir} wren-ashdown\` lists it (add \`wren-ashdown\` to \`characters:\` in campaign.yaml)`,
    ]);
    expect(r.warnings.every((w) => w.severity === 'warning')).toBe(true);
    expect(r.sheets.map((s) => s.id)).toEqual(['mara-voss', 'tobin-ashgrove', 'sister-ilse', 'corvin-stalker']);
  });
});
