// The GM's side of a campaign: built characters imported into an encounter (their derived decks,
// current Health and the daily cards used today), and the finished fight exported for
// `fray campaign record`.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCampaign } from '../../campaign/campaign-folder.js';
import { recordFight } from '../../campaign/record-fight.js';
import { validateCatalog } from '../../engine/catalog/validate-catalog.js';
import type { WitchhammerCampaign } from '../../engine/systems/witchhammer/campaign-schema.js';
import { addImported, importCampaignCharacters } from './campaign-import.js';
import { catalogSources } from './catalog.js';
import { importCatalog } from './import-catalog.js';
import { emptyEncounter } from './encounter.js';
import { fightRecord } from './fight-export.js';
import { createResolver } from './resolver.js';
import { applyAction, rebuild } from './session-ops.js';
import { memoryBackend } from './storage-backend.js';
import { createStore } from './store.js';
import { loadTestCatalog, loadTestCatalogJson } from './test-catalog.js';

const SAMPLE = new URL('../../campaign/sample/', import.meta.url).pathname;
const characterFiles = (dir = SAMPLE) =>
  readdirSync(join(dir, 'characters')).map((n) => ({
    name: n,
    text: readFileSync(join(dir, 'characters', n), 'utf8'),
  }));

describe("importing a campaign's characters", () => {
  it('checks and derives each, with its Health and the daily cards already used', () => {
    const files = characterFiles();
    files[0] = {
      ...files[0]!,
      text: `${files[0]!.text}health: 7\nachievements: { blooded: 1 }\nused_today: [first-blood]\n`,
    };
    const r = importCampaignCharacters(loadTestCatalogJson().files, [
      ...files,
      { name: 'campaign.yaml', text: 'name: x' },
    ]);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    expect(r.characters.map((c) => [c.id, c.card.id, c.health])).toEqual([
      ['corvin-stalker', 'campaign-corvin-stalker', 7],
      ['mara-voss', 'campaign-mara-voss', 14],
      ['sister-ilse', 'campaign-sister-ilse', 11],
      ['tobin-ashgrove', 'campaign-tobin-ashgrove', 12],
    ]);
    expect(r.characters[0]!.card.actions).toContain('first-blood');
    expect(r.characters[0]!.usedToday).toEqual(['first-blood']);
  });

  it('checks against the catalog the extension plays with: an imported system.yaml replaces the bundled one', () => {
    const bundled = loadTestCatalogJson().files;
    const tables = bundled.find((f) => f.path === 'witchhammer/system.yaml')!.text;
    // The custom tables allow one more Trait point at creation: Mara spends it on intimidation.
    const custom = importCatalog(
      bundled,
      [
        {
          name: 'system.yaml',
          text: tables.replace(
            'creation: { attribute: 4, school: 1, technique: 4, trait: 2 }',
            'creation: { attribute: 4, school: 1, technique: 4, trait: 3 }',
          ),
        },
      ],
      1,
    );
    if (!custom.ok) throw new Error(custom.problems.map((p) => p.message).join('; '));
    const mara = characterFiles()[1]!;
    const richer = {
      ...mara,
      text: mara.text.replace('traits: { con: 1, intimidation: 1 }', 'traits: { con: 1, intimidation: 3 }'),
    };
    expect(importCampaignCharacters(bundled, [richer]).ok).toBe(false);
    const r = importCampaignCharacters(catalogSources(bundled, custom.custom), [richer]);
    expect(r.ok ? r.characters[0]!.card.skills : r.problems.map((p) => p.message)).toMatchObject({ intimidation: 6 });
  });

  it('refuses an illegal build, positioned in its file', () => {
    const r = importCampaignCharacters(loadTestCatalogJson().files, [
      {
        name: 'bad.yaml',
        text: characterFiles()[1]!.text.replace('schools: { iron-vigil: 2 }', 'schools: { iron-vigil: 1 }'),
      },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ file: 'bad.yaml', field: 'techniques[4]' });
  });

  it('the imported characters fight: a daily card used today is refused; the fight exports for campaign record', () => {
    const cat = loadTestCatalog();
    const files = characterFiles();
    files[1] = { ...files[1]!, text: `${files[1]!.text}achievements: { blooded: 1 }\nused_today: [first-blood]\n` };
    const r = importCampaignCharacters(loadTestCatalogJson().files, [files[1]!]);
    if (!r.ok) throw new Error('import');
    let enc = addImported(emptyEncounter(7), r.characters);
    enc = {
      ...enc,
      roster: [...enc.roster, { id: 'wolf', character: 'barrow-wolf', side: 'gm', health: 1, poise: 0 }],
    };
    const built = rebuild(enc, cat);
    if (!built.ok) throw new Error(built.error.message);
    enc = built.encounter;
    const refused = applyAction(enc, {
      type: 'play',
      combatant: 'mara-voss',
      action: 'first-blood',
      stance: 'aggressive',
      target: 'wolf',
    });
    expect(refused.ok ? '' : refused.error.code).toBe('card/used-today');
    for (const a of [
      { type: 'play', combatant: 'mara-voss', action: 'sword-swing', stance: 'aggressive', target: 'wolf' },
      { type: 'play', combatant: 'wolf', action: 'wolf-bite', stance: 'frenzied', target: 'mara-voss' },
      { type: 'reveal' },
      { type: 'resolve-round', dice: [20, 2] },
      { type: 'end-combat', dice: [1] },
    ] as const) {
      const s = applyAction(enc, a as never);
      if (!s.ok) throw new Error(`${a.type}: ${s.error.message}`);
      enc = s.encounter;
    }
    // `fray campaign record` takes the export: the wolf fell to Mara's blow.
    const dir = mkdtempSync(join(tmpdir(), 'fray-ext-camp-'));
    cpSync(SAMPLE, dir, { recursive: true });
    writeFileSync(join(dir, 'characters/mara-voss.yaml'), files[1]!.text);
    const campaign = loadCampaign(dir);
    const json = JSON.stringify(fightRecord(enc));
    const catalogCampaign = validateCatalog(loadTestCatalogJson().files).campaigns.witchhammer as WitchhammerCampaign;
    const res = recordFight(campaign, json, 'fight.json', catalogCampaign);
    expect(res.touched).toEqual(['characters/mara-voss.yaml']);
    expect(res.lines.some((l) => l.includes('Blooded'))).toBe(false); // from 1 to 2: the next tier is 10
    expect(campaign.characters.find((c) => c.id === 'mara-voss')!.doc.toJSON().achievements).toMatchObject({
      blooded: 2,
    });
  });

  it("the resolver adds them on the players' side; importing again updates them instead of doubling them", async () => {
    const store = createStore(memoryBackend());
    const r = createResolver({ store, catalog: loadTestCatalog, newSeed: () => 3, now: () => 1 });
    expect((await r.importCharacters([])).ok).toBe(false);
    const files = characterFiles();
    const first = importCampaignCharacters(loadTestCatalogJson().files, files);
    if (!first.ok) throw new Error('import');
    expect((await r.importCharacters(first.characters)).ok).toBe(true);
    await r.addCharacter('barrow-wolf');
    files[1] = { ...files[1]!, text: `${files[1]!.text}health: 9\n` };
    const again = importCampaignCharacters(loadTestCatalogJson().files, [files[1]!]);
    if (!again.ok) throw new Error('import');
    expect((await r.importCharacters(again.characters)).ok).toBe(true);
    const s = (await r.current())!.session!.state;
    expect(s.combatants.map((c) => [c.id, c.side, c.health])).toEqual([
      ['corvin-stalker', 'players', 13],
      ['mara-voss', 'players', 9],
      ['sister-ilse', 'players', 11],
      ['tobin-ashgrove', 'players', 12],
      ['barrow-wolf', 'gm', expect.any(Number)],
    ]);
  });
});
