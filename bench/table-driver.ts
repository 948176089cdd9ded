/// <reference lib="dom" />
// Plays a fight of any system on the side panel's system-agnostic table, generically: it knows no
// rule and no system, only the panel's move buttons (`moves-now`, drawn from the engine's
// MovesView), their typed-in numbers, Undo and the round shown. Used by bench:extension for
//   click_ms_<system>   click → repaint (the step count or an error drawn, then a frame painted),
//                       through moves of every kind the panel offers (least played kind first)
//                       and undo, in the 8-combatant fight the panel starts;
//   clicks per round    the clicks a GM needs for one typical 4 v 4 round: the first offered
//                       move each time, with its default picks (a typed total where one is asked).
import type { Page } from 'playwright-core';

const tid = (id: string) => `[data-testid="${id}"]`;
/** What the driver types where a move asks for a number with no default (a total from the table's dice). */
const TYPED_TOTAL = '10';

export interface TableRun {
  readonly system: string;
  /** Click → repaint, ms, one per timed click. */
  readonly clickMs: number[];
  /** Move kinds played (the part of a move id before ':'), with how often. */
  readonly kinds: Record<string, number>;
  /** Clicks for the first full round played with the first offered move each time. */
  readonly roundClicks: number | null;
  /** Numbers typed during that round. */
  readonly roundTyped: number;
}

