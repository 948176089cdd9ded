/// <reference lib="dom" />
/// <reference types="chrome" />
// A table fight of another system posted to the VTT's chat from the side panel, with real clicks:
// the round's log and the order, with names (never ids), land in the Roll20 fixture's chat box as
// plain text; the Markdown export names everyone too; and the fight is still there after the
// browser is closed and started again on the same profile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  launch,
  openExtensionPage,
  prepareTestExtension,
  serveFixtures,
  stored,
  tid,
  until,
  type Browser,
  type FixtureServer,
} from './harness.js';
import { startTable } from './table-harness.js';

let srv: FixtureServer;
let b: Browser;
let panel: Page;
let vtt: Page;
const IDS = ['alda', 'brom', 'cass', 'dain', 'goblin-1', 'goblin-chief'];
const noIds = (text: string) => IDS.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text));

/** A profile of our own, so the browser can be closed and started again on it. */
let profile: string;
// Made in beforeAll, not at import: `vitest list` collects this file without a built extension
// (and without leaving a profile directory behind).
let extDir: string;

beforeAll(async () => {
  extDir = prepareTestExtension();
  profile = mkdtempSync(join(tmpdir(), 'fray-table-profile-'));
  srv = await serveFixtures();
  b = await launch(extDir, profile);
  panel = await openExtensionPage(b, 'sidepanel');
  vtt = await b.context.newPage();
  await vtt.goto(srv.url('roll20.html'));
}, 90_000);

afterAll(async () => {
  await b?.close();
  await srv?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  if (extDir) rmSync(extDir, { recursive: true, force: true });
});

describe("a table fight in the VTT's chat", () => {
  it('posts the round and the order with names, exports Markdown with names, and keeps the fight across a browser restart', {
    timeout: 90_000,
  }, async () => {
    await startTable(panel, 'declared-initiative', 'declare');
    // The sample writes actions down: all eight with real clicks, then the reveal gives the order.
    for (let i = 1; i <= 8; i++) {
      await panel.click(`${tid('moves-now')} button[data-testid^="move-declare:"]`);
      await until(
        'the declaration',
        () => stored(b, 'table'),
        (t) => t.session.log.length === i,
        5_000,
      );
    }
    await panel.click(tid('move-reveal'));
    await until(
      'the reveal',
      () => stored(b, 'table'),
      (t) => t.session.log.length === 9,
      5_000,
    );
    // The VTT is the window's active tab, as when the GM works beside it.
    await vtt.bringToFront();
    await panel.click(tid('table-post-round'));
    const sent = await until(
      'the Roll20 message',
      () => vtt.evaluate(() => ((window as any).sentMessages ?? []) as string[]),
      (m) => m.length === 1,
      10_000,
    );
    expect(sent[0]).toMatch(/^Fray · Round 1: \| /);
    expect(sent[0]).toContain('Alda the Bold writes its action down');
    expect(sent[0]).toMatch(/order \(low to high\): .*Alda the Bold/);
    expect(noIds(sent[0]!)).toEqual([]);
    await panel.click(tid('table-post-order'));
    const both = await until(
      'the second message',
      () => vtt.evaluate(() => (window as any).sentMessages as string[]),
      (m) => m.length === 2,
      10_000,
    );
    expect(both[1]).toMatch(/^Fray · Round 1 order:/);
    expect(both[1]).toContain('Goblin Chief');
    expect(noIds(both[1]!)).toEqual([]);
    expect(await panel.locator(tid('table-post-note')).textContent()).toMatch(/Roll20/);

    await panel.click(tid('table-export-md'));
    const md = await panel.locator(tid('table-export-output')).inputValue();
    expect(md).toMatch(/^# Encounter\n/);
    expect(md).toContain('| Alda the Bold | party |');
    expect(md).toContain('## Round 1');
    expect(noIds(md)).toEqual([]);

    // A browser restart on the same profile: the fight is where it was.
    const before = await stored(b, 'table');
    await b.close();
    b = await launch(extDir, profile);
    panel = await b.context.newPage();
    await panel.goto(`chrome-extension://${b.extensionId}/sidepanel.html`);
    await panel.waitForSelector(`${tid('table-panel')}[data-system="declared-initiative"]`);
    expect((await stored(b, 'table')).session).toEqual(before.session);
    expect(await panel.locator(tid('table-steps')).textContent()).toBe('9 steps');
  });
});
