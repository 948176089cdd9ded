// The quick reference reads its numbers from system.yaml: change a table, the page follows.
import { readFileSync } from 'node:fs';
import { compileReference } from '../reference-template.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadRenderAssets } from '../../../print/render/assets.js';
import { renderReferencePagesSvg } from '../../../print/render/render-card.js';
import { system } from '../../../engine/systems/faction-turns/index.js';

const ROOT = new URL('../../../', import.meta.url);
const render = (tables: unknown) =>
  compileReference('faction-turns', { strict: true })({
    system: { id: 'faction-turns', name: 'Faction Turns' }, tables, cards: [], characters: [], attribution: 'attribution line',
  });
const tables = () => system.tablesSchema.parse(parse(readFileSync(new URL('cards/faction-turns/system.yaml', ROOT), 'utf8'))) as Record<string, any>;

describe('faction-turns reference', () => {
  it('has two A4 sections with the tables in them', () => {
    const html = render(tables());
    expect(html.match(/<section class="page"/g)).toHaveLength(2);
    expect(html).not.toMatch(/undefined|NaN|\[object/);
    for (const s of ['Hide behind', 'Opportunity attack', 'Say a few words', 'rolls a d20', '15 seconds', 'd4', 'attribution line', 'Nearby means the same zone', 'unless the attack penetrates it', 'Barriers block attacks', 'A non-lethal attack can counter']) expect(html).toContain(s);
  });
  it('follows the tables', () => {
    const t = tables();
    t.fast_slow.die = 12;
    t.declaration_limit.seconds = 20;
    t.attack.cover_armour_bonus = 2;
    t.gear.durability_die = 8;
    t.gear.destroy_damage = 9;
    t.blast.deviates = false;
    t.chase.save = 'wit';
    const html = render(t);
    expect(html).toContain('Gear used, damaged gear too: d8 each');
    expect(html).toContain('9+ damage before armour');
    expect(html).not.toContain('a miss deviates');
    expect(html).toMatch(/group <span[^>]*>wit<\/span> save \(pass: escape\)/);
    expect(html).toContain('rolls a d12');
    expect(html).toContain('20 seconds');
    expect(html).toContain('(+2 behind cover)');
  });
  it('renders as two A4 pages that fit (the print pipeline fails on overflow)', async () => {
    const pages = await renderReferencePagesSvg('faction-turns', { assets: await loadRenderAssets(), tables: tables(), system: 'faction-turns', bleedMm: 3, cardsById: new Map() });
    expect(pages).toHaveLength(2);
    for (const p of pages) expect(p.svg).toContain('<svg');
  });
});