/** Clicks `sel` and resolves with the ms until the step count changes or an error is drawn, and a frame is painted. */
async function clickToPaint(panel: Page, sel: string): Promise<number> {
  await panel.evaluate('globalThis.__name ??= (f) => f');
  return panel.evaluate(
    ([s, steps]) =>
      new Promise<number>((resolve) => {
        const alerts = () => document.querySelectorAll('[data-testid="table-panel"] [role="alert"]').length;
        const before = document.querySelector(steps)?.textContent;
        const alertsBefore = alerts();
        const done = () => document.querySelector(steps)?.textContent !== before || alerts() > alertsBefore;
        const t0 = performance.now();
        const obs = new MutationObserver(() => {
          if (!done()) return;
          obs.disconnect();
          clearTimeout(late);
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        const late = setTimeout(() => (obs.disconnect(), resolve(Number.NaN)), 5_000);
        obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        (document.querySelector(s) as HTMLElement).click();
      }),
    [sel, tid('table-steps')] as const,
  );
}

async function openSystems(panel: Page): Promise<void> {
  const details = panel.locator(tid('other-systems'));
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await panel.click(`${tid('other-systems')} summary`);
  await panel.waitForSelector(
    `${tid('other-systems')} button[data-testid^="start-"], ${tid('other-systems')} button[data-testid^="setup-"]`,
  );
}

/**
 * Starts an 8-combatant fight: the system's sample 4 v 4 when it has one, else set up from its
 * catalog cards like a GM: four characters, and four copies of the first monster.
 */
/** Closes the fight shown (a DOM click: the button is gone the moment it works, which Playwright's click may take for a miss). */
async function close(panel: Page): Promise<void> {
  await panel.evaluate((sel) => (document.querySelector(sel) as HTMLElement | null)?.click(), tid('table-close'));
  await panel.waitForSelector(tid('table-panel'), { state: 'detached' });
}

async function start(panel: Page, system: string): Promise<void> {
  if ((await panel.locator(tid('table-panel')).count()) > 0) await close(panel);
  await openSystems(panel);
  if (await panel.locator(tid(`start-${system}`)).count()) {
    await panel.click(tid(`start-${system}`));
  } else {
    await panel.click(tid(`setup-${system}`));
    await panel.waitForSelector(tid('table-card-select'));
    const cards = await panel
      .locator(`${tid('table-card-select')} option`)
      .evaluateAll((os) => os.map((o) => ({ id: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    const characters = cards.filter((c) => c.text.endsWith('(character)')).slice(0, 4);
    const monster = cards.find((c) => c.text.endsWith('(monster)')) ?? cards[cards.length - 1]!;
    const add = async (id: string, copies: number) => {
      await panel.selectOption(tid('table-card-select'), id);
      await panel.fill(tid('table-card-copies'), String(copies));
      await panel.click(tid('table-add-card'));
    };
    for (const [i, c] of characters.entries()) await add(c.id, i === characters.length - 1 ? 4 - i : 1);
    await add(monster.id, 4);
    await panel.click(tid('table-start'));
  }
  await panel.waitForSelector(`${tid('table-panel')}[data-system="${system}"]`);
}

/**
 * The move buttons the panel offers now (ids without the `move-` prefix): its "Now" list, or when
 * that is empty (no common move open, e.g. a crossbow to reload) its "More moves", opened.
 */
async function offered(panel: Page): Promise<string[]> {
  const ids = (sel: string) =>
    panel
      .locator(`${sel} button[data-testid^="move-"]`)
      .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid')!.slice('move-'.length)));
  const now = await ids(tid('moves-now'));
  if (now.length || !(await panel.locator(tid('moves-more')).count())) return now;
  await panel.locator(tid('moves-more')).evaluate((d) => ((d as HTMLDetailsElement).open = true));
  return ids(tid('moves-more'));
}

/** Types a total into each empty number a move asks for; returns how many. */
async function fillNumbers(panel: Page, move: string): Promise<number> {
  const empty = panel.locator(`${tid(`move-row-${move}`)} input[type="number"]`);
  let typed = 0;
  for (let i = 0; i < (await empty.count()); i++) {
    const input = empty.nth(i);
    if ((await input.inputValue()) === '') {
      await input.fill(TYPED_TOTAL);
      typed++;
    }
  }
  return typed;
}

const round = async (panel: Page) => Number(await panel.locator(tid('table-panel')).getAttribute('data-round'));
const kindOf = (move: string) => move.split(':')[0]!;

/** Systems the side panel can start a fight of (its "Other systems" buttons). */
export async function tableSystems(panel: Page): Promise<string[]> {
  await openSystems(panel);
  const ids = await panel
    .locator(
      `${tid('other-systems')} button[data-testid^="start-"], ${tid('other-systems')} button[data-testid^="setup-"]`,
    )
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid')!.replace(/^(start|setup)-/, '')));
  return [...new Set(ids)];
}

export async function driveTable(panel: Page, system: string, timedClicks = 40): Promise<TableRun> {
  // One typical round: the first offered move each time, from the first full round on.
  await start(panel, system);
  let roundClicks: number | null = null;
  let roundTyped = 0;
  const first = await round(panel);
  let clicks = 0;
  let typed = 0;
  // The first round may be a short surprise round or set-up: the next one is counted whole.
  let from: { clicks: number; typed: number } | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const moves = await offered(panel);
    if (!moves.length) break;
    typed += await fillNumbers(panel, moves[0]!);
    await clickToPaint(panel, tid(`move-${moves[0]}`));
    clicks++;
    const r = await round(panel);
    if (r === first + 1 && !from) from = { clicks, typed };
    if (r >= first + 2 && from) {
      roundClicks = clicks - from.clicks;
      roundTyped = typed - from.typed;
      break;
    }
  }

  // Timed clicks: moves of every kind (the least played kind offered now first), and undo.
  await start(panel, system);
  const clickMs: number[] = [];
  const kinds: Record<string, number> = {};
  const refused = new Set<string>();
  while (clickMs.length < timedClicks) {
    const moves = (await offered(panel)).filter((m) => !refused.has(m));
    if (!moves.length || (await panel.locator(tid('table-panel')).getAttribute('data-phase')) === 'ended') {
      await start(panel, system);
      continue;
    }
    if (clickMs.length % 8 === 7 && (await panel.locator(`${tid('table-undo')}:not([disabled])`).count())) {
      clickMs.push(await clickToPaint(panel, tid('table-undo')));
      kinds.undo = (kinds.undo ?? 0) + 1;
      continue;
    }
    const move = [...moves].sort((a, b) => (kinds[kindOf(a)] ?? 0) - (kinds[kindOf(b)] ?? 0))[0]!;
    await fillNumbers(panel, move);
    const steps = await panel.locator(tid('table-steps')).textContent();
    const ms = await clickToPaint(panel, tid(`move-${move}`));
    if ((await panel.locator(tid('table-steps')).textContent()) === steps) refused.add(move);
    else refused.clear();
    if (Number.isFinite(ms)) clickMs.push(ms);
    kinds[kindOf(move)] = (kinds[kindOf(move)] ?? 0) + 1;
  }
  await close(panel);
  return { system, clickMs, kinds, roundClicks, roundTyped };
}
