/// <reference lib="dom" />
/// <reference types="chrome" />
// Setting a team-turns fight up in the side panel from the catalog with real clicks: two
// characters, three numbered copies of a monster, a quick-added creature with the system's own
// fields and an option; then a few moves, an undo, saving the encounter, closing and loading it
// back, a reload, the log with names, and the export that `fray resolve --json` replays exactly.
// Screenshots at 320 and 420 px.
import { describe, expect, it } from 'vitest';
import { screenshotPath, stored, until } from './harness.js';
import { noSideScroll, tid, useSidePanel } from './table-harness.js';
import { expectExportReplays } from './table-export.js';
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import { SYSTEMS } from '../../engine/systems/index.js';

const sp = useSidePanel();

const SYSTEM = 'team-turns';

/** The draft's combatants as the store holds them: [id, name, side key's value]. */
async function roster(): Promise<string[][]> {
  const d = await stored(sp.b, 'tableDraft');
  return (d?.doc.combatants ?? []).map((c: Record<string, string>) => [c.id, c.name, c.team]);
}

/** Adds a catalog card with real clicks: pick it, type the copies, click Add, wait for the store. */
async function addCard(card: string, copies: number): Promise<void> {
  const before = (await roster()).length;
  await sp.panel.selectOption(tid('table-card-select'), card);
  await sp.panel.fill(tid('table-card-copies'), String(copies));
  await sp.panel.click(tid('table-add-card'));
  await until(`${card} added`, roster, (r) => r.length === before + copies, 5_000);
}

