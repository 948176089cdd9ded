// The player page in Chromium at phone sizes with touch, against the relay (in-memory, loopback)
// serving the built page (dist/player), with a scripted GM's table: a WitchHammer round (three
// players lock in by tapping card faces, one misses the timer and gets Focus, the GM commits,
// reveal, every device shows every reveal verified), declared-initiative's written declarations
// revealed together, a team-turns reaction answered on the attacked player's phone, and an
// initiative-cards swap agreed by two players. One browser for the file, a context per player;
// screenshots of each system and phase at 360×740 and 390×844 in test-results/player/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGmPlayers } from '../../extension/lib/players/gm-players.js';
import { type Relay, startRelay } from '../../relay/server/relay.js';
import { playerDir } from '../../relay/server/serve.js';
import { siteFromDir } from '../../relay/server/static-site.js';
import { connect, playerSeats, scriptedTable, until } from '../players/kit.js';
import { CHROMIUM } from './harness.js';

const SHOTS = join(process.cwd(), 'test-results/player');
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

let browser: Browser;
let relay: Relay;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  relay = await startRelay({ host: '127.0.0.1', port: 0, site: siteFromDir(playerDir()) });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await relay?.close();
});

async function phone(url: string, i: number): Promise<Page> {
  const ctx = await browser.newContext({ viewport: PHONES[i % 2]!, hasTouch: true, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.goto(url);
  return page;
}

async function tableFor(system: string, mode: 'apply' | 'confirm' = 'apply') {
  const t = scriptedTable(system);
  const gm = createGmPlayers({
    relay: relay.url,
    connect,
    system: t.sys,
    state: t.state,
    events: t.events,
    apply: t.apply,
    mode,
    answerMs: 60_000,
  });
  await until(() => gm.relayUp, 'the GM');
  const invite = await gm.setSeats(playerSeats(t));
  return { t, gm, invite };
}

const shot = (p: Page, name: string) =>
  p.screenshot({ path: join(SHOTS, `${name}-${p.viewportSize()!.width}.png`), fullPage: true });

describe('the player page on phones', { timeout: 90_000 }, () => {
  it('WitchHammer: three lock in by touch, one misses the timer (Focus), the GM commits, reveal, every phone verifies', async () => {
    const { t, gm, invite } = await tableFor('witchhammer');
    const pages = await Promise.all(invite.seatLinks.map((l, i) => phone(l.url, i)));
    for (const p of pages) await p.getByTestId('place-face-down').waitFor();
    // The token left the address bar once stored.
    expect(new URL(pages[0]!.url()).hash).toBe('');
    await gm.timer(15_000, 15, 'decision');
    await pages[0]!.getByTestId('timer').waitFor();
    await shot(pages[0]!, 'witchhammer-plan');
    for (const p of pages.slice(0, 3)) {
      // Tap an action card face, then place it face down.
      const cards = p.locator('[data-testid^="pick-action-"]:not([data-used="true"])');
      await cards.nth(1).tap();
      await p.getByTestId('place-face-down').tap();
      await p.getByTestId('locked').waitFor();
    }
    await shot(pages[0]!, 'witchhammer-locked');
    await until(() => gm.status?.seats.filter((s) => s.locked).length === 3, 'three locked at the GM');
    // Every phone shows who is locked, and nothing of what.
    await pages[3]!.getByText('· locked').first().waitFor();
    for (let i = 1; i <= 4; i++)
      await t.apply({
        type: 'play',
        combatant: `ghoul-${i}`,
        action: 'ghoul-claws',
        stance: 'frenzied',
        target: 'mara',
      });
    await gm.commitPlans();
    const report = await gm.reveal(4000);
    expect(report.applied).toHaveLength(3);
    expect(report.notLocked).toHaveLength(1);
    for (const p of pages) await p.getByTestId('reveal-gm').waitFor();
    for (const p of pages) expect(await p.locator('.reveals .bad').count()).toBe(0);
    expect(await pages[3]!.locator('.reveals li.ok').count()).toBe(4);
    expect((t.state() as unknown as { plays: Record<string, { byTimer?: boolean }> }).plays.corvin?.byTimer).toBe(true);
    await pages[1]!.getByText('Round 1 · resolve').waitFor();
    await shot(pages[0]!, 'witchhammer-revealed');
    await shot(pages[1]!, 'witchhammer-revealed');
    // Screen readers reach every control: each input has a label, each button a name.
    const unnamed = await pages[0]!.evaluate(
      () =>
        Array.from(document.querySelectorAll('button, select, input')).filter((e) => {
          const el = e as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
          return !(
            el.getAttribute('aria-label') ||
            el.textContent?.trim() ||
            el.getAttribute('title') ||
            el.labels?.length
          );
        }).length,
    );
    expect(unnamed).toBe(0);
    // At 200 % text zoom nothing scrolls sideways.
    await pages[0]!.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    expect(await pages[0]!.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(pages[0]!, 'witchhammer-zoom200');
    gm.close();
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it('declared-initiative: written declarations placed on the phones, revealed together', async () => {
    const { t, gm, invite } = await tableFor('declared-initiative');
    const pages = await Promise.all(invite.seatLinks.map((l, i) => phone(l.url, i)));
    for (const p of pages) {
      await p.locator('form.secret').first().waitFor();
      await p.locator('form.secret').first().getByTestId('place-face-down').tap();
      await p.getByTestId('locked').waitFor();
    }
    await shot(pages[0]!, 'declared-initiative-declared');
    await until(() => gm.status?.seats.every((s) => s.locked), 'four declared');
    // The GM declares for the monsters (here: each its first offered declaration), in its own table.
    const players = new Set(invite.seatLinks.map((l) => l.seat.replace(/^seat-/, '')));
    const { buildAction, defaultPicks } = await import('../../engine/core/moves.js');
    for (const m of t.sys.moves(t.state()).moves)
      if (m.action.type === 'declare' && m.actor && !players.has(m.actor))
        await t.apply(buildAction(m, defaultPicks(m)));
    await gm.commitPlans();
    const report = await gm.reveal(4000);
    expect(report.applied).toHaveLength(4);
    expect(t.sys.moves(t.state()).phase).not.toBe('declare');
    for (const p of pages) await p.getByTestId('reveal-gm').waitFor();
    await shot(pages[1]!, 'declared-initiative-revealed');
    gm.close();
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it("team-turns: the attacked player's phone answers the reaction", async () => {
    const { t, gm, invite } = await tableFor('team-turns');
    const pages = await Promise.all(invite.seatLinks.map((l, i) => phone(l.url, i)));
    await t.apply({ type: 'start-round' });
    await gm.publish();
    // A player's turn: one attack on a guard would do, but the reaction we want is a player's:
    // let the players' turn go, and a guard attacks a player (the GM's move).
    let mover: Page | undefined;
    for (let k = 0; k < 300 && !mover; k++) {
      for (const p of pages) if (await p.locator('[data-testid^="do-pass:"]').count()) mover = p;
      if (!mover) await pages[0]!.waitForTimeout(50);
    }
    if (!mover) throw new Error('no player with a turn');
    await shot(mover, 'team-turns-turn');
    await mover.locator('[data-testid^="do-pass:"]').first().tap();
    await until(
      () => t.sys.moves(t.state()).moves.some((m) => m.actor?.startsWith('captain') || m.actor?.startsWith('guard')),
      'the guards’ turn',
    );
    const attack = t.sys
      .moves(t.state())
      .moves.find((m) => m.id.startsWith('attack-') && m.choices.some((c) => c.key.endsWith('target')));
    expect(attack).toBeDefined();
    const { buildAction, defaultPicks } = await import('../../engine/core/moves.js');
    const picks = defaultPicks(attack!);
    await t.apply(buildAction(attack!, picks));
    await gm.publish();
    const target = String(Object.entries(picks).find(([k]) => k.endsWith('target'))?.[1]);
    const attacked = pages[invite.seatLinks.findIndex((l) => l.seat === `seat-${target}`)]!;
    const take = attacked.locator('[data-testid^="do-take-hit:"]');
    await take.waitFor();
    await shot(attacked, 'team-turns-reaction');
    const before = t.fight.session.log.length;
    await attacked.locator('[data-testid^="do-"]').first().tap();
    await until(() => t.fight.session.log.length === before + 1, 'the reaction applied');
    gm.close();
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it('initiative-cards: a swap proposed on one phone and agreed on the other', async () => {
    const { t, gm, invite } = await tableFor('initiative-cards');
    const pages = await Promise.all(invite.seatLinks.map((l, i) => phone(l.url, i)));
    await t.apply({ type: 'deal-rest' });
    await gm.publish();
    const swap = pages[0]!.locator('[data-testid^="move-swap"]');
    await swap.waitFor();
    await shot(pages[0]!, 'initiative-cards-swap');
    const other = await swap.locator('select').nth(1).inputValue();
    const before = JSON.stringify((t.state() as unknown as { holders: unknown }).holders);
    await swap.locator('button[type=submit]').tap();
    const partner = pages[invite.seatLinks.findIndex((l) => l.seat === `seat-${other}`)]!;
    const ask = partner.locator('[data-testid^="move-agree-"]');
    await ask.waitFor();
    await shot(partner, 'initiative-cards-agree');
    await ask.locator('button[type=submit]').tap();
    await until(
      () => JSON.stringify((t.state() as unknown as { holders: unknown }).holders) !== before,
      'the swap applied',
    );
    gm.close();
    await Promise.all(pages.map((p) => p.context().close()));
  });
});
