// The bundled catalog: clean under `fray check`, and the WitchHammer starter content
// covers what a table needs to play (characters, actions, stances, rule tables), read from the cards themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import {
  MOVE_DIRECTIONS,
  RANGES,
  TARGET_RULES,
  type Card,
  type CharacterCard,
  type PlayableCard,
} from '../engine/schema/card.js';
import { witchhammerTables, type WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import { teachings, type WitchhammerCampaign } from '../engine/systems/witchhammer/campaign-schema.js';
import { bundledCatalogDir, loadCatalog, type Catalog } from '../catalog/load-catalog.js';

let cat: Catalog;
let wh: Card[];
let tables: WitchhammerTables;
beforeAll(async () => {
  cat = await loadCatalog(bundledCatalogDir());
  wh = cat.cardsBySystem.witchhammer ?? [];
  const text = readFileSync(join(cat.dir, 'witchhammer/system.yaml'), 'utf8');
  tables = witchhammerTables.parse(parseYamlSource(text, 'system.yaml').data);
});

const characters = (side: 'player' | 'monster'): CharacterCard[] =>
  wh.filter((c): c is CharacterCard => c.type === 'character' && c.side === side);
const actions = (): PlayableCard[] => wh.filter((c): c is PlayableCard => c.type === 'action');
const isAttack = (c: PlayableCard): boolean => c.target !== undefined && c.target !== 'self';

describe('bundled catalog', () => {
  it('is clean', () => {
    expect(cat.problems.map(formatProblem)).toEqual([]);
    expect(cat.systems).toContain('witchhammer');
  });

  it('starts every WitchHammer card file with the editor schema comment', () => {
    for (const f of cat.cardFiles.filter((f) => f.file.startsWith('witchhammer/'))) {
      const first = readFileSync(join(cat.dir, f.file), 'utf8').split('\n')[0];
      expect(first, f.file).toBe('# yaml-language-server: $schema=../schema.json');
    }
  });
});

describe('WitchHammer starter content', () => {
  it('has at least 4 player characters and 3 monsters with sensible stats', () => {
    const pcs = characters('player');
    expect(pcs.length).toBeGreaterThanOrEqual(4);
    expect(characters('monster').length).toBeGreaterThanOrEqual(3);
    for (const pc of pcs) {
      expect(pc.poise, pc.id).toBeGreaterThanOrEqual(15);
      expect(pc.poise, pc.id).toBeLessThanOrEqual(60);
      expect(pc.health, pc.id).toBeGreaterThanOrEqual(10);
      expect(pc.health, pc.id).toBeLessThanOrEqual(15);
      expect(Object.keys(pc.skills).length, pc.id).toBeGreaterThan(0);
    }
    expect(characters('monster').some((m) => m.extra_actions >= 1)).toBe(true);
  });

  it('has at least 16 player action cards covering melee, ranged, spell and movement', () => {
    const player = actions().filter((a) => !a.tags?.includes('monster'));
    expect(player.length).toBeGreaterThanOrEqual(16);
    for (const tag of ['melee', 'ranged', 'spell', 'movement'])
      expect(
        player.some((a) => a.tags?.includes(tag)),
        tag,
      ).toBe(true);
    expect(player.some((a) => isAttack(a) && (a.range ?? 'close') !== 'close' && a.tags?.includes('ranged'))).toBe(
      true,
    );
  });

  it('has the timeout default action: a poise restore with no attack', () => {
    const id = tables.decision_timer.default_action;
    const focus = cat.cards.get(id);
    expect(focus?.type).toBe('action');
    const f = focus as PlayableCard;
    expect(f.restore?.poise ?? 0).toBeGreaterThan(0);
    expect(isAttack(f)).toBe(false);
  });

  it('covers once-per-combat, poise-only, bleed and stun', () => {
    const all = actions();
    expect(all.some((a) => a.once_per_combat)).toBe(true);
    expect(all.some((a) => a.poise_only && isAttack(a))).toBe(true);
    expect(all.some((a) => a.on_hit?.some((e) => e.effect === 'bleed'))).toBe(true);
    expect(all.some((a) => a.on_hit?.some((e) => e.effect === 'stun'))).toBe(true);
  });

  it('covers every targeting rule, range and move direction', () => {
    const all = actions();
    for (const t of TARGET_RULES)
      expect(
        all.some((a) => a.target === t),
        t,
      ).toBe(true);
    for (const r of RANGES)
      expect(
        all.some((a) => isAttack(a) && a.range === r),
        r,
      ).toBe(true);
    for (const d of MOVE_DIRECTIONS)
      expect(
        all.some((a) => a.move?.direction === d),
        d,
      ).toBe(true);
  });

  it('has at least 6 stances, including the four named in the rules', () => {
    const stances = wh.filter((c) => c.type === 'stance').map((c) => c.id);
    expect(stances.length).toBeGreaterThanOrEqual(6);
    for (const id of ['aggressive', 'defensive', 'wary', 'reckless']) expect(stances).toContain(id);
  });

  it('gives every character decks that hold the default action and a stance', () => {
    const id = tables.decision_timer.default_action;
    for (const c of [...characters('player'), ...characters('monster')]) {
      expect(c.actions, c.id).toContain(id);
      expect(c.actions.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.stances.length, c.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses every action and stance card in some deck, and monster cards only in monster decks', () => {
    const used = new Map<string, Set<string>>();
    for (const c of wh)
      if (c.type === 'character')
        for (const id of [...c.actions, ...c.stances]) (used.get(id) ?? used.set(id, new Set()).get(id)!).add(c.side);
    // Daily-use cards join a deck when an achievement grants them (campaign.yaml).
    const campaign = cat.campaigns.witchhammer as WitchhammerCampaign;
    const granted = new Set(campaign.achievements.flatMap((a) => a.cards));
    // Technique cards join a built character's deck when a school level teaches them.
    const taught = new Set(teachings(campaign.schools).map((t) => t.id));
    for (const c of wh) {
      if (c.type !== 'action' && c.type !== 'stance') continue;
      if (c.type === 'action' && c.once_per_day) {
        expect(granted.has(c.id), `${c.id} is granted by no achievement`).toBe(true);
        continue;
      }
      if (c.tags?.includes('technique')) {
        expect(taught.has(c.id), `${c.id} is taught by no school`).toBe(true);
        continue;
      }
      expect(used.has(c.id), `${c.id} is in no deck`).toBe(true);
      if (c.tags?.includes('monster')) expect([...used.get(c.id)!], c.id).toEqual(['monster']);
    }
  });

  it('keeps card text short enough for a poker card and gives every card an icon', () => {
    for (const c of wh) {
      expect(c.icon, c.id).toBeTruthy();
      expect((c.text ?? '').length, c.id).toBeLessThanOrEqual(140);
      expect((c.flavor ?? '').length, c.id).toBeLessThanOrEqual(80);
    }
  });
});