describe('a table fight set up from the catalog, saved, loaded and exported', () => {
  it('builds a 3 v 4 team-turns fight from cards and quick-add, plays, saves, loads and exports it', {
    timeout: 120_000,
  }, async () => {
    await sp.panel.click(`${tid('other-systems')} summary`);
    await sp.panel.click(tid(`setup-${SYSTEM}`));
    await sp.panel.waitForSelector(`${tid('table-setup')}[data-system="${SYSTEM}"]`);

    await addCard('boudica', 1);
    await addCard('roland', 1);
    await addCard('goblin', 3);
    // Quick-add with the system's own fields (Endurance, Health...), not another system's.
    expect(
      await sp.panel
        .locator(`${tid('table-quick')} input[data-testid^="table-quick-"]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))),
    ).toEqual(
      expect.arrayContaining(['table-quick-name', 'table-quick-side', 'table-quick-endurance', 'table-quick-health']),
    );
    await sp.panel.fill(tid('table-quick-name'), 'Goblin Boss');
    await sp.panel.fill(tid('table-quick-side'), 'goblins');
    await sp.panel.fill(tid('table-quick-endurance'), '14');
    await sp.panel.fill(tid('table-quick-health'), '12');
    await sp.panel.click(tid('table-quick-add'));
    await until('the quick-add', roster, (r) => r.length === 6, 5_000);
    expect(await roster()).toEqual([
      ['boudica', 'Boudica', 'players'],
      ['roland', 'Roland', 'players'],
      ['goblin-1', 'Goblin 1', 'goblins'],
      ['goblin-2', 'Goblin 2', 'goblins'],
      ['goblin-3', 'Goblin 3', 'goblins'],
      ['goblin-boss', 'Goblin Boss', 'goblins'],
    ]);
    // A bad number is refused with the field named, and nothing is added.
    await sp.panel.fill(tid('table-quick-name'), 'Ghost');
    await sp.panel.fill(tid('table-quick-health'), '0');
    await sp.panel.click(tid('table-quick-add'));
    await sp.panel.waitForSelector(`${tid('error')}[data-code="setup/bad-stats"]`);
    expect(await sp.panel.locator(tid('error')).textContent()).toMatch(/health/i);
    expect((await roster()).length).toBe(6);
    // Take one back out.
    await sp.panel.click(tid('table-remove-goblin-3'));
    await until('the removal', roster, (r) => r.length === 5, 5_000);
    await sp.panel.screenshot({ path: screenshotPath('table-setup-team-turns-320.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);

    await sp.panel.click(tid('table-start'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-system="${SYSTEM}"]`);
    const fight = await stored(sp.b, 'table');
    expect(fight.doc.combatants.map((c: { id: string }) => c.id)).toEqual([
      'boudica',
      'roland',
      'goblin-1',
      'goblin-2',
      'goblin-boss',
    ]);

    // A few of the moves on offer now, then an undo.
    for (let i = 0; i < 4; i++)
      await sp.play(sp.panel.locator(`${tid('moves-now')} button[data-testid^="move-"]`).first());
    const n = (await stored(sp.b, 'table')).session.log.length;
    await sp.panel.click(tid('table-undo'));
    await until(
      'the undo',
      () => stored(sp.b, 'table'),
      (t) => t.session.log.length === n - 1,
      5_000,
    );

    // The log names everyone.
    await sp.panel.click(`${tid('table-log')} summary`);
    // The log is drawn once opened (React renders after the toggle event): wait for it.
    await sp.panel.waitForSelector(`${tid('table-log')} [data-testid^="table-log-round-"]`, { timeout: 5_000 });
    const log = (await sp.panel.locator(tid('table-log')).textContent()) ?? '';
    expect(log).toMatch(/Boudica|Roland|Goblin/);
    for (const id of ['boudica', 'roland', 'goblin-1', 'goblin-boss'])
      expect(log, id).not.toMatch(new RegExp(`(?<![\\w-])${id}(?![\\w-])`));

    // Saved, closed, loaded: the same fight, where it was.
    const before = await stored(sp.b, 'table');
    await sp.panel.fill(tid('table-encounter-name'), 'Goblin ambush');
    await sp.panel.click(tid('table-save'));
    await until(
      'the save',
      () => stored(sp.b, 'tableEncounters'),
      (all) => Boolean(all?.['Goblin ambush']),
      5_000,
    );
    await sp.panel.click(tid('table-close'));
    await sp.panel.waitForSelector(tid('other-systems'));
    // The systems stay open where the GM left them.
    if (!(await sp.panel.locator(tid('other-systems')).evaluate((e) => (e as HTMLDetailsElement).open)))
      await sp.panel.click(`${tid('other-systems')} summary`);
    await sp.panel.waitForSelector(`${tid('table-load-select')} option[value="Goblin ambush"]`, { state: 'attached' });
    await sp.panel.selectOption(tid('table-load-select'), 'Goblin ambush');
    await sp.panel.click(tid('table-load'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-system="${SYSTEM}"]`);
    const after = await stored(sp.b, 'table');
    expect(after.session.log).toEqual(before.session.log);
    expect(after.session.state).toEqual(before.session.state);

    // A reload keeps it.
    await sp.panel.reload();
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-system="${SYSTEM}"]`);
    await sp.panel.screenshot({ path: screenshotPath('table-fight-team-turns-320.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);

    // The export replays to exactly what the panel holds.
    const yaml = await expectExportReplays(sp.b, sp.panel);
    expect(yaml).toMatch(/\nactions:\n {2}- \{ type: /);
    await sp.panel.setViewportSize({ width: 420, height: 900 });
    await sp.panel.screenshot({ path: screenshotPath('table-fight-team-turns-420.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);
  });

  it("offers each system's own options in the setup form, and a faction-turns fight with the declaration limit shows its timer", {
    timeout: 120_000,
  }, async () => {
    // Back to the systems from the fight the first test left open.
    if (await sp.panel.locator(tid('table-close')).count()) await sp.panel.click(tid('table-close'));
    await sp.panel.waitForSelector(tid('other-systems'));
    if (!(await sp.panel.locator(tid('other-systems')).evaluate((e) => (e as HTMLDetailsElement).open)))
      await sp.panel.click(`${tid('other-systems')} summary`);
    const withOptions = Object.entries(SYSTEMS).filter(([, m]) => m.table?.options.length);
    expect(withOptions.map(([id]) => id)).toEqual(
      expect.arrayContaining(['declared-initiative', 'team-turns', 'faction-turns', 'initiative-cards']),
    );
    for (const [id, m] of withOptions) {
      await sp.panel.click(tid(`setup-${id}`));
      await sp.panel.waitForSelector(`${tid('table-setup')}[data-system="${id}"]`);
      const shown = await sp.panel
        .locator(`${tid('table-options')} [data-testid^="table-option-"]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(shown, id).toEqual(m.table!.options.map((f) => `table-option-${f.key.replace(/\./g, '-')}`));
      await sp.panel.click(tid('table-discard'));
      await sp.panel.waitForSelector(tid(`setup-${id}`));
    }

    // faction-turns with the players' side and the declaration limit switched on in the form.
    await sp.panel.click(tid('setup-faction-turns'));
    await sp.panel.waitForSelector(`${tid('table-setup')}[data-system="faction-turns"]`);
    const count = async () => ((await stored(sp.b, 'tableDraft'))?.doc.combatants ?? []).length as number;
    for (const [card, copies] of [
      ['balthasar', 1],
      ['sybilla', 1],
      ['bandit', 2],
    ] as const) {
      const before = await count();
      await sp.panel.selectOption(tid('table-card-select'), card);
      await sp.panel.fill(tid('table-card-copies'), String(copies));
      await sp.panel.click(tid('table-add-card'));
      await until(`${card} added`, count, (n) => n === before + copies, 5_000);
    }
    await sp.panel.fill(tid('table-option-initiative'), 'players');
    await sp.panel.fill(tid('table-option-players'), 'players');
    await sp.panel.click(tid('table-option-options-declaration_limit'));
    await until(
      'the options',
      () => stored(sp.b, 'tableDraft'),
      (d) =>
        d?.doc.options?.declaration_limit === true && d?.doc.players === 'players' && d?.doc.initiative === 'players',
      5_000,
    );
    await sp.panel.click(tid('table-start'));
    await sp.panel.waitForSelector(`${tid('table-panel')}[data-system="faction-turns"]`);
    expect((await stored(sp.b, 'table')).doc).toMatchObject({
      players: 'players',
      options: { declaration_limit: true },
    });
    // No timer between rounds; once the players' side is to declare, the rules' limit from the tables.
    expect(await sp.panel.locator(tid('table-timer')).count()).toBe(0);
    await sp.play(sp.panel.locator(tid('move-start-round')));
    const seconds = (
      (await loadCatalog(bundledCatalogDir())).tables['faction-turns'] as { declaration_limit: { seconds: number } }
    ).declaration_limit.seconds;
    await sp.panel.waitForSelector(`${tid('table-timer')}[data-seconds="${seconds}"]`);
    expect(await sp.panel.locator(tid('table-timer')).textContent()).toContain('players declare');
    // Started from the panel: the shared timer runs (the header's countdown, the one the overlay shows).
    await sp.panel.click(tid('table-timer-start'));
    const timer = await until(
      'the timer',
      () => stored(sp.b, 'timer'),
      (t) => typeof t?.deadline === 'number' && t.tableSteps !== undefined,
      5_000,
    );
    expect(timer.durationMs).toBe(seconds * 1000);
    await sp.panel.waitForSelector(tid('popup-timer'));
    // Counting down from the rules' limit, never from more.
    expect(Number((await sp.panel.locator(tid('popup-timer')).textContent())!.replace(/s$/, ''))).toBeLessThanOrEqual(
      seconds,
    );
    await sp.panel.screenshot({ path: screenshotPath('table-timer-faction-turns-320.png'), fullPage: true });
    expect(await noSideScroll(sp.panel)).toBe(true);
  });
});
