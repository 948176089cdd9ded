// The quick reference reads its numbers from system.yaml: change a table, the page follows.
import { readFileSync } from 'node:fs';
import { compileReference } from '../reference-template.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadRenderAssets } from '../../../print/render/assets.js';
import { renderReferencePagesSvg } from '../../../print/render/render-card.js';
import { system } from '../../../engine/systems/team-turns/index.js';

const ROOT = new URL('../../../', import.meta.url);
const render = (tables: unknown) =>
  compileReference('team-turns')({
    system: { id: 'team-turns', name: 'Team Turns' }, tables, cards: [], characters: [], attribution: 'attribution line',
  });
const tables = () => system.tablesSchema.parse(parse(readFileSync(new URL('cards/team-turns/system.yaml', ROOT), 'utf8'))) as Record<string, any>;

describe('team-turns reference', () => {
  it('has two A4 sections with the action and reaction tables', () => {
    const html = render(tables());
    expect(html.match(/<section class="page"/g)).toHaveLength(2);
    expect(html).not.toMatch(/undefined|NaN|\[object/);
    for (const s of ['Resuscitate', 'Short Task', 'Intercept', '1 stamina', '1 focus', 'Drop Prone', '−2 for each attack', '10 or more cheats death', 'rises by 5', 'piercing: physical', 'attribution line', 'a parry costs the item 1 durability', 'metal 10, anything else 4', 'the ally takes 1 action now']) {
      expect(html).toContain(s);
    }
  });
  it('follows the tables', () => {
    const t = tables();
    t.attack.multiple_attack_penalty = 3;
    t.death.luck_difficulty = 12;
    t.turn.actions = 4;
    t.killing_strike.cost = 2;
    t.size.default = 5;
    t.advantage.cover_ranged = -2;
    t.items.durability.metal = 12;
    t.items.parry_wear = 2;
    const html = render(t);
    expect(html).toContain('a parry costs the item 2 durability');
    expect(html).toContain('metal 12, anything else 4');
    expect(html).toContain('Killing strike on an unconscious character: 2 actions');
    expect(html).toContain('Size (medium 5)');
    expect(html).toContain('behind cover: ranged -2');
    expect(html).toContain('−3 for each attack');
    expect(html).toContain('12 or more cheats death');
    expect(html).toContain('Each turn: 4 actions');
  });
  it('renders as two A4 pages that fit (the print pipeline fails on overflow)', async () => {
    const pages = await renderReferencePagesSvg('team-turns', { assets: await loadRenderAssets(), tables: tables(), system: 'team-turns', bleedMm: 3, cardsById: new Map() });
    expect(pages).toHaveLength(2);
    for (const p of pages) expect(p.svg).toContain('<svg');
  });
});
