/// <reference lib="dom" />
/// <reference types="chrome" />
// The GM's side panel: the resolver in a narrow column (320 px, no horizontal scrolling), sharing
// one state with the overlay on the VTT page: a round planned and resolved in the panel shows in
// the overlay, and the manifest declares the panel for Chrome (side_panel) and Firefox.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILT,
  clippedControls,
  injectOverlay,
  noSideScroll,
  openExtensionPage,
  overlay,
  overlayRects,
  planCombatant,
  resolver,
  screenshotPath,
  stored,
  tid,
  until,
  useFixturePage,
  worker,
} from './harness.js';

const fx = useFixturePage('owlbear.html', { sidePanel: true });

/** Opens a combatant's planning row (one row is open at a time; a re-render may close it again). */
async function openRow(id: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    if (await fx.panel.locator(tid(`action-${id}`)).isVisible()) return;
    await fx.panel.click(tid(`toggle-${id}`));
    try {
      await fx.panel.locator(tid(`action-${id}`)).waitFor({ timeout: 1500 });
      return;
    } catch {
      // clicked while the row was being replaced: try again
    }
  }
  throw new Error(`could not open ${id}'s planning row`);
}

/** Opens the setup section when it is closed (a re-render may close it). */
async function openSetup(): Promise<void> {
  if ((await fx.panel.locator(tid('setup-panel')).getAttribute('open')) === null)
    await fx.panel.click(`${tid('setup-panel')} > summary`);
}
/** Adds catalog characters from the setup section, each waited for in the list. */
async function addCharacters(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await openSetup();
    await fx.panel.selectOption(tid('add-character-select'), id);
    await fx.panel.click(tid('add-character'));
    await fx.panel.waitForSelector(tid(`combatant-${id}`));
  }
}

