// The quick reference reads its numbers from system.yaml: change a table, the page follows.
import { readFileSync } from 'node:fs';
import { compileReference } from '../reference-template.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/declared-initiative/index.js';

const ROOT = new URL('../../../', import.meta.url);
const render = (tables: unknown) =>
  compileReference('declared-initiative')({
    system: { id: 'declared-initiative', name: 'Declared Initiative' }, tables, cards: [], characters: [], attribution: 'attribution line',
  });
const tables = () => system.tablesSchema.parse(parse(readFileSync(new URL('cards/declared-initiative/system.yaml', ROOT), 'utf8'))) as Record<string, any>;

describe('declared-initiative reference', () => {
  it('has two A4 sections with the tables in them', () => {
    const html = render(tables());
    expect(html.match(/<section class="page"/g)).toHaveLength(2);
    expect(html).not.toMatch(/undefined|NaN|\[object/);
    for (const s of ['d12 − Agility modifier', 'initiative -12', 'Cracked Skull', '3d6 + Insight', 'TN 11 + opponents', 'TN 10 + the highest wound', '1 + weapon speed', 'attribution line', 'threat range lets it riposte', 'crawls 1 yard a turn', 'roll d4, 2 or less the main arm']) expect(html).toContain(s);
  });
  it('follows the tables', () => {
    const t = tables();
    t.initiative.die = 10;
    t.morale.base_tn = 9;
    t.wounds.dying_actions_per_turn = 2;
    t.turn.free_actions = 3;
    t.movement.crawl_yards = 2;
    const html = render(t);
    expect(html).toContain('crawls 2 yard a turn');
    expect(html).toContain('Only 2 deed of any kind a turn');
    expect(html).toContain('1 Standard and 3 Free action');
    expect(html).toContain('d10 − Agility modifier');
    expect(html).toContain('TN 9 + opponents');
  });
});
