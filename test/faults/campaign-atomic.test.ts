// Atomic campaign changes: `fray campaign record` and `rest` are SIGKILLed after every one of their
// write steps in turn (FRAY_FAULT_KILL_AFTER_STEP, infra/fault-hook.ts). Whatever the step, the next
// command sees the campaign exactly as it was before or exactly as the finished command leaves it,
// with no journal, lock or temp file left behind. Before the journal, a kill after the first rename
// left campaign.yaml listing the fight while the characters were unchanged, and a re-record was refused.
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCampaign } from '../../campaign/campaign-folder.js';
import { loadScenario } from '../../scenario/load-scenario.js';
import { runScenario } from '../../scenario/run-scenario.js';
import { ROOT, fray, snapshot, tmp } from './harness.js';

const SAMPLE = join(ROOT, 'campaign', 'sample');
let fightFile: string;

beforeAll(async () => {
  const loaded = await loadScenario(join(ROOT, 'examples', 'witchhammer-troll.yaml'));
  if (!loaded.ok) throw new Error('scenario');
  const run = runScenario(loaded.scenario, undefined);
  if (!run.ok) throw new Error('run');
  fightFile = join(tmp('fight'), 'fight.json');
  writeFileSync(
    fightFile,
    JSON.stringify({
      system: loaded.scenario.systemId,
      ...loaded.scenario.module.scenario.summarize(run.session),
      events: run.session.events,
    }),
  );
});

const copy = (): string => {
  const dir = tmp('campaign');
  cpSync(SAMPLE, dir, { recursive: true });
  return dir;
};

/** Everything in the folder that is not a campaign file: journals, locks, temp files. */
const leftovers = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.split('/').some((p) => p.startsWith('.')));

const COMMANDS: Record<string, (dir: string) => string[]> = {
  record: (dir) => ['campaign', 'record', dir, fightFile],
  rest: (dir) => ['campaign', 'rest', dir, '--days', '2'],
};

describe('a campaign change killed at any write step loses nothing', { timeout: 600_000 }, () => {
  it.each(Object.keys(COMMANDS))('%s, SIGKILLed after each of its write steps', (name) => {
    const args = COMMANDS[name]!;
    const before = snapshot(SAMPLE);
    const done = copy();
    const ok = fray(args(done), { env: { FRAY_FAULT_TRACE: '1' } });
    expect(ok.status, ok.stderr).toBe(0);
    const after = snapshot(done);
    expect(after).not.toEqual(before);
    const steps = ok.stderr.match(/write step \d+/g)!.length;
    // At least: a staged file and a kept copy per file, the journal, a rename per file, the journal removed.
    expect(steps).toBeGreaterThanOrEqual(5);
    const outcomes = { before: 0, after: 0 };
    for (let n = 1; n <= steps; n++) {
      const dir = copy();
      const killed = fray(args(dir), { env: { FRAY_FAULT_KILL_AFTER_STEP: String(n) } });
      expect(killed.signal, `step ${n}: ${killed.stderr}`).toBe('SIGKILL');
      // The next command (here: a read of the campaign) finishes or undoes the change.
      loadCampaign(dir);
      const now = snapshot(dir);
      expect(leftovers(dir), `step ${n}`).toEqual([]);
      const kept = JSON.stringify(now) !== JSON.stringify(before);
      if (kept) expect(now, `step ${n}: neither the old campaign nor the new one`).toEqual(after);
      outcomes[kept ? 'after' : 'before']++;
      if (name === 'record') {
        // Recording again records it (it was undone) or is refused (it was kept): never half.
        const again = fray(args(dir));
        if (kept) expect(again.stderr, `step ${n}`).toMatch(/already recorded/);
        else expect(again.status, `step ${n}: ${again.stderr}`).toBe(0);
        expect(snapshot(dir), `step ${n}`).toEqual(after);
      }
    }
    // Killed before the journal switch: the old campaign; after it: the new one.
    expect(outcomes.before).toBeGreaterThan(0);
    expect(outcomes.after).toBeGreaterThan(0);
  });
});
