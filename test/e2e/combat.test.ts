/// <reference lib="dom" />
/// <reference types="chrome" />
// A full round on a busy local page, driven from the popup (opened as
// a tab), checked in both the popup and the overlay; then close/reopen, reload and undo.
//
// Hand-computed from the WitchHammer rules (cards/witchhammer/*.yaml, system.yaml):
//   Tobin  Bow Shot (init 3) + Wary (2) + char 3      = init 8
//   Mara   Sword Swing (3) + Aggressive (1) + char 1   = init 5
//   Troll  Boulder Fist (0) + Hulking (−2) + char −2   = init −4
// 1. Tobin → Troll, d20 15: attack 6+0+1 = 7; defense −1+1+2 = 2; 7−2+15 = 20 > 10: 10 damage,
//    tens digit 1 straight to Health, 9 to Poise → Troll 36/45 Poise, 39/40 Health.
// 2. Mara → Troll, d20 19 (+5): attack 8+3+2 = 13; defense 2 − 1 (one attack taken) = 1;
//    13−1+19+5 = 36: 26 damage, 2 penetrate, 24 to Poise → Troll 12/45, 37/40.
// 3. Troll → Mara, d20 20 (+10): attack 11+3+4 = 18; defense 1−1+1 = 1; 18−1+20+10 = 47: 37
//    damage, 3 penetrate, 34 vs 30 Poise: 30 absorbed, 4 spill → Mara 0/30, 7/14 (7 wounds).
//    14 Health in ten groups (2,2,2,2,1,1,1,1,1,1): 7 wounds empty three groups → penalty −3.
//    7 wounds ≥ 5 → affliction: d20 6 + 7 = 13 → "Scalp scar".  (Typed into the overlay.)
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  clickOverlay,
  injectOverlay,
  openExtensionPage,
  overlay,
  overlayRects,
  planCombatant,
  screenshotPath,
  stored,
  tid,
  until,
  useFixturePage,
} from './harness.js';

const fx = useFixturePage('busy.html');
let popup: Page;

const openPopup = (): Promise<Page> => openExtensionPage(fx.b, 'popup', { width: 800, height: 1000 });

async function bar(p: Page, track: string, id: string): Promise<[number, number]> {
  const el = p.locator(tid(`${track}-${id}`));
  return [Number(await el.getAttribute('data-value')), Number(await el.getAttribute('data-max'))];
}

async function resolveNext(p: Page, d20: number, affliction?: number) {
  const before = await p.locator(tid('log-length')).textContent();
  await p.fill(tid('d20-input'), String(d20));
  if (affliction !== undefined) await p.fill(tid('affliction-input'), String(affliction));
  await p.click(tid('resolve-next'));
  await until(
    'the step to be logged',
    () => p.locator(tid('log-length')).textContent(),
    (t) => t !== before,
  );
}

beforeAll(async () => {
  popup = await openPopup();
});

