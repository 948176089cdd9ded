/// <reference lib="dom" />
/// <reference types="chrome" />
// Posting to VTT chats. The Roll20 fixture copies Roll20's chat box (textarea +
// .btn send, shown as text); the Foundry fixture copies `ChatMessage.create`, which renders its
// `content` as HTML. A creature card named `<img src=x onerror=alert(1)>` must arrive as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  clickOverlay,
  dragOverlay,
  injectOverlay,
  launch,
  overlay,
  resolver,
  screenshotPath,
  serveFixtures,
  until,
  type Browser,
  type FixtureServer,
} from './harness.js';

const XSS = '<img src=x onerror=alert(1)>';
let srv: FixtureServer;
let b: Browser;
const dialogs: string[] = [];

async function open(name: string): Promise<Page> {
  const page = await b.context.newPage();
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(srv.url(name));
  await injectOverlay(b, page);
  return page;
}

beforeAll(async () => {
  srv = await serveFixtures();
  b = await launch();
  await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.origin });
  await resolver(b, 'newEncounter', { name: 'chat', seed: 5 });
  await resolver(b, 'addCharacter', 'mara-voss');
  const added = await resolver(b, 'quickAdd', { name: XSS, side: 'gm', poise: 10, health: 8, attack: 1 });
  expect(added.ok).toBe(true);
  const xssId = added.encounter.roster[1].id;
  expect(
    (await resolver(b, 'plan', { combatant: 'mara-voss', action: 'sword-swing', stance: 'wary', target: xssId })).ok,
  ).toBe(true);
  // No stance: only the decision timer gives a play without one (Focus).
  expect((await resolver(b, 'timerExpired')).ok).toBe(true);
  expect((await resolver(b, 'reveal')).ok).toBe(true);
  expect((await resolver(b, 'resolveNext', [14])).ok).toBe(true);
});

afterAll(async () => {
  await b?.close();
  await srv?.close();
});

describe('posting to the VTT chat', () => {
  it('fills the Roll20 chat box, sends, and gives the GM back what they had typed', async () => {
    const page = await open('roll20.html');
    await page.fill('#textchat-input textarea', 'half-typed: wait for');
    await clickOverlay(b, page, 'post-order');
    const sent = await until(
      'the Roll20 message',
      () => page.evaluate(() => (window as any).sentMessages as string[]),
      (m) => m.length === 1,
    );
    expect(sent[0]).toBe(
      `Fray · Round 1 order: | 1. Mara Voss: Sword Swing + Wary (init 6) ✓ | 2. ${XSS}: Focus (init 0)`,
    );
    expect(await page.inputValue('#textchat-input textarea')).toBe('half-typed: wait for');
    await clickOverlay(b, page, 'post-step');
    const both = await until(
      'the second message',
      () => page.evaluate(() => (window as any).sentMessages as string[]),
      (m) => m.length === 2,
    );
    expect(both[1]).toContain(`Mara Voss → ${XSS}: Sword Swing`);
    expect(both[1]).toContain('d20 14');
    const chat = page.locator('#textchat .content');
    expect(await chat.locator('img').count()).toBe(0);
    expect(await chat.textContent()).toContain(XSS);
    expect(await page.inputValue('#textchat-input textarea')).toBe('half-typed: wait for');
    expect((await overlay(b, page))!.status).toBe('Posted to the roll20 chat.');
    await dragOverlay(b, page, 'bar', -500, 120); // out of the chat's way for the screenshot
    await page.screenshot({ path: screenshotPath('roll20-chat.png') });
  });

  it('calls Foundry’s ChatMessage.create with escaped content, shown as text', async () => {
    const page = await open('foundry.html');
    await clickOverlay(b, page, 'post-order');
    const created = await until(
      'the Foundry message',
      () => page.evaluate(() => (window as any).createdMessages as { content: string; speaker: { alias: string } }[]),
      (m) => m.length === 1,
    );
    expect(created[0]!.content).toBe(
      'Fray · Round 1 order:<br>1. Mara Voss: Sword Swing + Wary (init 6) ✓<br>2. &lt;img src=x onerror=alert(1)&gt;: Focus (init 0)',
    );
    expect(created[0]!.speaker.alias).toBe('Fray');
    const log = page.locator('#chat-log');
    expect(await log.locator('img').count()).toBe(0);
    expect(await log.textContent()).toContain(`2. ${XSS}: Focus (init 0)`);
    await dragOverlay(b, page, 'bar', -500, 120);
    await page.screenshot({ path: screenshotPath('foundry-chat.png') });
  });

  it('copies to the clipboard anywhere else', async () => {
    const page = await open('busy.html');
    await clickOverlay(b, page, 'post-order');
    const status = await until(
      'the copy',
      async () => (await overlay(b, page))!.status,
      (s) => s !== '',
    );
    expect(status).toBe('No VTT chat here: copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(XSS);
    expect(dialogs).toEqual([]);
  });
  it('announces the timer in the VTT chat it was started from', { timeout: 20_000 }, async () => {
    const page = await open('roll20.html?timer');
    await resolver(b, 'undo', 2); // back to planning (before the reveal), so the timer can expire
    await clickOverlay(b, page, 'start-timer');
    const sent = await until(
      'the timer message',
      () => page.evaluate(() => (window as any).sentMessages as string[]),
      (m) => m.length >= 1,
    ).catch(async (e) => {
      throw new Error(`${(e as Error).message}; overlay status: ${(await overlay(b, page))?.status}`);
    });
    expect(sent[0]).toMatch(/^Fray · Decision timer: \d+ s\. Play your cards!$/);
    await clickOverlay(b, page, 'stop-timer');
  });
});
