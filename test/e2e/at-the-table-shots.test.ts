/// <reference lib="dom" />
/// <reference types="chrome" />
// The at-the-table guides' screenshots (docs/at-the-table/<system>.md), taken from the built
// extension with real clicks: for each of the five systems the side panel sets a fight up, starts
// it and plays its first moves. The test always checks the panel shows that fight; it writes the
// guides' images (docs/at-the-table/img/<system>-*.png) only with FRAY_DOC_SHOTS=1, so an
// ordinary run leaves the docs alone (its pictures go to test-results/screenshots/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, planCombatant, screenshotPath, stored, until } from './harness.js';
import { noSideScroll, tid, useSidePanel } from './table-harness.js';

const sp = useSidePanel();

const DOCS = join(ROOT, 'docs/at-the-table/img');

async function shot(name: string): Promise<void> {
  let path = screenshotPath(`at-the-table-${name}.png`);
  if (process.env.FRAY_DOC_SHOTS === '1') {
    mkdirSync(DOCS, { recursive: true });
    path = join(DOCS, `${name}.png`);
  }
  await sp.panel.screenshot({ path, fullPage: true });
}

async function openOtherSystems(): Promise<void> {
  const others = sp.panel.locator(tid('other-systems'));
  if (!(await others.evaluate((d) => (d as HTMLDetailsElement).open)))
    await sp.panel.click(`${tid('other-systems')} summary`);
}

const draftSize = async (): Promise<number> =>
  ((await stored(sp.b, 'tableDraft'))?.doc.combatants ?? []).length as number;

/** Adds the first catalog card of `role` (its default side), `copies` of it, with real clicks. */
async function addFirst(role: 'character' | 'monster', copies: number): Promise<void> {
  const value = await sp.panel
    .locator(`${tid('table-card-select')} option`)
    .evaluateAll((os, r) => os.find((o) => o.textContent?.endsWith(`(${r})`))?.getAttribute('value') ?? '', role);
  expect(value, `a ${role} card in the catalog`).not.toBe('');
  const before = await draftSize();
  await sp.panel.selectOption(tid('table-card-select'), value);
  await sp.panel.fill(tid('table-card-copies'), String(copies));
  await sp.panel.click(tid('table-add-card'));
  await until(`${value} added`, draftSize, (n) => n === before + copies, 5_000);
}

const TABLE_SYSTEMS = ['faction-turns', 'declared-initiative', 'team-turns', 'initiative-cards'] as const;

describe('the at-the-table guides, shown by the side panel', () => {
  for (const system of TABLE_SYSTEMS)
    it(`${system}: sets the fight up from the catalog, starts it and plays its first moves`, {
      timeout: 120_000,
    }, async () => {
      if (await sp.panel.locator(tid('table-close')).count()) {
        await sp.panel.click(tid('table-close'));
        await sp.panel.waitForSelector(tid('table-panel'), { state: 'detached' });
      }
      await openOtherSystems();
      await sp.panel.click(tid(`setup-${system}`));
      await sp.panel.waitForSelector(`${tid('table-setup')}[data-system="${system}"]`);
      await addFirst('character', 1);
      await addFirst('monster', 2);
      expect(await noSideScroll(sp.panel), 'the setup at 320 px').toBe(true);
      await shot(`${system}-setup`);
      await sp.panel.click(tid('table-start'));
      await sp.panel.waitForSelector(`${tid('table-panel')}[data-system="${system}"]`);
      await shot(`${system}-start`);
      for (let i = 0; i < 3; i++) {
        const move = sp.panel.locator(`${tid('moves-now')} button[data-testid^="move-"]`).first();
        await sp.play(move, `${system} move ${i + 1}`);
      }
      const fight = await stored(sp.b, 'table');
      expect(fight.doc.system ?? system).toBe(system);
      expect(fight.session.log.length).toBeGreaterThanOrEqual(3);
      await sp.panel.waitForSelector(`${tid('table-panel')}[data-system="${system}"]`);
      expect(await noSideScroll(sp.panel)).toBe(true);
      await sp.panel.click(`${tid('table-log')} summary`);
      await sp.panel.waitForSelector(`${tid('table-log')} [data-testid^="table-log-round-"]`, { timeout: 5_000 });
      await shot(`${system}-round`);
      await sp.panel.click(tid('table-close'));
      await sp.panel.waitForSelector(tid('table-panel'), { state: 'detached' });
    });

  it('WitchHammer: sets up the encounter, plans both sides, reveals and resolves the round', {
    timeout: 120_000,
  }, async () => {
    // The other systems' list stays open from the fights before: closed, as a GM would find it.
    if (await sp.panel.locator(tid('other-systems')).evaluate((d) => (d as HTMLDetailsElement).open))
      await sp.panel.click(`${tid('other-systems')} summary`);
    await sp.panel.click(tid('new-encounter'));
    for (const id of ['mara-voss', 'grave-ghoul']) {
      if ((await sp.panel.locator(tid('setup-panel')).getAttribute('open')) === null)
        await sp.panel.click(`${tid('setup-panel')} > summary`);
      await sp.panel.selectOption(tid('add-character-select'), id);
      await sp.panel.click(tid('add-character'));
      await sp.panel.waitForSelector(tid(`combatant-${id}`));
    }
    await shot('witchhammer-setup');
    for (const [id, action, stance, target] of [
      ['mara-voss', 'sword-swing', 'aggressive', 'grave-ghoul'],
      ['grave-ghoul', 'ghoul-claws', 'frenzied', 'mara-voss'],
    ] as const) {
      await sp.panel.click(tid(`toggle-${id}`));
      await planCombatant(sp.panel, id, action, stance, target);
    }
    await shot('witchhammer-planned');
    await sp.panel.click(tid('reveal'));
    await sp.panel.waitForSelector(`${tid('order')} li`);
    for (let i = 0; i < 2; i++) {
      const before = await sp.panel.locator(tid('log-length')).textContent();
      if (await sp.panel.locator(tid('d20-input')).count()) await sp.panel.fill(tid('d20-input'), '14');
      await sp.panel.click(tid('resolve-next'));
      await until(
        'the step in the panel',
        () => sp.panel.locator(tid('log-length')).textContent(),
        (t) => t !== before,
      );
    }
    const step = (await sp.panel.locator(tid('last-step')).textContent()) ?? '';
    expect(step).toMatch(/Grave Ghoul|Mara Voss/);
    expect(await noSideScroll(sp.panel)).toBe(true);
    await shot('witchhammer-round');
  });
});
