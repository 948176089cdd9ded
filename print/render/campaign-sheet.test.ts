// A built character's card, deck and sheet: the derived numbers, a golden of the sheet's text
// runs and an image snapshot (test/snapshots/sheet-mara-voss.png); `-u` rewrites both.
import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resvgFontOptions, resvgFonts, withResvgFamilies } from '../pdf/font-files.js';
import { loadCatalog } from '../../catalog/load-catalog.js';
import { loadRenderAssets } from './assets.js';
import { renderCardHtml, renderSheetSvg } from './render-card.js';
import { expectImageSnapshot } from '../../test/snapshots/image-snapshot.js';
import { characterCatalog } from '../../campaign/character-catalog.js';
import { characterFile } from '../../campaign/character-schema.js';
import type { CharacterCatalog } from '../../campaign/check-character.js';
import { derive } from '../../campaign/derive.js';
import { MIN_TEXT_PT } from '../preflight/geometry-checks.js';

let cat: CharacterCatalog;
let tables: unknown;
beforeAll(async () => {
  const loaded = await loadCatalog(new URL('../../cards', import.meta.url).pathname);
  const c = characterCatalog(loaded);
  if ('missing' in c) throw new Error(c.missing);
  cat = c;
  tables = loaded.tables.witchhammer;
});
const mara = (more = '') =>
  characterFile.parse(
    parse(readFileSync(new URL('../../campaign/sample/characters/mara-voss.yaml', import.meta.url), 'utf8') + more),
  );

describe('a built character at the table', () => {
  it("its card: attributes plus the mail's defense, trait ranks as +2 skills; its deck: focus, techniques, stances", () => {
    const d = derive(mara(), cat);
    expect(d.card).toMatchObject({
      id: 'campaign-mara-voss',
      attack: 2,
      defense: 3,
      init: 1,
      poise: 30,
      health: 14,
      skills: { con: 2, intimidation: 2 },
      move_penalty: 1,
    });
    expect(d.card.actions).toEqual([
      'focus',
      'sword-swing',
      'shield-bash',
      'fall-back',
      'lunge',
      'overhead-cleave',
      'desperate-strike',
    ]);
    expect(d.daily).toEqual([]);
  });

  it('holds the daily-use card of every tier reached, and only those', () => {
    const d = derive(mara('achievements: { blooded: 10, lucky: 2, revenge: 1 }\n'), cat);
    expect(d.daily).toEqual(['first-blood', 'blood-on-the-blade', 'lucky-break', 'settle-the-score']);
    expect(d.card.actions.slice(-4)).toEqual(['first-blood', 'blood-on-the-blade', 'lucky-break', 'settle-the-score']);
    expect(d.sheet.techniques.filter((x) => x.daily).map((x) => x.name)).toEqual([
      'First Blood',
      'Blood on the Blade',
      'Lucky Break',
      'Settle the Score',
    ]);
  });

  it("its card's icon: its own, else the emblem of the school it has most levels in; with neither, no empty disc", async () => {
    const { icon: own, ...noIcon } = mara();
    expect(derive(mara(), cat).card.icon).toBe(own);
    const [school] = Object.entries(noIcon.schools).sort((a, b) => b[1] - a[1])[0]!;
    const emblem = cat.campaign.schools.find((x) => x.id === school)?.icon;
    expect(emblem).toBeTruthy();
    expect(derive(noIcon, cat).card.icon).toBe(emblem);

    const bare: CharacterCatalog = {
      ...cat,
      campaign: { ...cat.campaign, schools: cat.campaign.schools.map(({ icon: _, ...x }) => x) },
    };
    const plain = derive(noIcon, bare).card;
    expect(plain.icon).toBeUndefined();
    const ctx = { assets: await loadRenderAssets(), tables, system: 'witchhammer', bleedMm: 3, cardsById: cat.cards };
    // The medallion is the card's only round box (border-radius 50%); its icon an <img>.
    const discs = (html: string) => html.match(/border-radius:\s*50%/g)?.length ?? 0;
    const withIcon = await renderCardHtml(derive(noIcon, cat).card, ctx);
    expect(discs(withIcon)).toBe(1);
    expect(withIcon).toMatch(/<img\b/);
    expect(discs(await renderCardHtml(plain, ctx))).toBe(0);
  }, 60_000);

  it('after a full rest the sheet counts no wounds, whatever count the last fight stored', () => {
    expect(derive(mara('health: 14\nwounds: 9\n'), cat).sheet.wounds).toBe(0);
    expect(derive(mara('health: 9\nwounds: 2\n'), cat).sheet.wounds).toBe(5);
  });

  it('its sheet: the golden text runs, and an image within the snapshot tolerance', async () => {
    const d = derive(mara('achievements: { blooded: 3, battle-tested: 1 }\nhealth: 9\n'), cat);
    const assets = await loadRenderAssets();
    const r = await renderSheetSvg(d.sheet, {
      assets,
      tables,
      system: 'witchhammer',
      bleedMm: 3,
      cardsById: cat.cards,
    });
    const runs = `${[...r.svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
      .map((m) => m[1]!.trim())
      .filter(Boolean)
      .join('\n')}\n`;
    await expect(runs).toMatchFileSnapshot('../../test/golden/sheet-mara-voss.txt');
    expect(runs.split('\n').join(' ')).toContain('First Blood USED TODAY');
    // the tracks a player marks: Poise boxes numbered to 30, Health in ten penalty groups, the penalty now
    expect(runs).toMatch(/\n30\n/);
    expect(runs.split('\n').filter((r) => r.startsWith('\u2212')).length).toBeGreaterThanOrEqual(11); // −1 … −10 and the penalty now
    expect(runs.split('\n').join(' ')).toContain('Penalty now');
    // no run under the preflight floor (px at 96 dpi: 0.75 pt each), the grey Poise numbers included
    const sizes = [...r.svg.matchAll(/<text\b[^>]*\bfont-size="([\d.]+)"/g)].map((m) => Number(m[1]) * 0.75);
    expect(sizes.length).toBeGreaterThan(100);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_TEXT_PT);
    const fonts = resvgFonts(
      assets.fonts.map((f) => ({ family: f.name, weight: f.weight, style: f.style, data: f.data })),
    );
    const png = new Resvg(withResvgFamilies(r.svg, fonts), {
      font: resvgFontOptions(fonts),
      fitTo: { mode: 'zoom', value: 0.5 },
      background: 'white',
      logLevel: 'off',
    })
      .render()
      .asPng();
    expectImageSnapshot(png, fileURLToPath(new URL('../../test/snapshots/sheet-mara-voss.png', import.meta.url)));
  }, 60_000);
});
