// fray campaign record on a copy of the sample campaign: a real resolved fight applied once.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
import type { UserError } from '../infra/user-error.js';

let fight: string;
let cat: CharacterCatalog;
/** A scenario file resolved as `fray resolve --json` prints it. */
async function resolved(file: string): Promise<string> {
  const loaded = await loadScenario(file);
  if (!loaded.ok) throw new Error(`scenario: ${JSON.stringify(loaded)}`);
  const run = runScenario(loaded.scenario, undefined);
  if (!run.ok) throw new Error(`run: ${JSON.stringify(run)}`);
  return JSON.stringify({
    system: loaded.scenario.systemId,
    ...loaded.scenario.module.scenario.summarize(run.session),
    events: run.session.events,
  });
}
const scenarioFile = (text: string): string => {
  const f = join(mkdtempSync(join(tmpdir(), 'fray-scn-')), 'fight.yaml');
  writeFileSync(f, text);
  return f;
};
beforeAll(async () => {
  // The README's example: Mara and Tobin against the Moss Troll, as `fray resolve --json` prints it.
  fight = await resolved(new URL('../examples/witchhammer-troll.yaml', import.meta.url).pathname);
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
    await saveCampaign(c, [
      { rel: 'campaign.yaml', doc: c.doc },
      ...r.touched.map((rel) => ({ rel, doc: c.characters.find((x) => x.rel === rel)!.doc })),
    ]);
    // The troll's blows: Mara 14 → 13, Tobin 12 → 9 (the resolve log); both took a wound: Battle Tested I.
    expect(parse(readFileSync(join(dir, 'characters/mara-voss.yaml'), 'utf8'))).toMatchObject({
      health: 13,
      achievements: { 'battle-tested': 1 },
    });
    expect(parse(readFileSync(join(dir, 'characters/tobin-ashgrove.yaml'), 'utf8'))).toMatchObject({
      health: 9,
      achievements: { 'battle-tested': 1 },
    });
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
    expect(() =>
      recordFight(c, JSON.stringify({ system: 'team-turns', combatants: {}, events: [] }), 'y.json', cat.campaign),
    ).toThrow(/y\.json: system/);
  });

  it('refuses a fight whose Health is below 0 for a living character, naming the fight file and the field', async () => {
    // The end of combat leaves every player at 0 Health or more, or dead: −5 and alive was typed into
    // the fight file, so that file is the one to fix, not the character file it would have been written to.
    const j = JSON.parse(fight);
    j.combatants.mara = { ...j.combatants.mara, health: -5, dead: false };
    const dir = copy();
    let err: UserError | undefined;
    try {
      recordFight(loadCampaign(dir), JSON.stringify(j), 'fight.json', cat.campaign);
    } catch (e) {
      err = e as UserError;
    }
    expect(err?.message).toMatch(/^fight\.json: combatants\.mara\.health: health -5 is below 0/);
    expect(err?.message).not.toMatch(/mara-voss/);
    expect(err?.hint).toMatch(/fray resolve/);
  });

  it("refuses a fight that never ended (no death's-door saves), with how to end it, and changes nothing", async () => {
    // The rules: on death's door "until combat ends. At that time, the PC makes a Medium Con Save".
    const text = readFileSync(new URL('../examples/witchhammer-troll.yaml', import.meta.url), 'utf8').replace(
      'end_combat: true',
      '',
    );
    const open = await resolved(scenarioFile(text));
    const dir = copy();
    const before = readFileSync(join(dir, 'campaign.yaml'), 'utf8');
    let err: UserError | undefined;
    try {
      recordFight(loadCampaign(dir), open, 'fight.json', cat.campaign);
    } catch (e) {
      err = e as UserError;
    }
    expect(err?.message).toMatch(/fight\.json: this fight never ended/);
    expect(err?.hint).toMatch(/end_combat: true/);
    expect(readFileSync(join(dir, 'campaign.yaml'), 'utf8')).toBe(before);
  });

  it("records the death's-door save made at the end: a typed natural 19 (+5) keeps Mara alive at −12", async () => {
    // Mara (card mara-voss, Con +2) at −12 Health: 19 + 5 + 2 − 12 = 14 ≥ Medium 10, back to 0 Health; the plain
    // die would also pass here, so the adjustment is checked on the event. The troll at 0 rolls the 1 and dies.
    const f = scenarioFile(`system: witchhammer
combatants:
  - { id: mara, character: mara-voss, health: -12 }
  - { id: troll, character: moss-troll, health: 0 }
plays: []
end_combat: { dice: [19, 1] }
`);
    const j = JSON.parse(await resolved(f));
    const save = j.events.find((e: { type: string; actor: string }) => e.type === 'death-save' && e.actor === 'mara');
    expect(save.detail).toMatchObject({ roll: 19, adjustment: 5, skill: 2, health: -12, total: 14, pass: true });
    const c = loadCampaign(copy());
    const r = recordFight(c, JSON.stringify(j), 'fight.json', cat.campaign);
    expect(r.lines).toContain('  Mara Voss: Health 14 → 0');
  });

  it('a low-health achievement counts at its own threshold; one without a threshold counts nothing (no built-in number)', async () => {
    // Tobin from 8 Health: the troll's blows bring him below 5, the bundled Unkillable's threshold.
    const text = readFileSync(new URL('../examples/witchhammer-troll.yaml', import.meta.url), 'utf8').replace(
      '{ id: tobin, character: tobin-ashgrove }',
      '{ id: tobin, character: tobin-ashgrove, health: 8 }',
    );
    const low = await resolved(scenarioFile(text));
    const unkillable = cat.campaign.achievements.find((a) => a.measure === 'low-health')!;
    expect(unkillable.threshold).toBe(5);
    const withThreshold = recordFight(loadCampaign(copy()), low, 'fight.json', cat.campaign);
    expect(withThreshold.lines.some((l) => l.startsWith(`  Tobin Ashgrove: ${unkillable.name} I reached`))).toBe(true);
    // The same achievement with no threshold (a catalog the schema would refuse): no number is invented for it.
    const { threshold: _, ...bare } = unkillable;
    const catalog = {
      ...cat.campaign,
      achievements: cat.campaign.achievements.map((a) => (a === unkillable ? bare : a)),
    };
    const without = recordFight(loadCampaign(copy()), low, 'fight.json', catalog);
    expect(without.lines.some((l) => l.includes(unkillable.name))).toBe(false);
  });
});
