/// <reference lib="dom" />
/// <reference types="chrome" />
// What a GM hit on the real Owlbear Rodeo, replayed on the fixture that behaves like it (a high
// z-index "Select map" dialog, a party column, shortcuts on <body>, a gesture library, pointer
// capture on window, hostile CSS, a full-viewport canvas, a chat box, ~3 s to load), with real
// mouse and keyboard input: the timer belongs to one round, the overlay steps aside for the
// page's dialogs, a round is run from the overlay alone, attacks default to someone standing,
// and after a reload the overlay is back before the page has finished loading.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  clickOverlay,
  overlay,
  overlayRects,
  resolver,
  screenshotPath,
  setSettings,
  stored,
  until,
  useFixturePage,
  worker,
} from './harness.js';

const fx = useFixturePage('owlbear.html');

describe("the overlay and the page's own dialogs", () => {
  it('steps aside while "Select map" is open: the dialog takes the clicks, the typing and Esc', {
    timeout: 40_000,
  }, async () => {
    const before = (await overlay(fx.b, fx.page))!;
    expect(before.aside).toBe(false);
    await fx.page.mouse.click(...(await centre(fx.page, '#open-maps')));
    const aside = await until(
      'the overlay to step aside',
      () => overlay(fx.b, fx.page),
      (s) => s!.aside === true,
    );
    expect(aside!.layout).toEqual(before.layout);
    // Where the overlay was, the page's dialog is now: its search box takes a real click and typing.
    const search = await fx.page.locator('#map-search').boundingBox();
    expect(
      await fx.page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [search!.x + 10, search!.y + 5]),
    ).toBe('INPUT');
    expect(
      await fx.page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.tagName,
        [before.layout.x + 30, before.layout.y + 80],
      ),
    ).not.toBe('FRAY-OVERLAY');
    await fx.page.mouse.click(search!.x + 10, search!.y + 5);
    await fx.page.keyboard.type('crypt');
    expect(await fx.page.inputValue('#map-search')).toBe('crypt');
    expect(await fx.page.evaluate(() => document.activeElement?.id)).toBe('map-search');
    // Esc reaches the page's shortcut on <body> and closes the dialog; the overlay comes back.
    await fx.page.keyboard.press('Escape');
    expect(await fx.page.locator('#map-dialog').isHidden()).toBe(true);
    const back = await until(
      'the overlay to come back',
      () => overlay(fx.b, fx.page),
      (s) => s!.aside === false,
    );
    expect(back!.layout).toEqual(before.layout);
  });

  it('also for a <dialog> opened with showModal and an aria-modal dialog', { timeout: 30_000 }, async () => {
    await fx.page.evaluate(() => {
      const d = document.createElement('dialog');
      d.id = 'native';
      d.textContent = 'Native dialog';
      document.body.append(d);
      d.showModal();
    });
    await until(
      'aside for <dialog>',
      () => overlay(fx.b, fx.page),
      (s) => s!.aside === true,
    );
    await fx.page.keyboard.press('Escape'); // the browser's own Esc closes a modal <dialog>
    await until(
      'back after <dialog>',
      () => overlay(fx.b, fx.page),
      (s) => s!.aside === false,
    );
    await fx.page.evaluate(() => {
      const d = document.createElement('div');
      d.id = 'aria';
      d.setAttribute('role', 'dialog');
      d.setAttribute('aria-modal', 'true');
      d.style.cssText = 'position:absolute;left:400px;top:300px;width:200px;height:100px;background:#fff';
      document.body.append(d);
    });
    await until(
      'aside for aria-modal',
      () => overlay(fx.b, fx.page),
      (s) => s!.aside === true,
    );
    await fx.page.evaluate(() => document.getElementById('aria')!.remove());
    await until(
      'back after aria-modal',
      () => overlay(fx.b, fx.page),
      (s) => s!.aside === false,
    );
  });
});

