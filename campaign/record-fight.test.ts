// fray campaign record on a copy of the sample campaign: a real resolved fight applied once.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/load-scenario.js';
import { runScenario } from '../scenario/run-scenario.js';
import { loadCatalog } from '../catalog/load-catalog.js';
import { loadCampaign, saveCampaign } from './campaign-folder.js';
import { characterCatalog } from './character-catalog.js';
import type { CharacterCatalog } from './check-character.js';
import { recordFight } from './record-fight.js';

let fight: string;
let cat: CharacterCatalog;
beforeAll(async () => {
  // The README's example: Mara and Tobin against the Moss Troll, as `fray resolve --json` prints it.
  const loaded = await loadScenario(new URL('../examples/witchhammer-troll.yaml', import.meta.url).pathname);
  if (!loaded.ok) throw new Error('scenario');
  const run = runScenario(loaded.scenario, undefined);
  if (!run.ok) throw new Error('run');
  fight = JSON.stringify({ system: loaded.scenario.systemId, ...loaded.scenario.module.scenario.summarize(run.session), events: run.session.events });
  const c = characterCatalog(await loadCatalog(new URL('../cards', import.meta.url).pathname));
  if ('missing' in c) throw new Error(c.missing);
  cat = c;
});

const copy = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fray-record-'));
  cpSync(new URL('./sample', import.meta.url).pathname, dir, { recursive: true });
  return dir;
};

describe('fray campaign record', () => {
  it('applies Health, wounds and achievement progress to the characters in the fight', async () => {
    const dir = copy();
    const c = loadCampaign(dir);
    const r = recordFight(c, fight, 'fight.json', cat.campaign);
    await saveCampaign(c, [{ rel: 'campaign.yaml', doc: c.doc }, ...r.touched.map((rel) => ({ rel, doc: c.characters.find((x) => x.rel === rel)!.doc }))]);
    // The troll's blows: Mara 14 → 13, Tobin 12 → 9 (the resolve log); both took a wound: Battle Tested I.
    expect(parse(readFileSync(join(dir, 'characters/mara-voss.yaml'), 'utf8'))).toMatchObject({ health: 13, achievements: { 'battle-tested': 1 } });
    expect(parse(readFileSync(join(dir, 'characters/tobin-ashgrove.yaml'), 'utf8'))).toMatchObject({ health: 9, achievements: { 'battle-tested': 1 } });
    expect(r.lines).toContain('  Mara Voss: Battle Tested I reached (1) → card *scarred-hide* added');
    // Characters not in the fight are untouched.
    expect(r.touched.sort()).toEqual(['characters/mara-voss.yaml', 'characters/tobin-ashgrove.yaml']);
  });

  it('refuses the same fight a second time and changes nothing', async () => {
    const dir = copy();
    const c = loadCampaign(dir);
    recordFight(c, fight, 'fight.json', cat.campaign);
    await saveCampaign(c, [{ rel: 'campaign.yaml', doc: c.doc }]);
    const before = readFileSync(join(dir, 'campaign.yaml'), 'utf8');
    expect(() => recordFight(loadCampaign(dir), fight, 'fight.json', cat.campaign)).toThrow(/already recorded/);
    expect(readFileSync(join(dir, 'campaign.yaml'), 'utf8')).toBe(before);
  });

  it('refuses a file that is not a WitchHammer fight, naming it', () => {
    const c = loadCampaign(copy());
    expect(() => recordFight(c, '{ nope', 'x.json', cat.campaign)).toThrow(/x\.json is not JSON/);
    expect(() => recordFight(c, JSON.stringify({ system: 'team-turns', combatants: {}, events: [] }), 'y.json', cat.campaign)).toThrow(/y\.json: system/);
  });
});
