// Copy editing of the printed text, read back from the rendered pages (the SVG's text runs):
// one title for every system's reference, a TN offset said in words, no build notes printed,
// a built character's type line in a player's words, and no card text that restates a trait
// its stat block already prints.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { characterCatalog } from '../../campaign/character-catalog.js';
import { characterFile } from '../../campaign/character-schema.js';
import { derive } from '../../campaign/derive.js';
import { bundledCatalogDir, loadCatalog } from '../../catalog/load-catalog.js';
import { statBlock } from '../../templates/stat-block.js';
import { renderCardSvg, renderReferencePagesSvg } from './render-card.js';
import { useBundled } from './test-kit.js';

const kit = useBundled();

/** The page's words in reading order, no-break spaces as spaces. */
const printed = (svg: string): string =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1]!)
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/[\s\u00a0]+/g, ' ');

/** The word a trait and a sentence share: "Unsurprisable" and "surprised" both have "surpris". */
const stems = (label: string): string[] =>
  label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4)
    .map((w) =>
      w
        .replace(/^un/, '')
        .replace(/(able|ible|ed|es|s)$/, '')
        .slice(0, 6),
    );

/** Traits a card's text restates ("Immune to fear" over "Immune to fear, so never…"). */
const restated = (traits: readonly string[], text: string): string[] =>
  traits.filter((t) => stems(t).some((s) => text.toLowerCase().includes(s)));

describe('printed copy', () => {
  it('every reference: one title, the TN offset in words, no build note', async () => {
    const titles = new Set<string>();
    for (const s of kit.systems) {
      const text = (await renderReferencePagesSvg(s.system, s.ctx)).map((p) => printed(p.svg)).join(' ');
      const title = /—\s*(\w+ reference)/i.exec(text)?.[1]?.toLowerCase();
      expect(title, `${s.system}: its reference's title`).toBeDefined();
      titles.add(title!);
      // "TN −10" reads as a target number of minus ten.
      expect(text, s.system).not.toMatch(/\bTN\s*[\u2212-]\s*\d/);
      expect(text, s.system).not.toMatch(/comes from the system|system's tables/i);
    }
    expect(kit.systems.length).toBe(5);
    expect([...titles]).toEqual(['quick reference']);
  }, 120_000);

  it("a built character's type line names its kind and main school, not the tool's word for it", async () => {
    const loaded = await loadCatalog(bundledCatalogDir());
    const cat = characterCatalog(loaded);
    if ('missing' in cat) throw new Error(cat.missing);
    const wh = kit.systems.find((s) => s.system === 'witchhammer')!;
    const file = characterFile.parse(
      parse(readFileSync(new URL('../../campaign/sample/characters/mara-voss.yaml', import.meta.url), 'utf8')),
    );
    const d = derive(file, cat);
    const school = cat.campaign.schools.find((s) => s.id === 'iron-vigil')!;
    expect(Object.keys(file.schools)).toContain(school.id);
    const text = printed((await renderCardSvg(d.card, { ...wh.ctx, cardsById: cat.cards })).svg).toLowerCase();
    expect(text).toContain(`player character · ${school.name.toLowerCase()}`);
    expect(text).not.toContain('campaign');
  }, 60_000);

  it('no card text restates a trait its stat block prints', () => {
    const repeats = kit.systems.flatMap((s) =>
      s.cards.flatMap((c) => {
        if (c.type !== 'combatant' || !c.text) return [];
        const r = restated(statBlock(c.stats).traits, c.text);
        return r.length ? [`${s.system}/${c.id}: ${r.join(', ')} / ${c.text}`] : [];
      }),
    );
    expect(repeats).toEqual([]);
  });

  it('catches the restatements it is for, and not a trait the text only builds on', () => {
    expect(restated(['Immune to fear'], 'Immune to fear, so never checks its morale.')).toEqual(['Immune to fear']);
    expect(restated(['Unsurprisable'], 'Danger sense. She cannot be surprised.')).toEqual(['Unsurprisable']);
    expect(restated(['Unsurprisable'], 'Danger sense.')).toEqual([]);
  });
});