describe('a round from the overlay alone', () => {
  it('the decision timer ends with its round: resolved within seconds, the next round is not locked to Focus', {
    timeout: 60_000,
  }, async () => {
    await resolver(fx.b, 'newEncounter', { name: 'owlbear', seed: 5 });
    await resolver(fx.b, 'addCharacter', 'mara-voss');
    await resolver(fx.b, 'addCharacter', 'grave-ghoul');
    await setSettings(fx.b, { timerSeconds: 5 });
    expect((await resolver(fx.b, 'plan', { combatant: 'mara-voss', action: 'focus', stance: 'wary' })).ok).toBe(true);
    expect((await resolver(fx.b, 'plan', { combatant: 'grave-ghoul', action: 'focus', stance: 'lurking' })).ok).toBe(
      true,
    );
    await clickOverlay(fx.b, fx.page, 'start-timer');
    const timer = await until(
      'the timer to run',
      () => stored(fx.b, 'timer'),
      (t) => t?.deadline != null,
    );
    expect(timer.round).toBe(1);
    await clickOverlay(fx.b, fx.page, 'reveal');
    await until(
      'the reveal to stop the timer',
      () => stored(fx.b, 'timer'),
      (t) => t.deadline === null,
    );
    await clickOverlay(fx.b, fx.page, 'resolve-round');
    await until(
      'round 2',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.state.round === 2 && e.session.state.phase === 'plan',
    );
    // Past the old deadline, and a while more for every watcher to (wrongly) fire.
    await new Promise((r) => setTimeout(r, Math.max(0, timer.deadline - Date.now()) + 1500));
    const enc = await stored(fx.b, 'encounter');
    expect(enc.session.log.filter((a: any) => a.type === 'timer-expired')).toHaveLength(0);
    expect(Object.values(enc.session.state.plays).filter(Boolean)).toHaveLength(0);
  });

  it('withdraws a play, breaks a tie, resolves the round and ends the combat from the overlay', {
    timeout: 60_000,
  }, async () => {
    // Two twins with the same initiative both play Focus in the same stance (a play needs one): a tie the GM breaks.
    await resolver(fx.b, 'newEncounter', { name: 'twins', seed: 6 });
    for (const name of ['Twin A', 'Twin B'])
      expect(
        (await resolver(fx.b, 'quickAdd', { name, side: 'gm', poise: 10, health: 10, init: 0, actions: ['focus'] })).ok,
      ).toBe(true);
    const ids = (await stored(fx.b, 'encounter')).session.state.combatants.map((c: any) => c.id);
    expect((await resolver(fx.b, 'plan', { combatant: ids[0], action: 'focus', stance: 'wary' })).ok).toBe(true);
    await until(
      'the withdraw button',
      () => overlayRects(fx.b, fx.page),
      (r) => (r[`withdraw:${ids[0]}`]?.width ?? 0) > 0,
    );
    await clickOverlay(fx.b, fx.page, `withdraw:${ids[0]}`);
    await until(
      'the withdrawn play',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.state.plays[ids[0]] === undefined,
    );
    await resolver(fx.b, 'plan', { combatant: ids[0], action: 'focus', stance: 'wary' });
    await resolver(fx.b, 'plan', { combatant: ids[1], action: 'focus', stance: 'wary' });
    await clickOverlay(fx.b, fx.page, 'reveal');
    const revealed = await until(
      'the order',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.state.phase === 'resolve',
    );
    const first = revealed.session.state.order.map((o: any) => o.key);
    const tied = revealed.session.state.order[0].init === revealed.session.state.order[1].init;
    if (tied) {
      await until(
        'the tie button',
        () => overlayRects(fx.b, fx.page),
        (r) => (r['swap:1']?.width ?? 0) > 0,
      );
      await clickOverlay(fx.b, fx.page, 'swap:1');
      const swapped = await until(
        'the swap',
        () => stored(fx.b, 'encounter'),
        (e) => e.session.state.order[0].key !== first[0],
      );
      expect(swapped.session.state.order.map((o: any) => o.key)).toEqual([first[1], first[0]]);
    }
    expect(tied).toBe(true);
    await clickOverlay(fx.b, fx.page, 'resolve-round');
    await until(
      'round 2',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.state.round === 2,
    );
    await clickOverlay(fx.b, fx.page, 'end-combat');
    const over = await until(
      'the end',
      () => overlay(fx.b, fx.page),
      (s) => s!.round.includes('combat over'),
    );
    expect(over!.round).toBe('Round 2 · combat over');
    // Everything else is one click away, and the button says where it leads.
    const rects = await overlayRects(fx.b, fx.page);
    expect(rects['side-panel']!.width).toBeGreaterThan(0);
  });
});