describe('the side panel', () => {
  it('the popup squeezed below 760 px wraps instead of scrolling sideways', async () => {
    const p = await openExtensionPage(fx.b, 'popup', { width: 480, height: 700 });
    expect(await noSideScroll(p)).toBe(true);
    await p.close();
  });

  it('is declared for Chrome', () => {
    const chrome = JSON.parse(readFileSync(join(BUILT, 'manifest.json'), 'utf8'));
    expect(chrome.side_panel?.default_path).toMatch(/sidepanel\.html$/);
    expect(chrome.permissions).toContain('sidePanel');
  });

  it('runs a round at 320 px without horizontal scrolling, and the overlay follows', { timeout: 60_000 }, async () => {
    expect(await noSideScroll(fx.panel)).toBe(true);
    await fx.panel.click(tid('new-encounter'));
    await addCharacters(['mara-voss', 'grave-ghoul']);
    for (const [id, action, stance, target] of [
      ['mara-voss', 'sword-swing', 'aggressive', 'grave-ghoul'],
      ['grave-ghoul', 'focus', 'frenzied', ''],
    ] as const) {
      await fx.panel.click(tid(`toggle-${id}`));
      await planCombatant(fx.panel, id, action, stance, target);
      expect(await noSideScroll(fx.panel), `planning ${id}`).toBe(true);
    }
    await fx.panel.click(tid('reveal'));
    await fx.panel.waitForSelector(`${tid('order')} li`);
    // Step by step: the d20 box is there for Mara's attack and gone for the ghoul's Focus, which rolls nothing.
    let sawNoRoll = false;
    for (let i = 0; i < 2; i++) {
      const next = await fx.panel.locator(`${tid('order')} li.active`).getAttribute('data-combatant');
      const before = await fx.panel.locator(tid('log-length')).textContent();
      if (next === 'grave-ghoul') {
        expect(await fx.panel.locator(tid('d20-input')).count()).toBe(0);
        await fx.panel.waitForSelector(tid('no-roll'));
        sawNoRoll = true;
      } else await fx.panel.fill(tid('d20-input'), '12');
      await fx.panel.click(tid('resolve-next'));
      await until(
        'the step in the panel',
        () => fx.panel.locator(tid('log-length')).textContent(),
        (t) => t !== before,
      );
    }
    expect(sawNoRoll).toBe(true);
    expect(await noSideScroll(fx.panel)).toBe(true);
    // The step reads in names, not ids.
    const step = (await fx.panel.locator(tid('last-step')).textContent()) ?? '';
    expect(step).toMatch(/Grave Ghoul|Mara Voss/);
    expect(step).not.toMatch(/grave-ghoul|mara-voss|ghoul-claws|sword-swing/);
    await fx.panel.screenshot({ path: screenshotPath('side-panel-320.png'), fullPage: true });
    // One state: the overlay on the VTT page shows the round the panel resolved.
    const ov = await until(
      'the overlay to follow',
      () => overlay(fx.b, fx.page),
      (s) => (s?.round ?? '').startsWith('Round 2') && (s?.step ?? '').includes('Grave Ghoul'),
    );
    expect(ov!.step).toBe('Grave Ghoul: Focus + Frenzied\nGrave Ghoul recovers 5 Poise with Focus\nEnd of round 1');
  });

  it('offers a quick-added creature a small, editable hand: Focus and the monster cards', async () => {
    await openSetup();
    const chosen = () =>
      fx.panel
        .locator(`${tid('quick-actions')} option`)
        .evaluateAll((os) =>
          os.filter((o) => (o as HTMLOptionElement).selected).map((o) => (o as HTMLOptionElement).value),
        );
    const hand = await chosen();
    expect(hand[0]).toBe('focus');
    expect(hand).toContain('ghoul-claws');
    expect(hand).not.toContain('aimed-shot');
    await fx.panel.selectOption(tid('quick-actions'), ['focus', 'sword-swing']);
    expect(await chosen()).toEqual(['focus', 'sword-swing']);
  });

  it('binds every keyboard command on a fresh profile (none on a key the browser keeps)', async () => {
    const sw = await worker(fx.b);
    const commands = (await sw.evaluate(async () =>
      (await chrome.commands.getAll()).map((c) => [c.name, c.shortcut ?? '']),
    )) as [string, string][];
    expect(commands.map(([n]) => n).sort()).toEqual(expect.arrayContaining(['inject-overlay', 'start-timer']));
    for (const [name, shortcut] of commands.filter(([n]) => n !== '_execute_action'))
      expect(shortcut, name).not.toBe('');
  });

  it('runs a two-round fight with undo and a reload in between', { timeout: 90_000 }, async () => {
    // A fixed seed, and a troll that only Focuses: nobody goes down, both rounds can be planned.
    await resolver(fx.b, 'newEncounter', { seed: 3 });
    await fx.panel.reload();
    await fx.panel.waitForSelector(tid('popup'));
    await addCharacters(['mara-voss', 'moss-troll']);
    const planRound = async (round: number) => {
      // The rows are keyed by round and phase: plan only once the panel shows this round's planning.
      await fx.panel.waitForSelector(`${tid('round')}[data-round="${round}"][data-phase="plan"]`);
      for (const [id, action, stance, target] of [
        ['mara-voss', 'sword-swing', 'aggressive', 'moss-troll'],
        ['moss-troll', 'focus', 'hulking', ''],
      ] as const) {
        await openRow(id);
        await planCombatant(fx.panel, id, action, stance, target);
      }
      await fx.panel.click(tid('reveal'));
      await fx.panel.waitForSelector(`${tid('order')} li`);
      await fx.panel.click(tid('resolve-round'));
    };
    const log = () => stored(fx.b, 'encounter').then((e) => e?.session?.log?.length ?? 0);
    await planRound(1);
    await until(
      'round 1 to resolve',
      () => stored(fx.b, 'encounter'),
      (e) => e?.session?.state?.round === 2,
    );
    const steps = await log();
    // Undo the last step from the panel, then reload it: the state is the stored one.
    await fx.panel.click(tid('undo'));
    await until('the undo', log, (n) => n === steps - 1);
    await fx.panel.reload();
    await fx.panel.waitForSelector(tid('popup'));
    expect(await fx.panel.locator(tid('log-length')).textContent()).toBe(`${steps - 1} steps`);
    await fx.panel.click(tid('resolve-round'));
    await until(
      'round 1 again',
      () => stored(fx.b, 'encounter'),
      (e) => e?.session?.state?.round === 2,
    );
    await planRound(2);
    const end = await until(
      'round 2 to resolve',
      () => stored(fx.b, 'encounter'),
      (e) => e?.session?.state?.round === 3 || e?.session?.state?.ended,
    );
    expect(end.session.log.filter((a: any) => a.type === 'reveal')).toHaveLength(2);
    expect(await noSideScroll(fx.panel)).toBe(true);
  });

  it('shows no clipped controls at 320, 420 and 760 px (screenshots looked at)', { timeout: 60_000 }, async () => {
    for (const width of [320, 420, 760]) {
      for (const page of ['sidepanel', 'popup'] as const) {
        const p = await openExtensionPage(fx.b, page, { width, height: 900 });
        if (page === 'sidepanel' || width < 760) expect(await noSideScroll(p), `${page} at ${width}`).toBe(true);
        // Every button and select is inside the viewport horizontally.
        expect(await clippedControls(p), `${page} at ${width}`).toEqual([]);
        await p.screenshot({ path: screenshotPath(`${page}-${width}.png`), fullPage: true });
        await p.close();
      }
      // The overlay on a page of that width (this origin has no remembered layout): whole.
      const vttPage = await fx.b.context.newPage();
      await vttPage.setViewportSize({ width, height: 800 });
      await vttPage.goto(fx.srv.url(`plain.html?w=${width}`));
      await injectOverlay(fx.b, vttPage);
      const rects = await overlayRects(fx.b, vttPage);
      const outside = Object.entries(rects)
        .filter(([, r]) => r.width > 0 && (r.x < -0.5 || r.x + r.width > width + 0.5))
        .map(([k]) => k);
      expect(outside, `overlay at ${width}`).toEqual([]);
      await vttPage.screenshot({ path: screenshotPath(`overlay-${width}.png`) });
      await vttPage.close();
    }
  });
});