describe('a round from the popup and the overlay', () => {
  let afterFirst: unknown;

  it('sets up, plans, reveals and resolves with typed-in dice', { timeout: 60_000 }, async () => {
    await popup.click(tid('new-encounter'));
    for (const id of ['mara-voss', 'tobin-ashgrove', 'moss-troll']) {
      // The setup panel folds away once the encounter has combatants.
      if ((await popup.locator(tid('setup-panel')).getAttribute('open')) === null)
        await popup.click(`${tid('setup-panel')} > summary`);
      await popup.selectOption(tid('add-character-select'), id);
      await popup.click(tid('add-character'));
      await popup.waitForSelector(tid(`combatant-${id}`));
    }
    await planCombatant(popup, 'tobin-ashgrove', 'bow-shot', 'wary', 'moss-troll');
    await planCombatant(popup, 'mara-voss', 'sword-swing', 'aggressive', 'moss-troll');
    await planCombatant(popup, 'moss-troll', 'troll-smash', 'hulking', 'mara-voss');
    await popup.click(tid('reveal'));
    await popup.waitForSelector(`${tid('order')} li`);

    // The order, in the popup and the overlay.
    const rows = popup.locator(`${tid('order')} li`);
    expect(
      await rows.evaluateAll((els: Element[]) =>
        els.map((e) => [e.getAttribute('data-combatant'), Number(e.getAttribute('data-init'))]),
      ),
    ).toEqual([
      ['tobin-ashgrove', 8],
      ['mara-voss', 5],
      ['moss-troll', -4],
    ]);
    const ov = await until(
      'the overlay order',
      () => overlay(fx.b, fx.page),
      (s) => (s?.order.length ?? 0) === 3,
    );
    expect(ov!.order.map((o) => [o.label, o.init, o.active])).toEqual([
      ['Tobin Ashgrove: Bow Shot + Wary', '8', true],
      ['Mara Voss: Sword Swing + Aggressive', '5', false],
      ['Moss Troll: Boulder Fist + Hulking', '-4', false],
    ]);
    expect(ov!.round).toContain('Round 1');

    await resolveNext(popup, 15);
    afterFirst = (await stored(fx.b, 'encounter')).session.state;
    expect(await bar(popup, 'poise', 'moss-troll')).toEqual([36, 45]);
    expect(await bar(popup, 'health', 'moss-troll')).toEqual([39, 40]);
    const ov1 = await until(
      'the overlay step 1',
      () => overlay(fx.b, fx.page),
      (s) => !!s?.step.includes('Bow Shot'),
    );
    expect(ov1!.order.map((o) => [o.done, o.active])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    await fx.page.screenshot({ path: screenshotPath('overlay-resolving.png') });

    await resolveNext(popup, 19);
    expect(await bar(popup, 'poise', 'moss-troll')).toEqual([12, 45]);
    expect(await bar(popup, 'health', 'moss-troll')).toEqual([37, 40]);

    // The third play is resolved from the overlay on the page: the GM types the d20 and the
    // affliction die into the panel and presses Resolve next (real keyboard and mouse).
    await fx.page.bringToFront();
    const dice = (await overlayRects(fx.b, fx.page)).dice!;
    await fx.page.mouse.click(dice.x + dice.width / 2, dice.y + dice.height / 2);
    await fx.page.keyboard.type('20 6');
    await clickOverlay(fx.b, fx.page, 'resolve-next');
    await until(
      'the overlay to resolve',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.state.phase === 'plan',
    );
    await popup.bringToFront();
    expect(await bar(popup, 'poise', 'mara-voss')).toEqual([0, 30]);
    expect(await bar(popup, 'health', 'mara-voss')).toEqual([7, 14]);
    expect(await bar(popup, 'poise', 'tobin-ashgrove')).toEqual([25, 25]);
    expect(Number(await popup.locator(tid('penalty-mara-voss')).getAttribute('data-value'))).toBe(3);
    expect(await popup.locator(tid('afflictions-mara-voss')).textContent()).toContain('Scalp scar');

    // The overlay shows the same step and the same bars.
    const ov3 = await until(
      'the overlay step 3',
      () => overlay(fx.b, fx.page),
      (s) => !!s?.step.includes('Boulder Fist'),
    );
    expect(ov3!.step.split('\n')).toEqual(
      expect.arrayContaining([
        'Moss Troll → Mara Voss: Boulder Fist',
        'd20 20 (+ 10) → total 47 vs 10: HIT, 37 damage',
        'Mara Voss: 30 to Poise, 7 to Health (3 penetrated); penalty now −3',
        'Affliction roll 6 + 7 wounds = 13: Scalp scar',
      ]),
    );
    const people = Object.fromEntries(ov3!.combatants.map((c) => [c.name, c]));
    expect(people['Mara Voss']).toMatchObject({ tracks: { poise: '0/30', health: '7/14' }, penalty: '-3' });
    expect(people['Moss Troll']).toMatchObject({ tracks: { poise: '12/45', health: '37/40' }, penalty: '' });
    expect(people['Tobin Ashgrove']).toMatchObject({ tracks: { poise: '25/25', health: '12/12' } });

    await fx.page.screenshot({ path: screenshotPath('overlay-busy-page.png') });
    await popup.screenshot({ path: screenshotPath('popup-after-round.png'), fullPage: true });
  });

  it('keeps the state through a popup reopen and a page reload, and undoes two steps exactly', {
    timeout: 60_000,
  }, async () => {
    const before = await stored(fx.b, 'encounter');
    await popup.close();
    popup = await openPopup();
    expect(await bar(popup, 'health', 'mara-voss')).toEqual([7, 14]);
    expect(await bar(popup, 'poise', 'moss-troll')).toEqual([12, 45]);

    await fx.page.reload();
    await injectOverlay(fx.b, fx.page);
    const ov = await until(
      'the overlay after reload',
      () => overlay(fx.b, fx.page),
      (s) => (s?.combatants.length ?? 0) === 3,
    );
    expect(Object.fromEntries(ov!.combatants.map((c) => [c.name, c.tracks]))['Mara Voss']).toEqual({
      poise: '0/30',
      health: '7/14',
    });
    expect(await stored(fx.b, 'encounter')).toEqual(before);

    await popup.fill(tid('undo-count'), '2');
    await popup.click(tid('undo'));
    await until(
      'two steps undone',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.log.length === before.session.log.length - 2,
    );
    expect((await stored(fx.b, 'encounter')).session.state).toEqual(afterFirst);
    expect(await bar(popup, 'poise', 'moss-troll')).toEqual([36, 45]);
    const back = await until(
      'the overlay after undo',
      () => overlay(fx.b, fx.page),
      (s) => s?.order[1]?.active === true,
    );
    expect(Object.fromEntries(back!.combatants.map((c) => [c.name, c.tracks]))['Moss Troll']).toEqual({
      poise: '36/45',
      health: '39/40',
    });
  });
});