describe('attacks default to someone who can still be hit', () => {
  it('in the side panel, the downed ghoul is offered last and never picked', { timeout: 40_000 }, async () => {
    await resolver(fx.b, 'newEncounter', { name: 'targets' });
    await resolver(fx.b, 'addCharacter', 'mara-voss');
    await resolver(fx.b, 'addCharacter', 'grave-ghoul', { id: 'ghoul-down', name: 'Fallen Ghoul', health: -2 });
    await resolver(fx.b, 'addCharacter', 'grave-ghoul', { id: 'ghoul-up', name: 'Standing Ghoul' });
    const panel = await fx.b.context.newPage();
    await panel.setViewportSize({ width: 320, height: 900 });
    await panel.goto(`chrome-extension://${fx.b.extensionId}/sidepanel.html`);
    await panel.waitForSelector('[data-testid="action-mara-voss"]');
    await panel.selectOption('[data-testid="action-mara-voss"]', 'sword-swing');
    const target = panel.locator('[data-testid="target-mara-voss"]');
    expect(await target.inputValue()).toBe('ghoul-up');
    expect(await target.locator('option').allTextContents()).toEqual(['→ Standing Ghoul', '→ Fallen Ghoul (down)']);
    await panel.close();
  });
});

describe('names, bars and the step with eight combatants', () => {
  it('shows whole names, and the bars and the current step without scrolling', { timeout: 60_000 }, async () => {
    await resolver(fx.b, 'newEncounter', { name: 'eight', seed: 2 });
    for (const id of ['mara-voss', 'tobin-ashgrove', 'sister-ilse', 'corvin-stalker'])
      await resolver(fx.b, 'addCharacter', id);
    await resolver(fx.b, 'addCopies', 'grave-ghoul', 4);
    await resolver(fx.b, 'timerExpired');
    await clickOverlay(fx.b, fx.page, 'reveal');
    await until(
      'the reveal',
      () => stored(fx.b, 'encounter'),
      (e) => e.session.state.phase === 'resolve',
    );
    await clickOverlay(fx.b, fx.page, 'resolve-next');
    const s = await until(
      'a step',
      () => overlay(fx.b, fx.page),
      (x) => !x!.step.startsWith('Nothing resolved'),
    );
    expect(s!.combatants).toHaveLength(8);
    expect(s!.combatants.filter((c) => c.clipped).map((c) => c.name)).toEqual([]);
    const r = await overlayRects(fx.b, fx.page);
    const fold = r.scroll!.y + r.scroll!.height;
    expect(r.people!.y + r.people!.height).toBeLessThanOrEqual(fold);
    expect(r.step!.y + 40).toBeLessThanOrEqual(fold);
    await fx.page.screenshot({ path: screenshotPath('owlbear-eight-combatants.png') });
  });
});

describe('after a reload', () => {
  it('is back with its place and state before the page has finished loading', { timeout: 60_000 }, async () => {
    await resolver(fx.b, 'newEncounter', { name: 'reload' });
    await resolver(fx.b, 'addCharacter', 'mara-voss');
    await clickOverlay(fx.b, fx.page, 'toggle-collapse');
    const folded = await until(
      'the collapse to be stored',
      () => stored(fx.b, 'overlay'),
      (o) => o?.[fx.srv.origin]?.collapsed === true,
    );
    await setSettings(fx.b, { autoInjectOrigins: [fx.srv.origin] });
    const sw = await worker(fx.b);
    await until(
      'the site to be registered',
      () => sw.evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).length),
      (n) => n === 1,
    );
    await fx.page.reload({ waitUntil: 'commit' });
    // Read from the page itself (its own world runs at once; an extension probe would wait for
    // the page to finish loading): the panel's host, placed and shown, and the page's last asset.
    const seen = await until(
      'the overlay after the reload',
      () =>
        fx.page
          .evaluate(() => {
            const host = document.querySelector('fray-overlay') as HTMLElement | null;
            const st = host?.style;
            return {
              loaded: (window as any).__assetsLoaded === true,
              shown: st?.visibility === 'visible',
              left: st?.left,
              top: st?.top,
              height: st?.height,
            };
          })
          .catch(() => ({ loaded: false, shown: false, left: undefined, top: undefined, height: undefined })),
      (x) => x.shown,
    );
    // The page's last asset arrives about 3 s after the rest: the overlay did not wait for it.
    expect(seen.loaded).toBe(false);
    expect(seen).toMatchObject({
      left: `${folded[fx.srv.origin].x}px`,
      top: `${folded[fx.srv.origin].y}px`,
      height: '34px',
    });
    const snap = await until(
      'the state',
      () => overlay(fx.b, fx.page),
      (s) => !!s,
    );
    expect(snap!.layout.collapsed).toBe(true);
    expect(snap!.round).toContain('Round');
    await setSettings(fx.b, { autoInjectOrigins: [] });
  });
});

async function centre(p: Page, sel: string): Promise<[number, number]> {
  const r = (await p.locator(sel).boundingBox())!;
  return [r.x + r.width / 2, r.y + r.height / 2];
}
