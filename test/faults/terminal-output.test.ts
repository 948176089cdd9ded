// Terminal output escaping at the CLI: an escape sequence in a note or a name is printed as
// visible `\u001B…`, never raw (it was echoed raw, and could retitle or clear the terminal).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, fray, tmp } from './harness.js';

describe('no raw control character reaches the terminal', { timeout: 120_000 }, () => {
  it('a note with an OSC title sequence and a bell, echoed by campaign reward and in an error', () => {
    const dir = tmp('term');
    cpSync(join(ROOT, 'campaign', 'sample'), dir, { recursive: true });
    const r = fray([
      'campaign',
      'reward',
      dir,
      'mara-voss',
      'hunt',
      '--note',
      'The Ghoul\x1b]0;pwned\x07 of Saltmarsh',
    ]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('The Ghoul\\u001B]0;pwned\\u0007 of Saltmarsh');
    expect(r.stdout).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    const bad = fray(['campaign', 'reward', dir, 'nobody\x1b[2J', 'hunt', '--note', 'x']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('nobody\\u001B[2J');
    expect(bad.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
  });
});
