/// <reference lib="dom" />
// The export step of every table e2e test (test/e2e/table-<system>.test.ts): a real click on the
// side panel's "Export scenario", the exported YAML run through the real `fray resolve --json`
// (the CLI from the sources, as a user runs it), and its output compared with the fight the panel
// holds — the stored session summarised by the system's own `scenario.summarize`, plus its events.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { getSystem } from '../../engine/systems/index.js';
import { fightJson } from '../../scenario/table-fight.js';
import { ROOT, stored, type Browser } from './harness.js';

/** `fray resolve --json` of a scenario text, as the CLI prints it. */
export function resolveJson(yaml: string): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'fray-table-export-'));
  try {
    const file = join(dir, 'export.yaml');
    writeFileSync(file, yaml);
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/fray.mjs'), 'resolve', '--json', file], {
      encoding: 'utf8',
      env: { ...process.env, FRAY_FROM_SOURCE: '1' },
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`fray resolve exited ${r.status}: ${r.stderr}\n--- the export:\n${yaml}`);
    return JSON.parse(r.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Clicks "Export scenario" in the side panel (the table fight must be on screen) and checks that
 * `fray resolve --json` of the exported YAML equals the panel's fight exactly. Returns the YAML.
 */
export async function expectExportReplays(b: Browser, panel: Page): Promise<string> {
  const tid = (id: string) => `[data-testid="${id}"]`;
  await panel.locator(tid('table-export-yaml')).scrollIntoViewIfNeeded();
  await panel.click(tid('table-export-yaml'));
  const out = panel.locator(tid('table-export-output'));
  await out.waitFor();
  const yaml = await out.inputValue();
  const fight = await stored(b, 'table');
  expect(yaml).toMatch(new RegExp(`^system: ${fight.system}\\n`));
  const mod = getSystem(fight.system);
  if (!mod) throw new Error(`unknown system ${fight.system}`);
  const panelState = JSON.parse(JSON.stringify(fightJson(mod, fight.session)));
  expect(resolveJson(yaml)).toEqual(panelState);
  return yaml;
}
