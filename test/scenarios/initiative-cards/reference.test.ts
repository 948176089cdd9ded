// The quick reference reads its numbers from system.yaml: change a table, the page follows.
import { readFileSync } from 'node:fs';
import { compileReference } from '../reference-template.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/initiative-cards/index.js';

const ROOT = new URL('../../../', import.meta.url);
const render = (tables: unknown) =>
  compileReference('initiative-cards')({
    system: { id: 'initiative-cards', name: 'Initiative Cards' }, tables, cards: [], characters: [], attribution: 'attribution line',
  });
const tables = () => system.tablesSchema.parse(parse(readFileSync(new URL('cards/initiative-cards/system.yaml', ROOT), 'utf8'))) as Record<string, any>;

describe('initiative-cards reference', () => {
  it('has two A4 sections with the tables in them', () => {
    const html = render(tables());
    expect(html.match(/<section class="page"/g)).toHaveLength(2);
    expect(html).not.toMatch(/undefined|NaN|\[object/);
    for (const s of ['numbered 1 to 10', 'Parry (reaction)', 'Finesse, Sneak', 'risky 3', 'at most +3', 'attribution line', 'A controlled success adds 1 die to your next roll', 'extra successes (darkness', 'tie: 1 Harm', 'A fall of 10 feet or more: the Director rolls 1 die per 5 feet']) expect(html).toContain(s);
  });
  it('follows the tables', () => {
    const t = tables();
    t.deck.highest = 12;
    t.fear.failure_harm.risky = 5;
    t.tests.success_on = 5;
    t.harm.severe_mental_at = 4;
    t.ambush.bonus_per_extra_success = 2;
    const html = render(t);
    expect(html).toContain('numbered 1 to 12');
    expect(html).toContain('risky 5');
    expect(html).toContain('each die showing 5 or more is a success');
    expect(html).toContain('those with 4 or more Mental Harm (severe) do not count');
    expect(html).toContain('+2 die to your first maneuver');
  });
});
